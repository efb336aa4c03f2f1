// The one rule for a range of days a person picks (docs/decisions.md, "Console"): the first day not after the
// last, and no day after today; either end may be open. Pinned as a table of ranges around a fixed today.
import { describe, expect, it } from 'vitest';
import { dayRangeRefusal } from '../../src/domain/dayRangeRule';

// Noon of 1 June 2026, local time: the day key is 2026-06-01 in every zone the tests run in.
const TODAY = new Date(2026, 5, 1, 12);

describe('dayRangeRefusal', () => {
  it.each([
    ['', '', undefined],
    ['2026-05-01', '2026-05-31', undefined],
    ['2026-05-31', '2026-05-31', undefined],
    ['2026-06-01', '2026-06-01', undefined],
    ['2026-05-02', '', undefined],
    ['', '2026-05-02', undefined],
    ['2026-06-01', '', undefined],
    ['', '2026-06-01', undefined],
    ['2026-05-02', '2026-05-01', 'inverted'],
    ['2026-06-03', '2026-06-02', 'inverted'],
    ['2026-06-02', '', 'future'],
    ['', '2026-06-02', 'future'],
    ['2026-05-01', '2026-06-02', 'future'],
    ['2026-06-02', '2026-06-02', 'future'],
  ] as const)('from %j to %j: %s', (from, to, refusal) => {
    expect(dayRangeRefusal(from, to, TODAY)).toBe(refusal);
  });

  it('counts today as the day the clock is on when none is given', () => {
    expect(dayRangeRefusal('2000-01-01', '2000-01-02')).toBeUndefined();
    expect(dayRangeRefusal('2000-01-01', '9999-12-31')).toBe('future');
  });
});
