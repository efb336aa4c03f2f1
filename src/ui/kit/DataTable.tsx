// The console's one data table. Sorting by a column (both ways), row selection with check boxes, the grid keyboard
// model (one Tab stop, arrow keys inside: useGridKeys), a sticky header, and the loading, error and empty states in
// the page's language. A long list mounts only a screenful of rows: above WINDOW_FROM rows it is windowed
// (useRowWindow, on @tanstack/react-virtual: one row height, spacer rows above and below), shorter ones render
// whole. The same rows can be shown as cards (`view="cards"`, windowed by lines of cards) and keep their order.
import { memo, useCallback, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outcome } from '../../domain/resultCodes';
import { CheckboxInput } from '../common/controls/CheckboxInput';
import { classNames } from '../common/controls/classNames';
import { LoadError } from '../common/LoadError';
import { DataCards, type CardView } from './DataCards';
import { DataRow, HeaderCell, type Attributes, type Column, type RowKey } from './DataTableRow';
import { createSortedSubset } from './sortedSubset';
import { nextSort, sortRows, type SortState } from './sortRows';
import { useGridKeys } from './useGridKeys';
import { useRowWindow } from './useRowWindow';
import './kit.css';

export type { Column, RowKey } from './DataTableRow';
export type { CardView } from './DataCards';

/** Lists longer than this are windowed; shorter ones are whole in the page (find-in-page, printing). */
export const WINDOW_FROM = 100;
const ROW_HEIGHT = 40;

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
  /** The header check box's name; the kit's "select all shown rows" unless given. */
  selectAllLabel?: string;
  initialSort?: SortState;
  /**
   * The table's own order for a sort (ties, ranks), instead of the column's sortValue. Either way a search that
   * hands the table fewer of the same rows keeps their order without sorting again.
   */
  orderRows?(rows: readonly R[], sort: SortState, lang: string): readonly R[];
  /** The first row's control that holds the Tab stop (else its first cell). */
  firstStop?: string;
  rowTestId?: string;
  rowAttributes?(row: R): Attributes;
  rowClass?(row: R): string | undefined;
  /** The table element's id (a skip link's target). */
  id?: string;
  testId?: string;
  className?: string;
  /** The scroll box's height limit, as CSS (a windowed list needs one; the default is most of the screen). */
  maxHeight?: string;
  /** A windowed row's height in pixels (40 unless given); every row has it. */
  rowHeight?: number;
  /**
   * A windowed table keeps the rows' elements in their places and gives them the rows now there (a search keystroke
   * then patches a screenful of rows rather than building it again). Only for cells that keep no state of their own:
   * a cell's component with state should be keyed by its row.
   */
  recycleRows?: boolean;
  /** The rows as cards rather than a table (`cards` says how a card looks); the sort is kept across views. */
  view?: 'table' | 'cards';
  cards?: CardView<R>;
}

export type TableStatus = 'loading' | 'error' | 'empty' | 'rows';

