// The realtime connection machine's paths as src/machines/paths.ts generates them (`npm run paths -- realtime`
// lists the same, numbered alike): every simple path, every edge of its graph (self-loops such as the heartbeat
// included) and three longer scenarios, replayed against a live actor whose socket effects are recorded with the
// time of a simulated clock. Product.md sections 4 and 9: open while a token exists, heartbeat every 15 s,
// reconnect 5 s after a drop unless closed manually.
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { HEARTBEAT_MS, RECONNECT_DELAY_MS } from '../../src/domain/constants';
import { HEARTBEAT_AFTER, RECONNECT_AFTER, machinePaths } from '../../src/machines/paths';
import { realtimeMachine, type RealtimeEvent } from '../../src/machines/realtime.machine';

type Snapshot = ReturnType<typeof realtimeMachine.transition>;
type GraphEvent = RealtimeEvent | { type: typeof HEARTBEAT_AFTER } | { type: typeof RECONNECT_AFTER };
type Step = { event: GraphEvent; state: Snapshot };

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

const paths = machinePaths('realtime').map((p) => [`${p.id}. ${p.kind}: ${p.name}`, p.steps as unknown as Step[]] as const);

describe(`realtime machine: ${paths.length} paths`, () => {
  it('reaches every state of the contract', () => {
    const reached = new Set(paths.map(([, steps]) => String(steps.at(-1)?.state.value)));
    expect([...reached].sort()).toEqual(['closed', 'closedManually', 'connecting', 'open', 'waiting']);
  });

  it.each(paths)('%s', async (_name, steps) => replay([...steps]));
});
