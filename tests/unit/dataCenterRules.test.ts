// The data centre's figures (src/domain/dataCenter.ts) at their edges, on histories built from local times (so
// any zone the tests run in gives the same days): the days of a range, clipping and merging online spans, which
// records a day counts, ties in the tables, the mean time to confirm, durations and the quota figure.
import { describe, expect, it } from 'vitest';
import {
  alarmsPerDay,
  availabilityTable,
  clipSpans,
  daysOf,
  durationParts,
  meanTimeToConfirm,
  notificationsPerDay,
  notSentForQuota,
  topDevices,
} from '../../src/domain/dataCenter';
import type { AlarmRecord, DeviceHistory, NotificationRecord } from '../../src/domain/wire/dataCenter';

const at = (d: number, h = 0, m = 0, s = 0) => new Date(2026, 2, d, h, m, s).getTime() / 1000;
const alarm = (raisedAt: number, over: Partial<AlarmRecord> = {}): AlarmRecord => ({ machineId: 1, level: 2, state: 'active', raisedAt, confirmedAt: 0, ...over });
const sent = (sendTime: number, over: Partial<NotificationRecord> = {}): NotificationRecord => ({ channel: 'sms', result: 'delivered', sendTime, ...over }) as NotificationRecord;

describe('daysOf', () => {
  it('is empty for a range that ends before it starts, and one day for a single instant', () => {
    expect(daysOf({ start: at(2), end: at(1) })).toEqual([]);
    expect(daysOf({ start: at(2, 10), end: at(2, 10) })).toEqual([{ day: '2026-03-02', start: at(2, 10), end: at(2, 10) }]);
    expect(daysOf({ start: at(2), end: at(2) })).toEqual([{ day: '2026-03-02', start: at(2), end: at(2) }]);
    expect(daysOf({ start: at(2, 10), end: at(2, 9) })).toEqual([]);
  });

  it('lists every local day, the first and last cut to the range', () => {
    expect(daysOf({ start: at(1, 12), end: at(3, 0, 0, 0) })).toEqual([
      { day: '2026-03-01', start: at(1, 12), end: at(1, 23, 59, 59) },
      { day: '2026-03-02', start: at(2), end: at(2, 23, 59, 59) },
      { day: '2026-03-03', start: at(3), end: at(3) },
    ]);
    expect(daysOf({ start: at(1), end: at(2, 23, 59, 59) }).map((d) => d.day)).toEqual(['2026-03-01', '2026-03-02']);
    expect(daysOf({ start: at(1), end: at(2, 12) }).map((d) => d.day)).toEqual(['2026-03-01', '2026-03-02']);
  });
});

describe('clipSpans', () => {
  const range = { start: 100, end: 200 };

  it('clips to the range, drops empty spans, sorts and merges touching or overlapping ones', () => {
    expect(clipSpans([{ from: 150, to: 160 }, { from: 50, to: 120 }], range)).toEqual([{ from: 100, to: 120 }, { from: 150, to: 160 }]);
    expect(clipSpans([{ from: 130, to: 130 }, { from: 10, to: 20 }, { from: 190, to: 300 }], range)).toEqual([{ from: 190, to: 200 }]);
    expect(clipSpans([{ from: 110, to: 120 }, { from: 120, to: 130 }], range)).toEqual([{ from: 110, to: 130 }]);
    expect(clipSpans([{ from: 110, to: 150 }, { from: 120, to: 130 }], range)).toEqual([{ from: 110, to: 150 }]);
  });
});

