// After its pulse fades, a device with an active alarm keeps a steady marker on the wall's map, so the room sees
// which devices the "alarming" count is made of. The markers follow the active-alarm list the count reads.
import { useEffect, type RefObject } from 'react';
import L from 'leaflet';
import type { MapDevice } from '../map/useMapDevices';
import { leafletMapOf } from './wallMapRegistry';

const located = (d: MapDevice) => Number.isFinite(d.lat) && Number.isFinite(d.lng) && !(d.lat === 0 && d.lng === 0);

export function useAlarmingMarkers(
  box: RefObject<HTMLDivElement | null>,
  devices: readonly MapDevice[] | undefined,
  alarming: ReadonlySet<number> | undefined,
  painted: boolean,
  label: (device: MapDevice) => string,
): void {
  useEffect(() => {
    if (!painted || !devices || !alarming) return;
    const map = leafletMapOf(box.current);
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    const shown = devices.filter((d) => alarming.has(d.id) && located(d));
    for (const device of shown) {
      const marker = L.marker([device.lat, device.lng], {
        icon: L.divIcon({ className: 'wall-alarming-marker', iconSize: [22, 22], html: '<span aria-hidden="true">!</span>' }),
        interactive: false,
        keyboard: false,
        zIndexOffset: 900,
        title: label(device),
      }).addTo(layer);
      marker.getElement()?.setAttribute('data-testid', 'wall-alarming-marker');
      marker.getElement()?.setAttribute('data-machine-id', String(device.id));
    }
    if (box.current) box.current.dataset.alarmingMarkers = String(shown.length);
    return () => {
      layer.remove();
    };
  }, [box, devices, alarming, painted, label]);
}