export function DataTable<R>(props: Props<R>) {
  const { rows, columns, rowKey, loading = false, error, selection, onSelectionChange, orderRows } = props;
  const { i18n } = useTranslation('common');
  const [sort, setSort] = useState<SortState | undefined>(props.initialSort);
  const [subset] = useState(createSortedSubset<R>);
  const lang = i18n.language;
  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.id === sort.column);
    const valueOf = column?.sortValue;
    if (!sort || !valueOf) return rows;
    const key = `${sort.column}:${sort.order}:${lang}`;
    return orderRows
      ? subset.order(rows, key, orderRows, (all) => orderRows(all, sort, lang))
      : subset.order(rows, key, valueOf, (all) => sortRows(all, valueOf, sort.order, lang));
  }, [rows, columns, sort, lang, orderRows, subset]);
  const onSort = useCallback((column: string) => setSort((current) => nextSort(current, column)), []);

  // The latest selection for the row callbacks, which stay the same functions so rows need not render again.
  const latest = useRef({ selection, onSelectionChange, sorted, rowKey });
  latest.current = { selection, onSelectionChange, sorted, rowKey };
  const toggle = useCallback((key: RowKey, on: boolean) => {
    const { selection: current, onSelectionChange: change } = latest.current;
    const next = new Set(current);
    if (on) next.add(key);
    else next.delete(key);
    change?.(next);
  }, []);
  const toggleAll = useCallback((on: boolean) => {
    const { selection: current, onSelectionChange: change, sorted: shown, rowKey: keyOf } = latest.current;
    const next = new Set(current);
    for (const row of shown) {
      if (on) next.add(keyOf(row));
      else next.delete(keyOf(row));
    }
    change?.(next);
  }, []);

  const status: TableStatus = loading ? 'loading' : error ? 'error' : sorted.length === 0 ? 'empty' : 'rows';
  if (props.view === 'cards' && props.cards) {
    return (
      <DataCards
        rows={sorted}
        rowKey={rowKey}
        cards={props.cards}
        label={props.label}
        id={props.id}
        status={status}
        state={<TableState status={status} props={props} />}
        className={props.className}
        maxHeight={props.maxHeight}
      />
    );
  }
  return <TableGrid props={props} sorted={sorted} sort={sort} onSort={onSort} status={status} toggle={toggle} toggleAll={toggleAll} />;
}

interface GridProps<R> {
  props: Props<R>;
  sorted: readonly R[];
  sort: SortState | undefined;
  onSort(column: string): void;
  status: TableStatus;
  toggle(key: RowKey, on: boolean): void;
  toggleAll(on: boolean): void;
}

