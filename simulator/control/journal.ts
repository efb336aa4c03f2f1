// /__sim/requests and /__sim/verify: the request journal (simulator/record/journal.ts) through the control API, in
// both modes. GET lists the recent calls (filtered), DELETE empties the journal, POST /__sim/verify answers whether
// the calls matching a filter were made as often as asked (WireMock's verify), with the calls it matched.
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import type { Journal } from '../record/journal';
import { requestFilter, verifyInput } from '../record/journal';
import { reasonOf } from './issues';

/** The journal's control calls, declared as the catalogue declares all of them (spread into CONTROL_CALLS). */
export const JOURNAL_CONTROL_CALLS: readonly { method: 'GET' | 'POST' | 'DELETE'; path: string; summary: string; input: z.ZodType }[] = [
  { method: 'GET', path: 'requests', summary: 'recent calls to /api and /eapi: redacted bodies, status, hwcode, timings (filter: path glob, method, account, since, hwcode, limit)', input: requestFilter },
  { method: 'DELETE', path: 'requests', summary: 'empty the request journal', input: z.strictObject({}) },
  { method: 'POST', path: 'verify', summary: 'were the calls matching {path, method, account, since, hwcode} made {count: {atLeast, atMost, exactly}} times? ok, count and the calls', input: verifyInput },
];

const journalsOf = new WeakMap<object, Journal>();
/** The journal the server keeps for a simulator (set by the server's edge; a simulator in a browser has none). */
export const attachJournal = (owner: object, journal: Journal) => journalsOf.set(owner, journal);
export const journalOf = (owner: object) => journalsOf.get(owner);

const badRequest = (why: string) => HttpResponse.json({ error: why }, { status: 400 });
const none = () => HttpResponse.json({ error: 'no request journal here (the server keeps it; SIM_JOURNAL_SIZE=0 turns it off)' }, { status: 404 });

export function journalControlHandlers(journal: () => Journal | undefined) {
  return [
    http.get('*/__sim/requests', ({ request }) => {
      const j = journal();
      if (!j) return none();
      const checked = requestFilter.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!checked.success) return badRequest(reasonOf(checked.error, 'filter'));
      const requests = j.list(checked.data);
      return HttpResponse.json({ count: requests.length, capacity: j.capacity, requests });
    }),
    http.delete('*/__sim/requests', () => {
      const j = journal();
      if (!j) return none();
      return HttpResponse.json({ cleared: j.clear() });
    }),
    http.post('*/__sim/verify', async ({ request }) => {
      const j = journal();
      if (!j) return none();
      let body: unknown;
      try {
        body = JSON.parse((await request.text()) || '{}');
      } catch {
        return badRequest('the body must be JSON: {path, method, account, since, count}');
      }
      const checked = verifyInput.safeParse(body);
      if (!checked.success) return badRequest(reasonOf(checked.error, 'verify'));
      return HttpResponse.json(j.verify(checked.data));
    }),
  ];
}
