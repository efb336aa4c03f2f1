// One row of the kit's table and its header cells. A row renders again only when its own data, its selection or
// the table's shared pieces (columns, callbacks) change: a search keystroke renders the rows it brings into view,
// not the ones that stay.
import { memo, type ReactElement, type ReactNode } from 'react';
import { CheckboxInput } from '../common/controls/CheckboxInput';
import { classNames } from '../common/controls/classNames';
import type { SortState, SortValue } from './sortRows';

export type RowKey = string | number;
export type Attributes = Record<`data-${string}`, string | number | boolean | undefined>;

export interface Column<R> {
  id: string;
  /** The header's text, translated. */
  header: string;
  /** The header is read by screen readers only (an icon or actions column). */
  headerHidden?: boolean;
  cell(row: R): ReactNode;
  /** Present on sortable columns: the value the column sorts by. */
  sortValue?(row: R): SortValue;
  /** The cell is the row's header (th scope=row): the name a screen reader says with each cell. */
  rowHeader?: boolean;
  /** Classes of the column's header and cells (`num` aligns figures to the right). */
  className?: string;
  /** Per-row classes or data attributes of the cell. */
  cellClass?(row: R): string | undefined;
  cellAttributes?(row: R): Attributes;
  /**
   * The value a row's cell is made of, when `cell` makes the same cell of the same value (a state, a role, an alias):
   * the kit keeps one cell for each value, made by `cell` for the first row that shows it, and hands React that same
   * cell for every row of the value, so a row reused for another device skips its cells that look the same instead
   * of comparing them again. Not with `cellClass` or `cellAttributes`.
   */
  cellKey?(row: R): unknown;
}

interface RowProps<R> {
  row: R;
  rowKey: RowKey;
  /** The row's place in the sorted list (0 the first). */
  index: number;
  columns: readonly Column<R>[];
  selectable: boolean;
  selected: boolean;
  selectLabel: string | undefined;
  onToggle(key: RowKey, on: boolean): void;
  testId: string | undefined;
  rowAttributes: ((row: R) => Attributes) | undefined;
  rowClass: ((row: R) => string | undefined) | undefined;
}

function DataRowView<R>({ row, rowKey, index, columns, selectable, selected, selectLabel, onToggle, testId, rowAttributes, rowClass }: RowProps<R>) {
  return (
    <tr
      role="row"
      data-testid={testId}
      {...rowAttributes?.(row)}
      aria-rowindex={index + 2}
      aria-selected={selectable ? selected : undefined}
      className={classNames('kit-table-row', selected && 'p-highlight', rowClass?.(row))}
    >
      {selectable ? (
        <td role="gridcell" className="kit-table-check">
          <CheckboxInput checked={selected} aria-label={selectLabel} onChange={(event) => onToggle(rowKey, event.target.checked)} />
        </td>
      ) : null}
      {columns.map((column) => (column.cellKey ? keptCell(column, row, column.cellKey) : cellOf(column, row, column.cell(row))))}
    </tr>
  );
}

function cellOf<R>(column: Column<R>, row: R | undefined, content: ReactNode): ReactElement {
  const Cell = column.rowHeader ? 'th' : 'td';
  return (
    <Cell
      key={column.id}
      role={column.rowHeader ? 'rowheader' : 'gridcell'}
      scope={column.rowHeader ? 'row' : undefined}
      className={classNames(column.className, row === undefined ? undefined : column.cellClass?.(row))}
      {...(row === undefined ? undefined : column.cellAttributes?.(row))}
    >
      {content}
    </Cell>
  );
}

/** The cells kept for each `cellKey` column, by value; a column's own set goes with it. */
const keptCells = new WeakMap<object, Map<unknown, ReactElement>>();
/** A column with more different values than this starts its set again (free text, such as aliases). */
const KEPT_PER_COLUMN = 500;

function keptCell<R>(column: Column<R>, row: R, cellKey: (row: R) => unknown): ReactElement {
  let kept = keptCells.get(column);
  if (!kept) keptCells.set(column, (kept = new Map()));
  const key = cellKey(row);
  let cell = kept.get(key);
  if (!cell) {
    if (kept.size >= KEPT_PER_COLUMN) kept.clear();
    cell = cellOf(column, undefined, column.cell(row));
    kept.set(key, cell);
  }
  return cell;
}

export const DataRow = memo(DataRowView) as typeof DataRowView;

function HeaderCellView<R>({ column, sort, onSort }: { column: Column<R>; sort: SortState | undefined; onSort(columnId: string): void }) {
  const order = sort?.column === column.id ? sort.order : undefined;
  if (!column.sortValue) {
    return (
      <th role="columnheader" scope="col" className={column.className}>
        {column.headerHidden ? <span className="visually-hidden">{column.header}</span> : column.header}
      </th>
    );
  }
  const icon = order === 1 ? 'pi-sort-amount-up-alt' : order === -1 ? 'pi-sort-amount-down' : 'pi-sort-alt';
  return (
    <th role="columnheader" scope="col" className={classNames('p-sortable-column', order && 'p-highlight', column.className)} aria-sort={order === 1 ? 'ascending' : order === -1 ? 'descending' : 'none'}>
      <button type="button" className="kit-sort-button" data-testid={`sort-${column.id}`} onClick={() => onSort(column.id)}>
        <span className="p-column-title">{column.header}</span>
        <i className={classNames('p-sortable-column-icon pi', icon)} aria-hidden="true" />
      </button>
    </th>
  );
}

/** A header cell renders again only when its column or the sort changes, not on every keystroke of a search. */
export const HeaderCell = memo(HeaderCellView) as typeof HeaderCellView;
