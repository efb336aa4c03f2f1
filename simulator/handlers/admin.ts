import { http } from 'msw';
import { BusinessCode } from '../../src/domain/resultCodes';
import {
  BKEY_LIMIT, InfoType, may, mayActOn, OWNER_LIMIT, roleAfterMove, visitTimeFor, visitTimeView, VISIT_INVALID,
  type DeviceAction, type DeviceRole, type RoleMove,
} from '../../src/domain/roles';
import type { AdminListItem, AdminListTotal, AdminPushAnswer, RoleInfo, VisitTimeAnswer } from '../../src/domain/wire/admin';
import type { Sim } from '../sim';
import { findByLoginName } from '../world/accounts';
import {
  blacklistUser, grant, isBlacklisted, membersOf, membershipOf, ownerOf, roleOn, whitelistUser,
} from '../world/applications';
import type { Device, Membership, SimUser } from '../world/types';
import { applicationView } from './audit';
import { lookupLimited } from './limited';
import { maskPhone } from '../../src/domain/masking';
import { maskEmail } from '../../src/domain/security';
import { authed, fail, ok, type Caller, type Fields } from './envelope';

// The authority centre of a device (api.md section 7, Admin, and the visit-time and role calls of Device):
// its member lists, adding a Bkey, role moves, visit times and owner transfer. Who may do what is
// src/domain/roles.ts; refusals use the catalogue's named codes.

const code = (name: keyof typeof BusinessCode) => BusinessCode[name];
const noPermission = () => fail(code('NoPermission'), 'no permission');

function deviceOf(sim: Sim, fields: Fields): Device | undefined {
  const raw = fields.machineID ?? fields.machineId ?? fields.deviceId ?? '';
  return sim.world.devices.find((d) => d.machine_id === Number(raw) || (raw !== '' && d.deviceId === raw));
}

type Managed = { device: Device; role: DeviceRole };

/** The device named by the fields and the caller's role on it, when the role may take `action`. */
function managed(sim: Sim, caller: Caller, fields: Fields, action: DeviceAction): Managed | Response {
  const device = deviceOf(sim, fields);
  if (!device) return fail(code('DeviceNotFound'), 'no such device');
  const role = roleOn(sim.world, device.machine_id, caller.user.id);
  return may(role, action) ? { device, role } : noPermission();
}

function item(user: SimUser, membership?: Membership): AdminListItem {
  const row: AdminListItem = { id: user.id, name: user.name, email: user.email, phone: user.phone, limit_authority: membership?.limitAuthority ?? -1 };
  if (membership && membership.limitAuthority <= 1) {
    row.visitTime = membership.visitTime;
    row.visitTimeId = membership.visitTimeId;
  }
  return row;
}

function list(sim: Sim, device: Device, infoType: number): AdminListItem[] {
  const { world } = sim;
  // One map per call: a list of hundreds of members looked up one scan of every user each was quadratic (docs/decisions.md, "Security").
  const users = new Map(world.users.map((u) => [u.id, u]));
  const userOf = (id: number) => users.get(id);
  const rows: AdminListItem[] = [];
  if (infoType === InfoType.blacklist) {
    for (const entry of world.blacklist.filter((b) => b.machineId === device.machine_id).sort((a, b) => a.since - b.since)) {
      const user = userOf(entry.userId);
      if (user) rows.push(item(user));
    }
    return rows;
  }
  const members = membersOf(world, device.machine_id).sort((a, b) => a.since - b.since || a.userId - b.userId);
  const wanted = infoType === InfoType.admins
    ? [...members.filter((m) => m.limitAuthority === OWNER_LIMIT), ...members.filter((m) => m.limitAuthority === BKEY_LIMIT)]
    : members.filter((m) => m.limitAuthority <= 1);
  for (const m of wanted) {
    const user = userOf(m.userId);
    if (user) rows.push(item(user, m));
  }
  return rows;
}

/** Lists carry their total in the last element. */
function page<T>(rows: T[], fields: Fields, defaultSize: number): (T | AdminListTotal)[] {
  const start = Math.max(0, Number(fields.start ?? fields.page ?? 0) || 0);
  const size = Math.max(1, Number(fields.pageSize ?? defaultSize) || defaultSize);
  return [...rows.slice(start, start + size), { total: rows.length }];
}

const nowSeconds = (sim: Sim) => Math.floor(sim.clock.now() / 1000);

function moveUser(sim: Sim, device: Device, actor: DeviceRole, target: SimUser, move: RoleMove): Response {
  const { world } = sim;
  const now = sim.clock.now();
  const before = roleOn(world, device.machine_id, target.id);
  const after = roleAfterMove(actor, move, before);
  if (!after) return may(actor, move) ? fail(code('RoleMoveRefused'), `${move} from ${before}`) : noPermission();
  if (after === 'blacklisted') blacklistUser(world, device.machine_id, target.id, now);
  else if (after === 'bkey') grant(world, device.machine_id, target.id, BKEY_LIMIT, VISIT_INVALID, now);
  else if (move === 'whitelist') whitelistUser(world, device.machine_id, target.id, now);
  else grant(world, device.machine_id, target.id, 0, VISIT_INVALID, now);
  sim.log.add('admin', `${move}: user ${target.id} on ${device.machine_id} ${before} → ${after}`);
  return ok(item(target, membershipOf(world, device.machine_id, target.id)));
}

