import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useDetailParam } from '../devices/useDetailParam';
import { useTranslation } from 'react-i18next';
import { ALL_GROUP } from '../../domain/wire/enterpriseDevices';
import { useConsole } from '../app/runtime';
import { clientStorage } from '../app/clientStorage';
import { PageLoading } from '../common/PageLoading';
import { filterRows, sortRows, withOnline } from '../devices/deviceRows';
import { DeviceTable } from '../devices/DeviceTable';
import { DeviceDetailHost } from '../devices/DeviceDetailHost';
import type { DeviceRow } from '../devices/deviceRows';
import { VisitButton } from '../visit/VisitButton';
import { useQuery } from '@tanstack/react-query';
import { onlineStatesQuery } from '../devices/queries';
import { inGroup, listTypeOf, type EnterpriseRow } from './enterpriseRows';
import { useEnterpriseDevices } from './useEnterpriseDevices';
import { MaintenanceRemarkDialog } from './MaintenanceRemarkDialog';
import { MaintenanceTeam } from './MaintenanceTeam';
import { deniedList, mayEditRemarks, useEnterprisePermission } from './useEnterprisePermission';
import './enterpriseDevices.css';
import { LoadError } from '../common/LoadError';
import { DeviceSearch } from '../devices/DeviceSearch';

/** /device/?type=1 (enterprise devices) and /device/?type=2 (maintenance devices) of the chosen enterprise. */
export default function EnterpriseDeviceListPage() {
  // Loaded together rather than one after the other: the table speaks `devices`, the rows' buttons `visit`.
  const { t } = useTranslation(['enterprise', 'devices', 'visit']);
  const { t: tDevices } = useTranslation('devices');
  const { http, lang } = useConsole();
  const { params, openMachineId, openDetail, closeDetail } = useDetailParam();
  // The enterprise switcher stores the new eid, then navigates here: a new location means the eid may have changed.
  const { key } = useLocation();
  const type = listTypeOf(params);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const eid = useMemo(() => Number(clientStorage().get('eid') ?? 0), [key]);
  const { state, reload, patch } = useEnterpriseDevices(http, eid, type);
  const permission = useEnterprisePermission(http, eid);
  const editRemarks = mayEditRemarks(permission);
  const [editing, setEditing] = useState<EnterpriseRow>();
  // Live online states, one poll shared with the map; while it fails the rows say "unknown".
  const states = useQuery(onlineStatesQuery(http, eid, eid > 0 && state.status === 'ready'));
  const live = states.isError ? 'unknown' : states.data;
  const [query, setQuery] = useState('');
  const [groupId, setGroupId] = useState(ALL_GROUP);

  // product.md section 2: the maintenance page stores device type 2, the enterprise page 1.
  useEffect(() => clientStorage().set('deviceType', type), [type]);
  // Another enterprise or list has other groups.
  useEffect(() => setGroupId(ALL_GROUP), [eid, type]);

  const sorted = useMemo<EnterpriseRow[]>(() => (state.status === 'ready' ? (sortRows(state.data.rows, 'name', 1, lang) as EnterpriseRow[]) : []), [state, lang]);
  // A row keeps its identity unless its state changed, so the table re-renders only what moved.
  const withLive = useMemo(() => (live ? (withOnline(sorted, live) as EnterpriseRow[]) : sorted), [sorted, live]);
  const grouped = useMemo(() => inGroup(withLive, groupId), [withLive, groupId]);
  const visible = useMemo(() => filterRows(grouped, query), [grouped, query]);
  const failed = state.status === 'error' ? state.outcome : undefined;
  const listName = type === 2 ? 'maintenance' : 'enterprise';
  const emptyMessage = sorted.length === 0 ? t(`empty.${listName}`) : tDevices('noMatch', { query: query.trim() });
  const mode = type === 2 ? 'maintenance' : 'enterprise';

  const actions = useCallback(
    (row: DeviceRow) => {
      const enterpriseRow = row as EnterpriseRow;
      return (
        <span className="enterprise-row-actions">
          {type === 2 && editRemarks && enterpriseRow.maintainer ? (
            <button
              type="button"
              className="remark-button"
              data-testid="remark-edit"
              title={t('remark.edit', { name: row.name })}
              aria-label={t('remark.edit', { name: row.name })}
              onClick={() => setEditing(enterpriseRow)}
            >
              <i className="pi pi-pencil" aria-hidden="true" />
              <span className="remark-text">{enterpriseRow.maintenanceRemark || t('remark.none')}</span>
            </button>
          ) : null}
          <VisitButton machine={row.machine} mode={mode} compact />
        </span>
      );
    },
    [type, mode, t, editRemarks],
  );
  // Typing re-renders the page at once but the table only when its rows change: the table is the expensive part.
  const table = useMemo(
    () => <DeviceTable rows={visible} lang={lang} emptyMessage={emptyMessage} onOpen={openDetail} actions={actions} />,
    [visible, lang, emptyMessage, openDetail, actions],
  );

  if (eid <= 0) {
    return (
      <section className="device-page" aria-labelledby="device-page-title">
        <h1 id="device-page-title">{t(`title.${listName}`)}</h1>
        <p className="device-empty" data-testid="enterprise-none">{t('noEnterprise')}</p>
      </section>
    );
  }

  if (deniedList(type, permission)) {
    return (
      <section className="device-page" aria-labelledby="device-page-title">
        <h1 id="device-page-title">{t(`title.${listName}`)}</h1>
        <p className="device-empty" role="alert" data-testid="enterprise-no-permission">
          {t(`noPermission.${listName}`)}
        </p>
      </section>
    );
  }

  return (
    <section className="device-page" aria-labelledby="device-page-title" data-testid={`${listName}-devices`} data-eid={eid}>
      <div className="device-toolbar">
        <h1 id="device-page-title">{t(`title.${listName}`)}</h1>
        {state.status === 'ready' ? (
          <span className="device-count" data-testid="device-count">
            {tDevices('count', { count: visible.length })}
          </span>
        ) : null}
        <span className="toolbar-spacer" />
        {state.status === 'ready' ? (
          <label className="device-group-filter">
            <span className="visually-hidden">{t('group.label')}</span>
            <select className="p-inputtext p-component device-select" data-testid="group-filter" value={groupId} onChange={(event) => setGroupId(event.target.value)}>
              <option value={ALL_GROUP}>{t('group.all')}</option>
              {state.data.groups.map((group) => (
                <option key={group.groupId} value={group.groupId}>
                  {t('group.option', { name: group.name, count: group.count })}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <DeviceSearch value={query} onChange={setQuery} />
      </div>
      {type === 2 ? <MaintenanceTeam eid={eid} /> : null}
      <div className="device-body">
        {state.status === 'loading' ? <PageLoading /> : null}
        {failed ? <LoadError title={t('error')} outcome={failed} onRetry={() => void reload()} testId="device-error" retryTestId="device-retry" className="device-error" /> : null}
        {state.status === 'ready' ? table : null}
      </div>
      {editing ? (
        <MaintenanceRemarkDialog
          eid={eid}
          row={editing}
          onClose={(saved) => {
            if (saved !== undefined) patch(editing.id, { maintenanceRemark: saved });
            setEditing(undefined);
          }}
        />
      ) : null}
      {Number.isFinite(openMachineId) ? (
        <DeviceDetailHost
          machineId={openMachineId}
          mode={mode}
          onClose={closeDetail}
          onChanged={(change) => {
            if (change.kind === 'deleted') closeDetail();
            void reload();
          }}
        />
      ) : null}
    </section>
  );
}
