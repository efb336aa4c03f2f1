/**
 * The entry of `record` under a name someone typed, own properties only: `constructor`, `__proto__` or `toString`
 * name what every object inherits, not an entry, so a lookup by such a name answers undefined (the caller's usage or
 * "unknown" message) instead of a function that fails further on.
 */
export function ownEntry<T>(record: Readonly<Record<string, T>>, name: string | undefined): T | undefined {
  return name !== undefined && Object.hasOwn(record, name) ? record[name] : undefined;
}
