// The unread badge machine's paths as src/machines/paths.ts generates them (`npm run paths -- unread` lists the
// same, numbered alike): every simple path of a small world (counts 0..1) and every edge of a larger one (counts
// 0..3, self-loops three times over), replayed against a live actor on a simulated clock. Product.md sections 4
// and 9: set, increment, reduce by the number read, never below 0; the badge follows after 200 ms of quiet.
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { UNREAD_DEBOUNCE_MS } from '../../src/domain/constants';
import { machinePaths, UNREAD_SETTLE as SETTLE } from '../../src/machines/paths';
import { unreadMachine, type UnreadEvent } from '../../src/machines/unread.machine';

type Snapshot = ReturnType<typeof unreadMachine.transition>;
type GraphEvent = UnreadEvent | { type: typeof SETTLE };
type Step = { event: GraphEvent; state: Snapshot };

/** The reference: what the count must be after a change, whatever the machine does. */
function nextCount(count: number, event: UnreadEvent): number {
  switch (event.type) {
    case 'SET':
      return Math.max(0, event.count);
    case 'INCREMENT':
      return count + (event.by ?? 1);
    case 'READ':
      return Math.max(0, count - event.count);
  }
}

async function replay(steps: Step[]): Promise<void> {
  const clock = new SimulatedClock();
  const actor = createActor(unreadMachine, { clock }).start();
  const [first, ...rest] = steps;
  expect(actor.getSnapshot().value).toEqual(first?.state.value);
  let before = actor.getSnapshot();
  let count = 0;
  for (const step of rest) {
    if (step.event.type === SETTLE) {
      // A millisecond before the quiet period ends the badge still shows the old number.
      clock.increment(UNREAD_DEBOUNCE_MS - 1);
      expect(actor.getSnapshot().context.shown).toBe(before.context.shown);
      clock.increment(1);
      const after = actor.getSnapshot();
      expect(after.context.shown).toBe(count);
    } else {
      actor.send(step.event);
      count = nextCount(count, step.event);
      const after = actor.getSnapshot();
      // The count moves at once; the badge waits.
      expect(after.context.count).toBe(count);
      expect(after.context.shown).toBe(before.context.shown);
      expect(after.value).toBe('settling');
    }
    const after = actor.getSnapshot();
    expect(after.value).toEqual(step.state.value);
    expect(after.context).toEqual(step.state.context);
    expect(after.context.count).toBeGreaterThanOrEqual(0);
    if (after.matches('settled')) expect(after.context.shown).toBe(after.context.count);
    before = after;
  }
  actor.stop();
}

const played = machinePaths('unread');
const paths = played.map((p) => [`${p.id}. ${p.variant}, ${p.kind}: ${p.name}`, p.steps as unknown as Step[]] as const);

describe(`unread machine: ${paths.length} paths`, () => {
  it('reaches both states with the badge behind and caught up', () => {
    const ends = new Set(
      played.filter((p) => p.kind === 'simple').map(({ steps }) => {
        const end = steps.at(-1)?.state;
        return `${String(end?.value)}:${end?.context.shown === end?.context.count ? 'same' : 'behind'}`;
      }),
    );
    expect([...ends].sort()).toEqual(['settled:same', 'settling:behind', 'settling:same']);
  });

  it.each(paths)('%s', async (_name, steps) => replay([...steps]));
});
