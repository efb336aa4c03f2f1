// The fault handler: first of the simulator's msw handlers. It answers a faulted call (late, with an HTTP status,
// a catalogue hwcode or no answer at all) or returns undefined so the call goes on to the handler that owns it.
// The control API (/__sim/) is never faulted: it is how faults are cleared.
import { delay, http, HttpResponse } from 'msw';
import type { Sim } from '../sim';
import { faultsOf } from './faults';
import { installRealtimeFaults } from './realtime';

export function faultHandlers(sim: Sim) {
  installRealtimeFaults(sim);
  return [
    http.all('*', async ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path.startsWith('/__sim')) return undefined;
      const decision = faultsOf(sim).decideHttp(path);
      if (decision.kind === 'pass') return undefined;
      if (decision.timeoutMs !== undefined) {
        await delay(decision.timeoutMs);
        return HttpResponse.error();
      }
      if (decision.delayMs > 0) await delay(decision.delayMs);
      if (decision.status !== undefined) return HttpResponse.json({ error: `fault ${decision.fault.id} injected` }, { status: decision.status });
      if (decision.hwcode !== undefined) return HttpResponse.json({ hwcode: Number(decision.hwcode) || decision.hwcode, hwdata: `fault ${decision.fault.id} injected` });
      // Latency only: the call goes on, late, to its own handler.
      return undefined;
    }),
  ];
}
