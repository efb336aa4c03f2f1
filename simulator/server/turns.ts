// Takes the simulated cloud's calls one at a time, in the order they came, with a turn of the event loop between
// two of them. The handlers are synchronous work on this one thread: without turns, 200 calls that arrive together
// are all worked out before the first answer leaves (Node writes sockets between loop turns), so every client
// waits for all 200 and every answer sits in memory at once. With turns, answer k leaves after k calls' work.
// A handler that waits (a fault's added latency) gives up its turn at its first wait: turns order the start of the
// work, they never hold one call behind another's timer.

export type Turns = { next(): Promise<void> };

export function createTurns(): Turns {
  const waiting: Array<() => void> = [];
  let running = false;
  const pump = () => {
    const start = waiting.shift();
    if (!start) {
      running = false;
      return;
    }
    running = true;
    start();
    // Scheduled from a callback, the next turn runs after the loop has polled: written answers flush meanwhile.
    setImmediate(pump);
  };
  return {
    next() {
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (!running) pump();
      });
    },
  };
}
