import type { Membership, World } from '../world/types';

/** Who hears of a device's alarms: its owner and admins, unless their access says "no alarm". */
export function receivesAlarms(membership: Membership): boolean {
  return membership.limitAuthority >= 2 && membership.access !== 'noAlarm';
}

export function alarmRecipients(world: World, machineId: number): number[] {
  return world.memberships.filter((m) => m.machineId === machineId && receivesAlarms(m)).map((m) => m.userId);
}

/** The devices whose alarms the user hears of, in one scope (eid 0 personal). */
export function alarmDevicesOf(world: World, userId: number, eid: number): Set<number> {
  const inScope = new Set(world.devices.filter((d) => d.eid === eid).map((d) => d.machine_id));
  return new Set(
    world.memberships.filter((m) => m.userId === userId && inScope.has(m.machineId) && receivesAlarms(m)).map((m) => m.machineId),
  );
}
