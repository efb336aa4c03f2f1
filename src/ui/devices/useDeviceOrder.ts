import { useCallback } from 'react';
import type { Language } from '../../domain/constants';
import type { SortState } from '../kit/sortRows';
import { sortRows, type DeviceRow, type SortField } from './deviceRows';

const FIELDS: ReadonlySet<string> = new Set<SortField>(['name', 'alias', 'code', 'online', 'role']);
const isSortField = (column: string): column is SortField => FIELDS.has(column);

/**
 * The device lists' order for the kit table's sort (its `orderRows`): ties fall back to the name, roles rank owner,
 * admin, visitor, and online devices come first. The same function every render, so the table keeps its sorted list
 * while a search narrows it.
 */
export function useDeviceOrder(lang: Language) {
  return useCallback(
    (rows: readonly DeviceRow[], sort: SortState) => (isSortField(sort.column) ? sortRows(rows, sort.column, sort.order, lang) : rows),
    [lang],
  );
}