describe('the tables', () => {
  const range = { start: 0, end: 100 };
  const device = (machineId: number, name: string, spans: DeviceHistory['spans']): DeviceHistory => ({ machineId, name, code: `C${machineId}`, onlineNow: false, spans });

  it('availability: least available first, then by device id', () => {
    const table = availabilityTable([device(3, 'c', [{ from: 0, to: 50 }]), device(2, 'b', []), device(1, 'a', [{ from: 0, to: 50 }])], range);
    expect(table.map((d) => [d.machineId, d.availability])).toEqual([[2, 0], [1, 0.5], [3, 0.5]]);
  });

  it('top devices: most alarms first, then by name, then by id; never a negative count of rows', () => {
    const alarms = [alarm(1, { machineId: 5 }), alarm(1, { machineId: 4 }), alarm(1, { machineId: 3 }), alarm(2, { machineId: 3 })];
    const names = new Map([[5, 'same'], [4, 'same'], [3, 'zeta']]);
    expect(topDevices(alarms, names, 3).map((d) => [d.machineId, d.count])).toEqual([[3, 2], [4, 1], [5, 1]]);
    expect(topDevices(alarms, new Map(), 1)).toEqual([{ machineId: 3, name: '3', count: 2 }]);
    expect(topDevices(alarms, names, -1)).toEqual([]);
  });
});

describe('what a day counts', () => {
  const range = { start: at(1, 12), end: at(2, 12) };

  it('alarms raised inside the range, its ends included, by level and state', () => {
    const alarms = [alarm(at(1, 11, 59, 59)), alarm(at(1, 12), { level: 3 }), alarm(at(2, 12), { state: 'confirmed' }), alarm(at(2, 12, 0, 1))];
    expect(alarmsPerDay(alarms, range)).toEqual([
      { day: '2026-03-01', level1: 0, level2: 0, level3: 1, active: 1, confirmed: 0, recovered: 0, total: 1 },
      { day: '2026-03-02', level1: 0, level2: 1, level3: 0, active: 0, confirmed: 1, recovered: 0, total: 1 },
    ]);
  });

  it('notifications sent inside the range, its ends included, by channel and result', () => {
    const records = [sent(at(1, 11)), sent(at(1, 12)), sent(at(2, 12), { channel: 'email', result: 'failed' }), sent(at(2, 12, 0, 1)), sent(at(2, 1), { result: 'notSent' })];
    expect(notificationsPerDay(records, range)).toEqual([
      { day: '2026-03-01', smsDelivered: 1, smsFailed: 0, smsNotSent: 0, emailDelivered: 0, emailFailed: 0, emailNotSent: 0 },
      { day: '2026-03-02', smsDelivered: 0, smsFailed: 0, smsNotSent: 1, emailDelivered: 0, emailFailed: 1, emailNotSent: 0 },
    ]);
  });
});

describe('the single figures', () => {
  it('the mean time to confirm counts confirmed alarms only, a confirmation at the raising included', () => {
    expect(meanTimeToConfirm([alarm(100, { confirmedAt: 0 }), alarm(100, { confirmedAt: 90 })])).toBeUndefined();
    expect(meanTimeToConfirm([alarm(100, { confirmedAt: 100 }), alarm(100, { confirmedAt: 160 }), alarm(100, { confirmedAt: 0 })])).toBe(30);
    // confirmedAt 0 means "not confirmed", even for an alarm raised at 0.
    expect(meanTimeToConfirm([alarm(0, { confirmedAt: 0 }), alarm(0, { confirmedAt: 20 })])).toBe(20);
  });

  it('a duration in hours, minutes and seconds, rounded, never negative', () => {
    expect(durationParts(3725)).toEqual({ h: 1, m: 2, s: 5 });
    expect(durationParts(59.6)).toEqual({ h: 0, m: 1, s: 0 });
    expect(durationParts(7199)).toEqual({ h: 1, m: 59, s: 59 });
    expect(durationParts(-5)).toEqual({ h: 0, m: 0, s: 0 });
  });

  it('not sent for a quota: the daily amounts and the stock, nothing else', () => {
    const records = [
      sent(1, { result: 'notSent', cause: 'userQuota' }),
      sent(1, { result: 'notSent', cause: 'deviceQuota' }),
      sent(1, { result: 'notSent', cause: 'stock' }),
      sent(1, { result: 'notSent', cause: 'nobody' }),
      sent(1, { result: 'notSent' }),
      sent(1, { result: 'failed', cause: 'stock' }),
    ];
    expect(notSentForQuota(records)).toBe(3);
  });
});
