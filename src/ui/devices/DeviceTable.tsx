// The device lists' table (or cards): the device columns on the kit's DataTable, which windows the rows (a filter
// keystroke at 5,000 devices renders about a screenful), sorts them (useDeviceOrder; a search keeps the order
// without sorting again), selects them and gives the grid keys. The columns and row callbacks keep their identity
// across keystrokes, so rows that stay in view do not render again, and the rows' elements are reused for the rows
// a keystroke brings (recycleRows): `actions` must tie any state of its own to its row (RowVisitButton).
import { memo, useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../domain/constants';
import type { IconMatcher } from '../../domain/machineIcon';
import { DataTable, type Column, type RowKey } from '../kit/DataTable';
import { useSkipTarget } from '../layout/skipLinks';
import type { DeviceRow } from './deviceRows';
import { DeviceIcon, DeviceName, OnlineState, RoleTag, useBadgeLabels } from './DeviceBadges';
import { useDeviceCards } from './DeviceCards';
import { useDeviceOrder } from './useDeviceOrder';
import './deviceTable.css';

/**
 * A row's height in pixels, what its tallest cell needs: the compact visit button (34) with the cells' padding (16)
 * and bottom line (1), in either language. The window counts rows of this height, so it mounts no row more than
 * the box shows: at 48 the rows were 51 all the same, and the window mounted a row more on every search keystroke.
 */
const ROW_HEIGHT = 52;
/** The list's id: the skip link's target. */
const DEVICE_LIST_ID = 'device-list';
const CODE_CELL = { 'data-testid': 'device-code' } as const;
const FIRST_STOP = '[data-testid="device-open"]';

interface Props {
  rows: readonly DeviceRow[];
  lang: Language;
  emptyMessage: string;
  /** A table (the default) or cards; the sort is kept across a switch. */
  view?: 'table' | 'cards';
  /** The machine-type icon column, when given. */
  iconFor?: IconMatcher;
  /** Row selection (check boxes, in the table), when given. */
  selection?: readonly DeviceRow[];
  onSelectionChange?(rows: DeviceRow[]): void;
  /** Absent while no detail panel exists: the name is then plain text. */
  onOpen?(row: DeviceRow): void;
  /** Extra content at the end of each row (the visit button). */
  actions?(row: DeviceRow): ReactNode;
}

const keyOf = (row: DeviceRow) => row.id;
const nameOf = (row: DeviceRow) => row.name;

// The cells call the badges as functions rather than mounting them: they hold no state, and as components each
// was a fibre of its own that React rendered and compared on every row a search keystroke brings into view.
function useDeviceColumns({ iconFor, onOpen, actions }: Pick<Props, 'iconFor' | 'onOpen' | 'actions'>): Column<DeviceRow>[] {
  const { t } = useTranslation('devices');
  const labels = useBadgeLabels();
  return useMemo(() => {
    // The icon, alias, state and role cells are one cell for each value, kept for the columns' life (`cellKey`): a
    // row reused for another device of the same type, alias, state or role keeps those cells as they are.
    const columns: Column<DeviceRow>[] = [];
    if (iconFor) {
      columns.push({ id: 'type', header: t('columns.type'), headerHidden: true, className: 'device-col-icon', cellKey: (row) => iconFor(row.code), cell: (row) => DeviceIcon({ icon: iconFor(row.code) }) });
    }
    columns.push(
      { id: 'name', header: t('columns.name'), sortValue: (row) => row.name, className: 'device-col-name', cell: (row) => DeviceName({ name: row.name, onOpen: onOpen ? () => onOpen(row) : undefined }) },
      { id: 'alias', header: t('columns.alias'), sortValue: (row) => row.alias, className: 'device-col-alias', cellKey: (row) => row.alias, cell: (row) => row.alias },
      { id: 'code', header: t('columns.code'), sortValue: (row) => row.code, className: 'device-code device-col-code', cellAttributes: () => CODE_CELL, cell: (row) => row.code },
      // The sort values only make the headers sortable: the order is useDeviceOrder's.
      {
        id: 'online',
        header: t('columns.state'),
        sortValue: (row) => Number(row.online !== true),
        className: 'device-col-state',
        cellKey: (row) => row.online,
        cell: (row) => OnlineState({ online: row.online, labels }),
      },
      { id: 'role', header: t('columns.role'), sortValue: (row) => row.role, className: 'device-col-role', cellKey: (row) => row.role, cell: (row) => RoleTag({ role: row.role, labels }) },
    );
    if (actions) columns.push({ id: 'actions', header: t('columns.actions'), headerHidden: true, className: 'device-col-actions', cell: actions });
    return columns;
  }, [t, labels, iconFor, onOpen, actions]);
}

function DeviceTableView({ rows, lang, emptyMessage, view = 'table', iconFor, selection, onSelectionChange, onOpen, actions }: Props) {
  const { t } = useTranslation('devices');
  // Translated once per language: the table renders on every search keystroke.
  const texts = useMemo(() => ({ skip: t('skipToList'), title: t('title'), selectAll: t('columns.selectAll') }), [t]);
  // The layout's skip links offer "skip to the device list" while a list is on the page.
  useSkipTarget(DEVICE_LIST_ID, texts.skip);
  const columns = useDeviceColumns({ iconFor, onOpen, actions });
  const cards = useDeviceCards({ iconFor, onOpen, actions });
  const order = useDeviceOrder(lang);

  // The page keeps the selected rows, the kit their keys.
  const keys = useMemo(() => new Set<RowKey>((selection ?? []).map(keyOf)), [selection]);
  const latest = useRef({ rows, selection, onSelectionChange });
  latest.current = { rows, selection, onSelectionChange };
  const changeKeys = useCallback((next: Set<RowKey>) => {
    const { rows: shown, selection: current = [], onSelectionChange: change } = latest.current;
    const byId = new Map<RowKey, DeviceRow>();
    for (const row of current) byId.set(row.id, row);
    for (const row of shown) if (next.has(row.id)) byId.set(row.id, row);
    change?.([...next].flatMap((key) => byId.get(key) ?? []));
  }, []);
  const selectable = Boolean(onSelectionChange);

  return (
    <DataTable
      id={DEVICE_LIST_ID}
      className="device-table"
      rows={rows}
      columns={columns}
      rowKey={keyOf}
      label={texts.title}
      empty={emptyMessage}
      orderRows={order}
      rowHeight={ROW_HEIGHT}
      recycleRows
      rowTestId="device-row"
      firstStop={FIRST_STOP}
      selection={selectable ? keys : undefined}
      onSelectionChange={selectable ? changeKeys : undefined}
      rowName={nameOf}
      selectAllLabel={texts.selectAll}
      view={view}
      cards={cards}
      maxHeight="none"
    />
  );
}

/** Renders again only when its rows or settings change, not on every keystroke of the page around it. */
export const DeviceTable = memo(DeviceTableView);
