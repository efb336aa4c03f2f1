// The device lists' table: a plain <table> that mounts only the rows in view (plus a little slack), so a filter
// keystroke at 5,000 devices renders about a screenful of rows. It wears PrimeReact's DataTable classes for the
// theme; the DataTable itself cost most of a keystroke's time in per-cell work (npm run bench -- devices).
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../domain/constants';
import type { IconMatcher } from '../../domain/machineIcon';
import { CheckboxInput } from '../common/controls/CheckboxInput';
import { classNames } from '../common/controls/classNames';
import type { DeviceRow, SortField } from './deviceRows';
import { DeviceIcon, DeviceName, OnlineState, RoleTag, useBadgeLabels, type BadgeLabels } from './DeviceBadges';
import { useSortedRows, type Sort } from './useSortedRows';
import { useGridKeys } from '../kit/useGridKeys';
import { useSkipTarget } from '../layout/skipLinks';
import './deviceTable.css';

const ROW_HEIGHT = 48;
/** The table's id: the skip link's target. */
const DEVICE_LIST_ID = 'device-list';
/** Rows mounted beyond each edge of the view, so a short scroll shows rows already there. */
const SLACK_ROWS = 2;

interface Props {
  rows: readonly DeviceRow[];
  lang: Language;
  emptyMessage: string;
  /** The machine-type icon column, when given. */
  iconFor?: IconMatcher;
  /** Row selection (check boxes), when given. */
  selection?: readonly DeviceRow[];
  onSelectionChange?(rows: DeviceRow[]): void;
  /** Absent while no detail panel exists: the name is then plain text. */
  onOpen?(row: DeviceRow): void;
  /** Extra content at the end of each row (the visit button). */
  actions?(row: DeviceRow): ReactNode;
}

const SORTABLE: ReadonlyArray<{ field: SortField; label: 'name' | 'alias' | 'code' | 'state' | 'role' }> = [
  { field: 'name', label: 'name' },
  { field: 'alias', label: 'alias' },
  { field: 'code', label: 'code' },
  { field: 'online', label: 'state' },
  { field: 'role', label: 'role' },
];

function sortIcon(order: 1 | -1 | undefined): string {
  if (order === 1) return 'pi pi-sort-amount-up-alt';
  if (order === -1) return 'pi pi-sort-amount-down';
  return 'pi pi-sort-alt';
}

/** Which slice of the rows is in view, from the scroll box's position and height. */
function useWindow(count: number) {
  const scroller = useRef<HTMLDivElement>(null);
  const [first, setFirst] = useState(0);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setHeight(element.clientHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // Only a new first row re-renders the table; scrolling within a row does not.
  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (element) setFirst(Math.floor(element.scrollTop / ROW_HEIGHT));
  }, []);
  const inView = Math.ceil(height / ROW_HEIGHT) + 1;
  // A shorter list than the scroll position assumed (a filter keystroke): show its end until the box scrolls back.
  const start = Math.max(0, Math.min(first, count - inView) - SLACK_ROWS);
  const end = Math.min(count, start + inView + 2 * SLACK_ROWS);
  return { scroller, onScroll, start, end };
}

interface RowProps {
  row: DeviceRow;
  index: number;
  selected: boolean;
  labels: BadgeLabels;
  selectLabel?: string;
  onToggle?(row: DeviceRow, selected: boolean): void;
  iconFor?: IconMatcher;
  onOpen?(row: DeviceRow): void;
  actions?(row: DeviceRow): ReactNode;
}

// A row renders again only when its own device, its selection or the table's shared pieces change.
const DeviceTableRow = memo(function DeviceTableRow({ row, index, selected, labels, selectLabel, onToggle, iconFor, onOpen, actions }: RowProps) {
  return (
    <tr data-testid="device-row" className={classNames('device-table-row', selected && 'p-highlight')} aria-rowindex={index + 2}>
      {onToggle ? (
        <td className="device-table-check">
          <CheckboxInput checked={selected} aria-label={selectLabel} onChange={(event) => onToggle(row, event.target.checked)} />
        </td>
      ) : null}
      {iconFor ? (
        <td className="device-table-icon">
          <DeviceIcon icon={iconFor(row.code)} />
        </td>
      ) : null}
      <td>
        <DeviceName name={row.name} onOpen={onOpen ? () => onOpen(row) : undefined} />
      </td>
      <td>{row.alias}</td>
      <td className="device-code" data-testid="device-code">
        {row.code}
      </td>
      <td>
        <OnlineState online={row.online} labels={labels} />
      </td>
      <td>
        <RoleTag role={row.role} labels={labels} />
      </td>
      {actions ? <td className="device-table-actions">{actions(row)}</td> : null}
    </tr>
  );
});

interface HeadProps {
  sort: Sort | undefined;
  onSort(field: SortField): void;
  selectable: boolean;
  allSelected: boolean;
  noRows: boolean;
  onToggleAll(on: boolean): void;
  withIcon: boolean;
  withActions: boolean;
}

