// The kit table's order: by one column, ascending or descending, text by the language's collator with numbers read
// as numbers (M-2 before M-10), equal values kept in the order they came (a stable sort).

export type SortValue = string | number | undefined;
export interface SortState {
  column: string;
  order: 1 | -1;
}

const collators = new Map<string, Intl.Collator>();
function collatorOf(lang: string): Intl.Collator {
  let collator = collators.get(lang);
  if (!collator) {
    collator = new Intl.Collator(lang === 'cn' ? 'zh' : lang, { numeric: true, sensitivity: 'base' });
    collators.set(lang, collator);
  }
  return collator;
}

/** Compares two cell values: missing values last whatever the order, numbers as numbers, text by the collator. */
function compare(a: SortValue, b: SortValue, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

export function sortRows<R>(rows: readonly R[], valueOf: (row: R) => SortValue, order: 1 | -1, lang: string): R[] {
  const collator = collatorOf(lang);
  const keyed = rows.map((row, index) => ({ row, index, value: valueOf(row) }));
  keyed.sort((x, y) => {
    const xMissing = x.value === undefined || x.value === '';
    const yMissing = y.value === undefined || y.value === '';
    if (xMissing !== yMissing) return xMissing ? 1 : -1;
    return order * compare(x.value, y.value, collator) || x.index - y.index;
  });
  return keyed.map((k) => k.row);
}

/** The next sort after a click on a column's header: ascending first, then descending, then ascending again. */
export function nextSort(current: SortState | undefined, column: string): SortState {
  return { column, order: current?.column === column && current.order === 1 ? -1 : 1 };
}
