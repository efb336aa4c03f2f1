// The device detail's camera part: which camera-cloud account the device uses, a way for its Akey or Bkeys to link
// or release one, and the live picture of a linked device. Personal mode only (the accounts are personal).
import { Suspense, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { outcomeMessage } from '../../domain/resultCodes';
import { formatUnixTime } from '../../domain/time';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { failureOf } from '../data/callQuery';
import { ezvizAccountsQuery, ezvizLiveQuery, useLinkCamera } from './queries';
import './ezviz.css';

type Props = { machineId: number; machineName: string; manager: boolean };

function CameraLive({ machineId, machineName }: { machineId: number; machineName: string }) {
  const { t } = useTranslation('ezviz');
  const { http } = useConsole();
  const live = useQuery(ezvizLiveQuery(http, machineId));
  // A refused picture (the access token expired) asks the cloud once for a fresh token; a second refusal shows why.
  const renewed = useRef<string | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  if (live.isPending) return <p role="status">{t('camera.liveLoading')}</p>;
  if (live.isError) {
    const cause = outcomeMessage(failureOf(live.error));
    return <p className="p-error" role="alert" data-testid="camera-live-error">{t(cause.key, cause.values ?? {})}</p>;
  }
  const token = live.data.accessToken;
  const onError = () => {
    if (renewed.current !== token) {
      renewed.current = token;
      void live.refetch();
    } else setBroken(token);
  };
  if (broken === token) return <p className="p-error" role="alert" data-testid="camera-live-error">{t('camera.liveUnavailable')}</p>;
  return (
    <figure className="ezviz-live-figure">
      <img className="ezviz-live" src={live.data.url} alt={t('camera.liveAlt', { name: machineName })} data-testid="camera-live" onError={onError} />
      <figcaption className="ezviz-help">{t('camera.liveCaption', { account: live.data.accountName, time: formatUnixTime(live.data.expiresAt / 1000) })}</figcaption>
    </figure>
  );
}

function Section({ machineId, machineName, manager }: Props) {
  const { t } = useTranslation(['ezviz', 'errors']);
  const { http, notify } = useConsole();
  const id = useId();
  const accounts = useQuery(ezvizAccountsQuery(http));
  const link = useLinkCamera(http, machineId);
  const current = accounts.data?.find((a) => a.devices.some((d) => d.machineId === machineId));
  const [choice, setChoice] = useState<string | null>(null);
  const selected = choice ?? (current ? String(current.id) : '');
  const failure = link.error ? outcomeMessage(failureOf(link.error)) : undefined;

  const apply = () => {
    const next = selected === '' ? null : Number(selected);
    link.mutate(next, {
      onSuccess: () => {
        setChoice(null);
        notify.success(next === null ? 'ezviz:camera.released' : 'ezviz:camera.linked');
      },
    });
  };

  return (
    <section className="ezviz-camera" aria-labelledby={`${id}-title`} data-testid="detail-camera">
      <h3 id={`${id}-title`}>{t('camera.title')}</h3>
      {accounts.isPending ? <p role="status">{t('camera.loading')}</p> : null}
      {accounts.isError ? <p className="p-error" role="alert">{t('list.error')}</p> : null}
      {accounts.isSuccess ? (
        <p data-testid="detail-camera-account">{current ? t('camera.uses', { name: current.name }) : t('camera.none')}</p>
      ) : null}
      {accounts.isSuccess && manager && accounts.data.length > 0 ? (
        <div className="ezviz-camera-form">
          <label htmlFor={`${id}-select`}>{t('camera.choose')}</label>
          <select id={`${id}-select`} value={selected} data-testid="detail-camera-select" onChange={(e) => { link.reset(); setChoice(e.target.value); }}>
            <option value="">{t('camera.noAccount')}</option>
            {accounts.data.map((a) => <option key={a.id} value={String(a.id)}>{a.name}</option>)}
          </select>
          <ActionButton label={t('actions.save')} icon="pi pi-check" busy={link.isPending} disabled={selected === (current ? String(current.id) : '')}
            data-testid="detail-camera-save" onClick={apply} />
        </div>
      ) : null}
      {accounts.isSuccess && manager && accounts.data.length === 0 ? <p className="ezviz-help">{t('camera.noAccounts')}</p> : null}
      {failure ? <p className="p-error" role="alert">{t(failure.key, failure.values ?? {})}</p> : null}
      {current ? <CameraLive key={current.id} machineId={machineId} machineName={machineName} /> : null}
    </section>
  );
}

/** Mounted by the device detail; it loads the `ezviz` texts itself. */
export default function DeviceCameraSection(props: Props) {
  return (
    <Suspense fallback={null}>
      <Section {...props} />
    </Suspense>
  );
}
