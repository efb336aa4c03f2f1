import { useEffect, useRef, useState, type RefObject } from 'react';
import { openClusterView } from './clusterView';
import type { OnlineStates } from '../../transport/deviceStates';
import type { MapDevice } from './useMapDevices';

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
    const view = openClusterView(
      element,
      devices,
      {
        clusterTitle: (count, online) => latest.current.texts.cluster(count, online),
        deviceTitle: (device) => latest.current.texts.device(device),
        popupFor: (device) => latest.current.events.popupFor(device),
      },
      (located) => setStatus({ painted: true, located }),
    );
    refresh.current = (next) => view.refresh(next);
    return () => {
      refresh.current = undefined;
      view.close();
      setStatus({ painted: false, located: 0 });
    };
  }, [box, devices]);

  useEffect(() => {
    if (states) refresh.current?.(states);
  }, [states, status.painted]);

  return status;
}
