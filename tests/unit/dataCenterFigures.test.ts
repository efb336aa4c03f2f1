import { describe, expect, it } from 'vitest';
import {
  alarmsPerDay, availability, availabilityTable, clipSpans, daysOf, meanTimeToConfirm, notificationsPerDay, notSentForQuota,
  onlinePerDay, topDevices,
} from '../../src/domain/dataCenter';
import { toCsv, csvCell } from '../../src/domain/csv';
import { dayRange } from '../../src/domain/time';
import type { AlarmRecord, DeviceHistory } from '../../src/domain/wire/dataCenter';

const DAY = 86_400;
const range = dayRange('2026-03-01', '2026-03-03');
const at = (day: number, hour: number) => range.start + day * DAY + hour * 3600;

describe('availability on known histories', () => {
  it('counts the online share of the range, merging overlapping reports', () => {
    const spans = [
      { from: at(0, 0), to: at(0, 12) },
      { from: at(0, 6), to: at(0, 18) }, // overlaps the first: 18 h in all on day one
      { from: at(2, 0), to: at(2, 6) },
    ];
    const whole = range.end - range.start;
    expect(availability(spans, range)).toBeCloseTo((18 * 3600 + 6 * 3600) / whole, 6);
    expect(clipSpans(spans, range)).toHaveLength(2);
  });

  it('clips stretches outside the range and is 0 for an empty range', () => {
    expect(availability([{ from: range.start - DAY, to: range.start + 3600 }], range)).toBeCloseTo(3600 / (range.end - range.start), 6);
    expect(availability([{ from: 0, to: 10 }], { start: 5, end: 5 })).toBe(0);
    expect(availability([{ from: range.start - 10, to: range.end + 10 }], range)).toBe(1);
  });

  it('lists the least available device first and counts devices online per day', () => {
    const devices: DeviceHistory[] = [
      { machineId: 1, name: 'Press', code: 'A1', onlineNow: true, spans: [{ from: range.start, to: range.end }] },
      { machineId: 2, name: 'Oven', code: 'B2', onlineNow: false, spans: [{ from: at(1, 1), to: at(1, 2) }] },
    ];
    expect(availabilityTable(devices, range).map((d) => d.machineId)).toEqual([2, 1]);
    // Day two: the press all day, the oven one hour of 24 → 1.04 devices online on average.
    expect(onlinePerDay(devices, range)).toEqual([
      { day: '2026-03-01', online: 1, offline: 1 },
      { day: '2026-03-02', online: 1, offline: 1 },
      { day: '2026-03-03', online: 1, offline: 1 },
    ]);
    const busier: DeviceHistory[] = [devices[0]!, { ...devices[1]!, spans: [{ from: at(1, 0), to: at(1, 12) }] }];
    expect(onlinePerDay(busier, range)[1]).toEqual({ day: '2026-03-02', online: 1.5, offline: 0.5 });
  });
});

describe('alarm figures on known histories', () => {
  const alarms: AlarmRecord[] = [
    { machineId: 1, level: 3, state: 'confirmed', raisedAt: at(0, 1), confirmedAt: at(0, 1) + 600 },
    { machineId: 1, level: 1, state: 'active', raisedAt: at(0, 2), confirmedAt: 0 },
    { machineId: 2, level: 2, state: 'confirmed', raisedAt: at(2, 5), confirmedAt: at(2, 5) + 1800 },
    { machineId: 2, level: 2, state: 'recovered', raisedAt: at(5, 0), confirmedAt: 0 }, // outside the range
  ];

  it('counts alarms per day by level and by state, every day of the range present', () => {
    const days = alarmsPerDay(alarms, range);
    expect(days.map((d) => d.day)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(days[0]).toMatchObject({ level1: 1, level3: 1, active: 1, confirmed: 1, total: 2 });
    expect(days[1]?.total).toBe(0);
    expect(days[2]).toMatchObject({ level2: 1, confirmed: 1, total: 1 });
  });

  it('takes the mean time to confirm over confirmed alarms only', () => {
    expect(meanTimeToConfirm(alarms)).toBe((600 + 1800) / 2);
    expect(meanTimeToConfirm([alarms[1]!])).toBeUndefined();
  });

  it('ranks devices by alarms, ties by name', () => {
    const names = new Map([[1, 'Press'], [2, 'Oven'], [3, 'Belt']]);
    const more = [...alarms, { machineId: 3, level: 1 as const, state: 'active' as const, raisedAt: at(0, 3), confirmedAt: 0 }];
    expect(topDevices(more, names, 2)).toEqual([
      { machineId: 2, name: 'Oven', count: 2 },
      { machineId: 1, name: 'Press', count: 2 },
    ]);
  });

  it('walks every local day of a range', () => {
    expect(daysOf(dayRange('2026-12-30', '2027-01-02')).map((d) => d.day)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });
});

describe('notification figures on a known send log', () => {
  it('counts SMS and e-mail attempts per day by result, and those not sent for a quota or the stock', () => {
    const log = [
      { channel: 'sms' as const, result: 'delivered' as const, sendTime: at(0, 1) },
      { channel: 'sms' as const, result: 'notSent' as const, cause: 'userQuota', sendTime: at(0, 2) },
      { channel: 'sms' as const, result: 'notSent' as const, cause: 'noPhone', sendTime: at(0, 3) },
      { channel: 'email' as const, result: 'failed' as const, cause: 'mailbox', sendTime: at(2, 3) },
      { channel: 'email' as const, result: 'notSent' as const, cause: 'stock', sendTime: at(9, 0) },
    ];
    const days = notificationsPerDay(log, range);
    expect(days[0]).toMatchObject({ smsDelivered: 1, smsNotSent: 2, emailFailed: 0 });
    expect(days[2]).toMatchObject({ emailFailed: 1, smsDelivered: 0 });
    expect(notSentForQuota(log)).toBe(2);
  });
});

describe('CSV export', () => {
  it('quotes separators and keeps a cloud-sent formula from running in a spreadsheet', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell(-3)).toBe('-3');
    expect(toCsv(['Day', '设备'], [['2026-03-01', 2]])).toBe('\uFEFFDay,设备\r\n2026-03-01,2\r\n');
  });
});
