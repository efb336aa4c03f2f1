import { http } from 'msw';
import { BusinessCode } from '../../src/domain/resultCodes';
import { checkRemark } from '../../src/domain/validation';
import { formatUnixTime } from '../../src/domain/time';
import { membershipOf, wireRow } from '../world/devices';
import { deviceById, devicesOfUser, membershipsOfDevice, membershipsOfUser } from '../world/fleetIndex';
import {
  ALL_GROUP,
  type DevicePage,
  type EnterpriseGroup,
  type EnterpriseInfo,
  type EnterpriseMachine,
  type EnterprisePermission,
  type MachineBaseInfo,
  type Personnel,
} from '../../src/domain/wire/enterpriseDevices';
import type { Sim } from '../sim';
import { enterpriseOf, maintainedBy, maintainersOf, maintains, maintainsIn, maintenanceTeam } from '../world/maintenance';
import type { Device, Membership, SimUser, World } from '../world/types';
import { authed, fail, ok, type Fields } from './envelope';
import { bytesOfSource, createRowMemo, okParts, type RowMemo } from './listAnswer';
import { answerCacheOf, witnessRoles, type Witness } from './answerCache';

// The enterprise and maintenance device lists and the per-device calls behind them (api.md section 7,
// Enterprise). Enterprise accounts show only the devices the caller holds an Akey or Bkey on (product.md
// section 6); the maintenance list holds the enterprise's devices the caller maintains (world/maintenance.ts).

/** api.md section 9: device lists page at most 5000. */
const MAX_PAGE_SIZE = 5000;

const noPermission = (why: string) => fail(BusinessCode.NoPermission, why);
const notFound = () => fail(BusinessCode.DeviceNotFound, 'device not in this enterprise list');

function membershipsOf(world: World, userId: number): Map<number, Membership> {
  const byMachine = new Map<number, Membership>();
  for (const m of membershipsOfUser(world, userId)) byMachine.set(m.machineId, m);
  return byMachine;
}

/**
 * The caller's row of a device: `limit_authority` -1 when the caller maintains it without holding a key. `groups`
 * are the enterprise's device groups the device carries (group/all), not the caller's own groups. `maintainer`
 * may be given by a list that worked it out for all its rows at once.
 */
function rowOf(world: World, user: SimUser, device: Device, membership: Membership | undefined, maintainer = maintains(world, user.id, device)): EnterpriseMachine {
  return enterpriseRow(device, membership ? membership.limitAuthority : -1, maintainer);
}

function enterpriseRow(device: Device, authority: number, maintainer: boolean): EnterpriseMachine {
  return Object.assign(wireRow(device, [...device.groups], authority), { maintainer });
}

/** A device of the enterprise list and the caller's part of its row; the row itself is made only when needed. */
type Listed = { device: Device; authority: number; since: number; maintainer: boolean };

const rowOfListed = (l: Listed): EnterpriseMachine => enterpriseRow(l.device, l.authority, l.maintainer);

/** The caller's fields of a listed row as one number, for the row bytes kept per device and role (listAnswer.ts). */
const roleOf = (l: Listed) => l.authority * 2 + (l.maintainer ? 1 : 0);

/** Newest acquisition first, then the higher machine id. */
const newestFirst = (a: Listed, b: Listed) => b.since - a.since || b.device.machine_id - a.device.machine_id;

/** The enterprise list: devices of `eid` the caller is Akey or Bkey of, newest acquisition first. */
export function enterpriseRows(world: World, user: SimUser, eid: number): EnterpriseMachine[] {
  return enterpriseListed(world, user, eid).map(rowOfListed);
}

function enterpriseListed(world: World, user: SimUser, eid: number): Listed[] {
  // The devices of the user's roles read in order (devicesOfUser), and one record per row: 200 different admins of
  // 5,000 devices ask this a hundred times a second (`npm run bench -- sim`).
  const memberships = membershipsOfUser(world, user.id);
  const devices = devicesOfUser(world, user.id);
  const maintainer = maintainsIn(world, user.id, eid);
  const listed: Listed[] = [];
  for (let i = 0; i < memberships.length; i += 1) {
    const membership = memberships[i]!;
    if (membership.limitAuthority < 2) continue;
    const device = devices[i];
    if (device && device.eid === eid) listed.push({ device, authority: membership.limitAuthority, since: membership.since, maintainer: maintainer(device) });
  }
  // Roles are mostly kept in the order they were given: in that order (or its reverse) no sort is needed.
  if (inOrder(listed, (a, b) => newestFirst(a, b) <= 0)) return listed;
  if (inOrder(listed, (a, b) => newestFirst(a, b) >= 0)) return listed.reverse();
  return listed.sort(newestFirst);
}

