import type { FastifyRequest } from 'fastify';
import type { Turns } from './turns';

// Identical list calls waiting for their turn together get one answer. A kept list answer (handlers/answerCache.ts)
// is exact because each call reads again every value the answer was made of: for machine/select of 14,385 devices
// that witness is some 20 ms of the server's one thread, a whole call's worth, while sending the kept bytes costs
// what a bare route costs. 200 clients asking for the same list (a control room of screens signed in as one
// account, the bench) paid it 200 times in a row.
//
// A call that finds an identical call (same method, target, client address, headers and body) still waiting for
// its turn waits with it and is answered with its answer. That answer is made in the first call's turn, after the
// second call arrived and before it is answered, so it shows the world as it was at an instant within the second
// call's own lifetime: exactly what answering it in a turn of its own could show. Once the first call's turn has
// begun, later calls form a new group, so no call is ever answered with a world older than its arrival.
// Only calls that change nothing may share (`KEPT_LIST_PATHS`, handlers/answerCache.ts), only while no QA fault is set (a fault counts
// and draws per call), and only a prepared list answer (`shareable`) is shared; any other answer (a refusal, an
// error) sends each waiting call through its own turn.

/** Bodies above this are never shared: the list calls send a few form fields. */
const MAX_SHARED_BODY = 4 * 1024;

/**
 * The key of calls that may share one answer, or undefined. Every header but the request id is part of it (a
 * handler may read any), and so are the client's address and the body's bytes.
 */
export function sharedCallKey(request: FastifyRequest, paths: ReadonlySet<string>): string | undefined {
  if (request.method !== 'POST') return undefined;
  const path = request.url.split('?', 1)[0] ?? '';
  if (!paths.has(path)) return undefined;
  const body = request.body;
  if (body !== undefined && !(Buffer.isBuffer(body) && body.length <= MAX_SHARED_BODY)) return undefined;
  const headers = Object.entries(request.headers).filter(([name]) => name !== 'x-request-id');
  return JSON.stringify([request.url, request.ip, headers, body ? body.toString('base64') : '']);
}

export type SharedCalls = {
  /**
   * `answer()` in a turn of its own; or, when `key` names a call still waiting for its turn, that call's answer if
   * `shareable(answer)` (checked when it comes), else a turn of its own after all.
   */
  answer(key: string | undefined, answer: () => Promise<Response | undefined>, shareable: (response: Response) => boolean): Promise<Response | undefined>;
};

export function createSharedCalls(turns: Turns): SharedCalls {
  /** Per key, the answer of the call that leads the group, while its turn has not begun. */
  const waiting = new Map<string, Promise<Response | undefined>>();
  const ownTurn = (key: string | undefined, answer: () => Promise<Response | undefined>) => {
    // Calls that may share are the list calls that change nothing: they may also start together (turns.ts).
    const started = turns.next(key === undefined ? undefined : 'list');
    const answered = started.then(() => {
      // From here on the answer may be made: a call coming now waits for a turn of its own.
      if (key !== undefined && waiting.get(key) === answered) waiting.delete(key);
      return answer();
    });
    if (key !== undefined && !waiting.has(key)) waiting.set(key, answered);
    return answered;
  };
  return {
    async answer(key, answer, shareable) {
      const leader = key === undefined ? undefined : waiting.get(key);
      if (leader) {
        const response = await leader.catch(() => undefined);
        if (response && shareable(response)) return response;
      }
      return ownTurn(key, answer);
    },
  };
}
