// POST /__sim/visit-result {machineCode?, result}: the next remote visit of that device (or of any device when no
// code is given) answers `result` at the step that gives it. GET /__sim/visit-result lists what is waiting.
import { http, HttpResponse } from 'msw';
import type { Sim } from '../sim';
import { detailState, FORCED_VISIT_RESULTS } from '../handlers/deviceState';
import { fieldsOf } from '../narrow';

export function visitControlHandlers(sim: Sim) {
  return [
    http.post('*/__sim/visit-result', async ({ request }) => {
      let body: Record<string, unknown> = {};
      try {
        body = fieldsOf(await request.json());
      } catch {
        return HttpResponse.json({ error: 'send JSON {machineCode?, result}' }, { status: 400 });
      }
      const result = FORCED_VISIT_RESULTS.find((r) => r === body.result);
      if (result === undefined) {
        return HttpResponse.json({ error: `result must be one of ${FORCED_VISIT_RESULTS.join(', ')}` }, { status: 400 });
      }
      const code = typeof body.machineCode === 'string' && body.machineCode.trim() !== '' ? body.machineCode.trim() : '*';
      if (code !== '*' && !sim.world.devices.some((d) => d.machine_code === code)) {
        return HttpResponse.json({ error: 'machineCode not found' }, { status: 404 });
      }
      detailState(sim.world).forcedVisits.set(code, result);
      sim.log.add('control', `next visit of ${code === '*' ? 'any device' : code} answers ${result}`);
      return HttpResponse.json({ machineCode: code === '*' ? null : code, result });
    }),
    http.get('*/__sim/visit-result', () =>
      HttpResponse.json({ waiting: Object.fromEntries(detailState(sim.world).forcedVisits) }),
    ),
  ];
}
