// Sorting once per data or column change, not per keystroke: a search hands a table a subset of the rows it last
// sorted, and that subset keeps the sorted order by filtering the sorted list (linear) instead of sorting again
// (the collator over thousands of names).

export interface SortedSubset<R> {
  /**
   * `rows` in the order `sort` gives them. `key` names the order (column, direction, language) and `source` is what
   * sorts (the column's sortValue, or the table's own order): while both are unchanged and `rows` are among the rows
   * last sorted, the result is the last sorted list filtered to `rows`.
   */
  order(rows: readonly R[], key: string, source: unknown, sort: (rows: readonly R[]) => readonly R[]): readonly R[];
}

export function createSortedSubset<R>(): SortedSubset<R> {
  let last: { key: string; source: unknown; sorted: readonly R[]; members: ReadonlySet<R> } | undefined;
  return {
    order(rows, key, source, sort) {
      if (last?.key === key && last.source === source && rows.length <= last.sorted.length && rows.every((row) => last!.members.has(row))) {
        if (rows.length === last.sorted.length) return last.sorted;
        const keep = new Set(rows);
        return last.sorted.filter((row) => keep.has(row));
      }
      const sorted = sort(rows);
      last = { key, source, sorted, members: new Set(sorted) };
      return sorted;
    },
  };
}