// The header renders again only when the sort or the select-all box changes, not on every search keystroke.
const DeviceTableHead = memo(function DeviceTableHead({ sort, onSort, selectable, allSelected, noRows, onToggleAll, withIcon, withActions }: HeadProps) {
  const { t } = useTranslation('devices');
  return (
    <thead className="p-datatable-thead">
      <tr aria-rowindex={1}>
        {selectable ? (
          <th className="device-table-check">
            <CheckboxInput checked={allSelected} disabled={noRows} aria-label={t('columns.selectAll')} onChange={(event) => onToggleAll(event.target.checked)} />
          </th>
        ) : null}
        {withIcon ? (
          <th>
            <span className="visually-hidden">{t('columns.type')}</span>
          </th>
        ) : null}
        {SORTABLE.map(({ field, label }) => {
          const order = sort?.field === field ? sort.order : undefined;
          return (
            <th
              key={field}
              className={classNames('p-sortable-column', order && 'p-highlight')}
              aria-sort={order === 1 ? 'ascending' : order === -1 ? 'descending' : 'none'}
            >
              <button
                type="button"
                className="device-sort-button"
                data-testid={`sort-${field}`}
                onClick={() => onSort(field)}
              >
                <span className="p-column-title">{t(`columns.${label}`)}</span>
                <i className={classNames('p-sortable-column-icon', sortIcon(order))} aria-hidden="true" />
              </button>
            </th>
          );
        })}
        {withActions ? (
          <th>
            <span className="visually-hidden">{t('columns.actions')}</span>
          </th>
        ) : null}
      </tr>
    </thead>
  );
});

function DeviceTableView({ rows, lang, emptyMessage, iconFor, selection, onSelectionChange, onOpen, actions }: Props) {
  const { t } = useTranslation('devices');
  const labels = useBadgeLabels();
  const [sort, setSort] = useState<Sort>();
  const sorted = useSortedRows(rows, sort, lang);
  const { scroller, onScroll, start, end } = useWindow(sorted.length);
  const tableRef = useRef<HTMLTableElement>(null);
  const grid = useGridKeys({ table: tableRef, scroller, rowCount: sorted.length, rowHeight: ROW_HEIGHT, firstStop: '[data-testid="device-open"]' });
  // The layout's skip links offer "skip to the device list" while a table is on the page.
  useSkipTarget(DEVICE_LIST_ID, t('skipToList'));

  const selectedIds = useMemo(() => new Set((selection ?? []).map((row) => row.id)), [selection]);
  // The latest selection for the row callbacks, which stay the same function so rows need not render again.
  const latest = useRef({ selection, onSelectionChange });
  latest.current = { selection, onSelectionChange };
  const toggle = useCallback((row: DeviceRow, on: boolean) => {
    const { selection: current = [], onSelectionChange: change } = latest.current;
    const others = current.filter((r) => r.id !== row.id);
    change?.(on ? [...others, row] : others);
  }, []);
  const allSelected = sorted.length > 0 && sorted.every((row) => selectedIds.has(row.id));
  const shownRows = useRef(sorted);
  shownRows.current = sorted;
  const toggleAll = useCallback((on: boolean) => {
    const { selection: current = [], onSelectionChange: change } = latest.current;
    const shown = new Set(shownRows.current.map((row) => row.id));
    const others = current.filter((row) => !shown.has(row.id));
    change?.(on ? [...others, ...shownRows.current] : others);
  }, []);
  const sortBy = useCallback((field: SortField) => setSort((current) => ({ field, order: current?.field === field && current.order === 1 ? -1 : 1 })), []);
  // Each row's check box name ("Select <device>"), translated once per device rather than on every render.
  const selectLabelOf = useMemo(() => {
    const cache = new WeakMap<DeviceRow, string>();
    return (row: DeviceRow) => {
      let label = cache.get(row);
      if (label === undefined) {
        label = t('columns.select', { name: row.name });
        cache.set(row, label);
      }
      return label;
    };
  }, [t]);
  const selectable = Boolean(onSelectionChange);
  const columns = 5 + (selectable ? 1 : 0) + (iconFor ? 1 : 0) + (actions ? 1 : 0);

  return (
    <div className="device-table-box">
      <div className="p-datatable p-component p-datatable-sm device-table">
        <div className="p-datatable-wrapper device-table-scroll" ref={scroller} onScroll={onScroll}>
          {/* One Tab stop, arrow keys inside (useGridKeys). */}
          <table
            ref={tableRef}
            id={DEVICE_LIST_ID}
            role="grid"
            className="p-datatable-table"
            aria-label={t('title')}
            aria-rowcount={sorted.length + 1}
            onKeyDown={grid.onKeyDown}
            onFocus={grid.onFocus}
          >
            <colgroup>
              {selectable ? <col className="device-col-check" /> : null}
              {iconFor ? <col className="device-col-icon" /> : null}
              <col />
              <col />
              <col className="device-col-code" />
              <col className="device-col-state" />
              <col className="device-col-role" />
              {actions ? <col className="device-col-actions" /> : null}
            </colgroup>
            <DeviceTableHead
              sort={sort}
              onSort={sortBy}
              selectable={selectable}
              allSelected={allSelected}
              noRows={sorted.length === 0}
              onToggleAll={toggleAll}
              withIcon={Boolean(iconFor)}
              withActions={Boolean(actions)}
            />
            <tbody className="p-datatable-tbody">
              {sorted.length === 0 ? (
                <tr className="p-datatable-emptymessage">
                  <td colSpan={columns}>{emptyMessage}</td>
                </tr>
              ) : null}
              {start > 0 ? <tr className="device-table-spacer" aria-hidden="true" style={{ height: start * ROW_HEIGHT }} /> : null}
              {sorted.slice(start, end).map((row, i) => (
                <DeviceTableRow
                  key={row.id}
                  row={row}
                  index={start + i}
                  selected={selectedIds.has(row.id)}
                  labels={labels}
                  selectLabel={selectable ? selectLabelOf(row) : undefined}
                  onToggle={selectable ? toggle : undefined}
                  iconFor={iconFor}
                  onOpen={onOpen}
                  actions={actions}
                />
              ))}
              {end < sorted.length ? <tr className="device-table-spacer" aria-hidden="true" style={{ height: (sorted.length - end) * ROW_HEIGHT }} /> : null}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}

/** Renders again only when its rows or settings change, not on every keystroke of the page around it. */
export const DeviceTable = memo(DeviceTableView);
