import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mapConfig } from '../../transport/mapConfig';
import { useQuery } from '@tanstack/react-query';
import { onlineStatesQuery } from '../devices/queries';
import { useConsole } from '../app/runtime';
import { clientStorage } from '../app/clientStorage';
import { PageLoading } from '../common/PageLoading';
import { ActionButton } from '../common/controls/ActionButton';
import { useHideMap } from '../account/queries';
import { useUserInfo } from '../layout/useUserInfo';
import { useClusterMap } from './useClusterMap';
import { useMapDevices, type MapDevice } from './useMapDevices';
import { popupContent } from './popupContent';
import './map.css';
import { LoadError } from '../common/LoadError';

/** Where a device's detail opens: its list, with `?machine=` (the detail panel lives on the list routes). */
function detailPath(eid: number, machineId: number): string {
  return eid > 0 ? `/device/?type=1&machine=${machineId}` : `/index/?listType=list&machine=${machineId}`;
}

/** /cloudmap/: every device of the current mode (personal, or the chosen enterprise's) on a clustered map. */
export default function CloudMapPage() {
  const { t } = useTranslation('map');
  const { http, go, notify } = useConsole();
  const { key } = useLocation();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const eid = useMemo(() => Number(clientStorage().get('eid') ?? 0), [key]);
  const enterpriseName = eid > 0 ? (clientStorage().get('enterpriseList') ?? []).find((e) => e.eid === eid)?.name ?? '' : '';
  const { state, retry } = useMapDevices(http, eid);
  const box = useRef<HTMLDivElement>(null);
  const hidden = Number(useUserInfo(http)?.hide_map) === 1;

  // product.md section 2: the cloud map stores device type 0 (personal) or 1 (enterprise).
  useEffect(() => clientStorage().set('deviceType', eid > 0 ? 1 : 0), [eid]);

  const texts = useMemo(
    () => ({
      cluster: (count: number, online: number) => t('cluster', { count, online }),
      device: (d: MapDevice) => t('common:withNote', { text: d.name, note: d.online ? t('legend.online') : t('legend.offline') }),
    }),
    [t],
  );
  const events = useMemo(
    () => ({
      popupFor: (device: MapDevice) =>
        popupContent(device, {
          code: t('popup.code'),
          state: t('popup.state'),
          address: t('popup.address'),
          online: t('legend.online'),
          offline: t('legend.offline'),
          open: t('popup.open'),
          onOpen: () => go(detailPath(eid, device.id)),
        }),
    }),
    [t, go, eid],
  );
  const devices = state.status === 'ready' ? state.data : undefined;
  // Live online states (polled and shared with the device lists) recolour the markers without moving the view.
  const states = useQuery(onlineStatesQuery(http, eid, devices !== undefined)).data;
  const map = useClusterMap(box, devices, texts, events, states);

  // PUT user/v1/hideMap; a failure is toasted by the transport (the call is not quiet).
  const hide = useHideMap(http);
  const saving = hide.isPending;
  const toggleHidden = () =>
    hide.mutate(!hidden, { onSuccess: (answer) => notify.success(Number(answer?.hide_map) === 1 ? 'map:hide.doneHidden' : 'map:hide.doneShown') });

  const failed = state.status === 'error' ? state.outcome : undefined;

  return (
    <section className="map-page" aria-labelledby="map-page-title" data-testid="cloud-map-page">
      <div className="device-toolbar">
        <h1 id="map-page-title">{t('title')}</h1>
        <span className="device-count">{eid > 0 ? t('mode.enterprise', { name: enterpriseName }) : t('mode.personal')}</span>
        {devices && map.painted ? (
          <span className="device-count" data-testid="map-count">
            {t('count', { located: map.located, count: devices.length })}
          </span>
        ) : null}
        <span className="toolbar-spacer" />
        <ul className="map-legend" aria-label={t('title')}>
          <li><span className="map-device online" aria-hidden="true" /> {t('legend.online')}</li>
          <li><span className="map-device offline" aria-hidden="true" /> {t('legend.offline')}</li>
          <li><span className="map-cluster mixed legend" aria-hidden="true" /> {t('legend.cluster')}</li>
        </ul>
        <ActionButton
          outlined
          icon={hidden ? 'pi pi-eye' : 'pi pi-eye-slash'}
          label={hidden ? t('hide.show') : t('hide.button')}
          data-testid="map-hide-toggle"
          aria-pressed={hidden}
          busy={saving}
          onClick={toggleHidden}
        />
      </div>
      {hidden ? <p className="map-note" data-testid="map-hidden-note">{t('hide.hidden')}</p> : null}
      {!mapConfig.tileUrl ? <p className="map-note">{t('noTiles')}</p> : null}
      <div className="map-body">
        {state.status === 'loading' ? <PageLoading /> : null}
        {failed ? <LoadError title={t('error')} outcome={failed} onRetry={retry} testId="map-error" className="device-error" /> : null}
        {devices && map.painted && map.located === 0 ? <p className="device-empty" data-testid="map-empty">{t('empty')}</p> : null}
        <div ref={box} className={mapConfig.tileUrl ? 'cloud-map' : 'cloud-map no-tiles'} data-testid="cloud-map" hidden={!devices} />
      </div>
    </section>
  );
}
