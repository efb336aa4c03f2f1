// The per-project delivery log: each attempt to deliver a report, newest first (time, result, latency, retries).
import { useTranslation } from 'react-i18next';
import type { DeliveryAttempt, ProjectInfo } from '../../domain/wire/project';
import { formatUnixTime } from '../../domain/time';

export const timeText = (ms: number) => formatUnixTime(Math.floor(ms / 1000));

function resultOf(attempt: DeliveryAttempt, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (attempt.ok) return t('log.ok', { status: attempt.status });
  return attempt.status === 0 ? t('log.unreachable', { error: attempt.error }) : t('log.failed', { status: attempt.status });
}

export function DeliveryLog({ info }: { info: ProjectInfo }) {
  const { t } = useTranslation('projects');
  // A cloud that does not say treats the log as live.
  if (info.delivering === false) return <p className="project-muted" data-testid="project-log-offline">{t('log.notDelivering')}</p>;
  if (info.deliveries.length === 0) {
    return <p className="project-muted" data-testid="project-log-empty">{t(info.project.report_state === 1 ? 'log.emptyOn' : 'log.empty')}</p>;
  }
  return (
    <div className="projects-table-wrap" role="region" tabIndex={0} aria-label={t('log.title')}>
      <table className="projects-table" data-testid="project-log">
        <caption className="visually-hidden">{t('log.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('log.time')}</th>
            <th scope="col">{t('log.report')}</th>
            <th scope="col">{t('log.result')}</th>
            <th scope="col" className="num">{t('log.latency')}</th>
            <th scope="col" className="num">{t('log.retries')}</th>
            <th scope="col">{t('log.next')}</th>
          </tr>
        </thead>
        <tbody>
          {info.deliveries.map((a) => (
            <tr key={`${a.deliveryId}-${a.attempt}`} data-testid="project-delivery" data-ok={a.ok} data-status={a.status}>
              <td>{timeText(a.at)}</td>
              <td className="projects-text-cell">{t('log.content', { id: a.deliveryId, devices: a.devices, alarms: a.alarms })}</td>
              <td className={a.ok ? 'delivery-ok' : 'delivery-failed'}>{resultOf(a, t)}</td>
              <td className="num">{t('log.ms', { ms: a.latencyMs })}</td>
              <td className="num">{a.retries}</td>
              <td>{a.nextRetryAt ? timeText(a.nextRetryAt) : a.ok ? t('none') : t('log.gaveUp')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
