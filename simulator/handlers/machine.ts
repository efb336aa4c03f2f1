import { http } from 'msw';
import type { Sim } from '../sim';
import { devicesHeldBy, type HeldDevice } from '../world/devices';
import { authed, ok } from './envelope';

/** A device as the list calls carry it: the device's fields plus the caller's role and the online state. */
export function deviceRow({ device, membership }: HeldDevice) {
  const { password: _password, online, ...fields } = device;
  return { ...fields, state: online ? 1 : 0, online, limit_authority: membership.limitAuthority };
}

export function machineHandlers(sim: Sim) {
  return [
    // {terminalID, version}: the caller's personal devices (eid 0), newest first.
    http.post('*/api/machine/select', authed(sim, ({ user }) => ok(devicesHeldBy(sim.world, user.id, 0).map(deviceRow)))),
  ];
}
