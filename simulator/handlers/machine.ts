import { http } from 'msw';
import { BusinessCode } from '../../src/domain/resultCodes';
import { addByCodeSchema } from '../../src/domain/forms/devices';
import { MACHINE_STATES_MAX } from '../../src/domain/constants';
import { checkAlias, checkMachineCode, checkMachineName, checkPassword, checkRemark } from '../../src/domain/validation';
import type { CloudSwitch, MachineCodeState, MachineOnline, MachineStateInfo, MemberAccess, ScanCodeResult, Machine } from '../../src/domain/wire/machine';
import type { Sim } from '../sim';
import { devicesHeldBy, idList, membershipOf, wireRow, type HeldDevice } from '../world/devices';
import { deviceById, membershipsOfUser } from '../world/fleetIndex';
import { deviceOfScanCode, findByCode, grant, ownerOf } from '../world/fleet';
import type { Device, Membership, World } from '../world/types';
import { authed, fail, ok, type Caller, type Fields } from './envelope';
import { createRowMemo, okRows } from './listAnswer';
import { answerCacheOf, witnessRoles, type Witness } from './answerCache';
import { devicePasswordRefusal } from './limited';

const OWNER = 3;
const MANAGER = 2;

/** A device as the list calls carry it: the caller's role and the caller's own groups included. */
export function deviceRow({ device, membership }: HeldDevice): Machine {
  return wireRow(device, [...membership.groupIds], membership.limitAuthority);
}

const invalid = (why: string) => fail(BusinessCode.InvalidInput, why);

function heldBy(sim: Sim, caller: Caller, machineId: number): HeldDevice | undefined {
  const device = deviceById(sim.world, machineId);
  const membership = device && membershipOf(sim.world, caller.user.id, device.machine_id);
  return device && membership ? { device, membership } : undefined;
}

/** The caller may change the device (owner or admin); a visitor or a stranger may not. */
function managed(sim: Sim, caller: Caller, machineId: number): HeldDevice | Response {
  const held = heldBy(sim, caller, machineId);
  if (!held) return fail(BusinessCode.NoPermission, 'you hold no role on this device');
  if (held.membership.limitAuthority < MANAGER) return fail(BusinessCode.NoPermission, 'owner or admin only');
  return held;
}

function groupIdsFor(sim: Sim, caller: Caller, groupId: string | undefined): string[] | undefined {
  const id = (groupId ?? '').trim();
  if (id === '' || id === 'ALL') return [];
  return sim.world.groups.some((g) => g.id === id && g.userId === caller.user.id) ? [id] : undefined;
}

function add(sim: Sim, caller: Caller, fields: Fields): Response {
  // The console's add form parses with the same schema: both refuse the same code and name.
  const parsed = addByCodeSchema.pick({ code: true, name: true }).safeParse({ code: fields.machineCode ?? '', name: fields.machineName ?? '' });
  if (!parsed.success) return invalid(parsed.error.issues[0]?.path[0] === 'code' ? 'malformed machine code' : 'machine name too long');
  const { code, name } = parsed.data;
  const groupIds = groupIdsFor(sim, caller, fields.machineGroupID);
  if (!groupIds) return invalid('unknown group');
  const device = findByCode(sim.world, code);
  if (!device) return fail(BusinessCode.DeviceNotFound, 'no device has this code');
  // Owned by anyone (the caller included): the way in is an application to the owner.
  if (ownerOf(sim.world, device.machine_id) || membershipOf(sim.world, caller.user.id, device.machine_id)) {
    return fail(BusinessCode.AlreadyOwned, 'the device already has an owner');
  }
  if (device.hasPasswd) {
    const refused = devicePasswordRefusal(sim, device, caller.user.id, fields.machinePwd ?? '');
    if (refused) return refused;
  }
  if (name !== '') device.machine_name = name;
  const membership = grant(sim.world, caller.user.id, device.machine_id, OWNER, sim.clock.now(), groupIds);
  sim.log.add('machine', `user ${caller.user.id} added device ${device.machine_code}`);
  return ok(deviceRow({ device, membership }));
}

function del(sim: Sim, caller: Caller, fields: Fields): Response {
  const held = heldBy(sim, caller, Number(fields.delMachineID));
  if (!held) return fail(BusinessCode.DeleteAlreadyGone, 'not on your list');
  const { device, membership } = held;
  const w = sim.world;
  if (membership.limitAuthority === OWNER) {
    // The owner deleting loses the identity and the device: every role on it ends; the device can be added anew.
    w.memberships = w.memberships.filter((m) => m.machineId !== device.machine_id);
    w.applications = w.applications.filter((a) => a.machineId !== device.machine_id);
  } else {
    w.memberships = w.memberships.filter((m) => m !== membership);
  }
  sim.log.add('machine', `user ${caller.user.id} deleted device ${device.machine_code}`);
  return ok(null);
}

