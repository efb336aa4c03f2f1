import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useDetailParam } from '../devices/useDetailParam';
import { useTranslation } from 'react-i18next';
import { ALL_GROUP } from '../../domain/wire/enterpriseDevices';
import { useConsole } from '../app/runtime';
import { clientStorage } from '../app/clientStorage';
import { PageLoading } from '../common/PageLoading';
import { sortRows, withOnline } from '../devices/deviceRows';
import { DeviceListBody } from '../devices/DeviceListBody';
import { DeviceDetailHost } from '../devices/DeviceDetailHost';
import type { DeviceRow } from '../devices/deviceRows';
import { useRowVisit } from '../devices/RowVisitButton';
import { useQuery } from '@tanstack/react-query';
import { onlineStatesQuery } from '../devices/queries';
import { inGroup, listTypeOf, type EnterpriseRow } from './enterpriseRows';
import { useEnterpriseDevices } from './useEnterpriseDevices';
import { MaintenanceRemarkDialog } from './MaintenanceRemarkDialog';
import { MaintenanceTeam } from './MaintenanceTeam';
import { deniedList, mayEditRemarks, useEnterprisePermission } from './useEnterprisePermission';
import './enterpriseDevices.css';
import { LoadError } from '../common/LoadError';
import { DeviceCount, DeviceSearchBox } from '../devices/DeviceSearch';
import { createQueryStore } from '../devices/searchQuery';

/** /device/?type=1 (enterprise devices) and /device/?type=2 (maintenance devices) of the chosen enterprise. */
export default function EnterpriseDeviceListPage() {
  // Loaded together rather than one after the other: the table speaks `devices`, the rows' buttons `visit`.
  const { t } = useTranslation(['enterprise', 'devices', 'visit']);
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
  // The search text lives in a store: a keystroke renders the box, the count and the list, not this page.
  const [search] = useState(() => createQueryStore());
  const [groupId, setGroupId] = useState(ALL_GROUP);

  // product.md section 2: the maintenance page stores device type 2, the enterprise page 1.
  useEffect(() => clientStorage().set('deviceType', type), [type]);
  // Another enterprise or list has other groups.
  useEffect(() => setGroupId(ALL_GROUP), [eid, type]);

  // Sorted when the rows arrive or change, never on a keystroke (the state object is new every render).
  const loaded = state.status === 'ready' ? state.data.rows : undefined;
  const sorted = useMemo<EnterpriseRow[]>(() => (loaded ? (sortRows(loaded, 'name', 1, lang) as EnterpriseRow[]) : []), [loaded, lang]);
  // A row keeps its identity unless its state changed, so the table re-renders only what moved.
  const withLive = useMemo(() => (live ? (withOnline(sorted, live) as EnterpriseRow[]) : sorted), [sorted, live]);
  const grouped = useMemo(() => inGroup(withLive, groupId), [withLive, groupId]);
  const failed = state.status === 'error' ? state.outcome : undefined;
  const listName = type === 2 ? 'maintenance' : 'enterprise';
  const mode = type === 2 ? 'maintenance' : 'enterprise';

  const visit = useRowVisit(mode);
  const actions = useCallback(
    (row: DeviceRow) => {
      const enterpriseRow = row as EnterpriseRow;
      return (
        // Not keyed by the device: the table reuses its rows' elements for other devices, and these are patched
        // (the remark button keeps no state; the visit button ties its own to its device).
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
          {visit(row)}
        </span>
      );
    },
    [type, t, editRemarks, visit],
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
          <DeviceCount search={search} rows={grouped} />
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
        <DeviceSearchBox store={search} />
      </div>
      {type === 2 ? <MaintenanceTeam eid={eid} /> : null}
      <div className="device-body">
        {state.status === 'loading' ? <PageLoading /> : null}
        {failed ? <LoadError title={t('error')} outcome={failed} onRetry={() => void reload()} testId="device-error" retryTestId="device-retry" className="device-error" /> : null}
        {state.status === 'ready' ? (
          <DeviceListBody
            search={search}
            rows={grouped}
            emptyList={sorted.length === 0 ? t(`empty.${listName}`) : undefined}
            lang={lang}
            onOpen={openDetail}
            actions={actions}
          />
        ) : null}
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
