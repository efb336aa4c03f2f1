// Wire shapes of the SMS and e-mail alarm calls (api.md section 7 "SMS and mail alarm"). api.md names the calls and
// a few fields (product.md section 3); the rest of each answer is "not shown" and agreed between the console and
// the simulator here (docs/decisions.md, "SMS and e-mail alarms"). Times are Unix seconds.
// The zod schemas below are the wire types (z.infer): /openapi.json, the simulator's request checks and the
// console's answer checks all read them. Answers are loose objects: a cloud may send more fields.
import { z } from 'zod';
import { eidField, idField, pageField, pageSizeField } from './schemas/bounded';

export const flag = z.union([z.literal(0), z.literal(1)]);
export type Flag = z.infer<typeof flag>;

/** Today's SMS use of one account (personal, or a user in one enterprise), in segments. */
export const smsUsage = z.looseObject({
  usedToday: z.number(),
  /** Segments used per day, oldest first, today last (7 days). */
  lastDays: z.array(z.number()),
  /** The device that used most of its daily amount today, if any SMS went out. */
  busiestDevice: z.looseObject({ machineId: z.number(), machineName: z.string(), usedToday: z.number() }).optional(),
});
export type SmsUsage = z.infer<typeof smsUsage>;

/** E-mail alarm receiver (product.md section 3). */
export const receiver = z.looseObject({ id: z.number(), name: z.string(), email: z.string() });
export type Receiver = z.infer<typeof receiver>;

/** GET /api/v1/alarm/userMsgConfig */
export const userMsgConfig = z.looseObject({
  eid: z.literal(0),
  userSmsFlag: flag,
  userSmsDailyAmount: z.number(),
  machineSmsDailyAmount: z.number(),
  userEmailFlag: flag,
  /** Personal stock, in segments. */
  stock: z.number(),
  usage: smsUsage,
  contacts: z.array(receiver),
});
export type UserMsgConfig = z.infer<typeof userMsgConfig>;

/** POST /api/v1/alarm/setUserMsgConfig */
// Bounded, but a negative or too large amount is the cloud's own refusal (InvalidInput), not a malformed request.
const amountField = z.number().int().min(-1_000_000_000).max(1_000_000_000);
export const userMsgConfigPayload = z.object({ userSmsFlag: flag, userSmsDailyAmount: amountField, machineSmsDailyAmount: amountField, userEmailFlag: flag });
export type UserMsgConfigPayload = z.infer<typeof userMsgConfigPayload>;

/** GET /api/msg/v1/ent/userMessage/info?eid: the caller's settings inside one enterprise. */
export const entUserMessage = z.looseObject({
  eid: z.number(),
  smsFlag: flag,
  smsDailyAmount: z.number(),
  smsMachineDailyAmount: z.number(),
  emailFlag: flag,
  usage: smsUsage,
  contacts: z.array(receiver),
});
export type EntUserMessage = z.infer<typeof entUserMessage>;

/** PUT /api/msg/v1/ent/userMessage */
export const entUserMessagePayload = z.object({ eid: eidField, smsFlag: flag, smsDailyAmount: amountField, smsMachineDailyAmount: amountField, emailFlag: flag });
export type EntUserMessagePayload = z.infer<typeof entUserMessagePayload>;

/** GET /api/msg/v1/ent/sms/user/stock?eid&userId */
export const smsStock = z.looseObject({
  eid: z.number(),
  userId: z.number(),
  /** What the enterprise allocated to this user and is left. */
  stock: z.number(),
  /** The enterprise's own stock, not yet allocated. */
  enterpriseStock: z.number(),
  /** The user's personal stock, which may be moved into the enterprise. */
  personalStock: z.number(),
});
export type SmsStock = z.infer<typeof smsStock>;

/** PUT /api/msg/v1/ent/userMessage/transfer {eid, amount}: answers the stocks after the move. */
export const transferAnswer = z.looseObject({ moved: z.number(), personalStock: z.number(), enterpriseStock: z.number() });
export type TransferAnswer = z.infer<typeof transferAnswer>;

/** One device of GET /api/v1/devices/msgConfig, with today's SMS segments sent for it. */
export const smsDeviceRow = z.looseObject({
  machineId: z.number(),
  machineName: z.string(),
  machineCode: z.string(),
  smsFlag: flag,
  emailFlag: flag,
  smsToday: z.number().optional(),
});
export type SmsDeviceRow = z.infer<typeof smsDeviceRow>;

/** A device's switches after setMachineSmsFlag (personal or enterprise). */
export const deviceSwitches = z.looseObject({ machineId: z.number(), smsFlag: flag, emailFlag: flag });

const SEND_CAUSES = ['gateway', 'mailbox', 'userQuota', 'deviceQuota', 'stock', 'noPhone', 'noReceiver'] as const;
export const sendResult = z.enum(['delivered', 'failed', 'notSent']);
export type SendResult = z.infer<typeof sendResult>;
/** Why an attempt failed (gateway, mailbox) or was not sent (the rest). */
const sendCause = z.enum(SEND_CAUSES);

const logBase = {
  id: z.number(),
  sendTime: z.number(),
  eid: z.number(),
  userId: z.number(),
  machineId: z.number(),
  machineName: z.string(),
  machineCode: z.string(),
  alarmId: z.number(),
  content: z.string(),
  result: sendResult,
  cause: sendCause.optional(),
};

/** msg/v1/alarm/sms/page and ent/alarm/smsLoggerPage rows. */
export const smsLogRow = z.looseObject({ ...logBase, phone: z.string(), segments: z.number() });
export type SmsLogRow = z.infer<typeof smsLogRow>;
/** msg/v1/alarm/email/page and ent/alarm/emailLoggerPage rows. */
export const emailLogRow = z.looseObject({ ...logBase, email: z.string(), receiverName: z.string() });
export type EmailLogRow = z.infer<typeof emailLogRow>;

/** v1/sms/sale-list rows (product.md section 3: operate recharge or refund; transfer: moved into an enterprise). */
export const saleRecord = z.looseObject({ id: z.number(), operate: z.enum(['recharge', 'refund', 'transfer']), amount: z.number(), balance: z.number(), time: z.number(), eid: z.number() });
export type SaleRecord = z.infer<typeof saleRecord>;
/** ent/sms/log/allocation/page rows. */
export const allocationRecord = z.looseObject({ id: z.number(), eid: z.number(), userId: z.number(), userName: z.string(), amount: z.number(), time: z.number(), enterpriseStock: z.number() });
export type AllocationRecord = z.infer<typeof allocationRecord>;

export type Page<T> = { list: T[]; total: number };
/** A page of rows: `{list, total}`. */
export const pageOf = <T extends z.ZodType>(row: T) => z.looseObject({ list: z.array(row), total: z.number() });

/** Filters of the record and log pages; the day range comes from src/domain/time.ts dayRange. */
const timeField = z.number().int().min(0).max(1e13);
export const logQuery = z.object({
  page: pageField, pageSize: pageSizeField(100), startTime: timeField.optional(), endTime: timeField.optional(), machineId: idField.optional(), eid: eidField.optional(),
});
export type LogQuery = z.infer<typeof logQuery>;
export const saleQuery = z.object({
  page: pageField, pageSize: pageSizeField(100), startTime: timeField.optional(), endTime: timeField.optional(), operate: saleRecord.shape.operate.optional(),
});
export type SaleQuery = z.infer<typeof saleQuery>;
