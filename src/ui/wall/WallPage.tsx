// /mapcanvas: the control-room wall. Full screen, no navigation: the brand's title, the counts of online, offline
// and alarming devices in large type, the cloud map of the current mode (the map area's devices, cluster worker
// and Leaflet), new alarms pulsing on their device and the latest alarms beside the map. Everything follows the
// realtime connection and the shared 10 s online poll, so the page runs for days without a reload.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { brandText } from '../../domain/brands';
import { formatUnixTime } from '../../domain/time';
import { useConsole } from '../app/runtime';
import { clientStorage } from '../app/clientStorage';
import { alarmListQuery } from '../alarms/queries';
import { onlineStatesQuery } from '../devices/queries';
import { failureOf } from '../data/callQuery';
import { LoadError } from '../common/LoadError';
import { PageLoading } from '../common/PageLoading';
import { useClusterMap } from '../map/useClusterMap';
import { useMapDevices, type MapDevice } from '../map/useMapDevices';
import { mapConfig } from '../../transport/mapConfig';
import { useAlarmingMarkers } from './useAlarmingMarkers';
import { alarmingDeviceIds, onlineCounts } from './wallCounts';
import { usePulses } from './usePulses';
import '../map/map.css';
import './wall.css';
import { textIn } from '../../domain/cloudText';

/** The newest active alarms read for the alarming count: the cloud's page limit (docs/decisions.md). */
const ACTIVE_PAGE = 100;
const LATEST = 12;

function wallScope() {
  const eid = Number(clientStorage().get('eid') ?? 0);
  const name = eid > 0 ? (clientStorage().get('enterpriseList') ?? []).find((e) => e.eid === eid)?.name ?? '' : '';
  return { eid, name, deviceType: eid > 0 ? (1 as const) : (0 as const) };
}

export default function WallPage() {
  const { t } = useTranslation(['wall', 'alarms']);
  const { http, brand, lang, realtime, realtimeMessages$ } = useConsole();
  const [scope] = useState(wallScope);
  const { state, retry } = useMapDevices(http, scope.eid);
  const devices = state.status === 'ready' ? state.data : undefined;
  const live = useQuery(onlineStatesQuery(http, scope.eid, devices !== undefined));
  const base = { deviceType: scope.deviceType, eid: scope.eid, page: 1 };
  const active = useQuery(alarmListQuery(http, { ...base, state: 'active', pageSize: ACTIVE_PAGE }));
  const latest = useQuery(alarmListQuery(http, { ...base, pageSize: LATEST }));
  const connected = useSelector(realtime, (s) => s.matches('open'));
  const box = useRef<HTMLDivElement>(null);

  const texts = useMemo(
    () => ({
      cluster: (count: number, online: number) => t('cluster', { count, online }),
      device: (d: MapDevice) => t('device', { name: d.name, state: t(d.online ? 'counts.online' : 'counts.offline') }),
    }),
    [t],
  );
  const events = useMemo(
    () => ({
      popupFor: (d: MapDevice) => {
        const element = document.createElement('div');
        element.textContent = texts.device(d);
        return element;
      },
    }),
    [texts],
  );
  const map = useClusterMap(box, devices, texts, events, live.data);
  usePulses(box, devices, realtimeMessages$, map.painted);
  const alarmingIds = useMemo(() => (active.data ? alarmingDeviceIds(active.data.list) : undefined), [active.data]);
  const alarmingLabel = useCallback((d: MapDevice) => t('alarmingMarker', { name: d.name }), [t]);
  useAlarmingMarkers(box, devices, alarmingIds, map.painted, alarmingLabel);

  const counts = devices ? onlineCounts(devices, live.data) : undefined;
  const alarming = alarmingIds?.size;
  const title = brandText(brand, lang, 'title');

  return (
    <div className="wall" data-testid="wall" aria-label={t('label')}>
      <header className="wall-header">
        <img className="wall-logo" src={brand.logo} alt="" />
        <h1 className="wall-title">{title}</h1>
        <span className="wall-mode">{scope.eid > 0 ? t('mode.enterprise', { name: scope.name }) : t('mode.personal')}</span>
        <span className={connected ? 'wall-live open' : 'wall-live'} role="status" data-testid="wall-live" data-state={connected ? 'open' : 'waiting'}>
          <span className="wall-live-dot" aria-hidden="true" />
          {t(connected ? 'live.open' : 'live.waiting')}
        </span>
      </header>
      <dl className="wall-counts" aria-label={t('counts.label')}>
        <div className="wall-count online">
          <dt>{t('counts.online')}</dt>
          <dd data-testid="wall-online">{counts ? counts.online : '–'}</dd>
        </div>
        <div className="wall-count offline">
          <dt>{t('counts.offline')}</dt>
          <dd data-testid="wall-offline">{counts ? counts.offline : '–'}</dd>
        </div>
        <div className="wall-count alarming">
          <dt>{t('counts.alarming')} <span className="wall-alarming-key" aria-hidden="true">!</span></dt>
          <dd data-testid="wall-alarming">{alarming ?? '–'}</dd>
        </div>
      </dl>
      <div className="wall-body">
        <div className="wall-map">
          {state.status === 'loading' ? <PageLoading /> : null}
          {state.status === 'error' ? <LoadError title={t('error')} outcome={state.outcome} onRetry={retry} testId="wall-error" className="wall-error" /> : null}
          <div ref={box} className={mapConfig.tileUrl ? 'cloud-map' : 'cloud-map no-tiles'} data-testid="wall-map" hidden={!devices} />
        </div>
        <aside className="wall-latest" aria-labelledby="wall-latest-title">
          <h2 id="wall-latest-title">{t('latest.title')}</h2>
          {latest.isError ? (
            <LoadError title={t('latest.error')} outcome={failureOf(latest.error)} onRetry={() => void latest.refetch()} testId="wall-latest-error" className="wall-error" />
          ) : null}
          {latest.data && latest.data.list.length === 0 ? <p>{t('latest.empty')}</p> : null}
          <ol className="wall-alarms">
            {(latest.data?.list ?? []).map((a) => (
              <li key={a.id} className={`wall-alarm level-${a.level} ${a.state}`} data-testid="wall-alarm">
                <span className="wall-alarm-head">
                  <strong>{a.machineName || a.deviceCode}</strong>
                  <span>{t(`alarms:level.${a.level}`)}</span>
                </span>
                <span className="wall-alarm-text">{textIn(a.content, lang)}</span>
                <span className="wall-alarm-time">
                  {formatUnixTime(a.raisedAt)} · {t(`alarms:state.${a.state}`)}
                </span>
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </div>
  );
}
