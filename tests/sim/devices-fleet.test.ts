// The simulated fleet as the device list, adding, groups and the detail screen use it: codes, rules and the
// control API.
import { describe, expect, it } from 'vitest';
import { BusinessCode, normaliseCode } from '../../src/domain/resultCodes';
import { GROUP_LIMIT, MACHINE_NAME_MAX } from '../../src/domain/constants';
import type { Machine, MachineOnline, MachineStateInfo, ScanCodeResult } from '../../src/domain/wire/machine';
import type { UserGroupItem } from '../../src/domain/wire/group';
import type { MachineIcon } from '../../src/domain/wire/icon';
import { iconMatcher } from '../../src/domain/machineIcon';
import { createWorld } from '../../simulator/world/createWorld';
import { flapStep } from '../../simulator/world/fleet';
import { flapFor, setFlapRate } from '../../simulator/flapping';
import { call, control, loginToken, simulatorPerTest, schemaRefusal } from './support';

const { sim } = simulatorPerTest();
const PHONE = '13800138000';
const code = (answer: { hwcode: number | string }) => normaliseCode(answer.hwcode);

async function list(token: string): Promise<Machine[]> {
  const answer = await call('/api/machine/select', { terminalID: 't', version: '1.4.2' }, { token });
  return answer.hwdata as Machine[];
}

describe('adding a device by code and password', () => {
  it('adds an unowned code with its password, as owner, on top of the list and in the chosen group', async () => {
    const token = await loginToken(PHONE);
    await control('machine-code', { machineCode: 'NEW-000001', exists: true, password: '246810' });
    const group = (await call('/api/device/v1/userGroup', { name: 'Line1' }, { token })).hwdata as UserGroupItem;
    const answer = await call('/api/machine/add', { machineName: 'Boiler', machineCode: 'NEW-000001', machinePwd: '246810', machineGroupID: group.id }, { token });
    expect(answer.hwcode).toBe(0);
    const [first] = await list(token);
    expect(first).toMatchObject({ machine_code: 'NEW-000001', machine_name: 'Boiler', limit_authority: 3, groups: [group.id] });
  });

  it('answers 04010112 for an owned code, 04010102 for a missing one, and refuses a wrong password or a malformed code', async () => {
    const token = await loginToken(PHONE);
    const owned = sim().world.devices[0]!.machine_code;
    const add = (machineCode: string, machinePwd = '') => call('/api/machine/add', { machineName: '', machineCode, machinePwd, machineGroupID: '' }, { token });
    expect(code(await add(owned))).toBe(BusinessCode.AlreadyOwned);
    await control('machine-code', { machineCode: 'GONE-0001', exists: false });
    expect(code(await add('GONE-0001'))).toBe(BusinessCode.DeviceNotFound);
    await control('machine-code', { machineCode: 'PWD-00001', exists: true, password: '111111' });
    expect(code(await add('PWD-00001', '222222'))).toBe(BusinessCode.DevicePasswordWrong);
    expect(code(await add('bad code!'))).toBe(BusinessCode.InvalidInput);
    // The name follows the console's add form (the same schema): optional, at most MACHINE_NAME_MAX characters; a
    // longer one is the schema's refusal (HTTP 400 naming the field).
    expect(await schemaRefusal('POST', '/api/machine/add', { machineName: 'N'.repeat(MACHINE_NAME_MAX + 1), machineCode: 'PWD-00001', machinePwd: '111111', machineGroupID: '' }, token)).toMatch(/machineName = /);
    // A code made not to exist any more takes its roles with it.
    await control('machine-code', { machineCode: owned, exists: false });
    expect((await list(token)).some((m) => m.machine_code === owned)).toBe(false);
  });

  it('names a device by code for the apply flow and resolves a binding code to code and password', async () => {
    const token = await loginToken(PHONE);
    await control('machine-code', { machineCode: 'SCAN-00001', exists: true, password: '135790' });
    const state = (await call('/api/machine/getMachineState', { machineCode: 'SCAN-00001' }, { token })).hwdata as MachineStateInfo;
    expect(state).toMatchObject({ exists: true, owned: false, hasPasswd: true });
    const { scanCode } = await control<{ scanCode: string }>('scan-code?machineCode=SCAN-00001');
    const scanned = (await call('/api/v1/cloudSet/scanCodeCheck', { scanCode }, { token })).hwdata as ScanCodeResult;
    expect(scanned).toMatchObject({ machineCode: 'SCAN-00001', machinePwd: '135790' });
    await call('/api/machine/add', { machineName: '', machineCode: scanned.machineCode, machinePwd: scanned.machinePwd, machineGroupID: '' }, { token });
    // Once owned, the old binding code no longer binds.
    expect(code(await call('/api/v1/cloudSet/scanCodeCheck', { scanCode }, { token }))).toBe(BusinessCode.AlreadyOwned);
    const missing = (await call('/api/machine/getMachineState', { machineCode: 'NOPE-12345' }, { token })).hwdata as MachineStateInfo;
    expect(missing.exists).toBe(false);
  });
});

