import { http, HttpResponse } from 'msw';
import { faultsOf as storeOf, type FaultStore } from '../faults/faults';
import { FAULT_LIMITS, parseFault } from '../faults/faultSpec';
import { reasonOf } from './issues';
import { inputOf } from './catalogue';
import type { Sim } from '../sim';

// /__sim/faults: QA faults on a running simulator. POST adds one (or a list), GET lists them with their hits,
// DELETE (or POST /__sim/faults/clear, for clients without DELETE) clears all, or one with ?id=;
// POST /__sim/faults/enable|disable {id} turns one on or off and keeps it listed.

async function json(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    return Symbol.for('not json');
  }
}

const badRequest = (why: string) => HttpResponse.json({ error: why }, { status: 400 });

/** The simulator's faults, or (behind CLOUD_URL) the proxy's own store and clock. */
export type FaultSource = Sim | { faults: () => FaultStore; now: () => number };

export function faultControlHandlers(source: FaultSource) {
  const own = 'faults' in source ? source : undefined;
  const now = () => (own ? own.now() : (source as Sim).clock.now());
  const store = () => (own ? own.faults() : storeOf(source as Sim));
  const clear = (request: Request, bodyId?: number) => {
    const id = new URL(request.url).searchParams.get('id');
    const removed = store().clear(bodyId ?? (id === null ? undefined : Number(id)));
    return HttpResponse.json({ cleared: removed, faults: store().list(), now: now() });
  };
  return [
    http.get('*/__sim/faults', () => HttpResponse.json({ faults: store().list(), now: now() })),
    http.post('*/__sim/faults', async ({ request }) => {
      const body = await json(request);
      if (typeof body === 'symbol') return badRequest('the body must be JSON: a fault or a list of faults');
      const list = Array.isArray(body) ? body : [body];
      if (Array.isArray(body) && (body.length === 0 || body.length > FAULT_LIMITS.faults)) return badRequest(`a list of 1 to ${FAULT_LIMITS.faults} faults`);
      // All or nothing: a list with one bad fault adds none of them.
      for (const [i, raw] of list.entries()) {
        const parsed = parseFault(raw);
        if (!parsed.ok) return badRequest(list.length > 1 ? `fault ${i + 1}: ${parsed.error}` : parsed.error);
      }
      const added = [];
      for (const raw of list) {
        const result = store().add(raw);
        if (!result.ok) return badRequest(result.error);
        added.push(result.value);
      }
      return HttpResponse.json({ added, faults: store().list() });
    }),
    http.delete('*/__sim/faults', ({ request }) => clear(request)),
    ...(['enable', 'disable'] as const).map((verb) =>
      http.post(`*/__sim/faults/${verb}`, async ({ request }) => {
        const checked = inputOf('POST', `faults/${verb}`).safeParse(await json(request));
        if (!checked.success) return badRequest(`${verb}: give {id} of a listed fault (${reasonOf(checked.error)})`);
        const { id } = checked.data as { id: number };
        const fault = store().setEnabled(id, verb === 'enable');
        if (!fault) return HttpResponse.json({ error: `no fault ${id}` }, { status: 404 });
        return HttpResponse.json({ fault, faults: store().list() });
      }),
    ),
    // POST takes the id in its body ({id}) as the catalogue declares it, or in the query as DELETE does.
    http.post('*/__sim/faults/clear', async ({ request }) => {
      const body = await json(request);
      const checked = inputOf('POST', 'faults/clear').safeParse(body ?? {});
      if (!checked.success) return badRequest(`clear: give {id} of a listed fault, or nothing (${reasonOf(checked.error)})`);
      return clear(request, (checked.data as { id?: number }).id);
    }),
  ];
}
