import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingApplication } from '../../transport/pendingApplications';
import { machineStates } from '../../transport/api/machine';
import type { Http } from '../app/runtime';
import { OnlineState, useBadgeLabels } from './DeviceBadges';

/** Online state by machine code for devices the user does not hold yet (machine/machineStates). */
function useCodeStates(http: Http, codes: readonly string[]): ReadonlyMap<string, boolean> {
  const [states, setStates] = useState<ReadonlyMap<string, boolean>>(new Map());
  const key = [...new Set(codes.map((c) => c.toUpperCase()))].sort().join(',');
  useEffect(() => {
    if (key === '') return;
    let live = true;
    void machineStates(http, key.split(',')).then((answer) => {
      if (!live || !answer.ok) return;
      setStates(new Map(answer.data.filter((s) => s.exists).map((s) => [s.machineCode.toUpperCase(), s.online])));
    });
    return () => {
      live = false;
    };
  }, [http, key]);
  return states;
}

/** The applications the user sent and nobody has answered yet, with whether each device is online now. */
export function PendingApplications({ http, pending }: { http: Http; pending: readonly PendingApplication[] }) {
  const { t } = useTranslation('devices');
  const labels = useBadgeLabels();
  const states = useCodeStates(http, pending.map((p) => p.machineCode));
  if (pending.length === 0) return null;
  return (
    <section className="device-pending" aria-labelledby="device-pending-title" data-testid="pending-applications">
      <h2 id="device-pending-title">{t('pending.title', { count: pending.length })}</h2>
      <ul>
        {pending.map((item) => {
          const online = states.get(item.machineCode.toUpperCase());
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
