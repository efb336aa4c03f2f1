// Every simple path of the realtime connection machine, and every edge of its graph (self-loops such as the
// heartbeat included), replayed against a live actor whose socket effects are recorded with the time of a
// simulated clock. Product.md sections 4 and 9: open while a token exists, heartbeat every 15 s, reconnect
// 5 s after a drop unless closed manually.
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { getAdjacencyMap, getPathsFromEvents, getShortestPaths, getSimplePaths } from '@xstate/graph';
import { HEARTBEAT_MS, RECONNECT_DELAY_MS } from '../../src/domain/constants';
import { realtimeMachine, type RealtimeEvent } from '../../src/machines/realtime.machine';

type Snapshot = ReturnType<typeof realtimeMachine.transition>;
const HEARTBEAT_AFTER = 'xstate.after.HEARTBEAT.realtime.open';
const RECONNECT_AFTER = 'xstate.after.RECONNECT_DELAY.realtime.waiting';
type GraphEvent = RealtimeEvent | { type: typeof HEARTBEAT_AFTER } | { type: typeof RECONNECT_AFTER };
type Step = { event: GraphEvent; state: Snapshot };

const domainEvents: GraphEvent[] = [
  { type: 'TOKEN_PRESENT', token: 'tok-a' },
  { type: 'TOKEN_PRESENT', token: 'tok-b' },
  { type: 'TOKEN_ABSENT' },
  { type: 'SOCKET_OPENED' },
  { type: 'SOCKET_DROPPED' },
  { type: 'CLOSE' },
];

const traversal = {
  // A machine that puts unbounded data into the vertices would make the graph infinite: fail, not hang.
  limit: 10_000,
  // The machine's event type leaves out the after events the graph must also drive.
  events: (snapshot: Snapshot) =>
    [
      ...domainEvents,
      ...(snapshot.matches('open') ? [{ type: HEARTBEAT_AFTER }] : []),
      ...(snapshot.matches('waiting') ? [{ type: RECONNECT_AFTER }] : []),
    ] as RealtimeEvent[],
  // The reconnect counter grows without bound; no guard reads it, so it is checked against a reference
  // count below instead of being part of the graph's vertices.
  serializeState: (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, token: snapshot.context.token }),
};

type Effect =
  | { type: 'openSocket'; token: string; at: number }
  | { type: 'closeSocket'; at: number }
  | { type: 'sendHeartbeat'; at: number };

function startActor() {
  const effects: Effect[] = [];
  const clock = new SimulatedClock();
  const machine = realtimeMachine.provide({
    actions: {
      openSocket: (_, params) => effects.push({ type: 'openSocket', token: params.token, at: clock.now() }),
      closeSocket: () => effects.push({ type: 'closeSocket', at: clock.now() }),
      sendHeartbeat: () => effects.push({ type: 'sendHeartbeat', at: clock.now() }),
    },
  });
  const actor = createActor(machine, { clock });
  actor.start();
  return { actor, clock, effects };
}

type Run = ReturnType<typeof startActor> & { openedAt?: number; attempts: number };

const kinds = (effects: Effect[]) => effects.map((effect) => effect.type);

function perform(run: Run, event: GraphEvent): void {
  const { actor, clock, effects } = run;
  if (event.type === HEARTBEAT_AFTER || event.type === RECONNECT_AFTER) {
    // A millisecond early nothing may happen; the effect comes exactly on time.
    const delay = event.type === HEARTBEAT_AFTER ? HEARTBEAT_MS : RECONNECT_DELAY_MS;
    const seen = effects.length;
    const value = actor.getSnapshot().value;
    clock.increment(delay - 1);
    expect(effects.slice(seen)).toEqual([]);
    expect(actor.getSnapshot().value).toEqual(value);
    clock.increment(1);
    return;
  }
  actor.send(event);
}

