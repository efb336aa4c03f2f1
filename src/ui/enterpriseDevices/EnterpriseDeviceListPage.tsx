import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useDetailParam } from '../devices/useDetailParam';
import { useTranslation } from 'react-i18next';
import { ALL_GROUP } from '../../domain/wire/enterpriseDevices';
import { useConsole } from '../app/runtime';
import { clientStorage } from '../app/clientStorage';
import { PageLoading } from '../common/PageLoading';
import { DeviceListBody } from '../devices/DeviceListBody';
import { DeviceDetailHost } from '../devices/DeviceDetailHost';
import { listTypeOf, type EnterpriseRow } from './enterpriseRows';
import { useEnterpriseListRows } from './useEnterpriseListRows';
import { useEnterpriseRowActions } from './useEnterpriseRowActions';
import { EnterpriseGroupFilter } from './EnterpriseGroupFilter';
import { EnterpriseListNotice } from './EnterpriseListNotice';
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
  const [groupId, setGroupId] = useState(ALL_GROUP);
  const { state, reload, patch, sorted, grouped } = useEnterpriseListRows(http, eid, type, lang, groupId);
  const permission = useEnterprisePermission(http, eid);
  const [editing, setEditing] = useState<EnterpriseRow>();
  const actions = useEnterpriseRowActions(type, mayEditRemarks(permission), setEditing);
  // The search text lives in a store: a keystroke renders the box, the count and the list, not this page.
  const [search] = useState(() => createQueryStore());

  // product.md section 2: the maintenance page stores device type 2, the enterprise page 1.
  useEffect(() => clientStorage().set('deviceType', type), [type]);
  // Another enterprise or list has other groups.
  useEffect(() => setGroupId(ALL_GROUP), [eid, type]);

  const failed = state.status === 'error' ? state.outcome : undefined;
  const listName = type === 2 ? 'maintenance' : 'enterprise';

  if (eid <= 0) return <EnterpriseListNotice title={t(`title.${listName}`)} message={t('noEnterprise')} testId="enterprise-none" />;
  if (deniedList(type, permission)) {
    return <EnterpriseListNotice title={t(`title.${listName}`)} message={t(`noPermission.${listName}`)} testId="enterprise-no-permission" alert />;
  }

  return (
    <section className="device-page" aria-labelledby="device-page-title" data-testid={`${listName}-devices`} data-eid={eid}>
      <div className="device-toolbar">
        <h1 id="device-page-title">{t(`title.${listName}`)}</h1>
        {state.status === 'ready' ? <DeviceCount search={search} rows={grouped} /> : null}
        <span className="toolbar-spacer" />
        {state.status === 'ready' ? <EnterpriseGroupFilter groups={state.data.groups} value={groupId} onChange={setGroupId} /> : null}
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
          mode={type === 2 ? 'maintenance' : 'enterprise'}
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
