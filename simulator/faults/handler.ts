// The fault handler: first of the simulator's msw handlers. It answers a faulted call (late, with an HTTP status,
// a catalogue hwcode or no answer at all: `HttpResponse.error()`, which the server turns into a closed socket) or
// returns undefined so the call goes on, late if a latency hit, to the handler that owns it.
// The control API (/__sim/) is never faulted: it is how faults are cleared.
import { delay, http, HttpResponse } from 'msw';
import { wireCode } from '../../src/domain/resultCodes';
import type { Sim } from '../sim';
import { faultsOf } from './faults';
import { installRealtimeFaults } from './realtime';

export function faultHandlers(sim: Sim) {
  installRealtimeFaults(sim);
  return [
    http.all('*', async ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path.startsWith('/__sim')) return undefined;
      const decision = faultsOf(sim).decideHttp(path, { method: request.method, cloudtoken: request.headers.get('cloudtoken') });
      if (decision.kind === 'pass') return undefined;
      if (decision.delayMs > 0) await delay(decision.delayMs);
      if (decision.timeoutMs !== undefined) {
        // Held, then the connection closes without an answer (the server destroys the socket on this error).
        await delay(decision.timeoutMs);
        return HttpResponse.error();
      }
      if (decision.status !== undefined) return HttpResponse.json({ error: `fault ${decision.answeredBy} injected` }, { status: decision.status });
      if (decision.hwcode !== undefined) return HttpResponse.json({ hwcode: wireCode(decision.hwcode), hwdata: `fault ${decision.answeredBy} injected` });
      // Latency only: the call goes on, late, to its own handler.
      return undefined;
    }),
  ];
}