function update(sim: Sim, caller: Caller, fields: Fields): Response {
  const held = heldBy(sim, caller, Number(fields.updateMachineID));
  if (!held) return fail(BusinessCode.EditDeviceFailed, 'not on your list');
  const { device, membership } = held;
  const code = (fields.updateMachineCode ?? '').trim();
  if (code !== '' && code.toUpperCase() !== device.machine_code.toUpperCase()) {
    return fail(BusinessCode.EditDeviceFailed, 'the machine code does not match the device');
  }
  if (membership.limitAuthority < MANAGER) return fail(BusinessCode.EditDeviceRefused, 'owner or admin only');
  const name = fields.updateMachineName;
  const remark = fields.updateMachineRemark;
  const alias = fields.updateMachineAlias;
  if (name !== undefined && !checkMachineName(name).ok) return fail(BusinessCode.EditDeviceInvalid, 'bad name');
  if (remark !== undefined && !checkRemark(remark).ok) return fail(BusinessCode.EditDeviceInvalid, 'bad remark');
  if (alias !== undefined && !checkAlias(alias).ok) return fail(BusinessCode.EditDeviceInvalid, 'bad alias');
  if (name !== undefined) device.machine_name = name.trim();
  if (remark !== undefined) device.machineRemark = remark.trim();
  if (alias !== undefined) device.alias = alias.trim();
  return ok(deviceRow(held));
}

function stateInfo(sim: Sim, device: Device | undefined, code: string): MachineStateInfo {
  if (!device) return { machineId: 0, machineCode: code, online: false, checkType: 0, hasPasswd: false, exists: false, owned: false };
  return {
    machineId: device.machine_id,
    machineCode: device.machine_code,
    online: device.online,
    checkType: device.checkType,
    hasPasswd: device.hasPasswd,
    exists: true,
    owned: ownerOf(sim.world, device.machine_id) !== undefined,
  };
}

function codeList(value: string | undefined): string[] {
  const text = (value ?? '').trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed.map(String) : [];
    } catch {
      return [];
    }
  }
  return text === '' ? [] : text.split(',').map((s) => s.trim());
}

function updateMachineInfo(sim: Sim, caller: Caller, fields: Fields): Response {
  const device = findByCode(sim.world, fields.machineCode ?? '');
  if (!device) return fail(BusinessCode.DeviceNotFound, 'no device has this code');
  const held = managed(sim, caller, device.machine_id);
  if (held instanceof Response) return held;
  const name = fields.machineName;
  if (name !== undefined && name !== '' && !checkMachineName(name).ok) return invalid('bad name');
  const checkType = fields.checkType === undefined ? device.checkType : Number(fields.checkType);
  if (checkType !== 0 && checkType !== 1) return invalid('checkType is 0 or 1');
  if (checkType !== device.checkType) {
    if (held.membership.limitAuthority !== OWNER) return fail(BusinessCode.NoPermission, 'the owner alone changes the audit mode');
    if (checkType === 1) {
      // Akey+password needs the password: the device's own, or a new one when it has none yet.
      const password = fields.password ?? '';
      const refused = device.hasPasswd ? devicePasswordRefusal(sim, device, caller.user.id, password) : undefined;
      if (refused) return refused;
      if (!device.hasPasswd) {
        if (!checkPassword(password).ok) return invalid('password 6 to 20 characters');
        device.password = password;
        device.hasPasswd = true;
      }
    }
    device.checkType = checkType;
  }
  if (name !== undefined && name !== '') device.machine_name = name.trim();
  return ok(deviceRow(held));
}

/** A manager sets the access of a member it outranks. */
function setAccess(sim: Sim, caller: Caller, fields: Fields, next: (m: Membership, on: boolean) => Membership['access']): Response {
  const held = managed(sim, caller, Number(fields.machineID));
  if (held instanceof Response) return held;
  const target = membershipOf(sim.world, Number(fields.userID), held.device.machine_id);
  if (!target) return invalid('the user holds no role on this device');
  if (target.limitAuthority >= held.membership.limitAuthority) return fail(BusinessCode.NoPermission, 'only on members you outrank');
  target.access = next(target, fields.value === '1' || fields.value === 'true');
  const answer: MemberAccess = { userId: target.userId, access: target.access };
  return ok(answer);
}

/**
 * What machine/select of `userId` is made of (answerCache.ts): the user's roles in order with all their fields, the
 * device each names, its eid, and every field of the personal devices (eid 0) the list carries.
 */
