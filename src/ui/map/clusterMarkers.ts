// The markers of one view of the cluster map: a ring per cluster (its online share in green) that zooms in on a
// click, and a dot per single device with its popup. Texts and popups are asked when drawn, so they follow the
// language without a redraw.
import L from 'leaflet';
import type { MapFeature } from './clusterIndex';
import type { MapDevice } from './useMapDevices';

export interface MarkerCallbacks {
  clusterTitle(count: number, online: number): string;
  deviceTitle(device: MapDevice): string;
  popupFor(device: MapDevice): HTMLElement;
  /** A cluster was clicked: zoom in where it splits. */
  expand(clusterId: number, at: L.LatLng): void;
}

export interface DrawnCounts {
  clusters: number;
  singles: number;
  /** Devices in view, clustered or not. */
  shown: number;
}

type ClusterFeature = Extract<MapFeature, { kind: 'cluster' }>;

function clusterSize(count: number): number {
  return count < 10 ? 30 : count < 100 ? 36 : count < 1000 ? 44 : 52;
}

function addCluster(layer: L.LayerGroup, f: ClusterFeature, on: MarkerCallbacks): void {
  const size = clusterSize(f.count);
  const state = f.online === f.count ? 'online' : f.online === 0 ? 'offline' : 'mixed';
  const icon = L.divIcon({
    className: `map-cluster ${state}`,
    // The ring shows the online share: green for online devices, grey for the rest.
    html: `<div class="ring" style="--online:${Math.round((f.online / f.count) * 100)}%"><span>${f.count >= 1000 ? `${Math.round(f.count / 100) / 10}k` : f.count}</span></div>`,
    iconSize: [size, size],
  });
  const title = on.clusterTitle(f.count, f.online);
  L.marker([f.lat, f.lng], { icon, title, alt: title, keyboard: true, riseOnHover: true })
    .on('click', () => on.expand(f.id, L.latLng(f.lat, f.lng)))
    .addTo(layer)
    .getElement()
    ?.setAttribute('data-testid', 'map-cluster');
}

function addDevice(layer: L.LayerGroup, device: MapDevice, at: L.LatLngTuple, online: boolean, on: MarkerCallbacks): void {
  const icon = L.divIcon({ className: `map-device ${online ? 'online' : 'offline'}`, iconSize: [18, 18] });
  // The index holds the newest online state; the device list the one it was loaded with.
  const title = on.deviceTitle({ ...device, online });
  const marker = L.marker(at, { icon, title, alt: title, keyboard: true, riseOnHover: true }).addTo(layer);
  marker.getElement()?.setAttribute('data-testid', 'map-device');
  marker.getElement()?.setAttribute('data-state', online ? 'online' : 'offline');
  marker.getElement()?.setAttribute('data-machine-id', String(device.id));
  marker.bindPopup(() => on.popupFor({ ...device, online }), { minWidth: 200 });
}

/** Replaces the layer's markers with `features` (a single device is `devices[index]`). */
export function drawFeatures(layer: L.LayerGroup, features: readonly MapFeature[], devices: readonly MapDevice[], on: MarkerCallbacks): DrawnCounts {
  layer.clearLayers();
  const counts: DrawnCounts = { clusters: 0, singles: 0, shown: 0 };
  for (const f of features) {
    counts.shown += f.kind === 'cluster' ? f.count : 1;
    if (f.kind === 'cluster') {
      counts.clusters += 1;
      addCluster(layer, f, on);
      continue;
    }
    const device = devices[f.index];
    if (!device) continue;
    counts.singles += 1;
    addDevice(layer, device, [f.lat, f.lng], f.online, on);
  }
  return counts;
}
