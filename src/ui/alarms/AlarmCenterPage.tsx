// /alarmCenter/: the alarms of the user's devices (personal, or the stored enterprise's), an overview, filters by
// device, days and state, confirming, and who receives a device's alarms.
import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../../domain/constants';
import { formatUnixTime } from '../../domain/time';
import { ALARM_STATES, type AlarmDeviceType, type AlarmRecipient, type WireAlarm } from '../../domain/wire/alarm';
import { useConsole } from '../app/runtime';
import { clientStorage } from '../app/clientStorage';
import { NotificationSettings } from '../notifications/NotificationSettings';
import { alarmQuery, kanbanQuery, NO_FILTERS, rangeOf, type AlarmFilters } from './alarmFilters';
import { useAlarmDevices } from './useAlarmDevices';
import { alarmKanbanQuery, alarmKeys, alarmListQuery, recipientsQuery, useConfirmAlarms } from './queries';
import { loadState } from '../data/loadState';
import { DataTable, type Column } from '../kit/DataTable';
import { Dialog } from '../kit/Dialog';
import { ActionButton } from '../common/controls/ActionButton';
import './alarms.css';
import { textIn } from '../../domain/cloudText';

/** product.md section 2: entering the alarm centre stores device type 0 (personal) or 1 (enterprise). */
function enterScope(): { deviceType: AlarmDeviceType; eid: number } {
  const eid = Number(clientStorage().get('eid') ?? 0);
  const deviceType: AlarmDeviceType = eid > 0 ? 1 : 0;
  clientStorage().set('deviceType', deviceType);
  return { deviceType, eid };
}

