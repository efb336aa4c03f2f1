import { useEffect, useRef, useState, type RefObject } from 'react';
import L from 'leaflet';
import { localizeLeaflet } from './leafletTexts';
import 'leaflet/dist/leaflet.css';
import { mapConfig } from '../../transport/mapConfig';
import type { BBox, MapFeature } from './clusterIndex';
import type { FromWorker, ToWorker } from './clusterProtocol';
import type { OnlineStates } from '../../transport/deviceStates';
import type { MapDevice } from './useMapDevices';

/** Mainland China, where most fleets are, when no device has a location yet. */
const DEFAULT_CENTER: L.LatLngTuple = [34, 108];
const DEFAULT_ZOOM = 4;

export interface ClusterMapTexts {
  cluster(count: number, online: number): string;
  device(device: MapDevice): string;
}

export interface ClusterMapEvents {
  /** A device marker was chosen: the page fills and opens the popup. */
  popupFor(device: MapDevice): HTMLElement;
}

export interface ClusterMapStatus {
  /** The cluster index is built and the first markers are drawn. */
  painted: boolean;
  located: number;
}

function clusterSize(count: number): number {
  return count < 10 ? 30 : count < 100 ? 36 : count < 1000 ? 44 : 52;
}

/**
 * A Leaflet map on `box` showing `devices` clustered. The index is built in a Web Worker, so the page paints
 * and stays responsive while 100,000 points are indexed; each pan or zoom asks the worker for what is in view.
 */
