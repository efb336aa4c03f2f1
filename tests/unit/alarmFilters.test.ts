// The alarm centre's filters become the query the cloud gets: whole days, open ends, one page of 6.
import { describe, expect, it } from 'vitest';
import { dayRange } from '../../src/domain/time';
import { alarmQuery, kanbanQuery, NO_FILTERS, rangeOf } from '../../src/ui/alarms/alarmFilters';
import { checkRange } from '../../src/ui/dataCenter/range';

describe('alarm filters', () => {
  it('no filter asks for everything of the scope, six a page', () => {
    expect(alarmQuery(0, 0, NO_FILTERS, 2)).toEqual({ deviceType: 0, eid: 0, deviceId: undefined, state: undefined, page: 2, pageSize: 6 });
  });

  it('a day range runs from the start of the first day to 23:59:59 of the last', () => {
    const q = alarmQuery(1, 201, { ...NO_FILTERS, from: '2026-11-01', to: '2026-11-21', machineId: '50001', state: 'active' }, 1)!;
    const { start, end } = dayRange('2026-11-01', '2026-11-21');
    expect(q).toMatchObject({ deviceType: 1, eid: 201, deviceId: 50001, state: 'active', start, end });
    expect(new Date(q.end! * 1000).getSeconds()).toBe(59);
  });

  it('one end alone leaves the other open', () => {
    const from = rangeOf({ ...NO_FILTERS, from: '2026-11-20' });
    expect(from).toEqual({ start: dayRange('2026-11-20', '2026-11-20').start, end: undefined });
    const to = rangeOf({ ...NO_FILTERS, to: '2026-11-20' });
    expect(to).toEqual({ start: undefined, end: dayRange('2026-11-20', '2026-11-20').end });
  });

  it('a start after the end is not sent', () => {
    const filters = { ...NO_FILTERS, from: '2026-11-21', to: '2026-11-20' };
    expect(rangeOf(filters)).toBe('inverted');
    expect(alarmQuery(0, 0, filters, 1)).toBeUndefined();
    expect(kanbanQuery(0, 0, filters)).toBeUndefined();
  });
});

describe('one range rule for the alarm centre and the data centre (docs/decisions.md, "Console")', () => {
  const today = new Date(2026, 10, 25, 12, 0, 0);
  it('a range reaching past today is refused and not sent, as the data centre refuses it', () => {
    for (const filters of [
      { ...NO_FILTERS, from: '2030-01-01', to: '2030-12-31' },
      { ...NO_FILTERS, from: '2026-11-20', to: '2026-11-26' },
      { ...NO_FILTERS, from: '2026-11-26' },
    ]) {
      expect(rangeOf(filters, today)).toBe('future');
      expect(checkRange({ preset: 'custom', from: filters.from, to: filters.to || filters.from }, today)).toEqual({ ok: false, error: 'future' });
    }
    expect(alarmQuery(0, 0, { ...NO_FILTERS, from: '2030-01-01', to: '2030-12-31' }, 1)).toBeUndefined();
    expect(rangeOf({ ...NO_FILTERS, from: '2026-11-20', to: '2026-11-25' }, today)).toEqual(dayRange('2026-11-20', '2026-11-25'));
  });
});
