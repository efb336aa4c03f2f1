import { useTranslation } from 'react-i18next';
import type { PendingApplication } from '../../transport/pendingApplications';

/** The applications the user sent and nobody has answered yet. */
export function PendingApplications({ pending }: { pending: readonly PendingApplication[] }) {
  const { t } = useTranslation('devices');
  if (pending.length === 0) return null;
  return (
    <section className="device-pending" aria-labelledby="device-pending-title" data-testid="pending-applications">
      <h2 id="device-pending-title">{t('pending.title', { count: pending.length })}</h2>
      <ul>
        {pending.map((item) => (
          <li key={`${item.kind}-${item.applicationId}`} data-testid="pending-application">
            <code>{item.machineCode}</code> <span className="device-role">{t(`pending.${item.kind}`)}</span>{' '}
            <span className="device-hint">{t('pending.waiting')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
