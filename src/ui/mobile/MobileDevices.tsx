// The phone console's device list: search, online state (the shared 10 s poll) and a large row per device that
// opens its facts. Rows are shown a screenful at a time: a phone does not need 5,000 rows in the page at once.
import { useDeferredValue, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/runtime';
import { failureOf } from '../data/callQuery';
import { onlineStatesQuery } from '../devices/queries';
import { LoadError } from '../common/LoadError';
import { PageLoading } from '../common/PageLoading';
import { useModeMachines } from './queries';
import { currentEid, matches, onlineOf } from './mobileScope';

const STEP = 50;

export function MobileDevices({ onOpen }: { onOpen(machineId: number): void }) {
  const { t } = useTranslation('mobile');
  const { http } = useConsole();
  const [eid] = useState(currentEid);
  const machines = useModeMachines(http, eid);
  const states = useQuery(onlineStatesQuery(http, eid, machines.data !== undefined));
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(STEP);
  const deferred = useDeferredValue(query);
  const found = useMemo(() => (machines.data ?? []).filter((m) => matches(m, deferred)), [machines.data, deferred]);

  return (
    <section className="m-section" aria-labelledby="m-devices-title">
      <h1 id="m-devices-title">{t('devices.title')}</h1>
      <label className="m-search">
        <i className="pi pi-search" aria-hidden="true" />
        <span className="visually-hidden">{t('devices.search')}</span>
        <input
          type="search"
          data-testid="m-device-search"
          placeholder={t('devices.search')}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setLimit(STEP);
          }}
        />
      </label>
      {machines.isPending ? <PageLoading /> : null}
      {machines.isError ? (
        <LoadError title={t('devices.error')} outcome={failureOf(machines.error)} onRetry={() => void machines.refetch()} testId="m-devices-error" className="m-error" />
      ) : null}
      {machines.data ? (
        <>
          <p className="m-muted" aria-live="polite" data-testid="m-device-count">
            {t('devices.count', { shown: found.length, count: machines.data.length })}
          </p>
          {machines.data.length === 0 ? <p className="m-empty">{t('devices.empty')}</p> : null}
          {machines.data.length > 0 && found.length === 0 ? <p className="m-empty">{t('devices.noMatch', { query: deferred })}</p> : null}
          <ul className="m-list">
            {found.slice(0, limit).map((m) => {
              const state = onlineOf(m, states.data, states.isError);
              const name = m.machine_name || m.machine_code;
              return (
                <li key={m.machine_id}>
                  <button
                    type="button"
                    className="m-row"
                    data-testid="m-device-row"
                    data-state={state}
                    aria-label={t('devices.open', { name, state: t(`devices.${state}`) })}
                    onClick={() => onOpen(m.machine_id)}
                  >
                    <span className={`m-dot ${state}`} aria-hidden="true" />
                    <span className="m-row-text">
                      <strong>{name}</strong>
                      <span className="m-muted">{m.alias ? `${m.alias} · ${m.machine_code}` : m.machine_code}</span>
                    </span>
                    <span className={`m-state ${state}`}>{t(`devices.${state}`)}</span>
                    <i className="pi pi-angle-right" aria-hidden="true" />
                  </button>
                </li>
              );
            })}
          </ul>
          {found.length > limit ? (
            <button type="button" className="m-more" data-testid="m-devices-more" onClick={() => setLimit((n) => n + STEP)}>
              {t('devices.more', { count: Math.min(STEP, found.length - limit) })}
            </button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
