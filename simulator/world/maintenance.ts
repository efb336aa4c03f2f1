import type { Device, Enterprise, World } from './types';

// Who maintains which enterprise device. The spec names a maintenance list, maintenance personnel and a team
// (getteammember) but not how they are chosen; the simulator derives them from the world, so devices the fleet
// adds later are covered without extra records (docs/decisions.md, "maintenance list"):
// - an enterprise's maintenance team is its members;
// - team member i maintains the enterprise's device d when (d.machine_id + i) is even, so every device has at
//   least one maintainer and, in a team of two or more, the work is shared out.

export function enterpriseOf(world: World, eid: number): Enterprise | undefined {
  return eid > 0 ? world.enterprises.find((e) => e.eid === eid) : undefined;
}

export function maintenanceTeam(world: World, eid: number): number[] {
  return [...(enterpriseOf(world, eid)?.memberIds ?? [])];
}

export function maintainersOf(world: World, device: Device): number[] {
  return maintenanceTeam(world, device.eid).filter((_, i) => (device.machine_id + i) % 2 === 0);
}

export function maintains(world: World, userId: number, device: Device): boolean {
  return maintainersOf(world, device).includes(userId);
}

/** `maintains` for many devices of one enterprise: its team is read once, not once a device. */
export function maintainsIn(world: World, userId: number, eid: number): (device: Device) => boolean {
  const places = maintenanceTeam(world, eid).flatMap((id, i) => (id === userId ? [i] : []));
  return (device) => places.some((i) => (device.machine_id + i) % 2 === 0);
}

/** The enterprise devices the user maintains, by machine id. */
export function maintainedBy(world: World, userId: number, eid: number): Device[] {
  const team = maintenanceTeam(world, eid);
  const i = team.indexOf(userId);
  if (i < 0) return [];
  return world.devices.filter((d) => d.eid === eid && (d.machine_id + i) % 2 === 0).sort((a, b) => a.machine_id - b.machine_id);
}
