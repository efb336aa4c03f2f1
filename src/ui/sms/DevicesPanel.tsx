import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Flag, SmsDeviceRow } from '../../domain/wire/sms';
import { useConsole } from '../app/runtime';
import { CheckboxInput } from '../common/controls/CheckboxInput';
import { LoadError } from '../common/LoadError';
import { PageLoading } from '../common/PageLoading';
import { outcomeOf } from '../data/callQuery';
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
    onChange(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined && v.trim() !== '')) as DeviceFilter);
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

  if (devices.isPending) return <PageLoading />;
  if (devices.isError) {
    const outcome = outcomeOf(devices.error);
    return outcome ? <LoadError title={t('loadError.devices')} outcome={outcome} onRetry={() => void devices.refetch()} testId="sms-devices-error" /> : null;
  }
  const { list, total } = devices.data;
  if (list.length === 0) return <p className="sms-empty" data-testid="sms-devices-empty">{t('devices.empty')}</p>;

  const flagBox = (row: SmsDeviceRow, flag: 'smsFlag' | 'emailFlag') => {
    const id = `sms-dev-${row.machineId}-${flag}`;
    const label = t(flag === 'smsFlag' ? 'devices.switchSms' : 'devices.switchEmail', { name: row.machineName });
    return (
      <CheckboxInput
        id={id}
        aria-label={label}
        checked={((asked.at === devices.data ? asked.flags[id] : undefined) ?? row[flag]) === 1}
        disabled={toggle.isPending && toggle.variables?.machineId === row.machineId}
        onChange={(e) => {
          const value: Flag = e.target.checked ? 1 : 0;
          setAsked((now) => ({ at: devices.data, flags: { ...(now.at === devices.data ? now.flags : {}), [id]: value } }));
          toggle.mutate({ machineId: row.machineId, [flag]: value });
        }}
        data-testid={`sms-dev-${flag}`}
      />
    );
  };

  return (
    <>
      <div className="sms-table-wrap" role="region" tabIndex={0} aria-label={t('tabs.devices')}>
        <table className="sms-table" data-testid="sms-devices">
          <thead>
            <tr>
              <th scope="col">{t('devices.name')}</th>
              <th scope="col">{t('devices.code')}</th>
              <th scope="col">{t('devices.sms')}</th>
              <th scope="col">{t('devices.email')}</th>
              <th scope="col">{t('devices.today')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((row) => (
              <tr key={row.machineId} data-testid="sms-device-row" data-machine-id={row.machineId}>
                <td className="sms-text">{row.machineName}</td>
                <td>{row.machineCode}</td>
                <td>{flagBox(row, 'smsFlag')}</td>
                <td>{flagBox(row, 'emailFlag')}</td>
                <td>{row.smsToday ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} total={total} onPage={onPage} testId="sms-devices-pager" />
    </>
  );
}