function checkStep(run: Run, event: GraphEvent, before: Snapshot, after: Snapshot, produced: Effect[]): void {
  const live = ['connecting', 'open', 'waiting'].some((state) => before.matches(state as never));
  const now = run.clock.now();
  switch (event.type) {
    case 'TOKEN_PRESENT': {
      const isNew = event.token !== before.context.token;
      if (before.matches('closed') || (before.matches('closedManually') && isNew)) {
        expect(produced).toEqual([{ type: 'openSocket', token: event.token, at: now }]);
      } else if (live && isNew) {
        expect(produced).toEqual([
          { type: 'closeSocket', at: now },
          { type: 'openSocket', token: event.token, at: now },
        ]);
      } else {
        // The same token again (including after a manual close) changes nothing.
        expect(produced).toEqual([]);
        expect(after.value).toEqual(before.value);
      }
      return;
    }
    case 'TOKEN_ABSENT':
      expect(after.value).toBe('closed');
      expect(after.context.token).toBeUndefined();
      expect(kinds(produced)).toEqual(live ? ['closeSocket'] : []);
      return;
    case 'CLOSE':
      if (live) {
        expect(after.value).toBe('closedManually');
        expect(kinds(produced)).toEqual(['closeSocket']);
      } else {
        expect(produced).toEqual([]);
      }
      return;
    case 'SOCKET_OPENED':
      expect(produced).toEqual([]);
      return;
    case 'SOCKET_DROPPED':
      expect(produced).toEqual([]);
      if (before.matches('connecting') || before.matches('open')) expect(after.value).toBe('waiting');
      else expect(after.value).toEqual(before.value);
      return;
    case HEARTBEAT_AFTER:
      expect(produced).toEqual([{ type: 'sendHeartbeat', at: now }]);
      return;
    case RECONNECT_AFTER:
      expect(produced).toEqual([{ type: 'openSocket', token: before.context.token, at: now }]);
      expect(after.value).toBe('connecting');
      return;
  }
}

/** The reconnect counter the UI may show: reconnects since the socket was last open or the token changed. */
function expectedAttempts(previous: number, event: GraphEvent, before: Snapshot, after: Snapshot): number {
  if (event.type === RECONNECT_AFTER) return previous + 1;
  if (event.type === 'SOCKET_OPENED' && after.matches('open')) return 0;
  if (after.context.token !== before.context.token) return 0;
  return previous;
}

async function replay(steps: Step[]): Promise<void> {
  const run: Run = { ...startActor(), attempts: 0 };
  const [first, ...rest] = steps;
  expect(run.actor.getSnapshot().value).toEqual(first?.state.value);
  let before = run.actor.getSnapshot();
  for (const step of rest) {
    const seen = run.effects.length;
    perform(run, step.event);
    const after = run.actor.getSnapshot();
    expect(after.value).toEqual(step.state.value);
    expect(after.context.token).toBe(step.state.context.token);
    checkStep(run, step.event, before, after, run.effects.slice(seen));

    run.attempts = expectedAttempts(run.attempts, step.event, before, after);
    expect(after.context.reconnectAttempts).toBe(run.attempts);

    // While open, heartbeats since the socket opened number floor(elapsed / HEARTBEAT_MS).
    if (after.matches('open')) {
      if (!before.matches('open')) run.openedAt = run.clock.now();
      const openedAt = run.openedAt ?? 0;
      const beats = run.effects.filter((effect) => effect.type === 'sendHeartbeat' && effect.at >= openedAt);
      expect(beats).toHaveLength(Math.floor((run.clock.now() - openedAt) / HEARTBEAT_MS));
    }

    // Closed means closed: however long nothing happens, nothing reopens and nothing beats.
    if (after.matches('closed') || after.matches('closedManually')) {
      const quiet = run.effects.length;
      run.clock.increment(RECONNECT_DELAY_MS + HEARTBEAT_MS);
      expect(run.effects.slice(quiet)).toEqual([]);
      expect(run.actor.getSnapshot().value).toEqual(after.value);
    }
    before = after;
  }
  run.actor.stop();
}

