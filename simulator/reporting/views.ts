// How the simulator's projects look on the wire (src/domain/wire/project.ts), per caller.
import { PROJECT_MEMBER, PROJECT_OWNER, reportCount } from '../../src/domain/projects';
import type { Project, ProjectMachine, ProjectUser, TeamMember } from '../../src/domain/wire/project';
import { enterpriseRows, maintenanceRows } from '../handlers/enterpriseDevices';
import type { Device, SimUser, World } from '../world/types';
import { projectState, type SimProject } from './state';

export function roleIn(project: SimProject, userId: number): number | undefined {
  if (project.ownerId === userId) return PROJECT_OWNER;
  return project.memberIds.includes(userId) ? PROJECT_MEMBER : undefined;
}

const userById = (world: World, id: number) => world.users.find((u) => u.id === id);

export function projectView(world: World, project: SimProject, callerId: number): Project {
  const role = roleIn(project, callerId) ?? 0;
  return {
    id: project.id, eid: project.eid, type: project.type, name: project.name, description: project.description,
    report_state: project.reportState, ownner: project.ownerId, ownerName: userById(world, project.ownerId)?.name ?? '',
    enable_get_visit_url: project.enableVisitUrl, server: project.server,
    // The key is the owner's: members never see it (product.md section 6).
    secret_key: role === PROJECT_OWNER ? project.secretKey : '',
    report_count: reportCount(project.machineIds.length),
    user_length: 1 + project.memberIds.length, machine_length: project.machineIds.length, limit_authority: role,
  };
}

export function userView(user: SimUser, limitAuthority: number): ProjectUser {
  return { id: user.id, name: user.name, email: user.email, phone: user.phone, country_code: user.countryCode, limit_authority: limitAuthority };
}

export function teamMemberView(user: SimUser): TeamMember {
  return { id: user.id, name: user.name, email: user.email, phone: user.phone, country_code: user.countryCode };
}

/** Owner first, then members in the order they joined. */
export function usersOf(world: World, project: SimProject): ProjectUser[] {
  const ids: Array<[number, number]> = [[project.ownerId, PROJECT_OWNER], ...project.memberIds.map((id): [number, number] => [id, PROJECT_MEMBER])];
  return ids.flatMap(([id, role]) => {
    const user = userById(world, id);
    return user ? [userView(user, role)] : [];
  });
}

export function machineView(world: World, device: Device, limitAuthority: number): ProjectMachine {
  const holder = device.emq_project_id ? projectState(world).projects.get(device.emq_project_id) : undefined;
  return {
    machine_id: device.machine_id, machine_name: device.machine_name, machine_code: device.machine_code, alias: device.alias,
    state: device.online ? 1 : 0, eid: device.eid, cloudState: device.cloudState, limit_authority: limitAuthority,
    emq_project_id: holder ? holder.id : null, project: holder ? holder.name : '',
  };
}

export function machinesOf(world: World, project: SimProject, callerId: number): ProjectMachine[] {
  return project.machineIds.flatMap((id) => {
    const device = world.devices.find((d) => d.machine_id === id);
    if (!device) return [];
    const membership = world.memberships.find((m) => m.userId === callerId && m.machineId === id);
    return [machineView(world, device, membership ? membership.limitAuthority : -1)];
  });
}

/**
 * The enterprise devices `user` may put into a project of this type: the devices they hold an Akey or Bkey on
 * (enterprise projects) or maintain (maintenance projects), as the device lists show them.
 */
export function candidatesOf(world: World, user: SimUser, project: Pick<SimProject, 'eid' | 'type'>): ProjectMachine[] {
  const rows = project.type === 2 ? maintenanceRows(world, user, project.eid) : enterpriseRows(world, user, project.eid);
  return rows.flatMap((row) => {
    const device = world.devices.find((d) => d.machine_id === row.machine_id);
    return device ? [machineView(world, device, row.limit_authority)] : [];
  });
}
