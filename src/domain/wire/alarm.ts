// The alarm calls (api.md section 7: v1/devices/alarms GET and PUT, alarmKanban, machine/confirmMacAlarm,
// admin/alarmMsgSelect). The spec shows only deviceId, page and pageSize 6; the rest is ours (docs/decisions.md).
// The zod schemas are the wire types (z.infer).
import { z } from 'zod';
import { bit, text, wireId } from './machine';

/** 1 info, 2 warning, 3 critical. */
export const alarmLevel = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type AlarmLevel = z.infer<typeof alarmLevel>;

/** active until someone confirms it or the device reports it recovered. */
export const ALARM_STATES = ['active', 'confirmed', 'recovered'] as const;
export const alarmState = z.enum(ALARM_STATES);
export type AlarmState = z.infer<typeof alarmState>;

export function isAlarmState(value: unknown): value is AlarmState {
  return ALARM_STATES.some((state) => state === value);
}

/** 0 the user's personal devices, 1 the devices of the stored enterprise (product.md section 2). */
export const alarmDeviceType = bit;
export type AlarmDeviceType = z.infer<typeof alarmDeviceType>;

export const wireAlarm = z.object({
  id: z.number(),
  machineId: z.number(),
  machineName: z.string(),
  deviceCode: z.string(),
  level: alarmLevel,
  content: z.string(),
  voice: z.boolean(),
  raisedAt: z.number().describe('Unix seconds'),
  state: alarmState,
  confirmedBy: z.string(),
  confirmedAt: z.number().describe('Unix seconds; 0 while not confirmed'),
});
export type WireAlarm = z.infer<typeof wireAlarm>;

const seconds = z.number().int().min(0);

/** The selection the list and the overview share: `start` and `end` in unix seconds (dayRange); `deviceId` is the machine id. */
const selection = {
  deviceType: alarmDeviceType,
  eid: wireId,
  deviceId: wireId.optional(),
  start: seconds.optional(),
  end: seconds.optional(),
};

/** GET /api/v1/devices/alarms: page and pageSize are api.md's; the scope and filters are ours. */
export const alarmQuery = z.object({
  page: z.number().int().min(1).max(100_000),
  pageSize: z.number().int().min(1).max(100),
  ...selection,
  deviceType: alarmDeviceType.optional(),
  eid: wireId.optional(),
  state: alarmState.optional(),
});
export type AlarmQuery = z.infer<typeof alarmQuery>;

export const alarmPage = z.object({ list: z.array(wireAlarm), total: z.number() });
export type AlarmPage = z.infer<typeof alarmPage>;

/** PUT /api/v1/devices/alarms: moves the listed alarms (comma-separated ids) to `state`. */
export const alarmUpdate = z.object({ ids: text(20_000, 1), state: z.enum(['confirmed', 'recovered']) });
export type AlarmUpdate = z.infer<typeof alarmUpdate>;

/** POST /api/machine/confirmMacAlarm: confirms every active alarm of the device. */
export const confirmMachineAlarms = z.object({ machineID: wireId });
export type ConfirmMachineAlarms = z.infer<typeof confirmMachineAlarms>;
export const alarmChange = z.object({ changed: z.number() });
export type AlarmChange = z.infer<typeof alarmChange>;

/** POST /api/v1/devices/alarmKanban: the overview of the same selection as the list, less paging. */
export const kanbanQuery = z.object({ ...selection, deviceType: alarmDeviceType.optional(), eid: wireId.optional() });
export type KanbanQuery = z.infer<typeof kanbanQuery>;

const countOf = <K extends string>(keys: readonly [K, ...K[]]) => z.object(Object.fromEntries(keys.map((k) => [k, z.number()])) as Record<K, z.ZodNumber>);

export const alarmKanban = z.object({
  total: z.number(),
  byState: countOf(ALARM_STATES),
  byLevel: countOf(['1', '2', '3'] as const),
  topDevices: z.array(z.object({ machineId: z.number(), machineName: z.string(), count: z.number() })).describe('The devices with most alarms, most first, at most five'),
});
export type AlarmKanban = z.infer<typeof alarmKanban>;

/** POST /api/admin/alarmMsgSelect {machineID} */
export const alarmRecipientsPayload = z.object({ machineID: wireId });
/** Who of the device's owner and admins receives its alarms. */
export const alarmRecipient = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string().describe('Masked for display'),
  email: z.string(),
  limit_authority: z.number(),
  receivesAlarms: z.boolean(),
});
export type AlarmRecipient = z.infer<typeof alarmRecipient>;