function TableGrid<R>({ props, sorted, sort, onSort, status, toggle, toggleAll }: GridProps<R>) {
  const { columns, rowKey, label, caption = false, selection, onSelectionChange, rowName } = props;
  const { t } = useTranslation('common');
  const rowHeight = props.rowHeight ?? ROW_HEIGHT;
  const scroller = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const windowed = sorted.length > WINDOW_FROM;
  const recycle = windowed && props.recycleRows === true;
  const showRows = status === 'rows' || status === 'empty';
  const { start, end, above, below } = useRowWindow({ scroller, count: showRows ? sorted.length : 0, lineHeight: rowHeight, enabled: windowed });
  const grid = useGridKeys({ table, scroller, rowCount: sorted.length, rowHeight, firstStop: props.firstStop });

  const selectable = Boolean(onSelectionChange);
  const selected = selection ?? NO_KEYS;
  // Fewer keys than rows cannot select them all: a search that shows thousands of rows asks no row.
  const allSelected = sorted.length > 0 && selected.size >= sorted.length && sorted.every((row) => selected.has(rowKey(row)));
  // Each row's check box name, translated once per row rather than on every render of the rows in view.
  const selectLabelOf = useMemo(() => {
    const names = new Map<RowKey, string>();
    return (row: R, key: RowKey) => {
      let name = names.get(key);
      if (name === undefined) {
        name = t('table.selectRow', { name: rowName ? rowName(row) : String(key) });
        names.set(key, name);
      }
      return name;
    };
  }, [t, rowName]);
  const style: (CSSProperties & { '--kit-row-height': string }) | undefined = props.rowHeight ? { '--kit-row-height': `${props.rowHeight}px` } : undefined;

  return (
    <div className={classNames('p-datatable p-component p-datatable-sm kit-table-box', props.className)}>
      <div ref={scroller} className="p-datatable-wrapper kit-table-scroll" style={{ maxHeight: props.maxHeight }}>
        <table
          ref={table}
          id={props.id}
          role="grid"
          className={classNames('p-datatable-table kit-table', windowed && 'kit-table-windowed')}
          style={style}
          aria-label={caption ? undefined : label}
          aria-rowcount={showRows ? sorted.length + 1 : 1}
          aria-busy={status === 'loading' || undefined}
          data-testid={props.testId}
          onKeyDown={grid.onKeyDown}
          onFocus={grid.onFocus}
        >
          {caption ? <caption>{label}</caption> : null}
          <thead role="rowgroup" className="p-datatable-thead">
            <tr role="row" aria-rowindex={1}>
              {selectable ? (
                <SelectAllCell checked={allSelected} disabled={!showRows || sorted.length === 0} label={props.selectAllLabel ?? t('table.selectAll')} onToggleAll={toggleAll} />
              ) : null}
              {columns.map((column) => (
                <HeaderCell key={column.id} column={column} sort={sort} onSort={onSort} />
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="p-datatable-tbody">
            {status === 'rows' ? null : (
              <tr role="row" className={classNames('kit-table-state', status === 'empty' && 'p-datatable-emptymessage')}>
                <TableState status={status} props={props} colSpan={columns.length + (selectable ? 1 : 0)} />
              </tr>
            )}
            {showRows && above > 0 ? <tr className="kit-table-spacer" aria-hidden="true" style={{ height: above }} /> : null}
            {showRows
              ? sorted.slice(start, end).map((row, i) => {
                  const key = rowKey(row);
                  const on = selected.has(key);
                  return (
                    <DataRow
                      // Recycled: a place in the window (one leaving at the top frees the place of the one coming
                      // in at the bottom), else the row's own key.
                      key={recycle ? (start + i) % (end - start) : key}
                      row={row}
                      rowKey={key}
                      index={start + i}
                      columns={columns}
                      selectable={selectable}
                      selected={on}
                      selectLabel={selectable ? selectLabelOf(row, key) : undefined}
                      onToggle={toggle}
                      testId={props.rowTestId}
                      rowAttributes={props.rowAttributes}
                      rowClass={props.rowClass}
                    />
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

const NO_KEYS: ReadonlySet<RowKey> = new Set();

/** The header's check box; it renders again when its state changes, not on every keystroke of a search. */
const SelectAllCell = memo(function SelectAllCell({ checked, disabled, label, onToggleAll }: { checked: boolean; disabled: boolean; label: string; onToggleAll(on: boolean): void }) {
  return (
    <th role="columnheader" scope="col" className="kit-table-check">
      <CheckboxInput checked={checked} disabled={disabled} aria-label={label} onChange={(event) => onToggleAll(event.target.checked)} />
    </th>
  );
});

/** The loading, error or empty state: a cell of the table (`colSpan`), or a block of the card view. */
function TableState<R>({ status, props, colSpan }: { status: TableStatus; props: Props<R>; colSpan?: number }): ReactNode {
  const { t } = useTranslation('common');
  const Box = colSpan === undefined ? 'div' : 'td';
  const box = colSpan === undefined ? 'kit-cards-state' : undefined;
  // A cell of the grid by its role as well as its element: a table laid out by CSS other than a table's
  // (deviceTable.css) keeps its rows and cells for assistive technology only through their roles.
  const cell = colSpan === undefined ? undefined : 'gridcell';
  if (status === 'loading') {
    return (
      <Box colSpan={colSpan} className={box} role="status" aria-live="polite">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('table.loading')}
      </Box>
    );
  }
  if (status === 'error' && props.error) {
    const { title, outcome, onRetry, testId } = props.error;
    return (
      <Box colSpan={colSpan} role={cell} className={box}>
        <LoadError title={title} outcome={outcome} onRetry={onRetry} testId={testId} outlined />
      </Box>
    );
  }
  if (status === 'empty') {
    return (
      <Box colSpan={colSpan} role={cell} className={classNames(box, colSpan === undefined && 'p-datatable-emptymessage')} data-testid={props.emptyTestId}>
        {props.empty ?? t('table.empty')}
      </Box>
    );
  }
  return null;
}
