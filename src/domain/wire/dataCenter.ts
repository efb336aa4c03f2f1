// Extension calls of the data centre (docs/decisions.md, "Data centre, enterprise administration, back-office"): the histories no call of api.md gives.
// A cloud that does not offer them answers 404 or 501, and the console says so instead of showing an error.
// The zod schemas are the wire types (z.infer), read by /openapi.json, the simulator and the console's answer checks.
import { z } from 'zod';
import { ALARM_STATES } from './alarm';
import { sendResult } from './sms';
import { eidField } from './schemas/bounded';

/** The longest range one history call answers, in days. */
export const HISTORY_MAX_DAYS = 92;
/** The most alarm records one history call answers. */
export const HISTORY_ALARM_CAP = 20_000;

const unixSeconds = z.number().int().min(0).max(4_102_444_800);

/** GET /api/ext/v1/dataCenter/history: eid 0 is personal mode; start and end are unix seconds (dayRange). */
export const historyQuery = z.object({
  eid: eidField,
  start: unixSeconds.describe('Unix seconds'),
  end: unixSeconds.describe(`Unix seconds, at most ${HISTORY_MAX_DAYS} days after start`),
});
export type HistoryQuery = z.infer<typeof historyQuery>;

/** A stretch of time, in unix seconds, during which a device was online. */
const onlineSpan = z.looseObject({ from: z.number(), to: z.number() });
export type OnlineSpan = z.infer<typeof onlineSpan>;

const deviceHistory = z.looseObject({
  machineId: z.number(),
  name: z.string(),
  code: z.string(),
  onlineNow: z.boolean(),
  spans: z.array(onlineSpan).describe('Online stretches inside the asked range, sorted, not overlapping'),
});
export type DeviceHistory = z.infer<typeof deviceHistory>;

const alarmRecord = z.looseObject({
  machineId: z.number(),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]).describe('1 info, 2 warning, 3 critical'),
  state: z.enum(ALARM_STATES),
  raisedAt: z.number(),
  confirmedAt: z.number().describe('0 while not confirmed'),
});
export type AlarmRecord = z.infer<typeof alarmRecord>;

/** One SMS or e-mail attempt of an alarm notification (the send logs of the SMS screens). */
const notificationRecord = z.looseObject({
  channel: z.enum(['sms', 'email']),
  result: sendResult,
  cause: z.string().optional().describe('Why it failed or was not sent: userQuota, deviceQuota, stock, gateway, …'),
  sendTime: z.number(),
});
export type NotificationRecord = z.infer<typeof notificationRecord>;

export const fleetHistory = z.looseObject({
  devices: z.array(deviceHistory),
  alarms: z.array(alarmRecord),
  notifications: z.array(notificationRecord).optional().describe('Absent when the cloud keeps no send log'),
  alarmsCapped: z.boolean().describe(`True when the cloud held more alarms in the range than it answers (${HISTORY_ALARM_CAP})`),
});
export type FleetHistory = z.infer<typeof fleetHistory>;