function label(steps: Step[]): string {
  return steps
    .map(({ event, state }, index) => {
      const name = event.type.replace('xstate.after.', 'after ').replace(/\.realtime\.\w+$/, '');
      const token = event.type === 'TOKEN_PRESENT' ? `(${event.token})` : '';
      return index === 0 ? String(state.value) : `${name}${token} → ${String(state.value)}`;
    })
    .join(' → ');
}

const simplePaths = getSimplePaths(realtimeMachine, traversal).map((path, index, all) => {
  const steps = path.steps as Step[];
  return [`path ${index + 1}/${all.length}: ${label(steps)}`, steps] as const;
});

// Simple paths never take an edge back into the same vertex (the heartbeat, ignored events); these cases
// reach each vertex by its shortest path and take every edge out of it, self-loops three times over.
const shortest = getShortestPaths(realtimeMachine, traversal);
const adjacency = getAdjacencyMap(realtimeMachine, traversal);
const edgeCases = Object.entries(adjacency).flatMap(([vertex, { transitions }]) => {
  const reach = shortest.find((path) => traversal.serializeState(path.state) === vertex);
  if (!reach) throw new Error(`no path reaches ${vertex}`);
  const out = Object.values(transitions) as Array<{ event: RealtimeEvent; state: Snapshot }>;
  return out.map(({ event, state }) => {
    const loop = traversal.serializeState(state) === vertex;
    const edge = { event: event as GraphEvent, state };
    return [...(reach.steps as Step[]), ...(loop ? [edge, edge, edge] : [edge])];
  });
});
const edges = edgeCases.map(
  (steps, index) => [`edge ${index + 1}/${edgeCases.length}: ${label(steps)}`, steps] as const,
);

// Longer walks the graph cannot give as simple paths: repeated drops and a manual close mid-reconnect.
const tokenA: GraphEvent = { type: 'TOKEN_PRESENT', token: 'tok-a' };
const drop: GraphEvent = { type: 'SOCKET_DROPPED' };
const reconnect: GraphEvent = { type: RECONNECT_AFTER };
const opened: GraphEvent = { type: 'SOCKET_OPENED' };
const beat: GraphEvent = { type: HEARTBEAT_AFTER };
const scenarios = (
  [
    [
      'a flaky link retries every 5 s, counting attempts until it opens',
      [tokenA, drop, reconnect, drop, reconnect, drop, reconnect, opened, beat, beat, drop, reconnect],
    ],
    [
      'a manual close while waiting cancels the reconnect; only a new login reopens',
      [tokenA, opened, beat, drop, { type: 'CLOSE' }, tokenA, { type: 'TOKEN_PRESENT', token: 'tok-b' }, opened, beat],
    ],
    [
      'logout while waiting cancels the reconnect and a later login opens again',
      [tokenA, opened, drop, reconnect, drop, { type: 'TOKEN_ABSENT' }, tokenA, drop, reconnect, opened],
    ],
  ] as const
).map(([name, events]) => {
  const [path] = getPathsFromEvents(realtimeMachine, [...events] as RealtimeEvent[], traversal);
  if (!path) throw new Error(`no path for ${name}`);
  return [`scenario: ${name}`, path.steps as Step[]] as const;
});

describe(`realtime machine: ${simplePaths.length} simple paths, ${edges.length} edges`, () => {
  it('reaches every state of the contract', () => {
    const reached = new Set(simplePaths.map(([, steps]) => String(steps.at(-1)?.state.value)));
    expect([...reached].sort()).toEqual(['closed', 'closedManually', 'connecting', 'open', 'waiting']);
  });

  it.each(simplePaths)('%s', async (_name, steps) => replay([...steps]));
  it.each(edges)('%s', async (_name, steps) => replay([...steps]));
  it.each(scenarios)('%s', async (_name, steps) => replay([...steps]));
});
