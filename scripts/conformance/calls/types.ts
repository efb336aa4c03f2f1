// A catalogue case: one story told through a cloud's public API (sign in, make a thing, read it, put it back),
// every call of it checked against the contract by the Probe. `calls` names the catalogue calls the case exists
// for, so a case that cannot be played reports them SKIP with its reason.
import type { Fixture, Probe } from '../probe';
import { fieldOf, isRecord } from '../../../src/domain/wire/record';

export type CallCase = {
  name: string;
  calls: readonly string[];
  /** Cases of one lane run in order (they share an account or a device); lanes run side by side. */
  lane?: string;
  run(p: Probe, f: Fixture): Promise<void>;
};

/** The rows of a list answer (the array itself, or its `list`, `rows` or `records`), each a record of unknown values. */
export function listRows(hw: unknown): Record<string, unknown>[] {
  const list: unknown = Array.isArray(hw) ? hw : (fieldOf(hw, 'list') ?? fieldOf(hw, 'rows') ?? fieldOf(hw, 'records'));
  return Array.isArray(list) ? list.filter(isRecord) : [];
}

/** The id a list answer holds for the row `pick` chooses, or an Error naming what was missing. */
export function pickId(rows: unknown, pick: (row: Record<string, unknown>) => boolean, field: string, what: string): string {
  const row = listRows(rows).find(pick);
  if (!row || row[field] === undefined) throw new Error(`no ${what} in the answer`);
  return String(row[field]);
}
