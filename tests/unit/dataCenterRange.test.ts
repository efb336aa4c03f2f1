// The data centre's range and answer handling: days to come are refused, the send log the cloud answers reaches
// the notifications card, and one day is said in the singular.
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../src/i18n/allTexts';
import { dayRange } from '../../src/domain/time';
import { buildFigures } from '../../src/ui/dataCenter/figures';
import { wellFormed } from '../../src/ui/dataCenter/queries';
import { checkRange } from '../../src/ui/dataCenter/range';

const today = new Date(2026, 10, 25, 12, 0, 0);

describe('data centre range', () => {
  it('refuses a range ending after today and accepts one ending today', () => {
    expect(checkRange({ preset: 'custom', from: '2026-11-26', to: '2026-11-30' }, today)).toEqual({ ok: false, error: 'future' });
    expect(checkRange({ preset: 'custom', from: '2026-11-20', to: '2026-11-26' }, today)).toEqual({ ok: false, error: 'future' });
    expect(checkRange({ preset: 'custom', from: '2026-11-20', to: '2026-11-25' }, today).ok).toBe(true);
    expect(checkRange({ preset: 'custom', from: '2026-11-27', to: '2026-11-26' }, today)).toEqual({ ok: false, error: 'inverted' });
  });
});

describe('data centre answer', () => {
  const range = dayRange('2026-11-25', '2026-11-25');
  const answer = {
    devices: [{ machineId: 1, name: 'Pump', code: 'A1B2C3', onlineNow: true, spans: [] }],
    alarms: [],
    alarmsCapped: false,
    notifications: [{ channel: 'sms' as const, result: 'delivered' as const, sendTime: range.start + 60 }],
  };

  it('keeps the send log so the notifications card draws it', () => {
    const history = wellFormed(answer, { eid: 0, ...range });
    expect(history.notifications).toHaveLength(1);
    const figures = buildFigures(history, range, createI18n('en').t);
    expect(figures.notifications).toBeDefined();
    expect(figures.notifications?.summary).toContain('1 SMS');
  });

  it('leaves the send log absent only when the cloud keeps none', () => {
    const { notifications: _, ...without } = answer;
    expect(wellFormed(without, { eid: 0, ...range }).notifications).toBeUndefined();
  });

  it('says one day in the singular', () => {
    const figures = buildFigures(wellFormed(answer, { eid: 0, ...range }), range, createI18n('en').t);
    expect(figures.online.summary).toMatch(/^On 1 day,/);
    expect(figures.online.summary).not.toContain('1 days');
  });
});
