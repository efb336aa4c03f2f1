import { http } from 'msw';
import { formatUnixTime } from '../../src/domain/time';
import type { Machine } from '../../src/domain/wire/machine';
import type { Sim } from '../sim';
import { devicesHeldBy, type HeldDevice } from '../world/devices';
import { authed, ok } from './envelope';

/** A device as the list calls carry it: the caller's role included. */
export function deviceRow({ device, membership }: HeldDevice): Machine {
  const { password: _password, online, registtime, ...fields } = device;
  return {
    ...fields,
    groups: [...fields.groups],
    state: online ? 1 : 0,
    limit_authority: membership.limitAuthority,
    registtime: formatUnixTime(registtime),
  };
}

export function machineHandlers(sim: Sim) {
  return [
    // {terminalID, version}: the caller's personal devices (eid 0), newest first.
    http.post('*/api/machine/select', authed(sim, ({ user }) => ok(devicesHeldBy(sim.world, user.id, 0).map(deviceRow)))),
  ];
}
