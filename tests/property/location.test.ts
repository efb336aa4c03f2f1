// The rule of 5 location refreshes a day (product.md section 9), days counted in China Standard Time.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOCATION_REFRESHES_PER_DAY } from '../../src/domain/constants';
import { locationDay, refreshesLeft, tryRefresh } from '../../src/domain/location';

const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 20, 16, 0, 0); // 00:00 on 21 November in UTC+8

/** A reference model: count the allowed refreshes per UTC+8 day. */
function model(instants: number[]): boolean[] {
  const perDay = new Map<number, number>();
  return instants.map((at) => {
    const day = Math.floor((at + 8 * 3_600_000) / DAY);
    const used = perDay.get(day) ?? 0;
    if (used >= LOCATION_REFRESHES_PER_DAY) return false;
    perDay.set(day, used + 1);
    return true;
  });
}

describe('location refreshes', () => {
  it('allows at most 5 refreshes on any day and agrees with a per-day count', () => {
    const gaps = fc.array(fc.integer({ min: 0, max: 10 * 3_600_000 }), { minLength: 1, maxLength: 60 });
    fc.assert(
      fc.property(gaps, (steps) => {
        let now = START;
        const instants = steps.map((gap) => (now += gap));
        let history: number[] = [];
        const allowed = instants.map((at) => {
          const attempt = tryRefresh(history, at);
          history = attempt.history;
          expect(attempt.left).toBe(refreshesLeft(history, at));
          return attempt.allowed;
        });
        expect(allowed).toEqual(model(instants));
        const perDay = new Map<string, number>();
        instants.forEach((at, i) => {
          if (allowed[i]) perDay.set(locationDay(at), (perDay.get(locationDay(at)) ?? 0) + 1);
        });
        for (const count of perDay.values()) expect(count).toBeLessThanOrEqual(LOCATION_REFRESHES_PER_DAY);
      }),
    );
  });

  it('renews at midnight China time, not at midnight UTC', () => {
    let history: number[] = [];
    const lateEvening = START - 60_000; // 23:59 in UTC+8
    for (let i = 0; i < LOCATION_REFRESHES_PER_DAY; i += 1) history = tryRefresh(history, lateEvening).history;
    expect(tryRefresh(history, lateEvening).allowed).toBe(false);
    expect(tryRefresh(history, START + 60_000).allowed).toBe(true);
    // 16:00 UTC is already the next day in UTC+8; 08:00 UTC the same day.
    expect(locationDay(START)).toBe('2026-11-21');
    expect(locationDay(START - 1)).toBe('2026-11-20');
  });

  it('keeps only the current day in the history it returns', () => {
    const { history } = tryRefresh([START - 3 * DAY, START - DAY, START + 10], START + 20);
    expect(history).toEqual([START + 10, START + 20]);
  });
});
