import { membershipsOfDevice } from '../world/fleetIndex';
import type { Membership, World } from '../world/types';

/** Who hears of a device's alarms: its owner and admins, unless their access says "no alarm". */
export function receivesAlarms(membership: Membership): boolean {
  return membership.limitAuthority >= 2 && membership.access !== 'noAlarm';
}

export function alarmRecipients(world: World, machineId: number): number[] {
  // The device's roles from the fleet index: a storm of 1,000 alarms a second scanned every role of the world each.
  // One list made, not a filtered one and then a mapped one, for each alarm.
  const recipients: number[] = [];
  for (const membership of membershipsOfDevice(world, machineId)) if (receivesAlarms(membership)) recipients.push(membership.userId);
  return recipients;
}

/** The devices whose alarms the user hears of, in one scope (eid 0 personal). */
export function alarmDevicesOf(world: World, userId: number, eid: number): Set<number> {
  const inScope = new Set(world.devices.filter((d) => d.eid === eid).map((d) => d.machine_id));
  return new Set(
    world.memberships.filter((m) => m.userId === userId && inScope.has(m.machineId) && receivesAlarms(m)).map((m) => m.machineId),
  );
}
