import { useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { DataTable } from 'primereact/datatable';
import { Column, type ColumnProps } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../domain/constants';
import { sortRows, type DeviceRow, type SortField } from './deviceRows';
import { DeviceIcon, DeviceName, OnlineState, RoleTag } from './DeviceBadges';
import type { IconMatcher } from '../../domain/machineIcon';

type ColumnSortEvent = Parameters<NonNullable<ColumnProps['sortFunction']>>[0];

export const ROW_HEIGHT = 48;

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

// The virtual scroller keeps only the visible rows mounted, whatever the list length.
// Two rows of slack either side instead of PrimeReact's half a screen: a filter keystroke re-renders every mounted
// row, so a screenful is what the list can afford at 5,000 devices (npm run bench -- devices).
const VIRTUAL_SCROLLER = { itemSize: ROW_HEIGHT, numToleratedItems: 2 };
const rowAttributes = { 'data-testid': 'device-row' } as HTMLAttributes<HTMLTableRowElement>;

export function DeviceTable({ rows, lang, emptyMessage, iconFor, selection, onSelectionChange, onOpen, actions }: Props) {
  const { t } = useTranslation('devices');
  // PrimeReact uses the returned array although its type says void; sorting here keeps the one shared collator.
  const sortBy = (field: SortField) => (event: ColumnSortEvent) =>
    sortRows(event.data as DeviceRow[], field, event.order === -1 ? -1 : 1, lang);
  // The virtual scroller needs a definite pixel height; the box fills what the page leaves free.
  const box = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setHeight(element.clientHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="device-table-box" ref={box}>
      {height > 0 ? (
        <DataTable
          value={rows as DeviceRow[]}
          dataKey="id"
          scrollable
          scrollHeight={`${height}px`}
          virtualScrollerOptions={VIRTUAL_SCROLLER}
          emptyMessage={emptyMessage}
          pt={{ bodyRow: rowAttributes }}
          aria-label={t('title')}
          size="small"
          className="device-table"
          selectionMode="checkbox"
          selection={(selection ?? []) as DeviceRow[]}
          onSelectionChange={(event) => onSelectionChange?.((event.value as DeviceRow[] | null) ?? [])}
        >
          {onSelectionChange ? <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} /> : null}
          {iconFor ? (
            <Column
              header={<span className="visually-hidden">{t('columns.type')}</span>}
              style={{ width: '3rem' }}
              body={(row: DeviceRow) => <DeviceIcon icon={iconFor(row.code)} />}
            />
          ) : null}
          <Column
            field="name"
            header={t('columns.name')}
            sortable
            sortFunction={sortBy('name')}
            body={(row: DeviceRow) => <DeviceName name={row.name} onOpen={onOpen ? () => onOpen(row) : undefined} />}
          />
          <Column field="alias" header={t('columns.alias')} sortable sortFunction={sortBy('alias')} />
          <Column
            field="code"
            header={t('columns.code')}
            sortable
            sortFunction={sortBy('code')}
            body={(row: DeviceRow) => <code data-testid="device-code">{row.code}</code>}
          />
          <Column
            field="online"
            header={t('columns.state')}
            sortable
            sortFunction={sortBy('online')}
            body={(row: DeviceRow) => <OnlineState online={row.online} />}
          />
          <Column
            field="role"
            header={t('columns.role')}
            sortable
            sortFunction={sortBy('role')}
            body={(row: DeviceRow) => <RoleTag role={row.role} />}
          />
          {actions ? <Column header={<span className="visually-hidden">{t('columns.actions')}</span>} body={(row: DeviceRow) => actions(row)} /> : null}
        </DataTable>
      ) : null}
    </div>
  );
}
