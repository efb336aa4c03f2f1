// Narrowing at the simulator's edges (parsed JSON, caught errors, answers of other servers) with checks instead of
// casts: what arrives from outside is `unknown` until a check says what it is.

/** A JSON object (not an array, not null): its fields are still unknown. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object's fields, or none when it is not one: for reading optional fields of a parsed body. */
export function fieldsOf(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/** What a caught error says: its message, or the thrown value itself when it was not an Error. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