export default function AlarmCenterPage() {
  const { t } = useTranslation('alarms');
  const { http, lang } = useConsole();
  const [{ deviceType, eid }] = useState(enterScope);
  const devices = useAlarmDevices(http, deviceType, eid);
  const [filters, setFilters] = useState<AlarmFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [recipients, setRecipients] = useState<{ machineName: string; list: AlarmRecipient[] }>();
  const range = rangeOf(filters);
  const refused = typeof range === 'string' ? range : undefined;
  const client = useQueryClient();
  // A refused range asks nothing (alarmQuery answers undefined); new alarms invalidate ['alarms'] (realtime).
  const query = alarmQuery(deviceType, eid, filters, page);
  const overview = kanbanQuery(deviceType, eid, filters);
  const listQuery = useQuery(alarmListQuery(http, query));
  // The overview keeps its last figures in view while new filters are asked (the list shows loading).
  const kanban = useQuery({ ...alarmKanbanQuery(http, overview), placeholderData: keepPreviousData }).data;
  const list = loadState(listQuery);
  const confirm = useConfirmAlarms(http);
  const busy = confirm.isPending;
  const reload = () => void client.invalidateQueries({ queryKey: alarmKeys.all });

  const change = (next: Partial<AlarmFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };

  const confirmOne = (alarm: WireAlarm) => confirm.mutate({ alarmId: alarm.id });

  const confirmDevice = () => {
    if (filters.machineId) confirm.mutate({ machineId: Number(filters.machineId) });
  };

  const showRecipients = async (alarm: WireAlarm) => {
    const list = await client.fetchQuery(recipientsQuery(http, alarm.machineId)).catch(() => undefined);
    if (list) setRecipients({ machineName: alarm.machineName, list });
  };

  const failed = list.status === 'error' ? list.outcome : undefined;
  const rows = list.status === 'ready' ? list.data.list : [];
  const total = list.status === 'ready' ? list.data.total : 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE.alarms));

  const columns: Column<WireAlarm>[] = [
    { id: 'time', header: t('columns.time'), cell: (a) => <time dateTime={new Date(a.raisedAt * 1000).toISOString()}>{formatUnixTime(a.raisedAt)}</time> },
    {
      id: 'device',
      header: t('columns.device'),
      cell: (a) => (
        <>
          {a.machineName}
          <small className="alarm-code">{a.deviceCode}</small>
        </>
      ),
    },
    {
      id: 'level',
      header: t('columns.level'),
      cell: (a) => (
        <>
          <span className={`alarm-level alarm-level-${a.level}`}>{t(`level.${a.level}`)}</span>
          {a.voice ? <i className="pi pi-volume-up" role="img" aria-label={t('voice')} /> : null}
        </>
      ),
    },
    { id: 'content', header: t('columns.content'), cell: (a) => textIn(a.content, lang), cellAttributes: () => ({ 'data-testid': 'alarm-content' }) },
    {
      id: 'state',
      header: t('columns.state'),
      cell: (a) => (
        <>
          {t(`state.${a.state}`)}
          {a.state === 'confirmed' && a.confirmedBy ? (
            <small className="alarm-code">{t('confirmedBy', { name: a.confirmedBy, time: formatUnixTime(a.confirmedAt) })}</small>
          ) : null}
        </>
      ),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      className: 'alarm-actions',
      cell: (a) => (
        <>
          {a.state === 'active' ? <ActionButton size="small" label={t('actions.confirm')} disabled={busy} data-testid="alarm-confirm" onClick={() => confirmOne(a)} /> : null}
          <ActionButton size="small" text iconOnly icon="pi pi-users" label={t('actions.recipients')} onClick={() => void showRecipients(a)} />
        </>
      ),
    },
  ];

  return (
    <section className="alarm-page" aria-labelledby="alarm-title">
      <div className="alarm-toolbar">
        <h1 id="alarm-title">{t(deviceType === 0 ? 'title.personal' : 'title.enterprise')}</h1>
        <span className="toolbar-spacer" />
        <NotificationSettings />
      </div>

      {kanban ? (
        <dl className="alarm-kanban" data-testid="alarm-kanban">
          <div>
            <dt>{t('kanban.total')}</dt>
            <dd data-testid="kanban-total">{kanban.total}</dd>
          </div>
          {ALARM_STATES.map((s) => (
            <div key={s}>
              <dt>{t(`state.${s}`)}</dt>
              <dd data-testid={`kanban-${s}`}>{kanban.byState[s]}</dd>
            </div>
          ))}
          {([3, 2, 1] as const).map((level) => (
            <div key={level}>
              <dt>{t(`level.${level}`)}</dt>
              <dd>{kanban.byLevel[`${level}`]}</dd>
            </div>
          ))}
          {kanban.topDevices[0] ? (
            <div className="kanban-top">
              <dt>{t('kanban.top')}</dt>
              <dd>{t('kanban.topValue', { name: kanban.topDevices[0].machineName, count: kanban.topDevices[0].count })}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}

      <form className="alarm-filters" onSubmit={(e) => e.preventDefault()} aria-label={t('filters.label')}>
        <label>
          {t('filters.device')}
          <select data-testid="alarm-filter-device" value={filters.machineId} onChange={(e) => change({ machineId: e.target.value })}>
            <option value="">{t('filters.allDevices')}</option>
            {devices.map((d) => (
              <option key={d.machineId} value={String(d.machineId)}>
                {d.name} ({d.code})
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('filters.from')}
          <input type="date" data-testid="alarm-filter-from" value={filters.from} onChange={(e) => change({ from: e.target.value })} />
        </label>
        <label>
          {t('filters.to')}
          <input type="date" data-testid="alarm-filter-to" value={filters.to} onChange={(e) => change({ to: e.target.value })} />
        </label>
        <label>
          {t('filters.state')}
          <select
            data-testid="alarm-filter-state"
            value={filters.state}
            onChange={(e) => change({ state: e.target.value as AlarmFilters['state'] })}
          >
            <option value="">{t('filters.allStates')}</option>
            {ALARM_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`state.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <ActionButton text label={t('filters.reset')} onClick={() => change(NO_FILTERS)} />
        {filters.machineId ? (
          <ActionButton
            icon="pi pi-check-circle"
            label={t('actions.confirmDevice')}
            disabled={busy}
            data-testid="alarm-confirm-device"
            onClick={confirmDevice}
          />
        ) : null}
      </form>
      {refused ? (
        <p className="alarm-error" role="alert" data-testid="alarm-range-error">
          {t(`filters.${refused}`)}
        </p>
      ) : null}

      {refused ? null : (
        <DataTable
          rows={rows}
          columns={columns}
          rowKey={(a) => a.id}
          label={t('title')}
          loading={list.status === 'loading'}
          error={failed ? { title: t('error'), outcome: failed, onRetry: reload, testId: 'alarm-error' } : undefined}
          empty={t('empty')}
          emptyTestId="alarm-empty"
          rowTestId="alarm-row"
          rowAttributes={(a) => ({ 'data-state': a.state })}
          className="alarm-table"
        />
      )}
      {!refused && total > PAGE_SIZE.alarms ? (
        <nav className="alarm-pager" aria-label={t('pager.label')}>
          <ActionButton icon="pi pi-angle-left" text iconOnly label={t('pager.previous')} disabled={page <= 1} onClick={() => setPage(page - 1)} />
          <span data-testid="alarm-page">{t('pager.position', { page, pages })}</span>
          <ActionButton icon="pi pi-angle-right" text iconOnly label={t('pager.next')} disabled={page >= pages} onClick={() => setPage(page + 1)} />
        </nav>
      ) : null}

      <Dialog open={recipients !== undefined} title={t('recipients.title', { name: recipients?.machineName ?? '' })} onClose={() => setRecipients(undefined)} testId="alarm-recipients">
        {recipients && recipients.list.length === 0 ? <p>{t('recipients.none')}</p> : null}
        <ul className="alarm-recipients">
          {recipients?.list.map((r) => (
            <li key={r.id}>
              <strong>{r.name}</strong> {r.phone || r.email} · {t(r.limit_authority === 3 ? 'recipients.owner' : 'recipients.admin')} ·{' '}
              {t(r.receivesAlarms ? 'recipients.receives' : 'recipients.muted')}
            </li>
          ))}
        </ul>
      </Dialog>
    </section>
  );
}