function transfer(sim: Sim, device: Device, caller: Caller, target: SimUser): Response {
  const { world } = sim;
  const actor = roleOn(world, device.machine_id, caller.user.id);
  if (!may(actor, 'transferOwner')) return noPermission();
  if (!mayActOn(actor, 'transferOwner', roleOn(world, device.machine_id, target.id))) return fail(code('RoleMoveRefused'), 'not a transfer target');
  const previous = ownerOf(world, device.machine_id);
  const next = membershipOf(world, device.machine_id, target.id);
  if (!previous || !next) return fail(code('RoleMoveRefused'), 'no owner or target');
  previous.limitAuthority = BKEY_LIMIT;
  previous.visitTime = VISIT_INVALID;
  next.limitAuthority = OWNER_LIMIT;
  next.visitTime = VISIT_INVALID;
  sim.log.add('admin', `owner of ${device.machine_id}: user ${previous.userId} → ${target.id}`);
  return ok(item(target, next));
}

/** The visitor named by userId or visitTimeId (visitAlidTimeID) on the device. */
function visitorOf(sim: Sim, device: Device, fields: Fields): Membership | undefined {
  const timeId = Number(fields.visitAlidTimeID ?? fields.visitTimeId ?? NaN);
  const userId = Number(fields.userId ?? fields.id ?? NaN);
  return membersOf(sim.world, device.machine_id).find((m) => m.limitAuthority <= 1 && (m.visitTimeId === timeId || m.userId === userId));
}

const userById = (sim: Sim, id: string | undefined) => sim.world.users.find((u) => u.id === Number(id));

/** The device's admins, visitors and blacklist: listed, a Bkey pushed, a role moved. */
function memberHandlers(sim: Sim) {
  return [
    // {machineID, infoType 2 admins | 3 visitors | -1 blacklist, start, pageSize}
    http.post('*/api/admin/select', authed(sim, (caller, fields) => {
      const found = managed(sim, caller, fields, 'viewAuthority');
      if (found instanceof Response) return found;
      const infoType = [InfoType.admins, InfoType.visitors, InfoType.blacklist].find((t) => t === Number(fields.infoType));
      if (infoType === undefined) return fail(code('InvalidInput'), 'infoType');
      return ok(page(list(sim, found.device, infoType), fields, 500));
    })),

    // {account, machineID} → {res, bkeyInfo}
    http.post('*/api/admin/push', authed(sim, (caller, fields) => {
      const found = managed(sim, caller, fields, 'addBkey');
      if (found instanceof Response) return found;
      const target = findByLoginName(sim.world, fields.account ?? '', fields.countryCode);
      if (!target) return fail(code('BkeyAccountMissing'), 'account missing');
      const role = roleOn(sim.world, found.device.machine_id, target.id);
      if (role === 'bkey' || role === 'akey') return fail(code('BkeyAlreadyExists'), 'already an admin');
      const moved = moveUser(sim, found.device, found.role, target, 'addBkey');
      if (membershipOf(sim.world, found.device.machine_id, target.id)?.limitAuthority !== BKEY_LIMIT) return moved;
      const pushed: AdminPushAnswer = { res: 1, bkeyInfo: item(target, membershipOf(sim.world, found.device.machine_id, target.id)) };
      return ok(pushed);
    })),

    // {id (user), limit, terminalID, machineID}: 3 transfer, 2 upgrade a visitor, 0 downgrade a Bkey or take back
    // from the blacklist, -1 blacklist (see decisions.md).
    http.post('*/api/admin/updateLevel', authed(sim, (caller, fields) => {
      const device = deviceOf(sim, fields);
      if (!device) return fail(code('DeviceNotFound'), 'no such device');
      const target = userById(sim, fields.id);
      if (!target) return fail(code('BkeyAccountMissing'), 'no such user');
      const actor = roleOn(sim.world, device.machine_id, caller.user.id);
      const limit = Number(fields.limit);
      if (limit === OWNER_LIMIT) return transfer(sim, device, caller, target);
      const current = roleOn(sim.world, device.machine_id, target.id);
      const move: RoleMove | undefined =
        limit === BKEY_LIMIT ? 'upgradeVisitor'
        : limit === -1 ? 'blacklist'
        : limit === 0 || limit === 1 ? (current === 'blacklisted' ? 'whitelist' : 'downgradeBkey')
        : undefined;
      if (!move) return fail(code('InvalidInput'), 'limit');
      return moveUser(sim, device, actor, target, move);
    })),
  ];
}

