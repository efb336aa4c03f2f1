// Pure shaping of the enterprise and maintenance lists on top of the personal list's rows (src/ui/devices).
import { ALL_GROUP, type EnterpriseGroup, type EnterpriseListType, type EnterpriseMachine } from '../../domain/wire/enterpriseDevices';
import { toRow, type DeviceRow } from '../devices/deviceRows';

export interface EnterpriseRow extends DeviceRow {
  groups: readonly string[];
  maintenanceRemark: string;
  maintainer: boolean;
}

export function toEnterpriseRow(machine: EnterpriseMachine): EnterpriseRow {
  return {
    ...toRow(machine),
    groups: Array.isArray(machine.groups) ? machine.groups : [],
    maintenanceRemark: machine.maintenanceRemark ?? '',
    maintainer: Boolean(machine.maintainer),
  };
}

/** The rows of one group; ALL (or none chosen) keeps every row (product.md section 4). */
export function inGroup<R extends { groups: readonly string[] }>(rows: readonly R[], groupId: string): readonly R[] {
  if (!groupId || groupId === ALL_GROUP) return rows;
  return rows.filter((row) => row.groups.includes(groupId));
}

/**
 * Groups with their counts among the loaded rows (the maintenance list has no group call of its own), named after
 * the enterprise's groups (getAllGroup) when known; the enterprise's counts are of the other list, so not used.
 */
export function groupsOfRows(rows: readonly EnterpriseRow[], named: readonly EnterpriseGroup[] = []): EnterpriseGroup[] {
  const names = new Map(named.map((g) => [g.groupId, g.name]));
  const counts = new Map<string, number>();
  for (const row of rows) for (const g of row.groups) counts.set(g, (counts.get(g) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([groupId, count]) => ({ groupId, name: names.get(groupId) || groupId, count }));
}

/** `?type=2` is the maintenance list; anything else the enterprise list. */
export function listTypeOf(search: URLSearchParams): EnterpriseListType {
  return search.get('type') === '2' ? 2 : 1;
}