describe('groups', () => {
  it('keeps at most GROUP_LIMIT groups per user, refuses bad and duplicate names, and moves devices', async () => {
    const token = await loginToken(PHONE);
    const create = (name: string) => call('/api/device/v1/userGroup', { name }, { token });
    // The personal demo user starts with the seeded groups.
    const seeded = ((await call('/api/device/v1/userGroup', {}, { token, method: 'GET' })).hwdata as UserGroupItem[]).length;
    expect(seeded).toBeGreaterThan(0);
    expect(code(await create('bad name!'))).toBe(BusinessCode.InvalidInput);
    expect(await schemaRefusal('POST', '/api/device/v1/userGroup', { name: 'elevenchars' }, token)).toMatch(/name = /);
    const a = (await create('车间A')).hwdata as UserGroupItem;
    expect(code(await create('车间a'.toUpperCase()))).toBe(BusinessCode.GroupNameExists);
    for (let i = seeded + 1; i < GROUP_LIMIT; i += 1) expect((await create(`g${i}`)).hwcode).toBe(0);
    expect(code(await create('onemore'))).toBe(BusinessCode.GroupLimitReached);
    // Another user has a limit of their own.
    const other = await loginToken('ent@example.com');
    expect((await call('/api/device/v1/userGroup', { name: 'mine' }, { token: other })).hwcode).toBe(0);

    const [d1, d2] = await list(token);
    await call('/api/device/v1/userGroup', { id: a.id, addMachineIds: JSON.stringify([d1!.machine_id, d2!.machine_id]) }, { token, method: 'PUT' });
    const b = (await call('/api/device/v1/userGroup', {}, { token, method: 'GET' })).hwdata as UserGroupItem[];
    expect(b.find((g) => g.id === a.id)?.count).toBe(2);
    await call('/api/device/v1/userGroup', { id: a.id, removeMachineIds: String(d1!.machine_id) }, { token, method: 'PUT' });
    const rows = await list(token);
    expect(rows.find((m) => m.machine_id === d1!.machine_id)?.groups).not.toContain(a.id);
    expect(rows.find((m) => m.machine_id === d2!.machine_id)?.groups).toContain(a.id);
    // Deleting the group keeps the devices (they stay in ALL).
    expect((await call('/api/device/v1/userGroup', { id: a.id }, { token, method: 'DELETE' })).hwcode).toBe(0);
    expect((await list(token)).find((m) => m.machine_id === d2!.machine_id)?.groups).not.toContain(a.id);
    expect(code(await call('/api/device/v1/userGroup', { id: a.id }, { token, method: 'DELETE' }))).toBe(BusinessCode.GroupNotFound);
  });
});

describe('online state', () => {
  it('follows the control API in getMachineStates and the list', async () => {
    const token = await loginToken(PHONE);
    const [device] = await list(token);
    await control('device/state', { machineCode: device!.machine_code, online: false });
    const states = (await call('/api/machine/getMachineStates', {}, { token })).hwdata as MachineOnline[];
    expect(states.find((s) => s.machineId === device!.machine_id)?.state).toBe(0);
    await control('device/state', { machineCode: device!.machine_code, online: true });
    const named = (await call('/api/machine/getMachineStates', { machineIDs: String(device!.machine_id) }, { token })).hwdata as MachineOnline[];
    expect(named).toEqual([{ machineId: device!.machine_id, state: 1 }]);
  });

  it('flaps deterministically: the same seed and steps give the same states, at the configured rate', () => {
    const run = () => {
      const world = createWorld({ seed: 5, devices: 60 });
      for (let step = 1; step <= 20; step += 1) flapStep(world, step, 3);
      return world.devices.map((d) => d.online);
    };
    expect(run()).toEqual(run());
    expect(run()).not.toEqual(createWorld({ seed: 5, devices: 60 }).devices.map((d) => d.online));

    setFlapRate(sim(), 30);
    expect(flapFor(sim(), 60_000)).toBe(30);
    // Half a change carries over to the next tick.
    expect(flapFor(sim(), 1_000)).toBe(0);
    expect(flapFor(sim(), 1_000)).toBe(1);
    setFlapRate(sim(), 0);
    expect(flapFor(sim(), 600_000)).toBe(0);
  });

  it('adds N devices for an account through the control API, newest first', async () => {
    const token = await loginToken(PHONE);
    const before = (await list(token)).length;
    const added = await control<{ added: number; machineCodes: string[] }>('devices', { count: 50, account: PHONE });
    expect(added.added).toBe(50);
    const rows = await list(token);
    expect(rows).toHaveLength(before + 50);
    expect(rows[0]!.machine_code).toBe(added.machineCodes[49]);
  });
});

