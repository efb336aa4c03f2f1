// The data centre's figures, computed from histories (src/domain/wire/dataCenter.ts): pure, so they are tested
// on known histories and the same numbers feed the charts, their tables and the CSV files.
import { localDayKey } from './time';
import type { AlarmLevel, AlarmState } from './wire/alarm';
import type { AlarmRecord, DeviceHistory, NotificationRecord, OnlineSpan } from './wire/dataCenter';

const DAY_MS = 86_400_000;

/** Every local day from the range's start to its end, with its own start and end in unix seconds. */
export function daysOf(range: { start: number; end: number }): Array<{ day: string; start: number; end: number }> {
  const days: Array<{ day: string; start: number; end: number }> = [];
  if (!(range.end >= range.start)) return days;
  const first = new Date(range.start * 1000);
  // Noon avoids the daylight-saving hour moving a step across midnight.
  let cursor = new Date(first.getFullYear(), first.getMonth(), first.getDate(), 12);
  while (cursor.getTime() / 1000 <= range.end + 43_200) {
    const start = new Date(cursor.getFullYear(), cursor.getMonth(), cursor.getDate()).getTime() / 1000;
    const end = new Date(cursor.getFullYear(), cursor.getMonth(), cursor.getDate(), 23, 59, 59).getTime() / 1000;
    // Stryker disable next-line ConditionalExpression: equivalent where days have 24 hours (the loop's noon test stops first); a guard for a summer-time change
    if (start > range.end) break;
    days.push({ day: localDayKey(start), start: Math.max(start, range.start), end: Math.min(end, range.end) });
    cursor = new Date(cursor.getTime() + DAY_MS);
  }
  return days;
}

/** Spans clipped to the range, sorted and merged, so that overlapping reports never count twice. */
export function clipSpans(spans: readonly OnlineSpan[], range: { start: number; end: number }): OnlineSpan[] {
  const clipped = spans
    .map((s) => ({ from: Math.max(s.from, range.start), to: Math.min(s.to, range.end) }))
    .filter((s) => s.to > s.from)
    .sort((a, b) => a.from - b.from);
  const merged: OnlineSpan[] = [];
  for (const span of clipped) {
    const last = merged[merged.length - 1];
    if (last && span.from <= last.to) last.to = Math.max(last.to, span.to);
    else merged.push({ ...span });
  }
  return merged;
}

/** The share of the range a device was online, 0 to 1 (0 for an empty range). */
export function availability(spans: readonly OnlineSpan[], range: { start: number; end: number }): number {
  const length = range.end - range.start;
  if (!(length > 0)) return 0;
  const online = clipSpans(spans, range).reduce((sum, s) => sum + (s.to - s.from), 0);
  return Math.min(1, online / length);
}

