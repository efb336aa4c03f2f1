// The location rules (src/domain/location.ts; product.md sections 2 and 9): how an automatically placed device
// finds itself, and the 5 refreshes a day counted on China Standard Time's calendar day.
import { describe, expect, it } from 'vitest';
import { LOCATION_REFRESHES_PER_DAY } from '../../src/domain/constants';
import { autoWayName, locationDay, refreshesLeft, refreshesUsed, tryRefresh } from '../../src/domain/location';

describe('autoWayName', () => {
  it('names machineAutoLocationWay 0 gps, 1 station, 2 ip, and anything else gps', () => {
    expect([0, 1, 2].map(autoWayName)).toEqual(['gps', 'station', 'ip']);
    for (const way of [-1, 3, 1.5, Number.NaN]) expect(autoWayName(way), String(way)).toBe('gps');
  });
});

describe('the refreshes of a day', () => {
  // 2026-01-06 00:00:00 in China Standard Time (UTC+8).
  const midnight = Date.UTC(2026, 0, 5, 16);

  it('the allowance day turns at midnight China Standard Time', () => {
    expect(locationDay(midnight - 1)).toBe('2026-01-05');
    expect(locationDay(midnight)).toBe('2026-01-06');
  });

  it('counts only the refreshes of the same allowance day', () => {
    const history = [midnight - 1000, midnight - 1, midnight, midnight + 60_000];
    expect(LOCATION_REFRESHES_PER_DAY).toBe(5);
    expect(refreshesUsed(history, midnight + 120_000)).toBe(2);
    expect(refreshesLeft(history, midnight + 120_000)).toBe(3);
    expect(refreshesUsed(history, midnight - 500)).toBe(2);
    expect(refreshesUsed([], midnight)).toBe(0);
  });

  it('the fifth refresh of a day is the last; older days are dropped from the history', () => {
    let history = [midnight - 1];
    for (let i = 1; i <= 5; i += 1) {
      const result = tryRefresh(history, midnight + i);
      expect(result).toMatchObject({ allowed: true, left: 5 - i });
      history = result.history;
    }
    expect(history).toEqual([1, 2, 3, 4, 5].map((i) => midnight + i));
    expect(tryRefresh(history, midnight + 6)).toEqual({ allowed: false, history, left: 0 });
    expect(refreshesLeft(history, midnight + 6)).toBe(0);
    expect(tryRefresh(history, midnight + 86_400_000)).toEqual({ allowed: true, history: [midnight + 86_400_000], left: 4 });
  });
});
