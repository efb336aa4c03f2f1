// The audit scene of a device for QA and tests (plain JSON, no envelope):
// POST /__sim/audit/device {machineId, checkType?, password?}: the audit mode, and the device password ('' none).
// GET /__sim/audit/applications?machineId=: the device's applications with their answers.
import { http, HttpResponse } from 'msw';
import type { Sim } from '../sim';
import { fieldsOf } from '../narrow';

export function auditControlHandlers(sim: Sim) {
  const device = (id: unknown) => sim.world.devices.find((d) => d.machine_id === Number(id));
  return [
    http.post('*/__sim/audit/device', async ({ request }) => {
      let body: Record<string, unknown> = {};
      try {
        body = fieldsOf(await request.json());
      } catch {
        return HttpResponse.json({ error: 'send JSON {machineId, checkType?, password?}' }, { status: 400 });
      }
      const target = device(body.machineId);
      if (!target) return HttpResponse.json({ error: 'machineId not found' }, { status: 404 });
      if (body.checkType !== undefined) {
        if (body.checkType !== 0 && body.checkType !== 1) return HttpResponse.json({ error: 'checkType is 0 or 1' }, { status: 400 });
        target.checkType = body.checkType;
      }
      if (typeof body.password === 'string') {
        target.password = body.password;
        target.hasPasswd = body.password !== '';
      }
      sim.log.add('control', `audit of ${target.machine_id}: checkType ${target.checkType}, ${target.hasPasswd ? 'with' : 'no'} password`);
      return HttpResponse.json({ machineId: target.machine_id, checkType: target.checkType, hasPasswd: target.hasPasswd });
    }),
    http.get('*/__sim/audit/applications', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('machineId'));
      return HttpResponse.json({ applications: sim.world.applications.filter((a) => Number.isNaN(id) || id === 0 || a.machineId === id) });
    }),
  ];
}
