// Pure shaping of the personal device list: role, online state, search and ordering.
import { DEFAULT_GROUP, type Language } from '../../domain/constants';
import type { Machine } from '../../transport/api/machine';

export type Role = 'owner' | 'admin' | 'visitor';

/** limit_authority: 3 owner (Akey), 2 admin (Bkey), anything else a visitor (product.md section 6). */
export function roleOf(limitAuthority: number): Role {
  if (limitAuthority === 3) return 'owner';
  if (limitAuthority === 2) return 'admin';
  return 'visitor';
}

export interface DeviceRow {
  id: number;
  name: string;
  alias: string;
  code: string;
  /** undefined: unknown, while the live state cannot be read (the cloud does not answer the poll). */
  online: boolean | undefined;
  role: Role;
  /** The user's own groups holding the device (the default group ALL holds all). */
  groups: readonly string[];
  /** The wire device, for the detail panel and the visit button. */
  machine: Machine;
  /** Lower-cased name, alias and code, computed once so typing in the search box stays cheap. */
  haystack: string;
}

export function toRow(machine: Machine): DeviceRow {
  const name = machine.machine_name ?? '';
  const alias = machine.alias ?? '';
  const code = machine.machine_code ?? '';
  return {
    id: machine.machine_id,
    name,
    alias,
    code,
    online: Number(machine.state) === 1,
    role: roleOf(Number(machine.limit_authority)),
    groups: Array.isArray(machine.groups) ? machine.groups.map(String) : [],
    machine,
    haystack: `${name}\n${alias}\n${code}`.toLowerCase(),
  };
}

/** Rows whose name, alias or code contains the query (case-insensitive); an empty query keeps all. */
export function filterRows(rows: readonly DeviceRow[], query: string): readonly DeviceRow[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((row) => row.haystack.includes(needle));
}

/** The default group ALL keeps every row; another keeps the rows in that group. */
export function rowsInGroup(rows: readonly DeviceRow[], groupId: string): readonly DeviceRow[] {
  if (groupId === DEFAULT_GROUP) return rows;
  return rows.filter((row) => row.groups.includes(groupId));
}

/**
 * Live online states laid over the rows; rows whose state did not change keep their identity. 'unknown' (the poll
 * fails) marks every row unknown rather than showing a state that may be stale.
 */
export function withOnline(rows: readonly DeviceRow[], online: ReadonlyMap<number, boolean> | 'unknown'): readonly DeviceRow[] {
  let changed = false;
  const next = rows.map((row) => {
    const state = online === 'unknown' ? undefined : online.get(row.id);
    if ((state === undefined && online !== 'unknown') || state === row.online) return row;
    changed = true;
    if (state === undefined) return { ...row, online: undefined };
    const bit: Machine['state'] = state ? 1 : 0;
    return { ...row, online: state, machine: { ...row.machine, state: bit } };
  });
  return changed ? next : rows;
}

const collators = new Map<Language, Intl.Collator>();

/** One collator per language, shared by every sort: creating one per comparison is what makes big lists slow. */
export function collatorFor(lang: Language): Intl.Collator {
  let collator = collators.get(lang);
  if (!collator) {
    collator = new Intl.Collator(lang === 'cn' ? 'zh-CN' : 'en', { numeric: true, sensitivity: 'base' });
    collators.set(lang, collator);
  }
  return collator;
}

export type SortField = 'name' | 'alias' | 'code' | 'online' | 'role';

const ROLE_RANK: Record<Role, number> = { owner: 0, admin: 1, visitor: 2 };

/** A sorted copy; ties fall back to the name so the order is stable for the user. */
export function sortRows(rows: readonly DeviceRow[], field: SortField, order: 1 | -1, lang: Language): DeviceRow[] {
  const collator = collatorFor(lang);
  const compare = (a: DeviceRow, b: DeviceRow): number => {
    switch (field) {
      case 'online':
        return Number(b.online === true) - Number(a.online === true);
      case 'role':
        return ROLE_RANK[a.role] - ROLE_RANK[b.role];
      default:
        return collator.compare(a[field], b[field]);
    }
  };
  return [...rows].sort((a, b) => compare(a, b) * order || collator.compare(a.name, b.name) || a.id - b.id);
}
