// Serves the simulated device access page behind a visit link: /__sim/hmi/<machine code>?visit=<token> and its
// live values at /__sim/hmi/<machine code>/values?visit=<token>.
import { http, HttpResponse } from 'msw';
import type { Sim } from '../sim';
import { detailState } from '../handlers/deviceState';
import { hmiSnapshot } from './hmiValues';
import { hmiPage, hmiRefusedPage } from './hmiPage';

export const HMI_PATH = '/__sim/hmi';

const html = (body: string, status = 200) =>
  new HttpResponse(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });

export function hmiHandlers(sim: Sim) {
  function linked(request: Request, code: string) {
    const token = new URL(request.url).searchParams.get('visit') ?? '';
    const link = detailState(sim.world).visitLinks.get(token);
    const device = link && sim.world.devices.find((d) => d.machine_id === link.machineId);
    if (!link || !device || device.machine_code !== code || link.expiresAt < sim.clock.now()) return undefined;
    const activeAlarms = sim.world.alarms.filter((a) => a.machineId === device.machine_id && a.state === 'active').length;
    return { token, snapshot: hmiSnapshot(device, sim.clock.now(), activeAlarms) };
  }

  return [
    http.get(`*${HMI_PATH}/:code/values`, ({ request, params }) => {
      const found = linked(request, String(params.code));
      return found ? HttpResponse.json(found.snapshot) : HttpResponse.json({ error: 'visit link not valid' }, { status: 403 });
    }),
    http.get(`*${HMI_PATH}/:code`, ({ request, params }) => {
      const code = String(params.code);
      const found = linked(request, code);
      if (!found) return html(hmiRefusedPage(), 403);
      return html(hmiPage(found.snapshot, `${HMI_PATH}/${encodeURIComponent(code)}/values?visit=${found.token}`));
    }),
  ];
}
