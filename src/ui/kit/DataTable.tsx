// The console's one data table. Sorting by a column (both ways), row selection with check boxes, the grid keyboard
// model (one Tab stop, arrow keys inside: useGridKeys), a sticky header, and the loading, error and empty states in
// the page's language. A long list mounts only a screenful of rows: above WINDOW_FROM rows it is windowed through
// @tanstack/react-virtual (fixed row height, spacer rows above and below), shorter ones render whole.
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Outcome } from '../../domain/resultCodes';
import { CheckboxInput } from '../common/controls/CheckboxInput';
import { classNames } from '../common/controls/classNames';
import { LoadError } from '../common/LoadError';
import { nextSort, sortRows, type SortState, type SortValue } from './sortRows';
import { useGridKeys } from './useGridKeys';
import './kit.css';

/** Lists longer than this are windowed; shorter ones are whole in the page (find-in-page, printing). */
export const WINDOW_FROM = 100;
const ROW_HEIGHT = 40;

export type RowKey = string | number;
type Attributes = Record<`data-${string}`, string | number | boolean | undefined>;

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
}

export interface TableError {
  title: string;
  outcome: Outcome;
  onRetry(): void;
  testId: string;
}

interface Props<R> {
  rows: readonly R[];
  columns: readonly Column<R>[];
  rowKey(row: R): RowKey;
  /** The table's name (translated); shown as its caption when `caption` is set. */
  label: string;
  caption?: boolean;
  loading?: boolean;
  error?: TableError;
  /** The empty list's text; the kit's "nothing to show" unless given. */
  empty?: string;
  emptyTestId?: string;
  /** Row selection: the selected rows' keys, and the change (check boxes appear when given). */
  selection?: ReadonlySet<RowKey>;
  onSelectionChange?(keys: Set<RowKey>): void;
  /** The name a row's check box is read with ("Select <name>"). */
  rowName?(row: R): string;
  initialSort?: SortState;
  /** The first row's control that holds the Tab stop (else its first cell). */
  firstStop?: string;
  rowTestId?: string;
  rowAttributes?(row: R): Attributes;
  rowClass?(row: R): string | undefined;
  testId?: string;
  className?: string;
  /** The scroll box's height limit, as CSS (a windowed list needs one; the default is most of the screen). */
  maxHeight?: string;
}

