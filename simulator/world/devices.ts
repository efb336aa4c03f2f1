import type { Device, Membership, World } from './types';

export type HeldDevice = { device: Device; membership: Membership };

/** The devices a user holds a role on, newest acquisition first; `eid` 0 selects the personal ones. */
export function devicesHeldBy(world: World, userId: number, eid: number): HeldDevice[] {
  const byId = new Map(world.devices.map((d) => [d.machine_id, d]));
  const held: HeldDevice[] = [];
  for (const membership of world.memberships) {
    if (membership.userId !== userId) continue;
    const device = byId.get(membership.machineId);
    if (device && device.eid === eid) held.push({ device, membership });
  }
  return held.sort((a, b) => b.membership.since - a.membership.since || b.device.machine_id - a.device.machine_id);
}

export function membershipOf(world: World, userId: number, machineId: number): Membership | undefined {
  return world.memberships.find((m) => m.userId === userId && m.machineId === machineId);
}

/** A list of ids as the console sends it: a JSON array or a comma-separated string. */
export function idList(value: string | undefined): number[] {
  if (!value || value.trim() === '') return [];
  const text = value.trim();
  let parts: unknown[] = text.split(',');
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) parts = parsed;
    } catch {
      return [];
    }
  }
  return parts.map((p) => Number(p)).filter((n) => Number.isInteger(n) && n > 0);
}