export function useClusterMap(
  box: RefObject<HTMLDivElement | null>,
  devices: readonly MapDevice[] | undefined,
  texts: ClusterMapTexts,
  events: ClusterMapEvents,
  states?: OnlineStates,
): ClusterMapStatus {
  const [status, setStatus] = useState<ClusterMapStatus>({ painted: false, located: 0 });
  const latest = useRef({ texts, events });
  latest.current = { texts, events };
  /** Rebuilds the index with fresh online states, keeping the view; set while a map exists. */
  const refresh = useRef<((states: OnlineStates) => void) | undefined>(undefined);

  useEffect(() => {
    const element = box.current;
    if (!element || !devices) return;
    const map = L.map(element, { zoomControl: true, worldCopyJump: true, minZoom: 2, maxZoom: 18 }).setView(DEFAULT_CENTER, DEFAULT_ZOOM);
    localizeLeaflet(map);
    if (mapConfig.tileUrl) L.tileLayer(mapConfig.tileUrl, { attribution: mapConfig.tileAttribution, maxZoom: 18 }).addTo(map);
    const markers = L.layerGroup().addTo(map);
    const worker = new Worker(new URL('./cluster.worker.ts', import.meta.url), { type: 'module' });
    const send = (message: ToWorker, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
    let seq = 0;
    let located = 0;
    let ready = false;
    let fitted = false;
    let draws = 0;
    let queriedAt = 0;
    const expanding = new Map<number, L.LatLng>();

    const query = () => {
      if (!ready) return;
      const b = map.getBounds();
      const bbox: BBox = [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
      queriedAt = performance.now();
      send({ type: 'query', seq: ++seq, bbox, zoom: map.getZoom() });
    };

    const draw = (features: MapFeature[]) => {
      markers.clearLayers();
      let clusters = 0;
      let singles = 0;
      let shown = 0;
      for (const f of features) {
        shown += f.kind === 'cluster' ? f.count : 1;
        if (f.kind === 'cluster') {
          clusters += 1;
          const size = clusterSize(f.count);
          const state = f.online === f.count ? 'online' : f.online === 0 ? 'offline' : 'mixed';
          const icon = L.divIcon({
            className: `map-cluster ${state}`,
            // The ring shows the online share: green for online devices, grey for the rest.
            html: `<div class="ring" style="--online:${Math.round((f.online / f.count) * 100)}%"><span>${f.count >= 1000 ? `${Math.round(f.count / 100) / 10}k` : f.count}</span></div>`,
            iconSize: [size, size],
          });
          const title = latest.current.texts.cluster(f.count, f.online);
          L.marker([f.lat, f.lng], { icon, title, alt: title, keyboard: true, riseOnHover: true })
            .on('click', () => {
              expanding.set(f.id, L.latLng(f.lat, f.lng));
              send({ type: 'expand', seq: f.id, clusterId: f.id });
            })
            .addTo(markers)
            .getElement()
            ?.setAttribute('data-testid', 'map-cluster');
          continue;
        }
        const device = devices[f.index];
        if (!device) continue;
        singles += 1;
        const icon = L.divIcon({ className: `map-device ${f.online ? 'online' : 'offline'}`, iconSize: [18, 18] });
        const title = latest.current.texts.device(device);
        const marker = L.marker([f.lat, f.lng], { icon, title, alt: title, keyboard: true, riseOnHover: true }).addTo(markers);
        marker.getElement()?.setAttribute('data-testid', 'map-device');
        marker.getElement()?.setAttribute('data-state', f.online ? 'online' : 'offline');
        marker.getElement()?.setAttribute('data-machine-id', String(device.id));
        // The index holds the newest online state; the device list the one it was loaded with.
        marker.bindPopup(() => latest.current.events.popupFor({ ...device, online: f.online }), { minWidth: 200 });
      }
      element.dataset.clusters = String(clusters);
      element.dataset.singles = String(singles);
      element.dataset.shown = String(shown);
      element.dataset.painted = 'true';
      // Counts redraws, so that a test or the benchmark can wait for the one after a pan.
      element.dataset.draws = String(++draws);
      element.dataset.drawMs = (performance.now() - queriedAt).toFixed(1);
      setStatus({ painted: true, located });
    };

    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.type === 'ready') {
        ready = true;
        located = message.located;
        element.dataset.buildMs = message.buildMs.toFixed(1);
        const first = !fitted;
        fitted = true;
        const b = message.bounds;
        // Only the first index decides the view; a rebuild for fresh online states keeps where the user is.
        if (b && first) map.fitBounds([[b[1], b[0]], [b[3], b[2]]], { padding: [24, 24], maxZoom: 12, animate: false });
        query();
      } else if (message.type === 'features') {
        // Only the answer to the newest view counts; an older one would redraw a place the user has left.
        if (message.seq === seq) draw(message.features);
      } else if (message.type === 'expansion') {
        // A cluster click asked where it splits (its id is the `seq`): zoom in on it to that level.
        const at = expanding.get(message.seq);
        expanding.delete(message.seq);
        if (at) map.setView(at, Math.min(message.zoom, map.getMaxZoom()));
      }
    };

    map.on('moveend', query);

    const lat = new Float64Array(devices.length);
    const lng = new Float64Array(devices.length);
    const online = new Uint8Array(devices.length);
    devices.forEach((d, i) => {
      lat[i] = d.lat;
      lng[i] = d.lng;
      online[i] = d.online ? 1 : 0;
    });
    // The columns are copied, not transferred: a refresh sends them again with new states.
    send({ type: 'load', display: mapConfig.tileCrs, lat, lng, online });
    refresh.current = (states) => {
      let changed = false;
      devices.forEach((d, i) => {
        const now = states.get(d.id);
        if (now === undefined || (online[i] === 1) === now) return;
        online[i] = now ? 1 : 0;
        changed = true;
      });
      if (changed) send({ type: 'load', display: mapConfig.tileCrs, lat, lng, online });
    };

    return () => {
      refresh.current = undefined;
      worker.terminate();
      map.remove();
      delete element.dataset.painted;
      setStatus({ painted: false, located: 0 });
    };
  }, [box, devices]);

  useEffect(() => {
    if (states) refresh.current?.(states);
  }, [states, status.painted]);

  return status;
}