export interface DayOnline {
  day: string;
  /** Devices online on average over the day (device-hours online / hours), one decimal. */
  online: number;
  /** The rest of the fleet, on average. */
  offline: number;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export function onlinePerDay(devices: readonly DeviceHistory[], range: { start: number; end: number }): DayOnline[] {
  return daysOf(range).map(({ day, start, end }) => {
    const online = devices.reduce((sum, d) => sum + availability(d.spans, { start, end }), 0);
    return { day, online: oneDecimal(online), offline: oneDecimal(devices.length - online) };
  });
}

export interface DeviceAvailability {
  machineId: number;
  name: string;
  code: string;
  onlineNow: boolean;
  /** 0 to 1. */
  availability: number;
}

/** Least available first: the devices that need a look come on top. */
export function availabilityTable(devices: readonly DeviceHistory[], range: { start: number; end: number }): DeviceAvailability[] {
  return devices
    .map((d) => ({ machineId: d.machineId, name: d.name, code: d.code, onlineNow: d.onlineNow, availability: availability(d.spans, range) }))
    .sort((a, b) => a.availability - b.availability || a.machineId - b.machineId);
}

export type DayAlarms = { day: string } & Record<`level${AlarmLevel}`, number> & Record<AlarmState, number> & { total: number };

export function alarmsPerDay(alarms: readonly AlarmRecord[], range: { start: number; end: number }): DayAlarms[] {
  const days = new Map<string, DayAlarms>(
    daysOf(range).map(({ day }) => [day, { day, level1: 0, level2: 0, level3: 0, active: 0, confirmed: 0, recovered: 0, total: 0 }]),
  );
  for (const alarm of alarms) {
    if (alarm.raisedAt < range.start || alarm.raisedAt > range.end) continue;
    const row = days.get(localDayKey(alarm.raisedAt));
    // Stryker disable next-line ConditionalExpression: equivalent, every day of the range has its row (daysOf), and records outside the range went above
    if (!row) continue;
    row[`level${alarm.level}`] += 1;
    row[alarm.state] += 1;
    row.total += 1;
  }
  return [...days.values()];
}

export interface DeviceAlarmCount {
  machineId: number;
  name: string;
  count: number;
}

/** The devices with the most alarms, most first; ties by name so the order is stable. */
export function topDevices(alarms: readonly AlarmRecord[], names: ReadonlyMap<number, string>, limit: number): DeviceAlarmCount[] {
  const counts = new Map<number, number>();
  for (const alarm of alarms) counts.set(alarm.machineId, (counts.get(alarm.machineId) ?? 0) + 1);
  return [...counts.entries()]
    .map(([machineId, count]) => ({ machineId, name: names.get(machineId) ?? String(machineId), count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name) || a.machineId - b.machineId)
    .slice(0, Math.max(0, limit));
}

/** Mean seconds from raising to confirming, over the confirmed alarms; undefined when none was confirmed. */
export function meanTimeToConfirm(alarms: readonly AlarmRecord[]): number | undefined {
  const times = alarms.filter((a) => a.confirmedAt > 0 && a.confirmedAt >= a.raisedAt).map((a) => a.confirmedAt - a.raisedAt);
  if (times.length === 0) return undefined;
  return times.reduce((sum, t) => sum + t, 0) / times.length;
}

/** '2 h 05 min', '45 s': a duration short enough to read at a glance. */
export function durationParts(seconds: number): { h: number; m: number; s: number } {
  const whole = Math.max(0, Math.round(seconds));
  return { h: Math.floor(whole / 3600), m: Math.floor((whole % 3600) / 60), s: whole % 60 };
}

export interface DayNotifications {
  day: string;
  smsDelivered: number;
  smsFailed: number;
  /** Not sent because a daily amount or the stock ran out, or nobody could receive it. */
  smsNotSent: number;
  emailDelivered: number;
  emailFailed: number;
  emailNotSent: number;
}

const QUOTA_CAUSES = new Set(['userQuota', 'deviceQuota', 'stock']);

export function notificationsPerDay(records: readonly NotificationRecord[], range: { start: number; end: number }): DayNotifications[] {
  const days = new Map<string, DayNotifications>(
    daysOf(range).map(({ day }) => [day, { day, smsDelivered: 0, smsFailed: 0, smsNotSent: 0, emailDelivered: 0, emailFailed: 0, emailNotSent: 0 }]),
  );
  for (const record of records) {
    if (record.sendTime < range.start || record.sendTime > range.end) continue;
    const row = days.get(localDayKey(record.sendTime));
    // Stryker disable next-line ConditionalExpression: equivalent, every day of the range has its row (daysOf), and records outside the range went above
    if (!row) continue;
    const result = record.result === 'delivered' ? 'Delivered' : record.result === 'failed' ? 'Failed' : 'NotSent';
    row[`${record.channel}${result}`] += 1;
  }
  return [...days.values()];
}

/** Attempts not sent because a daily amount or the stock ran out: the figure users of SMS alarms ask for first. */
export function notSentForQuota(records: readonly NotificationRecord[]): number {
  return records.filter((r) => r.result === 'notSent' && r.cause !== undefined && QUOTA_CAUSES.has(r.cause)).length;
}
