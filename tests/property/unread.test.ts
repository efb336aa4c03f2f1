// Unread count and badge over random inputs: the count follows a reference model and never goes below 0,
// the badge text caps at 99+, and the badge only catches up after 200 ms of quiet (product.md sections 4, 9).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { UNREAD_BADGE_CAP, UNREAD_DEBOUNCE_MS } from '../../src/domain/constants';
import { badgeText, clampUnread } from '../../src/domain/unread';
import { unreadMachine, type UnreadEvent } from '../../src/machines/unread.machine';

const unreadEvent: fc.Arbitrary<UnreadEvent> = fc.oneof(
  // The server may send nonsense; a negative total must still never reach the badge.
  fc.record({ type: fc.constant('SET' as const), count: fc.integer({ min: -50, max: 500 }) }),
  fc.record({ type: fc.constant('INCREMENT' as const), by: fc.integer({ min: -5, max: 150 }) }),
  fc.constant({ type: 'INCREMENT' as const }),
  fc.record({ type: fc.constant('READ' as const), count: fc.integer({ min: 0, max: 200 }) }),
);

function reference(count: number, event: UnreadEvent): number {
  switch (event.type) {
    case 'SET':
      return Math.max(0, event.count);
    case 'INCREMENT':
      return Math.max(0, count + (event.by ?? 1));
    case 'READ':
      return Math.max(0, count - event.count);
  }
}

describe('unread count', () => {
  it('follows the reference model after every event and never goes below 0', () => {
    fc.assert(
      fc.property(fc.array(unreadEvent, { maxLength: 60 }), (events) => {
        const actor = createActor(unreadMachine, { clock: new SimulatedClock() }).start();
        let expected = 0;
        for (const event of events) {
          actor.send(event);
          expected = reference(expected, event);
          const { count } = actor.getSnapshot().context;
          expect(count).toBe(expected);
          expect(count).toBeGreaterThanOrEqual(0);
        }
        actor.stop();
      }),
    );
  });

  it('clampUnread gives a whole number that is never negative and keeps valid counts as they are', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double({ noNaN: false })), (n) => {
        const clamped = clampUnread(n);
        expect(Number.isInteger(clamped)).toBe(true);
        expect(clamped).toBeGreaterThanOrEqual(0);
        expect(clampUnread(clamped)).toBe(clamped);
        // `===` so that -0 counts as the 0 it is.
        if (Number.isInteger(n) && n >= 0) expect(clamped === n).toBe(true);
      }),
      { examples: [[-0], [Number.NaN], [Infinity], [-Infinity], [2.7], [-2.7]] },
    );
  });
});

describe('badge text', () => {
  it("is '' at 0 (and for anything that clamps to 0), the digits up to 99, '99+' above", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 100_000 }), (n) => {
        const text = badgeText(n);
        if (n <= 0) expect(text).toBe('');
        else if (n <= UNREAD_BADGE_CAP) expect(text).toBe(String(n));
        else expect(text).toBe('99+');
      }),
    );
  });

  it('shows the edges of the cap exactly', () => {
    expect([0, 1, 99, 100, 1000].map(badgeText)).toEqual(['', '1', '99', '99+', '99+']);
  });
});

describe('badge debounce', () => {
  const quietMs = fc.integer({ min: 0, max: 2 * UNREAD_DEBOUNCE_MS });
  const burst = fc.array(fc.record({ event: unreadEvent, quietMs }), { maxLength: 40 });

  it(`shows the count only once ${UNREAD_DEBOUNCE_MS} ms pass without a change`, () => {
    fc.assert(
      fc.property(burst, (steps) => {
        const clock = new SimulatedClock();
        const actor = createActor(unreadMachine, { clock }).start();
        let count = 0;
        let shown = 0;
        for (const { event, quietMs } of steps) {
          actor.send(event);
          count = reference(count, event);
          // Gaps shorter than the debounce add up to more than it without the badge moving: every change
          // restarts the wait.
          clock.increment(quietMs);
          if (quietMs >= UNREAD_DEBOUNCE_MS) shown = count;
          expect(actor.getSnapshot().context.shown).toBe(shown);
        }
        clock.increment(UNREAD_DEBOUNCE_MS);
        expect(actor.getSnapshot().context).toEqual({ count, shown: count });
        actor.stop();
      }),
    );
  });
});
