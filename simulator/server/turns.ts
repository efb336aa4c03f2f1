import { endTogetherMark, newTogetherMark } from '../handlers/listAnswer';

// Takes the simulated cloud's calls one at a time, in the order they came, with a turn of the event loop between
// two of them. The handlers are synchronous work on this one thread: without turns, 200 calls that arrive together
// are all worked out before the first answer leaves (Node writes sockets between loop turns), so every client
// waits for all 200 and every answer sits in memory at once. With turns, answer k leaves after k calls' work.
// A handler that waits (a fault's added latency) gives up its turn at its first wait: turns order the start of the
// work, they never hold one call behind another's timer.
//
// Calls of one group (the list calls that change nothing, server/sharedCalls.ts) waiting together start in the
// same turn, up to GROUP of them: 200 admins of one enterprise each asking their own 5,000-device list then read
// each device's fields once per turn instead of once per call (handlers/listAnswer.ts, `bytesOfSource`), and their
// answers leave together (figures per group size: docs/architecture.md, "Lists of many different users"). A call of
// the group may start before a call of another kind that came earlier: both were waiting, neither answered, so
// either order is one the world could have shown.

/**
 * Calls of one group started in one turn. Their work is one block of the loop (16 enterprise lists of 5,000 devices:
 * about 16 to 25 ms, what a scavenge of a busy server takes; a realtime frame due meanwhile waits for it), and their
 * answers are made together: users of one role share one body, users who each see other rows hold up to GROUP
 * bodies (3 MB each) at once. Larger groups share more (docs/architecture.md), at the cost of longer blocks.
 */
export const GROUP = 16;

export type Turns = {
  /** Resolves when the call may start. Calls naming the same `group` that wait together start in one turn. */
  next(group?: string): Promise<void>;
};

type Waiting = { start: () => void; group: string | undefined };

/**
 * Marks the devices compared from now until the microtasks of the calls just started have all run: a tick queued
 * from a microtask runs once the microtask queue is empty, before any other callback can change the world (one
 * queued here, in the turn's own callback, would run before those microtasks).
 */
function markTogether(): void {
  const mark = newTogetherMark();
  queueMicrotask(() => process.nextTick(() => endTogetherMark(mark)));
}

export function createTurns(groupSize = GROUP): Turns {
  const waiting: Waiting[] = [];
  let running = false;
  const pump = () => {
    const first = waiting.shift();
    if (!first) {
      running = false;
      return;
    }
    running = true;
    first.start();
    if (first.group !== undefined) {
      let started = 1;
      for (let i = 0; i < waiting.length && started < groupSize; ) {
        if (waiting[i]!.group !== first.group) {
          i += 1;
          continue;
        }
        waiting.splice(i, 1)[0]!.start();
        started += 1;
      }
      if (started > 1) markTogether();
    }
    // Scheduled from a callback, the next turn runs after the loop has polled: written answers flush meanwhile.
    setImmediate(pump);
  };
  return {
    next(group) {
      return new Promise<void>((resolve) => {
        waiting.push({ start: resolve, group });
        if (!running) pump();
      });
    },
  };
}
