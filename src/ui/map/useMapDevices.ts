import { useQuery } from '@tanstack/react-query';
import type { Machine } from '../../domain/wire/machine';
import type { Http } from '../app/runtime';
import { loadState, type LoadState } from '../data/loadState';
import { machinesQuery } from '../devices/queries';
import { enterpriseDevicesQuery } from '../enterpriseDevices/queries';

/** What a marker and its popup need; the index in the list is the device's number in the cluster index. */
export interface MapDevice {
  id: number;
  name: string;
  code: string;
  address: string;
  lat: number;
  lng: number;
  online: boolean;
}

export type MapDevicesState = LoadState<readonly MapDevice[]>;

function toMapDevice(m: Machine): MapDevice {
  return {
    id: m.machine_id,
    name: m.machine_name ?? '',
    code: m.machine_code ?? '',
    address: m.address ?? '',
    lat: Number(m.lat),
    lng: Number(m.lng),
    online: Number(m.state) === 1,
  };
}

// Module-level, so TanStack Query shapes each answer once rather than on every render.
const toMapDevices = (rows: readonly { machine: Machine }[]): readonly MapDevice[] => rows.map((row) => toMapDevice(row.machine));

/**
 * Every device of the current mode, from the same cache entry as its list: the personal list (eid 0) or the
 * enterprise's list, so going from a list to the map asks nothing again.
 */
export function useMapDevices(http: Http, eid: number): { state: MapDevicesState; retry(): void } {
  const personal = useQuery({ ...machinesQuery(http), select: toMapDevices, enabled: eid <= 0 });
  const enterprise = useQuery({ ...enterpriseDevicesQuery(http, eid, 1), select: toMapDevices });
  const query = eid > 0 ? enterprise : personal;
  return { state: loadState(query), retry: () => void query.refetch() };
}