export function DataTable<R>(props: Props<R>) {
  const { rows, columns, rowKey, label, caption = false, loading = false, error, empty, emptyTestId, selection, onSelectionChange, rowName } = props;
  const { t, i18n } = useTranslation('common');
  const [sort, setSort] = useState<SortState | undefined>(props.initialSort);
  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.id === sort.column);
    return column?.sortValue && sort ? sortRows(rows, column.sortValue, sort.order, i18n.language) : rows;
  }, [rows, columns, sort, i18n.language]);

  const scroller = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const windowed = sorted.length > WINDOW_FROM;
  const virtualizer = useVirtualizer({
    count: windowed ? sorted.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
    // A screenful before the box is measured, so the first paint is not empty.
    initialRect: { width: 0, height: ROW_HEIGHT * 15 },
  });
  const items = windowed ? virtualizer.getVirtualItems() : [];
  const start = windowed ? (items[0]?.index ?? 0) : 0;
  const end = windowed ? (items[items.length - 1]?.index ?? -1) + 1 : sorted.length;
  const above = windowed ? (items[0]?.start ?? 0) : 0;
  const below = windowed ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  const grid = useGridKeys({ table, scroller, rowCount: sorted.length, rowHeight: ROW_HEIGHT, firstStop: props.firstStop });

  const selectable = Boolean(onSelectionChange);
  const selected = selection ?? new Set<RowKey>();
  const allSelected = sorted.length > 0 && sorted.every((row) => selected.has(rowKey(row)));
  const toggle = useCallback((key: RowKey, on: boolean) => {
    const next = new Set(selection);
    if (on) next.add(key);
    else next.delete(key);
    onSelectionChange?.(next);
  }, [selection, onSelectionChange]);
  const toggleAll = (on: boolean) => {
    const next = new Set(selection);
    for (const row of sorted) {
      if (on) next.add(rowKey(row));
      else next.delete(rowKey(row));
    }
    onSelectionChange?.(next);
  };
  const width = columns.length + (selectable ? 1 : 0);

  const state = (): ReactNode => {
    if (loading) {
      return (
        <tr className="kit-table-state">
          <td colSpan={width} role="status" aria-live="polite">
            <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('table.loading')}
          </td>
        </tr>
      );
    }
    if (error) {
      return (
        <tr className="kit-table-state">
          <td colSpan={width}>
            <LoadError title={error.title} outcome={error.outcome} onRetry={error.onRetry} testId={error.testId} outlined />
          </td>
        </tr>
      );
    }
    if (sorted.length === 0) {
      return (
        <tr className="kit-table-state p-datatable-emptymessage">
          <td colSpan={width} data-testid={emptyTestId}>{empty ?? t('table.empty')}</td>
        </tr>
      );
    }
    return null;
  };
  const showRows = !loading && !error;

  return (
    <div className={classNames('p-datatable p-component p-datatable-sm kit-table-box', props.className)}>
      <div ref={scroller} className="p-datatable-wrapper kit-table-scroll" style={{ maxHeight: props.maxHeight }}>
        <table
          ref={table}
          role="grid"
          className={classNames('p-datatable-table kit-table', windowed && 'kit-table-windowed')}
          aria-label={caption ? undefined : label}
          aria-rowcount={showRows ? sorted.length + 1 : 1}
          aria-busy={loading || undefined}
          data-testid={props.testId}
          onKeyDown={grid.onKeyDown}
          onFocus={grid.onFocus}
        >
          {caption ? <caption>{label}</caption> : null}
          <thead className="p-datatable-thead">
            <tr aria-rowindex={1}>
              {selectable ? (
                <th scope="col" className="kit-table-check">
                  <CheckboxInput checked={allSelected} disabled={!showRows || sorted.length === 0} aria-label={t('table.selectAll')} onChange={(event) => toggleAll(event.target.checked)} />
                </th>
              ) : null}
              {columns.map((column) => (
                <HeaderCell key={column.id} column={column} sort={sort} onSort={() => setSort((current) => nextSort(current, column.id))} />
              ))}
            </tr>
          </thead>
          <tbody className="p-datatable-tbody">
            {state()}
            {showRows && above > 0 ? <tr className="kit-table-spacer" aria-hidden="true" style={{ height: above }} /> : null}
            {showRows
              ? sorted.slice(start, end).map((row, i) => {
                  const key = rowKey(row);
                  const on = selected.has(key);
                  return (
                    <tr
                      key={key}
                      data-testid={props.rowTestId}
                      {...props.rowAttributes?.(row)}
                      aria-rowindex={start + i + 2}
                      aria-selected={selectable ? on : undefined}
                      className={classNames('kit-table-row', on && 'p-highlight', props.rowClass?.(row))}
                    >
                      {selectable ? (
                        <td className="kit-table-check">
                          <CheckboxInput checked={on} aria-label={t('table.selectRow', { name: rowName ? rowName(row) : String(key) })} onChange={(event) => toggle(key, event.target.checked)} />
                        </td>
                      ) : null}
                      {columns.map((column) => {
                        const Cell = column.rowHeader ? 'th' : 'td';
                        return (
                          <Cell key={column.id} scope={column.rowHeader ? 'row' : undefined} className={classNames(column.className, column.cellClass?.(row))} {...column.cellAttributes?.(row)}>
                            {column.cell(row)}
                          </Cell>
                        );
                      })}
                    </tr>
                  );
                })
              : null}
            {showRows && below > 0 ? <tr className="kit-table-spacer" aria-hidden="true" style={{ height: below }} /> : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function HeaderCell<R>({ column, sort, onSort }: { column: Column<R>; sort: SortState | undefined; onSort(): void }) {
  const order = sort?.column === column.id ? sort.order : undefined;
  if (!column.sortValue) {
    return (
      <th scope="col" className={column.className}>
        {column.headerHidden ? <span className="visually-hidden">{column.header}</span> : column.header}
      </th>
    );
  }
  const icon = order === 1 ? 'pi-sort-amount-up-alt' : order === -1 ? 'pi-sort-amount-down' : 'pi-sort-alt';
  return (
    <th scope="col" className={classNames('p-sortable-column', order && 'p-highlight', column.className)} aria-sort={order === 1 ? 'ascending' : order === -1 ? 'descending' : 'none'}>
      <button type="button" className="kit-sort-button" data-testid={`sort-${column.id}`} onClick={onSort}>
        <span className="p-column-title">{column.header}</span>
        <i className={classNames('p-sortable-column-icon pi', icon)} aria-hidden="true" />
      </button>
    </th>
  );
}