function inOrder<T>(items: T[], before: (a: T, b: T) => boolean): boolean {
  for (let i = 1; i < items.length; i += 1) if (!before(items[i - 1]!, items[i]!)) return false;
  return true;
}

/**
 * What the enterprise list of `eid` for `userId` is made of (answerCache.ts): the enterprise's team (who maintains
 * what), the user's roles in order with all their fields, the device each names and its eid, and every field of
 * the devices the list carries.
 */
function witnessEnterprise(w: Witness, world: World, userId: number, eid: number): void {
  const team = maintenanceTeam(world, eid);
  w.see(team.length);
  for (const id of team) w.see(id);
  witnessRoles(w, world, userId, eid, (membership) => membership.limitAuthority >= 2);
}

export function maintenanceRows(world: World, user: SimUser, eid: number): EnterpriseMachine[] {
  const mine = membershipsOf(world, user.id);
  return maintainedBy(world, user.id, eid).map((device) => rowOf(world, user, device, mine.get(device.machine_id)));
}

/** `groups` of a row or of the device it is made of: the row carries the device's own. */
function inGroup(row: { groups: string[] }, groupId: string | undefined): boolean {
  return !groupId || groupId === ALL_GROUP || row.groups.includes(groupId);
}

/** Searched fields of a row or of the device it is made of: the row carries them as the device has them. */
function matches(row: Pick<EnterpriseMachine, 'machine_name' | 'alias' | 'machine_code' | 'machineRemark' | 'maintenanceRemark'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [row.machine_name, row.alias, row.machine_code, row.machineRemark, row.maintenanceRemark].some((v) => v.toLowerCase().includes(needle));
}

function pageOf<T>(rows: T[], fields: Fields): Omit<DevicePage, 'list'> & { list: T[] } {
  const page = Math.max(1, Math.floor(Number(fields.page) || 1));
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(Number(fields.pageSize) || MAX_PAGE_SIZE)));
  const start = (page - 1) * pageSize;
  return { list: rows.slice(start, start + pageSize), total: rows.length, page, pageSize };
}

/** A page of the enterprise list as `okParts` answers it: each row's bytes kept per device and role. */
function okPage(memo: RowMemo, listed: Listed[], fields: Fields): Response {
  const { list, ...rest } = pageOf(listed, fields);
  return okParts(memo, list.map((l, at) => bytesOfSource(memo, l.device, roleOf(l), rowOfListed, l, at)), (rows) => ({ list: rows, ...rest }));
}

/** What the enterprise calls share: the caller's enterprise, the devices they see in it, and people as listed. */
function enterpriseScope(sim: Sim) {
  /** The enterprise named by `eid` when the caller is one of its members. */
  const memberEnterprise = (user: SimUser, fields: Fields) => {
    const enterprise = enterpriseOf(sim.world, Number(fields.eid));
    return enterprise && enterprise.memberIds.includes(user.id) ? enterprise : undefined;
  };

  /** The device `machineId` when the caller sees it in `eid`'s enterprise or maintenance list. */
  const visibleDevice = (user: SimUser, fields: Fields): Device | undefined => {
    const device = deviceById(sim.world, Number(fields.machineId ?? fields.machineID));
    if (!device || device.eid !== Number(fields.eid) || !memberEnterprise(user, fields)) return undefined;
    const membership = membershipOf(sim.world, user.id, device.machine_id);
    return (membership && membership.limitAuthority >= 2) || maintains(sim.world, user.id, device) ? device : undefined;
  };

  const groupsOf = (user: SimUser, eid: number): EnterpriseGroup[] => {
    const counts = new Map<string, number>();
    for (const row of enterpriseRows(sim.world, user, eid)) for (const g of row.groups) counts.set(g, (counts.get(g) ?? 0) + 1);
    return [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([groupId, count]) => ({ groupId, name: groupId, count }));
  };

  const personnel = (user: SimUser, authority: number): Personnel => ({
    id: user.id, name: user.name, email: user.email, phone: user.phone, limit_authority: authority,
  });
  const usersById = () => new Map(sim.world.users.map((u) => [u.id, u]));

  return { memberEnterprise, visibleDevice, groupsOf, personnel, usersById };
}

