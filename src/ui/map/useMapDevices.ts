import { useEffect, useState } from 'react';
import { CLIENT_VERSION } from '../../domain/constants';
import type { Outcome } from '../../domain/resultCodes';
import type { Machine } from '../../domain/wire/machine';
import { selectMachines } from '../../transport/api/machine';
import { ALL_GROUP, groupDeviceList } from '../../transport/api/enterpriseDevices';
import { browserTerminalUUID } from '../auth/terminal';
import type { Http } from '../app/runtime';
import { DEVICE_PAGE_SIZE, readAllPages } from '../enterpriseDevices/useEnterpriseDevices';

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

export type MapDevicesState =
  | { status: 'loading' }
  | { status: 'error'; outcome: Outcome }
  | { status: 'ready'; devices: readonly MapDevice[] };

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

/** Every device of the current mode: the personal list (eid 0) or the enterprise's list. */
export function useMapDevices(http: Http, eid: number, attempt: number): MapDevicesState {
  const [state, setState] = useState<MapDevicesState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    const load =
      eid > 0
        ? readAllPages((page) =>
            groupDeviceList(http, { eid, page, pageSize: DEVICE_PAGE_SIZE, groupId: ALL_GROUP, search: '', version: CLIENT_VERSION }, { quiet: true }),
          )
        : selectMachines(http, { terminalID: browserTerminalUUID(), version: CLIENT_VERSION });
    void load.then((answer: { ok: true; data: Machine[] } | { ok: false; outcome: Outcome }) => {
      if (!live) return;
      if (!answer.ok) setState({ status: 'error', outcome: answer.outcome });
      else setState({ status: 'ready', devices: (Array.isArray(answer.data) ? answer.data : []).map(toMapDevice) });
    });
    return () => {
      live = false;
    };
  }, [http, eid, attempt]);
  return state;
}
