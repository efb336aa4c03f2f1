// The per-project delivery log: each attempt to deliver a report, newest first (time, result, latency, retries).
import { useTranslation } from 'react-i18next';
import type { DeliveryAttempt, ProjectInfo } from '../../domain/wire/project';
import { formatUnixTime } from '../../domain/time';
import { DataTable, type Column } from '../kit/DataTable';

export const timeText = (ms: number) => formatUnixTime(Math.floor(ms / 1000));

function resultOf(attempt: DeliveryAttempt, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (attempt.ok) return t('log.ok', { status: attempt.status });
  return attempt.status === 0 ? t('log.unreachable', { error: attempt.error }) : t('log.failed', { status: attempt.status });
}

export function DeliveryLog({ info }: { info: ProjectInfo }) {
  const { t } = useTranslation('projects');
  // A cloud that does not say treats the log as live.
  if (info.delivering === false) return <p className="project-muted" data-testid="project-log-offline">{t('log.notDelivering')}</p>;
  const columns: Column<DeliveryAttempt>[] = [
    { id: 'time', header: t('log.time'), cell: (a) => timeText(a.at) },
    { id: 'report', header: t('log.report'), cell: (a) => t('log.content', { id: a.deliveryId, devices: a.devices, alarms: a.alarms }), className: 'projects-text-cell' },
    { id: 'result', header: t('log.result'), cell: (a) => resultOf(a, t), cellClass: (a) => (a.ok ? 'delivery-ok' : 'delivery-failed') },
    { id: 'latency', header: t('log.latency'), cell: (a) => t('log.ms', { ms: a.latencyMs }), className: 'num' },
    { id: 'retries', header: t('log.retries'), cell: (a) => a.retries, className: 'num' },
    { id: 'next', header: t('log.next'), cell: (a) => (a.nextRetryAt ? timeText(a.nextRetryAt) : a.ok ? t('none') : t('log.gaveUp')) },
  ];
  return (
    <DataTable
      rows={info.deliveries}
      columns={columns}
      rowKey={(a) => `${a.deliveryId}-${a.attempt}`}
      label={t('log.title')}
      empty={t(info.project.report_state === 1 ? 'log.emptyOn' : 'log.empty')}
      emptyTestId="project-log-empty"
      testId="project-log"
      rowTestId="project-delivery"
      rowAttributes={(a) => ({ 'data-ok': a.ok, 'data-status': a.status })}
      className="projects-table"
    />
  );
}