/** How long a visitor may visit: ended, set, cleared. */
function visitTimeHandlers(sim: Sim) {
  return [
    // {visitAlidTimeID, machineID}; 01010408 when the visit time had already run out.
    http.post('*/api/admin/zeroVisitTime', authed(sim, (caller, fields) => {
      const found = managed(sim, caller, fields, 'zeroVisitTime');
      if (found instanceof Response) return found;
      const visitor = visitorOf(sim, found.device, fields);
      if (!visitor) return fail(code('RoleMoveRefused'), 'no such visitor');
      if (visitTimeView(visitor.visitTime, nowSeconds(sim)).kind === 'invalid') return fail(code('ZeroVisitTimeExpired'), 'already expired');
      visitor.visitTime = VISIT_INVALID;
      return ok(1);
    })),

    // {machineID, userId | visitTimeId, forever 1 | minutes}: forever, or at least 10 minutes from now.
    http.put('*/api/device/v1/visit/time', authed(sim, (caller, fields) => {
      const found = managed(sim, caller, fields, 'setVisitTime');
      if (found instanceof Response) return found;
      const visitor = visitorOf(sim, found.device, fields);
      if (!visitor) return fail(code('RoleMoveRefused'), 'no such visitor');
      const time = visitTimeFor(fields.forever === '1' ? { forever: true } : { minutes: Number(fields.minutes) }, nowSeconds(sim));
      if (time === undefined) return fail(code('VisitTimeTooShort'), 'under 10 minutes');
      visitor.visitTime = time;
      const answer: VisitTimeAnswer = { visitTime: time, visitTimeId: visitor.visitTimeId };
      return ok(answer);
    })),

    // {machineID, userId | visitTimeId}: the visit time is cleared (invalid).
    http.delete('*/api/device/v1/visit/time', authed(sim, (caller, fields) => {
      const found = managed(sim, caller, fields, 'setVisitTime');
      if (found instanceof Response) return found;
      const visitor = visitorOf(sim, found.device, fields);
      if (!visitor) return fail(code('RoleMoveRefused'), 'no such visitor');
      visitor.visitTime = VISIT_INVALID;
      const answer: VisitTimeAnswer = { visitTime: VISIT_INVALID, visitTimeId: visitor.visitTimeId };
      return ok(answer);
    })),
  ];
}

/** A user's identity on the device, and the device's visit applications. */
function roleLookupHandlers(sim: Sim) {
  return [
    // {machineID, account}: a user's identity on the device, to act on them.
    // A look-up that could tell something new counts (docs/decisions.md, "Security"): one of an account not related to the device (no
    // role, not blacklisted) or of no account at all, in the per-address sign-in limit and per account. Such an
    // account is answered with what adding a Bkey needs: the name and the masked phone and e-mail (and the id, which
    // the blacklist move names), never the full contact data. The device's own members and blacklist are shown to
    // its managers anyway (admin/select), so looking them up is not counted.
    http.get('*/api/device/v1/user/role/info', authed(sim, (caller, fields, request) => {
      const found = managed(sim, caller, fields, 'viewAuthority');
      if (found instanceof Response) return found;
      const target = findByLoginName(sim.world, fields.account ?? '', fields.countryCode);
      const membership = target && membershipOf(sim.world, found.device.machine_id, target.id);
      const blacklisted = target !== undefined && isBlacklisted(sim.world, found.device.machine_id, target.id);
      const related = membership !== undefined || blacklisted;
      if (!related) {
        const limited = lookupLimited(sim, request, caller.user.id);
        if (limited) return limited;
      }
      if (!target) return fail(code('BkeyAccountMissing'), 'account missing');
      const row = item(target, membership);
      const info: RoleInfo = {
        ...row,
        ...(related ? {} : { phone: maskPhone(row.phone), email: row.email === '' ? '' : maskEmail(row.email) }),
        role: roleOn(sim.world, found.device.machine_id, target.id),
        blacklisted,
      };
      return ok(info);
    })),

    // {deviceId, page (1-based), pageSize 6}: the device's visit applications, newest first.
    http.post('*/api/device/v1/admin/visit/detail/page', authed(sim, (caller, fields) => {
      const found = managed(sim, caller, fields, 'viewVisitDetails');
      if (found instanceof Response) return found;
      const size = Math.max(1, Number(fields.pageSize ?? 6) || 6);
      const pageNo = Math.max(1, Number(fields.page ?? 1) || 1);
      const rows = sim.world.applications
        .filter((a) => a.machineId === found.device.machine_id && a.kind === 'visit')
        .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
      const views = rows.slice((pageNo - 1) * size, pageNo * size).map((a) => applicationView(sim, a, caller.user.id));
      return ok({ list: views, total: rows.length, page: pageNo, pageSize: size });
    })),
  ];
}

export function adminHandlers(sim: Sim) {
  return [
    ...memberHandlers(sim),
    ...visitTimeHandlers(sim),
    ...roleLookupHandlers(sim),
  ];
}
