import { http } from 'msw';
import { GROUP_LIMIT } from '../../src/domain/constants';
import { BusinessCode } from '../../src/domain/resultCodes';
import { sameName } from '../../src/domain/validation';
import { groupNameSchema } from '../../src/domain/forms/devices';
import type { UserGroupItem } from '../../src/domain/wire/group';
import type { Sim } from '../sim';
import { idList } from '../world/devices';
import { nextId } from '../world/ids';
import type { UserGroup } from '../world/types';
import { authed, fail, ok, type Caller, type Fields } from './envelope';

// A user's own device groups. A device may sit in several groups; the default group ALL is not stored: it
// holds every device.

function groupsOf(sim: Sim, userId: number): UserGroup[] {
  return sim.world.groups.filter((g) => g.userId === userId).sort((a, b) => a.createdAt - b.createdAt || Number(a.id) - Number(b.id));
}

function item(sim: Sim, group: UserGroup): UserGroupItem {
  const count = sim.world.memberships.filter((m) => m.userId === group.userId && m.groupIds.includes(group.id)).length;
  return { id: group.id, name: group.name, count };
}

function list(sim: Sim, { user }: Caller): Response {
  return ok(groupsOf(sim, user.id).map((g) => item(sim, g)));
}

function create(sim: Sim, { user }: Caller, fields: Fields): Response {
  const parsed = groupNameSchema.safeParse({ name: fields.name ?? '' });
  if (!parsed.success) return fail(BusinessCode.InvalidInput, 'group name: 1 to 10 letters or digits');
  const { name } = parsed.data;
  const mine = groupsOf(sim, user.id);
  if (mine.length >= GROUP_LIMIT) return fail(BusinessCode.GroupLimitReached, `at most ${GROUP_LIMIT} groups`);
  if (mine.some((g) => sameName(g.name, name))) return fail(BusinessCode.GroupNameExists, 'a group has this name');
  const group: UserGroup = { id: String(nextId(sim.world)), userId: user.id, name, createdAt: sim.clock.now() };
  sim.world.groups.push(group);
  return ok(item(sim, group));
}

function change(sim: Sim, { user }: Caller, fields: Fields): Response {
  const group = sim.world.groups.find((g) => g.id === fields.id && g.userId === user.id);
  if (!group) return fail(BusinessCode.GroupNotFound, 'no such group');
  if (fields.name !== undefined) {
    const parsed = groupNameSchema.safeParse({ name: fields.name });
    if (!parsed.success) return fail(BusinessCode.InvalidInput, 'group name: 1 to 10 letters or digits');
    const { name } = parsed.data;
    if (groupsOf(sim, user.id).some((g) => g !== group && sameName(g.name, name))) return fail(BusinessCode.GroupNameExists, 'a group has this name');
    group.name = name;
  }
  const adding = new Set(idList(fields.addMachineIds));
  const removing = new Set(idList(fields.removeMachineIds));
  for (const m of sim.world.memberships) {
    if (m.userId !== user.id) continue;
    if (removing.has(m.machineId)) m.groupIds = m.groupIds.filter((id) => id !== group.id);
    if (adding.has(m.machineId) && !m.groupIds.includes(group.id)) m.groupIds = [...m.groupIds, group.id];
  }
  return ok(item(sim, group));
}

function remove(sim: Sim, { user }: Caller, fields: Fields): Response {
  const group = sim.world.groups.find((g) => g.id === fields.id && g.userId === user.id);
  if (!group) return fail(BusinessCode.GroupNotFound, 'no such group');
  sim.world.groups = sim.world.groups.filter((g) => g !== group);
  // The devices stay the user's: they leave the group and remain in ALL.
  for (const m of sim.world.memberships) {
    if (m.userId === user.id && m.groupIds.includes(group.id)) m.groupIds = m.groupIds.filter((id) => id !== group.id);
  }
  return ok(null);
}

export function groupHandlers(sim: Sim) {
  const path = '*/api/device/v1/userGroup';
  return [
    http.get(path, authed(sim, (caller) => list(sim, caller))),
    // {name}
    http.post(path, authed(sim, (caller, fields) => create(sim, caller, fields))),
    // {id, name?, addMachineIds?, removeMachineIds?}
    http.put(path, authed(sim, (caller, fields) => change(sim, caller, fields))),
    // ?id=
    http.delete(path, authed(sim, (caller, fields) => remove(sim, caller, fields))),
  ];
}