describe('detail-screen calls', () => {
  it('edits, switches the cloud service, sets access and deletes with the rules of each role', async () => {
    const token = await loginToken(PHONE);
    const rows = await list(token);
    const owned = rows.find((m) => m.limit_authority === 3 && m.hasPasswd === false)!;
    const visited = rows.find((m) => m.limit_authority <= 1)!;
    const upd = (m: Machine, name: string, remark = 'ok') =>
      call('/api/machine/update', { updateMachineID: String(m.machine_id), updateMachineCode: m.machine_code, updateMachineName: name, updateMachineRemark: remark }, { token });
    expect((await upd(owned, 'Renamed')).hwcode).toBe(0);
    expect(await schemaRefusal('POST', '/api/machine/update', { updateMachineID: String(owned.machine_id), updateMachineCode: owned.machine_code, updateMachineName: 'x'.repeat(20), updateMachineRemark: 'ok' }, token)).toMatch(/updateMachineName = /);
    expect(code(await upd(visited, 'Mine now'))).toBe(BusinessCode.EditDeviceRefused);
    const alias = (value: string) =>
      call('/api/machine/update', { updateMachineID: String(owned.machine_id), updateMachineCode: owned.machine_code, updateMachineName: 'Renamed', updateMachineRemark: 'ok', updateMachineAlias: value }, { token });
    expect(await schemaRefusal('POST', '/api/machine/update', { updateMachineID: String(owned.machine_id), updateMachineCode: owned.machine_code, updateMachineName: 'Renamed', updateMachineRemark: 'ok', updateMachineAlias: 'x'.repeat(11) }, token)).toMatch(/updateMachineAlias = /);
    expect((await alias('Line 9')).hwcode).toBe(0);
    expect((await list(token)).find((m) => m.machine_id === owned.machine_id)?.alias).toBe('Line 9');

    expect((await call('/api/machine/machineCloudSwitchState', { machineID: String(owned.machine_id), state: '0' }, { token })).hwcode).toBe(0);
    expect((await list(token)).find((m) => m.machine_id === owned.machine_id)).toMatchObject({ machine_name: 'Renamed', cloudState: 0 });

    // Akey+password needs a password the first time.
    const info = (checkType: string, password = '') => call('/api/cloudSet/updateMachineInfo', { machineCode: owned.machine_code, machineName: '', checkType, password }, { token });
    expect(code(await info('1'))).toBe(BusinessCode.InvalidInput);
    expect((await info('1', 'secret1')).hwcode).toBe(0);

    const visitor = sim().world.memberships.find((m) => m.machineId === owned.machine_id && m.userId !== 1001);
    if (visitor) {
      const set = await call('/api/machine/limitReadSet', { machineID: String(owned.machine_id), userID: String(visitor.userId), value: '1' }, { token });
      expect(set.hwdata).toMatchObject({ access: 'readOnly' });
    }

    expect((await call('/api/machine/del', { delMachineID: String(visited.machine_id), isAkey: '0' }, { token })).hwcode).toBe(0);
    expect(code(await call('/api/machine/del', { delMachineID: String(visited.machine_id), isAkey: '0' }, { token }))).toBe(BusinessCode.DeleteAlreadyGone);
    // The owner's delete frees the device: it can be added again with its password.
    expect((await call('/api/machine/del', { delMachineID: String(owned.machine_id), isAkey: '1' }, { token })).hwcode).toBe(0);
    expect(sim().world.memberships.some((m) => m.machineId === owned.machine_id)).toBe(false);
    const again = await call('/api/machine/add', { machineName: '', machineCode: owned.machine_code, machinePwd: 'secret1', machineGroupID: '' }, { token });
    expect(again.hwcode).toBe(0);
  });
});

describe('icons', () => {
  it('gives every seeded machine code an icon', async () => {
    const token = await loginToken(PHONE);
    const icons = (await call('/api/internal/v1/icons', {}, { token, method: 'GET' })).hwdata as MachineIcon[];
    const match = iconMatcher(icons);
    for (const device of sim().world.devices) expect(match(device.machine_code)).toBeDefined();
  });
});
