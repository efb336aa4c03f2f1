// One cluster map on a page element: the Leaflet map, the worker that indexes the devices, and the markers of the
// view. Each pan or zoom asks the worker for what is in view; only the answer to the newest view is drawn.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { mapConfig } from '../../transport/mapConfig';
import type { OnlineStates } from '../../transport/deviceStates';
import type { BBox, MapFeature } from './clusterIndex';
import { drawFeatures, type DrawnCounts, type MarkerCallbacks } from './clusterMarkers';
import type { FromWorker, ToWorker } from './clusterProtocol';
import { localizeLeaflet } from './leafletTexts';
import { applyOnlineStates, deviceColumns } from './pointColumns';
import type { MapDevice } from './useMapDevices';

/** Mainland China, where most fleets are, when no device has a location yet. */
const DEFAULT_CENTER: L.LatLngTuple = [34, 108];
const DEFAULT_ZOOM = 4;

/** The Leaflet map in the page's language, on the configured tiles (none: an empty map with the markers). */
function baseMap(element: HTMLElement): L.Map {
  const map = L.map(element, { zoomControl: true, worldCopyJump: true, minZoom: 2, maxZoom: 18 }).setView(DEFAULT_CENTER, DEFAULT_ZOOM);
  localizeLeaflet(map);
  if (mapConfig.tileUrl) L.tileLayer(mapConfig.tileUrl, { attribution: mapConfig.tileAttribution, maxZoom: 18 }).addTo(map);
  return map;
}

/** What a draw showed, on the map's element: tests and the benchmark read it. */
function markDrawn(element: HTMLElement, counts: DrawnCounts, draws: number, ms: number): void {
  element.dataset.clusters = String(counts.clusters);
  element.dataset.singles = String(counts.singles);
  element.dataset.shown = String(counts.shown);
  element.dataset.painted = 'true';
  // Counts redraws, so that a test or the benchmark can wait for the one after a pan.
  element.dataset.draws = String(draws);
  element.dataset.drawMs = ms.toFixed(1);
}

export interface ClusterView {
  /** Rebuilds the index with fresh online states, keeping the view. */
  refresh(states: OnlineStates): void;
  close(): void;
}

/** `onPainted` hears each draw with the number of located devices. */
export function openClusterView(
  element: HTMLElement,
  devices: readonly MapDevice[],
  on: Omit<MarkerCallbacks, 'expand'>,
  onPainted: (located: number) => void,
): ClusterView {
  const map = baseMap(element);
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

  const callbacks: MarkerCallbacks = {
    ...on,
    expand: (clusterId, at) => {
      expanding.set(clusterId, at);
      send({ type: 'expand', seq: clusterId, clusterId });
    },
  };

  const draw = (features: MapFeature[]) => {
    markDrawn(element, drawFeatures(markers, features, devices, callbacks), ++draws, performance.now() - queriedAt);
    onPainted(located);
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

  const { lat, lng, online } = deviceColumns(devices);
  // The columns are copied, not transferred: a refresh sends them again with new states.
  send({ type: 'load', display: mapConfig.tileCrs, lat, lng, online });
  return {
    refresh(states) {
      if (applyOnlineStates(devices, online, states)) send({ type: 'load', display: mapConfig.tileCrs, lat, lng, online });
    },
    close() {
      worker.terminate();
      map.remove();
      delete element.dataset.painted;
    },
  };
}
