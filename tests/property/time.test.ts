import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dayRange, formatUnixTime } from '../../src/domain/time';

// The helpers work in the browser's local time; the tests pin the zone so the expectations are exact.
// Shanghai has had no daylight saving time since 1991 (hence the dates from 1992); Berlin has it (checked
// separately below).
const originalTz = process.env.TZ;
const useZone = (tz: string) => {
  process.env.TZ = tz;
};
beforeAll(() => useZone('Asia/Shanghai'));
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

const pad = (n: number) => String(n).padStart(2, '0');
const day = fc
  .date({ min: new Date(Date.UTC(1992, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true })
  .map((d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`);
const seconds = fc.integer({ min: 694_224_000, max: 4_102_444_800 });

describe('formatUnixTime', () => {
  it('shows a unix time as yyyy-mm-dd HH:MM:ss in local time (UTC+8 here)', () => {
    expect(formatUnixTime(0)).toBe('1970-01-01 08:00:00');
    expect(formatUnixTime(1_795_190_400)).toBe('2026-11-21 00:00:00');
    expect(formatUnixTime('1795190459')).toBe('2026-11-21 00:00:59');
  });

  it('always has the fixed shape, and reads back to the same second', () => {
    fc.assert(
      fc.property(seconds, (s) => {
        const text = formatUnixTime(s);
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        const [date, time] = text.split(' ') as [string, string];
        const back = new Date(`${date}T${time}+08:00`).getTime() / 1000;
        expect(back).toBe(s);
      }),
    );
  });

  it('shows nothing when the server sent no usable time', () => {
    expect(formatUnixTime(undefined)).toBe('');
    expect(formatUnixTime(null)).toBe('');
    expect(formatUnixTime('')).toBe('');
    expect(formatUnixTime('soon')).toBe('');
    expect(formatUnixTime(Number.NaN)).toBe('');
  });
});

describe('dayRange', () => {
  it('runs from 00:00:00 of the start day to 23:59:59 of the end day', () => {
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const { start, end } = dayRange(from, to);
        expect(formatUnixTime(start)).toBe(`${from} 00:00:00`);
        expect(formatUnixTime(end)).toBe(`${to} 23:59:59`);
      }),
    );
  });

  it('spans whole days less one second', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 400 }), (from, days) => {
        const first = new Date(`${from}T00:00:00Z`);
        const last = new Date(first.getTime() + (days - 1) * 86_400_000);
        const to = `${last.getUTCFullYear()}-${pad(last.getUTCMonth() + 1)}-${pad(last.getUTCDate())}`;
        const { start, end } = dayRange(from, to);
        expect(end - start).toBe(days * 86_400 - 1);
      }),
    );
  });

  it('takes a Date by its local calendar day', () => {
    const { start, end } = dayRange(new Date(2026, 10, 21, 15, 30), new Date(2026, 10, 21, 1, 0));
    expect(formatUnixTime(start)).toBe('2026-11-21 00:00:00');
    expect(formatUnixTime(end)).toBe('2026-11-21 23:59:59');
  });

  it('rejects text that is not an existing yyyy-mm-dd day', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '21/11/2026', '2026-1-5', '']) {
      expect(() => dayRange(bad, '2026-11-21'), bad).toThrow(RangeError);
    }
  });

  it('ends at local 23:59:59 also across a daylight saving change', () => {
    useZone('Europe/Berlin');
    try {
      // Summer time starts on 2026-03-29 in Berlin: that day has 23 hours.
      const { start, end } = dayRange('2026-03-28', '2026-03-30');
      expect(formatUnixTime(start)).toBe('2026-03-28 00:00:00');
      expect(formatUnixTime(end)).toBe('2026-03-30 23:59:59');
      expect(end - start).toBe(3 * 86_400 - 3_600 - 1);
    } finally {
      useZone('Asia/Shanghai');
    }
  });
});
