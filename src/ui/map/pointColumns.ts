// The devices as the cluster worker takes them: one column of latitudes, one of longitudes, one of online flags.
import type { OnlineStates } from '../../transport/deviceStates';
import type { MapDevice } from './useMapDevices';

interface DeviceColumns {
  lat: Float64Array;
  lng: Float64Array;
  online: Uint8Array;
}

export function deviceColumns(devices: readonly MapDevice[]): DeviceColumns {
  const lat = new Float64Array(devices.length);
  const lng = new Float64Array(devices.length);
  const online = new Uint8Array(devices.length);
  devices.forEach((d, i) => {
    lat[i] = d.lat;
    lng[i] = d.lng;
    online[i] = d.online ? 1 : 0;
  });
  return { lat, lng, online };
}

/** Writes fresh online states into `online`; answers whether any changed. */
export function applyOnlineStates(devices: readonly MapDevice[], online: Uint8Array, states: OnlineStates): boolean {
  let changed = false;
  devices.forEach((d, i) => {
    const now = states.get(d.id);
    if (now === undefined || (online[i] === 1) === now) return;
    online[i] = now ? 1 : 0;
    changed = true;
  });
  return changed;
}
