import { http, HttpResponse } from 'msw';
import { scadaRegistrations } from '../handlers/scada';
import type { Sim } from '../sim';

// /__sim/scada: the SCADA registrations the simulated cloud kept, for QA and tests.
export function scadaControlHandlers(sim: Sim) {
  return [http.get('*/__sim/scada', () => HttpResponse.json({ registrations: scadaRegistrations(sim.world) }))];
}
