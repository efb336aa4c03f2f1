import type { Device, Membership, World } from '../world/types';

/** The device and the caller's role on it, or undefined when the caller holds no role on that device. */
export function heldDevice(world: World, userId: number, machineId: number): { device: Device; membership: Membership } | undefined {
  const device = world.devices.find((d) => d.machine_id === machineId);
  const membership = world.memberships.find((m) => m.userId === userId && m.machineId === machineId);
  return device && membership ? { device, membership } : undefined;
}

export function deviceById(world: World, machineId: number): Device | undefined {
  return world.devices.find((d) => d.machine_id === machineId);
}

/** Ids arrive as strings in forms; both spellings the console uses are accepted. */
export function machineIdOf(fields: Record<string, string>): number {
  return Number(fields.machineId ?? fields.machineID ?? fields.deviceId ?? NaN);
}
