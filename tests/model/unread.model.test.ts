// The unread badge machine over its graph: every simple path of a small world (counts 0..1), and every
// edge of a larger one (counts 0..3, self-loops three times over), replayed against a live actor on a
// simulated clock. Product.md sections 4 and 9: set, increment, reduce by the number read, never below 0;
// the badge follows after 200 ms of quiet.
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths } from '@xstate/graph';
import { UNREAD_DEBOUNCE_MS } from '../../src/domain/constants';
import { unreadMachine, type UnreadEvent } from '../../src/machines/unread.machine';

type Snapshot = ReturnType<typeof unreadMachine.transition>;
const SETTLE = 'xstate.after.DEBOUNCE.unread.settling';
type GraphEvent = UnreadEvent | { type: typeof SETTLE };
type Step = { event: GraphEvent; state: Snapshot };

/** Counts are unbounded; the graph is cut at `cap` by not offering increments past it. */
function traversal(cap: number) {
  const changes: UnreadEvent[] = [
    { type: 'SET', count: 0 },
    { type: 'SET', count: cap },
    { type: 'SET', count: -3 },
    { type: 'INCREMENT' },
    { type: 'INCREMENT', by: 2 },
    { type: 'READ', count: 1 },
    { type: 'READ', count: 5 },
  ];
  return {
    // A machine that lets the count run away would make the graph infinite: fail instead of hanging.
    limit: 10_000,
    serializeState: (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context }),
    // The machine's event type leaves out the after event the graph must also drive.
    events: (snapshot: Snapshot) =>
      [
        ...changes.filter((event) => event.type !== 'INCREMENT' || snapshot.context.count + (event.by ?? 1) <= cap),
        ...(snapshot.matches('settling') ? [{ type: SETTLE }] : []),
      ] as UnreadEvent[],
  };
}

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

function label(steps: Step[]): string {
  return steps
    .map(({ event, state }, index) => {
      const { type, ...data } = event;
      const name = type === SETTLE ? `after ${UNREAD_DEBOUNCE_MS} ms` : `${type}${JSON.stringify(data)}`;
      const where = `${String(state.value)}(${state.context.count}/${state.context.shown})`;
      return index === 0 ? where : `${name} → ${where}`;
    })
    .join(' → ');
}

const small = traversal(1);
const simplePaths = getSimplePaths(unreadMachine, small).map((path, index, all) => {
  const steps = path.steps as Step[];
  return [`path ${index + 1}/${all.length}: ${label(steps)}`, steps] as const;
});

// Simple paths never take an edge back into the same vertex; these cases reach each vertex of the larger
// world by its shortest path and take every edge out of it.
const large = traversal(3);
const shortest = getShortestPaths(unreadMachine, large);
const edgeCases = Object.entries(getAdjacencyMap(unreadMachine, large)).flatMap(([vertex, { transitions }]) => {
  const reach = shortest.find((path) => large.serializeState(path.state) === vertex);
  if (!reach) throw new Error(`no path reaches ${vertex}`);
  const out = Object.values(transitions) as Array<{ event: UnreadEvent; state: Snapshot }>;
  return out.map(({ event, state }) => {
    const edge = { event: event as GraphEvent, state };
    const loop = large.serializeState(state) === vertex;
    return [...(reach.steps as Step[]), ...(loop ? [edge, edge, edge] : [edge])];
  });
});
const edges = edgeCases.map(
  (steps, index) => [`edge ${index + 1}/${edgeCases.length}: ${label(steps)}`, steps] as const,
);

const title = `unread machine: ${simplePaths.length} simple paths (counts 0..1), ${edges.length} edges (counts 0..3)`;
describe(title, () => {
  it('reaches both states with the badge behind and caught up', () => {
    const ends = new Set(
      simplePaths.map(([, steps]) => {
        const end = steps.at(-1)?.state;
        return `${String(end?.value)}:${end?.context.shown === end?.context.count ? 'same' : 'behind'}`;
      }),
    );
    expect([...ends].sort()).toEqual(['settled:same', 'settling:behind', 'settling:same']);
  });

  it.each(simplePaths)('%s', async (_name, steps) => replay([...steps]));
  it.each(edges)('%s', async (_name, steps) => replay([...steps]));
});
