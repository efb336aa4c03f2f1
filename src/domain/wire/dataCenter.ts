// Extension calls of the data centre (docs/decisions.md, issue 15): the histories no call of api.md gives.
// A cloud that does not offer them answers 404 or 501, and the console says so instead of showing an error.
import type { AlarmLevel, AlarmState } from './alarm';

/** GET /api/ext/v1/dataCenter/history: eid 0 is personal mode; start and end are unix seconds (dayRange). */
export interface HistoryQuery {
  eid: number;
  start: number;
  end: number;
}

/** A stretch of time, in unix seconds, during which a device was online. */
export interface OnlineSpan {
  from: number;
  to: number;
}

export interface DeviceHistory {
  machineId: number;
  name: string;
  code: string;
  onlineNow: boolean;
  /** Online stretches inside the asked range, sorted, not overlapping. */
  spans: OnlineSpan[];
}

export interface AlarmRecord {
  machineId: number;
  level: AlarmLevel;
  state: AlarmState;
  raisedAt: number;
  /** 0 while not confirmed. */
  confirmedAt: number;
}

/** One SMS or e-mail attempt of an alarm notification (the send logs of the SMS screens). */
export interface NotificationRecord {
  channel: 'sms' | 'email';
  result: 'delivered' | 'failed' | 'notSent';
  /** Why it failed or was not sent: 'userQuota', 'deviceQuota', 'stock', 'gateway', … */
  cause?: string;
  sendTime: number;
}

export interface FleetHistory {
  devices: DeviceHistory[];
  alarms: AlarmRecord[];
  /** Absent when the cloud keeps no send log. */
  notifications?: NotificationRecord[];
  /** True when the cloud held more alarms in the range than it answers (HISTORY_ALARM_CAP). */
  alarmsCapped: boolean;
}

/** The longest range one history call answers, in days. */
export const HISTORY_MAX_DAYS = 92;
/** The most alarm records one history call answers. */
export const HISTORY_ALARM_CAP = 20_000;
