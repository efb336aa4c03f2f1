// Reading values whose shape nothing promises (a thrown value, a snapshot's context seen through a machine-agnostic
// type, JSON from a file): a guard narrows to a record of unknown values, so each read stays `unknown` until checked.
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The field `key` of `value` if it is a record, else undefined. */
export function fieldOf(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}
