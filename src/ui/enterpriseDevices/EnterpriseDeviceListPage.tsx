import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { outcomeMessage } from '../../domain/resultCodes';
import { ALL_GROUP } from '../../domain/wire/enterpriseDevices';
import { useConsole } from '../app/runtime';
import { clientStorage } from '../app/clientStorage';
import { PageLoading } from '../common/PageLoading';
import { filterRows, sortRows } from '../devices/deviceRows';
import { DeviceTable } from '../devices/DeviceTable';
import { inGroup, listTypeOf, type EnterpriseRow } from './enterpriseRows';
import { useEnterpriseDevices } from './useEnterpriseDevices';

/** /device/?type=1 (enterprise devices) and /device/?type=2 (maintenance devices) of the chosen enterprise. */
export default function EnterpriseDeviceListPage() {
  const { t } = useTranslation('enterprise');
  const { t: tDevices } = useTranslation('devices');
  const { t: tAny } = useTranslation();
  const { http, lang } = useConsole();
  const [params] = useSearchParams();
  // The enterprise switcher stores the new eid, then navigates here: a new location means the eid may have changed.
  const { key } = useLocation();
  const type = listTypeOf(params);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const eid = useMemo(() => Number(clientStorage().get('eid') ?? 0), [key]);
  const { state, reload } = useEnterpriseDevices(http, eid, type);
  const [query, setQuery] = useState('');
  const [groupId, setGroupId] = useState(ALL_GROUP);
  const deferredQuery = useDeferredValue(query);

  // product.md section 2: the maintenance page stores device type 2, the enterprise page 1.
  useEffect(() => clientStorage().set('deviceType', type), [type]);
  // Another enterprise or list has other groups.
  useEffect(() => setGroupId(ALL_GROUP), [eid, type]);

  const sorted = useMemo<EnterpriseRow[]>(() => (state.status === 'ready' ? sortRows(state.rows, 'name', 1, lang) as EnterpriseRow[] : []), [state, lang]);
  const grouped = useMemo(() => inGroup(sorted, groupId), [sorted, groupId]);
  const visible = useMemo(() => filterRows(grouped, deferredQuery), [grouped, deferredQuery]);
  const cause = state.status === 'error' ? outcomeMessage(state.outcome) : undefined;
  const listName = type === 2 ? 'maintenance' : 'enterprise';
  const emptyMessage = sorted.length === 0 ? t(`empty.${listName}`) : tDevices('noMatch', { query: deferredQuery.trim() });

  if (eid <= 0) {
    return (
      <section className="device-page" aria-labelledby="device-page-title">
        <h1 id="device-page-title">{t(`title.${listName}`)}</h1>
        <p className="device-empty" data-testid="enterprise-none">{t('noEnterprise')}</p>
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
            <select data-testid="group-filter" value={groupId} onChange={(event) => setGroupId(event.target.value)}>
              <option value={ALL_GROUP}>{t('group.all')}</option>
              {state.groups.map((group) => (
                <option key={group.groupId} value={group.groupId}>
                  {t('group.option', { name: group.name, count: group.count })}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <span className="device-search">
          <label htmlFor="device-search" className="visually-hidden">
            {tDevices('search.label')}
          </label>
          <InputText
            id="device-search"
            data-testid="device-search"
            type="search"
            value={query}
            placeholder={tDevices('search.placeholder')}
            onChange={(event) => setQuery(event.target.value)}
          />
        </span>
      </div>
      <div className="device-body">
        {state.status === 'loading' ? <PageLoading /> : null}
        {cause ? (
          <div className="device-error" role="alert" data-testid="device-error">
            <p>{t('error')}</p>
            <p className="device-error-cause">{tAny(cause.key, cause.values)}</p>
            <Button icon="pi pi-refresh" label={tAny('common:actions.retry')} data-testid="device-retry" onClick={reload} />
          </div>
        ) : null}
        {state.status === 'ready' ? <DeviceTable rows={visible} lang={lang} emptyMessage={emptyMessage} /> : null}
      </div>
    </section>
  );
}
