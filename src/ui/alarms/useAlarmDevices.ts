import { useEffect, useState } from 'react';
import { CLIENT_VERSION, PAGE_SIZE } from '../../domain/constants';
import type { AlarmDeviceType } from '../../domain/wire/alarm';
import { selectMachines } from '../../transport/api/machine';
import { enterpriseDeviceList } from '../../transport/api/enterpriseDevices';
import { ALL_GROUP } from '../../domain/wire/enterpriseDevices';
import { browserTerminalUUID } from '../auth/terminal';
import type { Http } from '../app/runtime';

export type DeviceOption = { machineId: number; name: string; code: string };

/** The devices of the scope, for the device filter: the personal list, or the enterprise's devices. */
export function useAlarmDevices(http: Http, deviceType: AlarmDeviceType, eid: number): DeviceOption[] {
  const [options, setOptions] = useState<DeviceOption[]>([]);
  useEffect(() => {
    let live = true;
    const done = (list: DeviceOption[]) => {
      if (live) setOptions(list);
    };
    if (deviceType === 0) {
      void selectMachines(http, { terminalID: browserTerminalUUID(), version: CLIENT_VERSION }).then((answer) => {
        if (answer.ok && Array.isArray(answer.data)) {
          done(answer.data.map((m) => ({ machineId: m.machine_id, name: m.machine_name, code: m.machine_code })));
        }
      });
    } else {
      void enterpriseDeviceList(http, { eid, page: 1, pageSize: PAGE_SIZE.devices, groupId: ALL_GROUP, version: CLIENT_VERSION }, { quiet: true }).then(
        (answer) => {
          if (answer.ok) done(answer.data.list.map((m) => ({ machineId: m.machine_id, name: m.machine_name, code: m.machine_code })));
        },
      );
    }
    return () => {
      live = false;
    };
  }, [http, deviceType, eid]);
  return options;
}
