// Device alarm calls (api.md section 7: v1/devices/alarms GET and PUT, alarmKanban, machine/confirmMacAlarm,
// admin/alarmMsgSelect).
import type { Http, Result } from '../http';
import type {
  AlarmChange, AlarmKanban, AlarmPage, AlarmQuery, AlarmRecipient, AlarmUpdate, ConfirmMachineAlarms, KanbanQuery,
} from '../../domain/wire/alarm';

/** GET /api/v1/devices/alarms?deviceType&eid&deviceId&start&end&state&page&pageSize → AlarmPage */
export function listAlarms(http: Http, query: AlarmQuery): Promise<Result<AlarmPage>> {
  return http.call<AlarmPage>({ method: 'GET', path: '/api/v1/devices/alarms', query: { ...query }, quiet: true });
}

/** PUT /api/v1/devices/alarms {ids, state} → { changed } */
export function updateAlarms(http: Http, update: AlarmUpdate): Promise<Result<AlarmChange>> {
  return http.call<AlarmChange>({ method: 'PUT', path: '/api/v1/devices/alarms', body: { ...update } });
}

/** POST /api/machine/confirmMacAlarm {machineID} → { changed }: every active alarm of the device. */
export function confirmMachineAlarms(http: Http, payload: ConfirmMachineAlarms): Promise<Result<AlarmChange>> {
  return http.call<AlarmChange>({ path: '/api/machine/confirmMacAlarm', body: { ...payload } });
}

/** POST /api/v1/devices/alarmKanban → the overview of the selection. */
export function alarmKanban(http: Http, query: KanbanQuery): Promise<Result<AlarmKanban>> {
  return http.call<AlarmKanban>({ path: '/api/v1/devices/alarmKanban', body: { ...query }, quiet: true });
}

/** POST /api/admin/alarmMsgSelect {machineID} → who of the owner and admins receives the device's alarms. */
export function alarmRecipients(http: Http, machineID: number): Promise<Result<AlarmRecipient[]>> {
  return http.call<AlarmRecipient[]>({ path: '/api/admin/alarmMsgSelect', body: { machineID }, quiet: true });
}
