// Alarms on the phone: the newest first, active ones or all, each active one confirmable (after a confirmation,
// like the desktop). Queries and the confirm mutation are the alarm centre's (src/ui/alarms/queries.ts).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatUnixTime } from '../../domain/time';
import type { WireAlarm } from '../../domain/wire/alarm';
import { useConsole } from '../app/runtime';
import { alarmListQuery, useConfirmAlarms } from '../alarms/queries';
import { failureOf } from '../data/callQuery';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { LoadError } from '../common/LoadError';
import { PageLoading } from '../common/PageLoading';
import { alarmScope, currentEid } from './mobileScope';
import { textIn } from '../../domain/cloudText';

const STEP = 20;

export function MobileAlarms({ machineId, title }: { machineId?: number; title?: string }) {
  const { t } = useTranslation(['mobile', 'alarms']);
  const { http, notify, lang } = useConsole();
  const [scope] = useState(() => alarmScope(currentEid()));
  const [onlyActive, setOnlyActive] = useState(true);
  const [pageSize, setPageSize] = useState(STEP);
  const [asking, setAsking] = useState<WireAlarm>();
  const list = useQuery({
    ...alarmListQuery(http, { ...scope, deviceId: machineId, state: onlyActive ? 'active' : undefined, page: 1, pageSize }),
    placeholderData: (previous) => previous,
  });
  const confirm = useConfirmAlarms(http);
  const headingId = machineId === undefined ? 'm-alarms-title' : 'm-device-alarms-title';
  const Heading = machineId === undefined ? 'h1' : 'h2';

  const confirmAsked = () => {
    if (!asking) return;
    confirm.mutate(
      { alarmId: asking.id },
      {
        onSuccess: () => notify.success('mobile:alarms.done'),
        onSettled: () => setAsking(undefined),
      },
    );
  };

  const rows = list.data?.list ?? [];
  return (
    <section className="m-section" aria-labelledby={headingId}>
      <Heading id={headingId}>{title ?? t('alarms.title')}</Heading>
      <div className="m-segments" role="group" aria-label={t('alarms.filter')}>
        <button type="button" aria-pressed={onlyActive} data-testid="m-alarms-active" onClick={() => setOnlyActive(true)}>
          {t('alarms.active')}
        </button>
        <button type="button" aria-pressed={!onlyActive} data-testid="m-alarms-all" onClick={() => setOnlyActive(false)}>
          {t('alarms.all')}
        </button>
      </div>
      {list.isPending ? <PageLoading /> : null}
      {list.isError ? (
        <LoadError title={t('alarms.error')} outcome={failureOf(list.error)} onRetry={() => void list.refetch()} testId="m-alarms-error" className="m-error" />
      ) : null}
      {list.data && rows.length === 0 ? <p className="m-empty">{t('alarms.empty')}</p> : null}
      <ul className="m-list">
        {rows.map((alarm) => (
          <li key={alarm.id} className="m-card" data-testid="m-alarm" data-state={alarm.state} data-level={alarm.level}>
            <div className="m-card-head">
              <span className={`m-level level-${alarm.level}`}>{t(`alarms:level.${alarm.level}`)}</span>
              <strong className="m-break">{alarm.machineName || alarm.deviceCode}</strong>
            </div>
            <p className="m-break">{textIn(alarm.content, lang)}</p>
            <p className="m-muted">
              {formatUnixTime(alarm.raisedAt)} · {t(`alarms:state.${alarm.state}`)}
            </p>
            {alarm.state === 'active' ? (
              <button
                type="button"
                className="m-action"
                data-testid="m-alarm-confirm"
                aria-label={t('alarms.confirmLabel', { name: alarm.machineName || alarm.deviceCode })}
                onClick={() => setAsking(alarm)}
              >
                <i className="pi pi-check" aria-hidden="true" /> {t('alarms.confirm')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {list.data && list.data.total > rows.length ? (
        <button type="button" className="m-more" data-testid="m-alarms-more" onClick={() => setPageSize((n) => n + STEP)}>
          {t('alarms.more')}
        </button>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={t('alarms.confirmTitle')}
          body={t('alarms.confirmBody', { name: asking.machineName || asking.deviceCode, content: textIn(asking.content, lang) })}
          confirmLabel={t('alarms.confirm')}
          cancelLabel={t('alarms.cancel')}
          icon="pi pi-check"
          danger={false}
          busy={confirm.isPending}
          testId="m-alarm-confirm-dialog"
          onConfirm={confirmAsked}
          onCancel={() => setAsking(undefined)}
        />
      ) : null}
    </section>
  );
}