type EnterpriseScope = ReturnType<typeof enterpriseScope>;

/** The enterprise and maintenance device lists (pages kept while the world is unchanged), groups, the caller's role. */
function enterpriseListHandlers(sim: Sim, { memberEnterprise, groupsOf }: EnterpriseScope) {
  const listRows = createRowMemo();
  const searchRows = createRowMemo();
  const answers = answerCacheOf(sim);
  /** The page asked for, kept per caller, call and query while the world it was made of is unchanged. */
  const keptPage = (call: string, user: SimUser, eid: number, fields: Fields, query: string[], build: () => Response) =>
    answers(`${call} ${user.id} ${JSON.stringify([eid, fields.page ?? '', fields.pageSize ?? '', ...query])}`, (w) => witnessEnterprise(w, sim.world, user.id, eid), build);
  return [
    // {eid, page, pageSize, groupId, version, type}: type 2 is the maintenance list.
    http.post(
      '*/api/enterprises/enterpriseDeviceList',
      authed(sim, ({ user }, fields) => {
        const enterprise = memberEnterprise(user, fields);
        if (!enterprise) return noPermission('not a member of this enterprise');
        if (fields.type === '2') return ok(pageOf(maintenanceRows(sim.world, user, enterprise.eid).filter((r) => inGroup(r, fields.groupId)), fields));
        // Not through the kept answers: made from rows kept per device and role, it costs less than reading its witness.
        return okPage(listRows, enterpriseListed(sim.world, user, enterprise.eid).filter((l) => inGroup(l.device, fields.groupId)), fields);
      }),
    ),

    // {eid, page, pageSize 5000, groupId, search, version}: the enterprise list searched by name, alias, code or remark.
    http.post(
      '*/eapi/ent/c/manager/device/group/devicelist',
      authed(sim, ({ user }, fields) => {
        const enterprise = memberEnterprise(user, fields);
        if (!enterprise) return noPermission('not a member of this enterprise');
        return keptPage('devicelist', user, enterprise.eid, fields, [fields.groupId ?? '', fields.search ?? ''], () => {
          const listed = enterpriseListed(sim.world, user, enterprise.eid).filter((l) => inGroup(l.device, fields.groupId) && matches(l.device, fields.search ?? ''));
          return okPage(searchRows, listed, fields);
        });
      }),
    ),

    // The groups the caller's enterprise devices carry, with how many devices each holds; both paths answer alike.
    ...['*/eapi/ent/c/manager/device/group/all', '*/api/enterprises/getAllGroup'].map((path) =>
      http.post(
        path,
        authed(sim, ({ user }, fields) => {
          const enterprise = memberEnterprise(user, fields);
          if (!enterprise) return noPermission('not a member of this enterprise');
          return ok(groupsOf(user, enterprise.eid));
        }),
      ),
    ),

    http.post(
      '*/api/enterprises/enterprisePermission',
      authed(sim, ({ user }, fields) => {
        const enterprise = memberEnterprise(user, fields);
        if (!enterprise) return noPermission('not a member of this enterprise');
        const answer: EnterprisePermission = {
          eid: enterprise.eid,
          manager: enterprise.memberIds[0] === user.id,
          maintainer: maintenanceTeam(sim.world, enterprise.eid).includes(user.id),
        };
        return ok(answer);
      }),
    ),

  ];
}

