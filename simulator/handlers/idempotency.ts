import { HttpResponse } from 'msw';
import { BusinessCode } from '../../src/domain/resultCodes';
import type { Sim } from '../sim';

// Irreversible calls once per intent (docs/decisions.md, "Console"). The console sends an
// `Idempotency-Key` with every money-like or destructive call (src/transport/intentKeys.ts). A call repeated with a
// key this caller already used on the same method and path, within REPLAY_MS, is not done again: it answers the
// first call's answer, byte for byte (and waits for it while the first is still running). Calls without a key go
// as before, so a cloud client that sends none is served as the spec describes.

const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key's answer is kept: long enough for a double click, a retry after a lost answer or a reload. */
export const REPLAY_MS = 10 * 60_000;
/** Keys kept at most; the oldest goes first, so a flood of keys cannot grow the process. */
const MAX_KEYS = 5_000;
const KEY = /^[A-Za-z0-9_-]{8,64}$/;

type Kept = { at: number; answer: Promise<{ status: number; headers: [string, string][]; body: ArrayBuffer }> };
// Kept with the world: a reset world (a new seed, a test's fresh world) starts with no keys.
const keptByWorld = new WeakMap<Sim['world'], Map<string, Kept>>();

function keptOf(sim: Sim): Map<string, Kept> {
  let kept = keptByWorld.get(sim.world);
  if (!kept) {
    kept = new Map();
    keptByWorld.set(sim.world, kept);
  }
  return kept;
}

/**
 * Runs `handle` once per (caller, method, path, key): a repeat within REPLAY_MS gets a copy of the first answer.
 * A malformed key is refused, as any input out of its bounds.
 */
export async function once(sim: Sim, userId: number, request: Request, handle: () => Response | Promise<Response>): Promise<Response> {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null || request.method === 'GET') return handle();
  if (!KEY.test(key)) return HttpResponse.json({ hwcode: BusinessCode.InvalidInput, hwdata: 'idempotency-key must be 8 to 64 letters, digits, - or _' });
  const kept = keptOf(sim);
  const now = sim.clock.now();
  const id = `${userId} ${request.method} ${new URL(request.url).pathname} ${key}`;
  const before = kept.get(id);
  if (before && now - before.at <= REPLAY_MS) {
    sim.log.add('http', `idempotency-key repeat answered with the first answer: ${request.method} ${new URL(request.url).pathname}`);
    return replay(await before.answer);
  }
  const answer = Promise.resolve(handle()).then(async (response) => ({
    status: response.status,
    headers: [...response.headers.entries()],
    body: await response.arrayBuffer(),
  }));
  kept.delete(id);
  kept.set(id, { at: now, answer });
  for (const [oldId, entry] of kept) {
    if (kept.size <= MAX_KEYS && now - entry.at <= REPLAY_MS) break;
    kept.delete(oldId);
  }
  try {
    return replay(await answer);
  } catch (error) {
    // A handler that threw keeps no answer: the same key may try again.
    kept.delete(id);
    throw error;
  }
}

function replay(answer: { status: number; headers: [string, string][]; body: ArrayBuffer }): Response {
  return new Response(answer.body.slice(0), { status: answer.status, headers: answer.headers });
}
