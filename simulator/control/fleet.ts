import { http, HttpResponse } from 'msw';
import { checkMachineCode } from '../../src/domain/validation';
import { readFields } from '../handlers/envelope';
import { CONTROL_LIMITS, checkNumber } from './limits';
import { setFlapRate, flapRate } from '../flapping';
import type { Sim } from '../sim';
import { findForControl } from '../world/accounts';
import { addDevices, findByCode, ownerOf, scanCodeOf, setCodeExists } from '../world/fleet';
import { changeOnline } from '../history/onlineHistory';

// /__sim/ control of the fleet: plain JSON in and out, HTTP statuses for mistakes (as simulator/control.ts).

const badRequest = (error: string) => HttpResponse.json({ error }, { status: 400 });
const notFound = (what: string) => HttpResponse.json({ error: `${what} not found` }, { status: 404 });
const truthy = (value: string | undefined) => value === 'true' || value === '1';

export function fleetControlHandlers(sim: Sim) {
  return [
    // {count, account?}: N new devices, owned by the account when given (newest on top of its list).
    http.post('*/__sim/devices', async ({ request }) => {
      const b = await readFields(request);
      const checked = checkNumber('count', b.count, 1, CONTROL_LIMITS.devices, { integer: true });
      if (!checked.ok) return badRequest(checked.error);
      const count = checked.value;
      if (sim.world.devices.length + count > CONTROL_LIMITS.worldDevices) return badRequest(`the world holds at most ${CONTROL_LIMITS.worldDevices} devices`);
      const owner = b.account ? findForControl(sim.world, b.account) : undefined;
      if (b.account && !owner) return notFound('account');
      const added = addDevices(sim.world, count, owner?.id, sim.clock.now());
      sim.log.add('control', `added ${added.length} devices${owner ? ` for user ${owner.id}` : ''}`);
      return HttpResponse.json({
        added: added.length,
        devices: sim.world.devices.length,
        machineCodes: added.slice(0, 100).map((d) => d.machine_code),
      });
    }),

    // {machineCode, online}
    http.post('*/__sim/device/state', async ({ request }) => {
      const b = await readFields(request);
      const device = findByCode(sim.world, b.machineCode ?? '');
      if (!device) return notFound('machineCode');
      if (b.online === undefined) return badRequest('online must be true or false');
      changeOnline(sim, device, truthy(b.online));
      return HttpResponse.json({ machineId: device.machine_id, machineCode: device.machine_code, online: device.online });
    }),

    // {perMinute}: 0 stops the flapping.
    http.post('*/__sim/flap', async ({ request }) => {
      const checked = checkNumber('perMinute', (await readFields(request)).perMinute, 0, CONTROL_LIMITS.flapPerMinute);
      if (!checked.ok) return badRequest(checked.error);
      const perMinute = checked.value;
      setFlapRate(sim, perMinute);
      return HttpResponse.json({ perMinute: flapRate(sim) });
    }),

    // {machineCode, exists, password?}: a code that exists is an unowned device until somebody adds it.
    http.post('*/__sim/machine-code', async ({ request }) => {
      const b = await readFields(request);
      const machineCode = (b.machineCode ?? '').trim();
      if (!checkMachineCode(machineCode).ok) return badRequest('machineCode must be 6 to 32 letters, digits or hyphens');
      const device = setCodeExists(sim.world, machineCode, truthy(b.exists), b.password, sim.clock.now());
      return HttpResponse.json({
        machineCode,
        exists: device !== undefined,
        machineId: device?.machine_id ?? 0,
        owned: device ? ownerOf(sim.world, device.machine_id) !== undefined : false,
      });
    }),

    // ?machineCode=: the binding code the device shows, while nobody owns it.
    http.get('*/__sim/scan-code', ({ request }) => {
      const device = findByCode(sim.world, new URL(request.url).searchParams.get('machineCode') ?? '');
      if (!device) return notFound('machineCode');
      if (ownerOf(sim.world, device.machine_id)) return HttpResponse.json({ error: 'an owned device shows no binding code' }, { status: 409 });
      return HttpResponse.json({ scanCode: scanCodeOf(device) });
    }),
  ];
}
