// Server state of the alarm centre: keys built here only, every key under ['alarms'] (the root a realtime alarm
// invalidates, src/ui/data/realtimeInvalidation.ts).
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../data/mutation';
import { CLIENT_VERSION, PAGE_SIZE } from '../../domain/constants';
import type { AlarmDeviceType, AlarmQuery, AlarmRecipient, KanbanQuery } from '../../domain/wire/alarm';
import { ALL_GROUP } from '../../domain/wire/enterpriseDevices';
import type { Machine } from '../../domain/wire/machine';
import { alarmKanban, alarmRecipients, confirmMachineAlarms, listAlarms, updateAlarms } from '../../transport/api/alarms';
import { enterpriseDeviceList } from '../../transport/api/enterpriseDevices';
import { selectMachines } from '../../transport/api/machine';
import { withSignal, type Http } from '../../transport/http';
import { browserTerminalUUID } from '../auth/terminal';
import { asArray, unwrap } from '../data/callQuery';

export const alarmKeys = {
  all: ['alarms'] as const,
  list: (query: AlarmQuery | undefined) => [...alarmKeys.all, 'list', query] as const,
  kanban: (query: KanbanQuery | undefined) => [...alarmKeys.all, 'kanban', query] as const,
  devices: (deviceType: AlarmDeviceType, eid: number) => [...alarmKeys.all, 'devices', deviceType, eid] as const,
  recipients: (machineId: number) => [...alarmKeys.all, 'recipients', machineId] as const,
};

export type DeviceOption = { machineId: number; name: string; code: string };

const toOption = (m: Pick<Machine, 'machine_id' | 'machine_name' | 'machine_code'>): DeviceOption => ({
  machineId: m.machine_id,
  name: m.machine_name,
  code: m.machine_code,
});

const NOT_ASKED = () => Promise.reject(new Error('not asked'));

/** One page of alarms under the filters; nothing is asked while the filters make no query (inverted dates). */
export const alarmListQuery = (http: Http, query: AlarmQuery | undefined) =>
  queryOptions({
    queryKey: alarmKeys.list(query),
    queryFn: query ? ({ signal }) => unwrap(listAlarms(withSignal(http, signal), query)) : NOT_ASKED,
    enabled: query !== undefined,
  });

/** The overview (counts by state and level, the top device) under the same filters. */
export const alarmKanbanQuery = (http: Http, query: KanbanQuery | undefined) =>
  queryOptions({
    queryKey: alarmKeys.kanban(query),
    queryFn: query ? ({ signal }) => unwrap(alarmKanban(withSignal(http, signal), query)) : NOT_ASKED,
    enabled: query !== undefined,
  });

/** The devices of the scope, for the device filter: the personal list, or the enterprise's devices. */
export const alarmDevicesQuery = (http: Http, deviceType: AlarmDeviceType, eid: number) =>
  queryOptions({
    queryKey: alarmKeys.devices(deviceType, eid),
    queryFn: async ({ signal }): Promise<DeviceOption[]> => {
      if (deviceType === 0) {
        return asArray<Machine>(await unwrap(selectMachines(withSignal(http, signal), { terminalID: browserTerminalUUID(), version: CLIENT_VERSION }))).map(toOption);
      }
      const page = await unwrap(
        enterpriseDeviceList(withSignal(http, signal), { eid, page: 1, pageSize: PAGE_SIZE.devices, groupId: ALL_GROUP, version: CLIENT_VERSION }, { quiet: true }),
      );
      return asArray<Machine>(page.list).map(toOption);
    },
  });

/** Who receives a device's alarms. */
export const recipientsQuery = (http: Http, machineId: number) =>
  queryOptions({ queryKey: alarmKeys.recipients(machineId), queryFn: ({ signal }) => unwrap(alarmRecipients(withSignal(http, signal), machineId)).then(asArray<AlarmRecipient>) });

/** Confirming one alarm, or every alarm of a device: the lists and the overview change. */
export function useConfirmAlarms(http: Http) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: { alarmId: number } | { machineId: number }) =>
      unwrap('alarmId' in target ? updateAlarms(http, { ids: String(target.alarmId), state: 'confirmed' }) : confirmMachineAlarms(http, { machineID: target.machineId })),
    onSettled: () => client.invalidateQueries({ queryKey: alarmKeys.all }),
  });
}
