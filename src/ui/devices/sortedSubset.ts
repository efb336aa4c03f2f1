// Sorting once per data or column change, not per keystroke: a search hands the table a subset of the rows it
// last sorted, and that subset keeps the sorted order by filtering the sorted list (linear) instead of sorting
// again (the collator over thousands of names, or a rank lookup per comparison).
import type { Language } from '../../domain/constants';
import { sortRows, type DeviceRow, type SortField } from './deviceRows';

export type Sort = { field: SortField; order: 1 | -1 };

export interface SortedSubset {
  /** `rows` in the order of `sort`; the same order sortRows gives, computed from the last full sort when it can. */
  order(rows: readonly DeviceRow[], sort: Sort, lang: Language): readonly DeviceRow[];
}

export function createSortedSubset(): SortedSubset {
  let last: { key: string; sorted: readonly DeviceRow[]; members: ReadonlySet<DeviceRow> } | undefined;
  return {
    order(rows, sort, lang) {
      const key = `${sort.field}:${sort.order}:${lang}`;
      if (last?.key === key && rows.length <= last.sorted.length && rows.every((row) => last!.members.has(row))) {
        if (rows.length === last.sorted.length) return last.sorted;
        const keep = new Set(rows);
        return last.sorted.filter((row) => keep.has(row));
      }
      const sorted = sortRows(rows, sort.field, sort.order, lang);
      last = { key, sorted, members: new Set(sorted) };
      return sorted;
    },
  };
}
