import { useMemo, useState } from 'react';
import type { Language } from '../../domain/constants';
import type { DeviceRow } from './deviceRows';
import { createSortedSubset, type Sort } from './sortedSubset';

export type { Sort } from './sortedSubset';

/**
 * The rows in the chosen column order. Typing in the search box hands the table a subset of rows it already sorted:
 * those keep the order they had, without running the collator over thousands of names again.
 */
export function useSortedRows(rows: readonly DeviceRow[], sort: Sort | undefined, lang: Language): readonly DeviceRow[] {
  const [subset] = useState(createSortedSubset);
  return useMemo(() => (sort ? subset.order(rows, sort, lang) : rows), [subset, rows, sort, lang]);
}
