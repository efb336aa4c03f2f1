import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Flag, SmsDeviceRow } from '../../domain/wire/sms';
import { useConsole } from '../app/runtime';
import { CheckboxInput } from '../common/controls/CheckboxInput';
import { outcomeOf } from '../data/callQuery';
import { DataTable, type Column } from '../kit/DataTable';
import { Pager } from './Pager';
import { TextInput } from '../common/controls/TextInput';
import { groupsQuery } from '../devices/queries';
import { devicesQuery, useDeviceSwitch, type DeviceFilter } from './queries';

/** Longest search text sent: longer than any name, alias or machine code. */
const SEARCH_MAX = 50;

/** Each device's SMS and e-mail switches (machineId descending, 10 a page) and its SMS today. */
export function DevicesPanel({ eid }: { eid: number }) {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<DeviceFilter>({});
  return (
    <>
      <DeviceFilterBar filter={filter} onChange={(next) => { setFilter(next); setPage(1); }} />
      <DeviceTable eid={eid} page={page} filter={filter} onPage={setPage} />
    </>
  );
}

/** The call's own filters (blur and groupId): a search by name, alias or machine code, and a device group. */
function DeviceFilterBar({ filter, onChange }: { filter: DeviceFilter; onChange(next: DeviceFilter): void }) {
  const { t } = useTranslation('sms');
  const { http } = useConsole();
  const groups = useQuery(groupsQuery(http));
  const update = (patch: DeviceFilter) => {
    const next = { ...filter, ...patch };
    // Blank fields are left out, not sent empty.
    const kept = (value: string | undefined) => (value !== undefined && value.trim() !== '' ? value : undefined);
    const blur = kept(next.blur);
    const groupId = kept(next.groupId);
    onChange({ ...(blur === undefined ? {} : { blur }), ...(groupId === undefined ? {} : { groupId }) });
  };
  return (
    <div className="sms-filter" role="search" aria-label={t('devices.filterLabel')}>
      <div className="sms-field">
        <label htmlFor="sms-devices-search">{t('devices.search')}</label>
        <TextInput id="sms-devices-search" type="search" maxLength={SEARCH_MAX} value={filter.blur ?? ''} placeholder={t('devices.searchPlaceholder')}
          onChange={(e) => update({ blur: e.target.value })} data-testid="sms-devices-search" />
      </div>
      <div className="sms-field">
        <label htmlFor="sms-devices-group">{t('devices.group')}</label>
        <select id="sms-devices-group" className="p-inputtext p-component" value={filter.groupId ?? ''} onChange={(e) => update({ groupId: e.target.value })} data-testid="sms-devices-group">
          <option value="">{t('devices.allGroups')}</option>
          {(groups.data ?? []).map((g) => <option key={g.id} value={g.id}>{g.name}</option>)}
        </select>
      </div>
    </div>
  );
}

function DeviceTable({ eid, page, filter, onPage }: { eid: number; page: number; filter: DeviceFilter; onPage(page: number): void }) {
  const { t } = useTranslation('sms');
  const { http } = useConsole();
  const devices = useQuery(devicesQuery(http, eid, page, { ...filter, ...(filter.blur ? { blur: filter.blur.trim() } : {}) }));
  const toggle = useDeviceSwitch(http, eid);
  // The cache's optimistic write (useDeviceSwitch) reaches the page a tick after the click; until the cache moves,
  // the box stays where the user put it instead of snapping back for that tick.
  const [asked, setAsked] = useState<{ at: unknown; flags: Record<string, Flag> }>({ at: undefined, flags: {} });

  const outcome = devices.isError ? outcomeOf(devices.error) : undefined;
  const data = devices.data;

  const flagBox = (row: SmsDeviceRow, flag: 'smsFlag' | 'emailFlag') => {
    const id = `sms-dev-${row.machineId}-${flag}`;
    const label = t(flag === 'smsFlag' ? 'devices.switchSms' : 'devices.switchEmail', { name: row.machineName });
    return (
      <CheckboxInput
        id={id}
        aria-label={label}
        checked={((asked.at === data ? asked.flags[id] : undefined) ?? row[flag]) === 1}
        disabled={toggle.isPending && toggle.variables?.machineId === row.machineId}
        onChange={(e) => {
          const value: Flag = e.target.checked ? 1 : 0;
          setAsked((now) => ({ at: data, flags: { ...(now.at === data ? now.flags : {}), [id]: value } }));
          toggle.mutate({ machineId: row.machineId, [flag]: value });
        }}
        data-testid={`sms-dev-${flag}`}
      />
    );
  };
  // The server pages the list (machineId descending): no column sorts, an order of one page would mislead.
  const columns: Column<SmsDeviceRow>[] = [
    { id: 'name', header: t('devices.name'), cell: (row) => row.machineName, rowHeader: true, className: 'sms-text' },
    { id: 'code', header: t('devices.code'), cell: (row) => row.machineCode },
    { id: 'sms', header: t('devices.sms'), cell: (row) => flagBox(row, 'smsFlag') },
    { id: 'email', header: t('devices.email'), cell: (row) => flagBox(row, 'emailFlag') },
    { id: 'today', header: t('devices.today'), cell: (row) => row.smsToday ?? 0, className: 'num' },
  ];

  return (
    <>
      <DataTable
        rows={data?.list ?? []}
        columns={columns}
        rowKey={(row) => row.machineId}
        label={t('tabs.devices')}
        loading={devices.isPending}
        error={outcome ? { title: t('loadError.devices'), outcome, onRetry: () => void devices.refetch(), testId: 'sms-devices-error' } : undefined}
        empty={t('devices.empty')}
        emptyTestId="sms-devices-empty"
        testId="sms-devices"
        rowTestId="sms-device-row"
        rowAttributes={(row) => ({ 'data-machine-id': row.machineId })}
        firstStop="input"
        className="sms-table"
      />
      {data && data.list.length > 0 ? <Pager page={page} total={data.total} onPage={onPage} testId="sms-devices-pager" /> : null}
    </>
  );
}