/** One device seen from the enterprise: its row, base info, key holders, maintainers and maintenance remark. */
function enterpriseDeviceDetailHandlers(sim: Sim, { visibleDevice, personnel, usersById }: EnterpriseScope) {
  return [
    http.post(
      '*/api/enterprises/machineInfo',
      authed(sim, ({ user }, fields) => {
        const device = visibleDevice(user, fields);
        if (!device) return notFound();
        const membership = membershipOf(sim.world, user.id, device.machine_id);
        return ok(rowOf(sim.world, user, device, membership));
      }),
    ),

    http.post(
      '*/api/enterprises/machineBaseInfo',
      authed(sim, ({ user }, fields) => {
        const d = visibleDevice(user, fields);
        if (!d) return notFound();
        const base: MachineBaseInfo = {
          machine_id: d.machine_id, machine_name: d.machine_name, machine_code: d.machine_code, model: d.model, version: d.version,
          address: d.address, registtime: formatUnixTime(d.registtime), iccid_num: d.iccid_num, eid: d.eid,
        };
        return ok(base);
      }),
    ),

    // The device's key holders and visitors, owner first (product.md section 6).
    http.post(
      '*/api/enterprises/machinePersonnel',
      authed(sim, ({ user }, fields) => {
        const device = visibleDevice(user, fields);
        if (!device) return notFound();
        const users = usersById();
        const list = [...membershipsOfDevice(sim.world, device.machine_id)]
          .sort((a, b) => b.limitAuthority - a.limitAuthority || a.userId - b.userId)
          .flatMap((m) => {
            const u = users.get(m.userId);
            return u ? [personnel(u, m.limitAuthority)] : [];
          });
        return ok(list);
      }),
    ),

    http.post(
      '*/api/enterprises/machineMaintenancePersonnel',
      authed(sim, ({ user }, fields) => {
        const device = visibleDevice(user, fields);
        if (!device) return notFound();
        const users = usersById();
        return ok(maintainersOf(sim.world, device).flatMap((id) => {
          const u = users.get(id);
          return u ? [personnel(u, -1)] : [];
        }));
      }),
    ),

    // {eid, machineId, remark}: only a maintainer of the device may write its maintenance remark.
    http.post(
      '*/api/enterprises/UpdateMaintenanceRemark',
      authed(sim, ({ user }, fields) => {
        const device = visibleDevice(user, fields);
        if (!device) return notFound();
        if (!maintains(sim.world, user.id, device)) return noPermission('only the maintenance staff of the device may edit this remark');
        const remark = (fields.remark ?? '').trim();
        const check = checkRemark(remark);
        if (!check.ok) return fail(BusinessCode.InvalidInput, check.error);
        device.maintenanceRemark = remark;
        sim.log.add('maintenance', `user ${user.id} set the maintenance remark of device ${device.machine_id}`);
        return ok({ machineId: device.machine_id, maintenanceRemark: remark });
      }),
    ),

  ];
}

/** The enterprise's maintenance team and its summary. */
function enterpriseTeamHandlers(sim: Sim, { memberEnterprise, personnel, usersById }: EnterpriseScope) {
  return [
    http.post(
      '*/eapi/ent/c/maintain/getteammember',
      authed(sim, ({ user }, fields) => {
        const enterprise = memberEnterprise(user, fields);
        if (!enterprise) return noPermission('not a member of this enterprise');
        const users = usersById();
        return ok(maintenanceTeam(sim.world, enterprise.eid).flatMap((id) => {
          const u = users.get(id);
          return u ? [personnel(u, -1)] : [];
        }));
      }),
    ),

    http.get(
      '*/api/entportal/v1/enterprise/info',
      authed(sim, ({ user }, fields) => {
        const enterprise = memberEnterprise(user, fields);
        if (!enterprise) return noPermission('not a member of this enterprise');
        const info: EnterpriseInfo = {
          eid: enterprise.eid, name: enterprise.name, platformName: enterprise.platformName, applyLogoUrl: enterprise.applyLogoUrl,
          enableProject: enterprise.enableProject === 1, memberCount: enterprise.memberIds.length,
          deviceCount: enterpriseRows(sim.world, user, enterprise.eid).length,
        };
        return ok(info);
      }),
    ),
  ];
}

export function enterpriseDeviceHandlers(sim: Sim) {
  const scope = enterpriseScope(sim);
  return [...enterpriseListHandlers(sim, scope), ...enterpriseDeviceDetailHandlers(sim, scope), ...enterpriseTeamHandlers(sim, scope)];
}
