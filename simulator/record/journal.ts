// The request journal: the last calls to /api and /eapi in both modes (simulated, proxied, replayed), with their
// redacted bodies, the answer's status and hwcode and how long it took. A ring of a size the operator sets
// (SIM_JOURNAL_SIZE), read by GET /__sim/requests and checked by POST /__sim/verify (WireMock's verify).
import { z } from 'zod';
import { pathMatcher } from '../faults/faultSpec';

export type JournalEntry = {
  id: number;
  at: string;
  method: string;
  path: string;
  /** The query string with secrets replaced ('' when none). */
  query: string;
  /** The account the call was made as (its names), when known. */
  account?: string[];
  requestBody: string;
  status: number;
  hwcode?: string;
  responseBody: string;
  /** ms from the request's arrival to its answer being ready, and the answer's bytes. */
  timings: { waitMs: number };
  responseBytes: number;
  source: 'simulated' | 'proxied' | 'replayed' | 'fault';
  faults?: number[];
};

export const JOURNAL_LIMITS = { defaultSize: 1_000, maxSize: 100_000, bodyChars: 4_096, listMax: 1_000 } as const;

/** The journal's size from SIM_JOURNAL_SIZE (bounded); the default when unset or not a number. */
export function journalSize(value: string | undefined): number {
  const n = Number(value);
  if (!value || !Number.isInteger(n) || n < 0) return JOURNAL_LIMITS.defaultSize;
  return Math.min(n, JOURNAL_LIMITS.maxSize);
}

const instant = z.union([z.number(), z.string().max(40)]).transform((raw, ctx) => {
  const ms = typeof raw === 'string' && !/^\d+$/.test(raw.trim()) ? Date.parse(raw) : Number(raw);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  ctx.addIssue({ code: 'custom', message: 'must be ms since the epoch or an ISO date-time' });
  return z.NEVER;
});

/** The filter of GET /__sim/requests (its query) and of a verify. */
export const requestFilter = z.strictObject({
  path: z.string().trim().min(1).max(300).optional().describe('a glob over the path (`*` in a segment, `**` across) or re:<regex>'),
  method: z.string().trim().toUpperCase().max(10).optional(),
  account: z.string().trim().min(1).max(100).optional().describe('a phone, e-mail or account name the call was made as'),
  since: instant.optional().describe('ms since the epoch or an ISO date-time'),
  hwcode: z.union([z.string().max(20), z.number()]).transform(String).optional(),
  limit: z.coerce.number().int().min(1).max(JOURNAL_LIMITS.listMax).optional(),
});
export type RequestFilter = z.infer<typeof requestFilter>;

const countRule = z
  .strictObject({
    atLeast: z.number().int().min(0).optional(),
    atMost: z.number().int().min(0).optional(),
    exactly: z.number().int().min(0).optional(),
  })
  .refine((c) => c.atLeast !== undefined || c.atMost !== undefined || c.exactly !== undefined, { message: 'count needs atLeast, atMost or exactly' });

/** POST /__sim/verify: a filter and how many calls must match it (at least one when no count is given). */
export const verifyInput = requestFilter.omit({ limit: true }).extend({ count: countRule.optional() });
export type VerifyInput = z.infer<typeof verifyInput>;

export type Journal = {
  add(entry: Omit<JournalEntry, 'id'>): JournalEntry;
  list(filter?: RequestFilter): JournalEntry[];
  verify(input: VerifyInput): { ok: boolean; count: number; expected: string; matched: JournalEntry[] };
  clear(): number;
  size(): number;
  readonly capacity: number;
};

export function createJournal(capacity: number): Journal {
  const ring: JournalEntry[] = [];
  let next = 1;
  let start = 0;
  const ordered = () => (start === 0 ? ring : [...ring.slice(start), ...ring.slice(0, start)]);
  const matches = (filter: RequestFilter | VerifyInput) => {
    const matcher = filter.path ? pathMatcher(filter.path) : undefined;
    const pathRe = typeof matcher === 'string' ? /(?!)/ : matcher;
    const account = filter.account?.toLowerCase();
    return (e: JournalEntry) =>
      (!pathRe || pathRe.test(e.path)) &&
      (!filter.method || e.method === filter.method) &&
      (!account || (e.account ?? []).some((name) => name.toLowerCase() === account)) &&
      (filter.since === undefined || Date.parse(e.at) >= filter.since) &&
      (filter.hwcode === undefined || e.hwcode === filter.hwcode);
  };
  return {
    capacity,
    add(entry) {
      const full: JournalEntry = { id: next++, ...entry };
      if (capacity === 0) return full;
      if (ring.length < capacity) ring.push(full);
      else {
        ring[start] = full;
        start = (start + 1) % capacity;
      }
      return full;
    },
    list(filter = {}) {
      const found = ordered().filter(matches(filter));
      return found.slice(-(filter.limit ?? JOURNAL_LIMITS.listMax));
    },
    verify(input) {
      const matched = ordered().filter(matches(input));
      const c = input.count ?? { atLeast: 1 };
      const n = matched.length;
      const ok = (c.atLeast === undefined || n >= c.atLeast) && (c.atMost === undefined || n <= c.atMost) && (c.exactly === undefined || n === c.exactly);
      const expected = [c.exactly !== undefined ? `exactly ${c.exactly}` : '', c.atLeast !== undefined ? `at least ${c.atLeast}` : '', c.atMost !== undefined ? `at most ${c.atMost}` : ''].filter(Boolean).join(' and ');
      return { ok, count: n, expected, matched: matched.slice(-JOURNAL_LIMITS.listMax) };
    },
    clear() {
      const n = ring.length;
      ring.length = 0;
      start = 0;
      return n;
    },
    size: () => ring.length,
  };
}
