// What the simulated cloud did, newest last: verification codes sent, logins, pushes. GET /__sim/log reads it;
// codes are echoed to the console too because no SMS or e-mail ever leaves the simulator.

export type LogEntry = { at: number; kind: string; text: string; data?: Record<string, unknown> };

export type SimLog = {
  add(kind: string, text: string, data?: Record<string, unknown>): LogEntry;
  entries(): LogEntry[];
  clear(): void;
};

const MAX_ENTRIES = 1000;

export function createLog(now: () => number, echo?: (line: string) => void): SimLog {
  // A ring of the newest entries: an alarm storm logs a push per alarm, and the entry it pushes out is simply
  // overwritten, with no copy of the others and no array left behind for the collector.
  let ring: LogEntry[] = [];
  let next = 0;
  return {
    add(kind, text, data) {
      const entry: LogEntry = data ? { at: now(), kind, text, data } : { at: now(), kind, text };
      if (ring.length < MAX_ENTRIES) ring.push(entry);
      else ring[next] = entry;
      next = (next + 1) % MAX_ENTRIES;
      // The line is only built when someone reads it (the server passes console.log unless quiet).
      if (echo) echo(`[sim] ${kind}: ${text}`);
      return entry;
    },
    entries: () => (ring.length < MAX_ENTRIES ? ring.slice() : [...ring.slice(next), ...ring.slice(0, next)]),
    clear() {
      ring = [];
      next = 0;
    },
  };
}
