// New alarms pulse on their device on the wall's map: realtime alarm messages, gathered every half second, each
// pulse kept for PULSE_MS, at most MAX_PULSES at once, so a day-long storm costs a fixed number of markers.
import { useEffect, useRef, type RefObject } from 'react';
import L from 'leaflet';
import { bufferTime, filter, type Observable } from 'rxjs';
import type { RealtimeMessage } from '../../domain/realtime/messageTypes';
import type { MapDevice } from '../map/useMapDevices';
import { keepPulses } from './wallCounts';
import { leafletMapOf, watchLeafletMaps } from './wallMapRegistry';

const PULSE_MS = 60_000;
const MAX_PULSES = 50;
const BATCH_MS = 500;
const SWEEP_MS = 5_000;

type Pulse = { machineId: number; at: number; lat: number; lng: number };

const located = (d: MapDevice) => Number.isFinite(d.lat) && Number.isFinite(d.lng) && !(d.lat === 0 && d.lng === 0);

watchLeafletMaps();

export function usePulses(box: RefObject<HTMLDivElement | null>, devices: readonly MapDevice[] | undefined, messages$: Observable<RealtimeMessage>, painted: boolean): void {
  const byCode = useRef(new Map<string, MapDevice>());
  useEffect(() => {
    byCode.current = new Map((devices ?? []).filter(located).map((d) => [d.code.toUpperCase(), d]));
  }, [devices]);

  useEffect(() => {
    if (!painted) return;
    const map = leafletMapOf(box.current);
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    let pulses: Pulse[] = [];
    const draw = () => {
      layer.clearLayers();
      for (const p of pulses) {
        const marker = L.marker([p.lat, p.lng], {
          icon: L.divIcon({ className: 'wall-pulse', iconSize: [40, 40] }),
          interactive: false,
          keyboard: false,
          zIndexOffset: 1000,
        }).addTo(layer);
        marker.getElement()?.setAttribute('data-testid', 'wall-pulse');
        marker.getElement()?.setAttribute('data-machine-id', String(p.machineId));
      }
      if (box.current) box.current.dataset.pulses = String(pulses.length);
    };
    const subscription = messages$
      .pipe(
        filter((m) => m.type === 'deviceAlarm' || m.type === 'deviceVoice'),
        bufferTime(BATCH_MS),
        filter((batch) => batch.length > 0),
      )
      .subscribe((batch) => {
        const now = Date.now();
        const added: Pulse[] = [];
        for (const m of batch) {
          if (m.type !== 'deviceAlarm' && m.type !== 'deviceVoice') continue;
          const device = byCode.current.get(m.deviceCode.toUpperCase());
          if (device) added.push({ machineId: device.id, at: now, lat: device.lat, lng: device.lng });
        }
        if (added.length === 0) return;
        pulses = keepPulses(pulses, added, now, PULSE_MS, MAX_PULSES);
        draw();
      });
    const sweep = setInterval(() => {
      const kept = keepPulses(pulses, [], Date.now(), PULSE_MS, MAX_PULSES);
      if (kept.length !== pulses.length) {
        pulses = kept;
        draw();
      }
    }, SWEEP_MS);
    return () => {
      subscription.unsubscribe();
      clearInterval(sweep);
      layer.remove();
    };
  }, [box, messages$, painted]);
}
