import { useMemo, useRef } from 'react';
import type { Language } from '../../domain/constants';
import { sortRows, type DeviceRow, type SortField } from './deviceRows';

export type Sort = { field: SortField; order: 1 | -1 };

type Ranked = { key: string; rank: Map<DeviceRow, number> };

/**
 * The rows in the chosen column order. Typing in the search box hands the table a subset of rows it already sorted:
 * those keep the order they had, by rank, without running the collator over thousands of names again.
 */
export function useSortedRows(rows: readonly DeviceRow[], sort: Sort | undefined, lang: Language): readonly DeviceRow[] {
  const last = useRef<Ranked>(undefined);
  return useMemo(() => {
    if (!sort) return rows;
    const key = `${sort.field}:${sort.order}:${lang}`;
    const ranked = last.current;
    if (ranked?.key === key && rows.every((row) => ranked.rank.has(row))) {
      return [...rows].sort((a, b) => ranked.rank.get(a)! - ranked.rank.get(b)!);
    }
    const sorted = sortRows(rows, sort.field, sort.order, lang);
    last.current = { key, rank: new Map(sorted.map((row, i) => [row, i])) };
    return sorted;
  }, [rows, sort, lang]);
}
