// The local-time helpers (src/domain/time.ts) pinned in whatever zone the tests run in: each expectation is built
// from the same instant's local calendar fields, so the rule (local day, local clock, 00:00:00 to 23:59:59) is what
// is checked, not one zone's offsets (tests/property/time.test.ts pins Shanghai and Berlin).
import { describe, expect, it } from 'vitest';
import { dayRange, formatUnixTime, localDayKey } from '../../src/domain/time';

const unix = (...parts: [number, number, number, number?, number?, number?]) => new Date(...(parts as [number, number, number, number, number, number])).getTime() / 1000;

describe('localDayKey', () => {
  it('is the local yyyy-mm-dd of a Date or a unix second, zero-padded', () => {
    expect(localDayKey(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDayKey(unix(2026, 11, 31, 0, 0, 1))).toBe('2026-12-31');
    const early = new Date(2026, 2, 3);
    early.setFullYear(7);
    expect(localDayKey(early)).toBe('0007-03-03');
  });
});

describe('formatUnixTime', () => {
  it('is the local yyyy-mm-dd HH:MM:ss, zero-padded, of a number or a numeric text', () => {
    expect(formatUnixTime(unix(2026, 10, 21, 7, 8, 9))).toBe('2026-11-21 07:08:09');
    expect(formatUnixTime(String(unix(2026, 0, 2, 13, 45, 59)))).toBe('2026-01-02 13:45:59');
  });

  it('is empty when the server sent no usable time', () => {
    for (const value of [null, undefined, '', 'abc', Number.NaN, Infinity, -Infinity, 1e20]) expect(formatUnixTime(value), String(value)).toBe('');
  });
});

describe('dayRange', () => {
  it('runs from local 00:00:00 of the first day to 23:59:59 of the last, from texts or Dates', () => {
    const expected = { start: unix(2026, 2, 28), end: unix(2026, 2, 30, 23, 59, 59) };
    expect(dayRange('2026-03-28', '2026-03-30')).toEqual(expected);
    expect(dayRange(new Date(2026, 2, 28, 15, 30), new Date(2026, 2, 30, 1))).toEqual(expected);
    expect(dayRange('2026-03-30', '2026-03-28').start).toBeGreaterThan(dayRange('2026-03-30', '2026-03-28').end);
  });

  it('refuses an invalid Date, a text of another shape, and a day that does not exist', () => {
    expect(() => dayRange(new Date(Number.NaN), '2026-01-01')).toThrow(new RangeError('Invalid date'));
    expect(() => dayRange('2026-01-01', new Date(Number.NaN))).toThrow(RangeError);
    for (const text of ['2026-1-05', '2026-01-05x', 'x2026-01-05', '26-01-05', '2026/01/05', ''])
      expect(() => dayRange(text, '2026-01-05'), text).toThrow(new RangeError(`Expected yyyy-mm-dd, got "${text}"`));
    // A day past the month's end rolls into the next month; a year below 100 would be read as 19xx.
    for (const text of ['2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '0050-01-01'])
      expect(() => dayRange('2026-01-05', text), text).toThrow(new RangeError(`No such day "${text}"`));
    expect(dayRange('2028-02-29', '2028-02-29').start).toBe(unix(2028, 1, 29));
  });
});
