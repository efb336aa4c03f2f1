// The alarm calls (api.md section 7: v1/devices/alarms GET and PUT, alarmKanban, machine/confirmMacAlarm,
// admin/alarmMsgSelect). The spec shows only deviceId, page and pageSize 6; the rest is ours (docs/decisions.md).

/** 1 info, 2 warning, 3 critical. */
export type AlarmLevel = 1 | 2 | 3;

/** active until someone confirms it or the device reports it recovered. */
export const ALARM_STATES = ['active', 'confirmed', 'recovered'] as const;
export type AlarmState = (typeof ALARM_STATES)[number];

export function isAlarmState(value: unknown): value is AlarmState {
  return typeof value === 'string' && (ALARM_STATES as readonly string[]).includes(value);
}

/** 0 the user's personal devices, 1 the devices of the stored enterprise (product.md section 2). */
export type AlarmDeviceType = 0 | 1;

export interface WireAlarm {
  id: number;
  machineId: number;
  machineName: string;
  deviceCode: string;
  level: AlarmLevel;
  content: string;
  voice: boolean;
  /** Unix seconds. */
  raisedAt: number;
  state: AlarmState;
  confirmedBy: string;
  /** Unix seconds; 0 while not confirmed. */
  confirmedAt: number;
}

/** GET /api/v1/devices/alarms. `start` and `end` in unix seconds (dayRange); `deviceId` is the machine id. */
export interface AlarmQuery {
  deviceType: AlarmDeviceType;
  eid: number;
  deviceId?: number;
  start?: number;
  end?: number;
  state?: AlarmState;
  page: number;
  pageSize: number;
}
export interface AlarmPage {
  list: WireAlarm[];
  total: number;
}

/** PUT /api/v1/devices/alarms: moves the listed alarms (comma-separated ids) to `state`. */
export interface AlarmUpdate {
  ids: string;
  state: 'confirmed' | 'recovered';
}

/** POST /api/machine/confirmMacAlarm: confirms every active alarm of the device. */
export interface ConfirmMachineAlarms {
  machineID: number;
}
export interface AlarmChange {
  changed: number;
}

/** POST /api/v1/devices/alarmKanban: the overview of the same selection as the list, less paging. */
export type KanbanQuery = Omit<AlarmQuery, 'page' | 'pageSize' | 'state'>;
export interface AlarmKanban {
  total: number;
  byState: Record<AlarmState, number>;
  byLevel: Record<`${AlarmLevel}`, number>;
  /** The devices with most alarms, most first, at most five. */
  topDevices: Array<{ machineId: number; machineName: string; count: number }>;
}

/** POST /api/admin/alarmMsgSelect {machineID}: who of the device's owner and admins receives its alarms. */
export interface AlarmRecipient {
  id: number;
  name: string;
  /** Masked for display (maskPhone). */
  phone: string;
  email: string;
  limit_authority: number;
  receivesAlarms: boolean;
}