function witnessHeld(w: Witness, world: World, userId: number, eid: number): void {
  witnessRoles(w, world, userId, eid);
}

export function machineHandlers(sim: Sim) {
  const selectRows = createRowMemo();
  const answers = answerCacheOf(sim);
  return [
    // {terminalID, version}: the caller's personal devices (eid 0), newest first.
    http.post('*/api/machine/select', authed(sim, ({ user }) => answers(
      `select ${user.id}`,
      (w) => witnessHeld(w, sim.world, user.id, 0),
      () => {
        const held = devicesHeldBy(sim.world, user.id, 0);
        return okRows(selectRows, held.map((h) => h.device), held.map(deviceRow));
      },
    ))),
    http.post('*/api/machine/add', authed(sim, (caller, fields) => add(sim, caller, fields))),
    http.post('*/api/machine/del', authed(sim, (caller, fields) => del(sim, caller, fields))),
    http.post('*/api/machine/update', authed(sim, (caller, fields) => update(sim, caller, fields))),
    http.post('*/api/machine/getMachineState', authed(sim, (_caller, fields) => {
      const code = (fields.machineCode ?? '').trim();
      if (!checkMachineCode(code).ok) return invalid('malformed machine code');
      return ok(stateInfo(sim, findByCode(sim.world, code), code));
    })),
    // {machineCodes}: any code's state (the apply and scan flows ask before anybody holds the device).
    http.post('*/api/machine/machineStates', authed(sim, (_caller, fields) => {
      const codes = codeList(fields.machineCodes);
      if (codes.length > MACHINE_STATES_MAX) return invalid(`at most ${MACHINE_STATES_MAX} machine codes per call`);
      const states: MachineCodeState[] = codes.map((machineCode) => {
        const device = findByCode(sim.world, machineCode);
        return { machineCode, exists: device !== undefined, online: device?.online ?? false };
      });
      return ok(states);
    })),
    // {eid?, machineIDs?}: the caller's devices (all of them, or those named), the lists' live state.
    http.post('*/api/machine/getMachineStates', authed(sim, ({ user }, fields) => {
      const wanted = new Set(idList(fields.machineIDs));
      const eid = fields.eid === undefined || fields.eid === '' ? undefined : Number(fields.eid);
      const states: MachineOnline[] = [];
      for (const m of membershipsOfUser(sim.world, user.id)) {
        if (wanted.size > 0 && !wanted.has(m.machineId)) continue;
        const device = deviceById(sim.world, m.machineId);
        if (device && (eid === undefined || device.eid === eid)) states.push({ machineId: device.machine_id, state: device.online ? 1 : 0 });
      }
      return ok(states);
    })),
    http.post('*/api/cloudSet/updateMachineInfo', authed(sim, (caller, fields) => updateMachineInfo(sim, caller, fields))),
    http.post('*/api/v1/cloudSet/scanCodeCheck', authed(sim, (_caller, fields) => {
      const device = deviceOfScanCode(sim.world, fields.scanCode ?? '');
      if (!device) return fail(BusinessCode.DeviceNotFound, 'not a binding code of any device');
      // An owned device shows no binding code; an old picture of one no longer binds.
      if (ownerOf(sim.world, device.machine_id)) return fail(BusinessCode.AlreadyOwned, 'the device already has an owner');
      const result: ScanCodeResult = {
        machineCode: device.machine_code,
        machinePwd: device.password,
        machineName: device.machine_name,
        online: device.online,
      };
      return ok(result);
    })),
    // {machineID, userID, value}: value 1 read only, 0 read and write.
    http.post('*/api/machine/limitReadSet', authed(sim, (caller, fields) =>
      setAccess(sim, caller, fields, (_m, on) => (on ? 'readOnly' : 'readWrite')))),
    // {machineID, userID, value}: value 1 no alarms for the member, 0 alarms again (with read and write).
    http.post('*/api/machine/limitAlarmSet', authed(sim, (caller, fields) =>
      setAccess(sim, caller, fields, (m, on) => (on ? 'noAlarm' : m.access === 'noAlarm' ? 'readWrite' : m.access)))),
    // {machineID, state}: cloud service open (1) or closed (0).
    http.post('*/api/machine/machineCloudSwitchState', authed(sim, (caller, fields) => {
      const held = managed(sim, caller, Number(fields.machineID));
      if (held instanceof Response) return held;
      if (fields.state !== '0' && fields.state !== '1') return invalid('state is 0 or 1');
      held.device.cloudState = fields.state === '1' ? 1 : 0;
      const answer: CloudSwitch = { machineId: held.device.machine_id, cloudState: held.device.cloudState };
      return ok(answer);
    })),
  ];
}
