// A catalogue case: one story told through a cloud's public API (sign in, make a thing, read it, put it back),
// every call of it checked against the contract by the Probe. `calls` names the catalogue calls the case exists
// for, so a case that cannot be played reports them SKIP with its reason.
import type { Fixture, Probe } from '../probe';

export type CallCase = {
  name: string;
  calls: readonly string[];
  /** Cases of one lane run in order (they share an account or a device); lanes run side by side. */
  lane?: string;
  run(p: Probe, f: Fixture): Promise<void>;
};

/** The id a list answer holds for the row `pick` chooses, or an Error naming what was missing. */
export function pickId<T>(rows: unknown, pick: (row: T) => boolean, field: keyof T, what: string): string {
  const list = Array.isArray(rows) ? (rows as T[]) : ((rows as { list?: T[]; rows?: T[]; records?: T[] } | null)?.list ?? (rows as { rows?: T[] } | null)?.rows ?? (rows as { records?: T[] } | null)?.records ?? []);
  const row = list.find(pick);
  if (!row || row[field] === undefined) throw new Error(`no ${what} in the answer`);
  return String(row[field]);
}
