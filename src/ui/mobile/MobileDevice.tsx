// One device on the phone: its facts, the remote visit (the desktop's VisitButton and runVisit, every result
// explained by the catalogue) and its alarms with confirm.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/runtime';
import { failureOf } from '../data/callQuery';
import { onlineStatesQuery } from '../devices/queries';
import { LoadError } from '../common/LoadError';
import { PageLoading } from '../common/PageLoading';
import { VisitButton } from '../visit/VisitButton';
import { useModeMachines } from './queries';
import { currentEid, onlineOf, roleOfMachine } from './mobileScope';
import { MobileAlarms } from './MobileAlarms';

export function MobileDevice({ machineId, onBack }: { machineId: number; onBack(): void }) {
  const { t } = useTranslation('mobile');
  const { http } = useConsole();
  const [eid] = useState(currentEid);
  const machines = useModeMachines(http, eid);
  const states = useQuery(onlineStatesQuery(http, eid, machines.data !== undefined));
  const machine = machines.data?.find((m) => m.machine_id === machineId);
  const none = t('device.none');

  return (
    <section className="m-section" aria-labelledby="m-device-title">
      <button type="button" className="m-back" data-testid="m-device-back" onClick={onBack}>
        <i className="pi pi-angle-left" aria-hidden="true" /> {t('device.back')}
      </button>
      {machines.isPending ? <PageLoading /> : null}
      {machines.isError ? (
        <LoadError title={t('devices.error')} outcome={failureOf(machines.error)} onRetry={() => void machines.refetch()} testId="m-device-error" className="m-error" />
      ) : null}
      {machines.data && !machine ? <p className="m-empty" role="alert">{t('device.notFound')}</p> : null}
      {machine ? (
        <>
          <h1 id="m-device-title" className="m-break">{machine.machine_name || machine.machine_code}</h1>
          <div className="m-visit">
            <VisitButton machine={machine} mode={eid > 0 ? 'enterprise' : 'personal'} />
          </div>
          <h2>{t('device.facts')}</h2>
          <dl className="m-facts" data-testid="m-device-facts">
            <dt>{t('device.state')}</dt>
            <dd data-testid="m-device-state">{t(`devices.${onlineOf(machine, states.data, states.isError)}`)}</dd>
            <dt>{t('device.code')}</dt>
            <dd>{machine.machine_code}</dd>
            <dt>{t('device.alias')}</dt>
            <dd>{machine.alias || none}</dd>
            <dt>{t('device.role')}</dt>
            <dd>{t(`device.roles.${roleOfMachine(machine)}`)}</dd>
            <dt>{t('device.cloud')}</dt>
            <dd>{t(Number(machine.cloudState) === 1 ? 'device.cloudOpen' : 'device.cloudClosed')}</dd>
            <dt>{t('device.model')}</dt>
            <dd>{machine.model || none}</dd>
            <dt>{t('device.version')}</dt>
            <dd>{machine.version || none}</dd>
            <dt>{t('device.address')}</dt>
            <dd>{machine.address || none}</dd>
            <dt>{t('device.registered')}</dt>
            <dd>{machine.registtime || none}</dd>
          </dl>
          <MobileAlarms machineId={machine.machine_id} title={t('device.alarms')} />
        </>
      ) : null}
    </section>
  );
}
