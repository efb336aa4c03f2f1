import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PendingApplication } from '../../transport/pendingApplications';
import type { Http } from '../app/runtime';
import { OnlineState, useBadgeLabels } from './DeviceBadges';
import { codeStatesQuery } from './queries';

/** The applications the user sent and nobody has answered yet, with whether each device is online now. */
export function PendingApplications({ http, pending }: { http: Http; pending: readonly PendingApplication[] }) {
  const { t } = useTranslation('devices');
  const labels = useBadgeLabels();
  const states = useQuery(codeStatesQuery(http, pending.map((p) => p.machineCode))).data;
  if (pending.length === 0) return null;
  return (
    <section className="device-pending" aria-labelledby="device-pending-title" data-testid="pending-applications">
      <h2 id="device-pending-title">{t('pending.title', { count: pending.length })}</h2>
      <ul>
        {pending.map((item) => {
          const online = states?.get(item.machineCode.toUpperCase());
          return (
            <li key={`${item.kind}-${item.applicationId}`} data-testid="pending-application">
              <code>{item.machineCode}</code> <span className="device-role">{t(`pending.${item.kind}`)}</span>{' '}
              {online === undefined ? null : <OnlineState online={online} labels={labels} />}{' '}
              <span className="device-hint">{t('pending.waiting')}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
