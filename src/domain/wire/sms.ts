// Wire shapes of the SMS and e-mail alarm calls (api.md section 7 "SMS and mail alarm"). api.md names the calls and
// a few fields (product.md section 3); the rest of each answer is "not shown" and agreed between the console and
// the simulator here (docs/decisions.md, issue 12). Times are Unix seconds.

export type Flag = 0 | 1;

/** Today's SMS use of one account (personal, or a user in one enterprise), in segments. */
export type SmsUsage = {
  usedToday: number;
  /** Segments used per day, oldest first, today last (7 days). */
  lastDays: number[];
  /** The device that used most of its daily amount today, if any SMS went out. */
  busiestDevice?: { machineId: number; machineName: string; usedToday: number };
};

/** E-mail alarm receiver (product.md section 3). */
export type Receiver = { id: number; name: string; email: string };

/** GET /api/v1/alarm/userMsgConfig */
export type UserMsgConfig = {
  eid: 0;
  userSmsFlag: Flag;
  userSmsDailyAmount: number;
  machineSmsDailyAmount: number;
  userEmailFlag: Flag;
  /** Personal stock, in segments. */
  stock: number;
  usage: SmsUsage;
  contacts: Receiver[];
};

/** POST /api/v1/alarm/setUserMsgConfig */
export type UserMsgConfigPayload = Pick<UserMsgConfig, 'userSmsFlag' | 'userSmsDailyAmount' | 'machineSmsDailyAmount' | 'userEmailFlag'>;

/** GET /api/msg/v1/ent/userMessage/info?eid: the caller's settings inside one enterprise. */
export type EntUserMessage = {
  eid: number;
  smsFlag: Flag;
  smsDailyAmount: number;
  smsMachineDailyAmount: number;
  emailFlag: Flag;
  usage: SmsUsage;
  contacts: Receiver[];
};

/** PUT /api/msg/v1/ent/userMessage */
export type EntUserMessagePayload = Pick<EntUserMessage, 'eid' | 'smsFlag' | 'smsDailyAmount' | 'smsMachineDailyAmount' | 'emailFlag'>;

/** GET /api/msg/v1/ent/sms/user/stock?eid&userId */
export type SmsStock = {
  eid: number;
  userId: number;
  /** What the enterprise allocated to this user and is left. */
  stock: number;
  /** The enterprise's own stock, not yet allocated. */
  enterpriseStock: number;
  /** The user's personal stock, which may be moved into the enterprise. */
  personalStock: number;
};

/** PUT /api/msg/v1/ent/userMessage/transfer {eid, amount}: answers the stocks after the move. */
export type TransferAnswer = { moved: number; personalStock: number; enterpriseStock: number };

/** One device of GET /api/v1/devices/msgConfig, with today's SMS segments sent for it. */
export type SmsDeviceRow = {
  machineId: number;
  machineName: string;
  machineCode: string;
  smsFlag: Flag;
  emailFlag: Flag;
  smsToday?: number;
};

export type SendResult = 'delivered' | 'failed' | 'notSent';
/** Why an attempt failed (gateway, mailbox) or was not sent (the rest). */
export type SendCause = 'gateway' | 'mailbox' | 'userQuota' | 'deviceQuota' | 'stock' | 'noPhone' | 'noReceiver';

type LogBase = {
  id: number;
  sendTime: number;
  eid: number;
  userId: number;
  machineId: number;
  machineName: string;
  machineCode: string;
  alarmId: number;
  content: string;
  result: SendResult;
  cause?: SendCause;
};

/** msg/v1/alarm/sms/page and ent/alarm/smsLoggerPage rows. */
export type SmsLogRow = LogBase & { phone: string; segments: number };
/** msg/v1/alarm/email/page and ent/alarm/emailLoggerPage rows. */
export type EmailLogRow = LogBase & { email: string; receiverName: string };

/** v1/sms/sale-list rows (product.md section 3: operate recharge or refund). */
export type SaleRecord = { id: number; operate: 'recharge' | 'refund'; amount: number; balance: number; time: number; eid: number };
/** ent/sms/log/allocation/page rows. */
export type AllocationRecord = { id: number; eid: number; userId: number; userName: string; amount: number; time: number; enterpriseStock: number };

export type Page<T> = { list: T[]; total: number };

/** Filters of the record and log pages; the day range comes from src/domain/time.ts dayRange. */
export type LogQuery = { page: number; pageSize: number; startTime?: number; endTime?: number; machineId?: number; eid?: number };
export type SaleQuery = { page: number; pageSize: number; startTime?: number; endTime?: number; operate?: SaleRecord['operate'] };
