// What the simulated cloud did, newest last: verification codes sent, logins, pushes. GET /__sim/log reads it;
// codes are echoed to the console too because no SMS or e-mail ever leaves the simulator.

export type LogEntry = { at: number; kind: string; text: string; data?: Record<string, unknown> };

export type SimLog = {
  add(kind: string, text: string, data?: Record<string, unknown>): LogEntry;
  entries(): LogEntry[];
  clear(): void;
};

const MAX_ENTRIES = 1000;

export function createLog(now: () => number, echo: (line: string) => void = () => {}): SimLog {
  let entries: LogEntry[] = [];
  return {
    add(kind, text, data) {
      const entry: LogEntry = { at: now(), kind, text, ...(data ? { data } : {}) };
      entries.push(entry);
      // Trimmed once it holds twice the bound, not on every entry past it: an alarm storm logs a push per alarm,
      // and copying the last thousand entries on each one cost ten times the entry itself.
      if (entries.length >= 2 * MAX_ENTRIES) entries = entries.slice(-MAX_ENTRIES);
      echo(`[sim] ${kind}: ${text}`);
      return entry;
    },
    entries: () => entries.slice(-MAX_ENTRIES),
    clear() {
      entries = [];
    },
  };
}
