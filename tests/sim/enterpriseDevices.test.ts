import { describe, expect, it } from 'vitest';
import type { DevicePage, EnterpriseGroup, EnterpriseInfo, EnterprisePermission, Personnel } from '../../src/domain/wire/enterpriseDevices';
import { BusinessCode } from '../../src/domain/resultCodes';
import { DEMO_ENTERPRISES } from '../../simulator/world/demoAccounts';
import { maintainersOf } from '../../simulator/world/maintenance';
import { call, loginToken, simulatorPerTest, schemaRefusal } from './support';

const { sim } = simulatorPerTest();
const ENT = DEMO_ENTERPRISES.withProjects;
const OTHER = DEMO_ENTERPRISES.withoutProjects;

async function list(token: string, fields: Record<string, string>): Promise<DevicePage> {
  const answer = await call('/api/enterprises/enterpriseDeviceList', { page: '1', pageSize: '5000', groupId: 'ALL', version: '1.4.2', ...fields }, { token });
  expect(answer.hwcode).toBe(0);
  return answer.hwdata as DevicePage;
}

describe('enterprise device list', () => {
  it('holds only the devices of that enterprise the caller is Akey or Bkey of', async () => {
    const token = await loginToken('ent@example.com');
    const page = await list(token, { eid: String(ENT) });
    expect(page.total).toBeGreaterThan(0);
    const userId = 1002;
    for (const row of page.list) {
      expect(row.eid).toBe(ENT);
      expect([2, 3]).toContain(row.limit_authority);
      const membership = sim().world.memberships.find((m) => m.userId === userId && m.machineId === row.machine_id);
      expect(membership?.limitAuthority).toBe(row.limit_authority);
    }
    // Every Akey/Bkey device of the enterprise is there.
    const expected = sim().world.memberships.filter((m) => m.userId === userId && m.limitAuthority >= 2)
      .filter((m) => sim().world.devices.find((d) => d.machine_id === m.machineId)?.eid === ENT).length;
    expect(page.total).toBe(expected);
  });

  it('refuses an enterprise the caller is not a member of', async () => {
    const token = await loginToken('13800138000');
    const answer = await call('/api/enterprises/enterpriseDeviceList', { eid: String(ENT), page: '1', pageSize: '10', groupId: 'ALL', version: '1.4.2' }, { token });
    expect(answer.hwcode).toBe(BusinessCode.NoPermission);
  });

  it('pages, and filters by group', async () => {
    const token = await loginToken('ent@example.com');
    const all = await list(token, { eid: String(OTHER) });
    const first = await list(token, { eid: String(OTHER), pageSize: '2', page: '1' });
    const second = await list(token, { eid: String(OTHER), pageSize: '2', page: '2' });
    expect(first.total).toBe(all.total);
    expect([...first.list, ...second.list].map((r) => r.machine_id)).toEqual(all.list.slice(0, 4).map((r) => r.machine_id));
    const groups = (await call('/eapi/ent/c/manager/device/group/all', { eid: String(OTHER) }, { token })).hwdata as EnterpriseGroup[];
    for (const group of groups) {
      const inGroup = await list(token, { eid: String(OTHER), groupId: group.groupId });
      expect(inGroup.total).toBe(group.count);
      expect(inGroup.list.every((r) => r.groups.includes(group.groupId))).toBe(true);
    }
  });

  it('searches by name or code on the eapi list', async () => {
    const token = await loginToken('ent@example.com');
    const all = await list(token, { eid: String(ENT) });
    const target = all.list[0]!;
    const answer = await call('/eapi/ent/c/manager/device/group/devicelist',
      { eid: String(ENT), page: '1', pageSize: '5000', groupId: 'ALL', search: target.machine_code.slice(2, 10).toLowerCase(), version: '1.4.2' }, { token });
    const page = answer.hwdata as DevicePage;
    expect(page.list.map((r) => r.machine_id)).toContain(target.machine_id);
    expect(page.list.every((r) => r.machine_code.toLowerCase().includes(target.machine_code.slice(2, 10).toLowerCase()) || r.machine_name.toLowerCase().includes(target.machine_code.slice(2, 10).toLowerCase()))).toBe(true);
  });
});

describe('maintenance list', () => {
  it('holds the enterprise devices the caller maintains, key or not', async () => {
    const token = await loginToken('ent@example.com');
    const page = await list(token, { eid: String(ENT), type: '2' });
    const maintained = sim().world.devices.filter((d) => d.eid === ENT && maintainersOf(sim().world, d).includes(1002));
    expect(page.list.map((r) => r.machine_id).sort()).toEqual(maintained.map((d) => d.machine_id).sort());
    expect(page.list.every((r) => r.maintainer)).toBe(true);
  });

  it('lets a maintainer, and only a maintainer, set the maintenance remark', async () => {
    const token = await loginToken('ent@example.com');
    const mine = (await list(token, { eid: String(ENT), type: '2' })).list[0]!;
    const ok = await call('/api/enterprises/UpdateMaintenanceRemark', { eid: String(ENT), machineId: String(mine.machine_id), remark: '换滤网' }, { token });
    expect(ok.hwcode).toBe(0);
    const info = await call('/api/enterprises/machineInfo', { eid: String(ENT), machineId: String(mine.machine_id) }, { token });
    expect(info.hwdata).toMatchObject({ maintenanceRemark: '换滤网', maintainer: true });

    const tooLong = await schemaRefusal('POST', '/api/enterprises/UpdateMaintenanceRemark', { eid: String(ENT), machineId: String(mine.machine_id), remark: 'x'.repeat(11) }, token);
    expect(tooLong).toMatch(/remark = /);

    const notMine = (await list(token, { eid: String(ENT) })).list.find((r) => !r.maintainer);
    if (notMine) {
      const refused = await call('/api/enterprises/UpdateMaintenanceRemark', { eid: String(ENT), machineId: String(notMine.machine_id), remark: 'x' }, { token });
      expect(refused.hwcode).toBe(BusinessCode.NoPermission);
    }
  });

  it('names the device people, the maintainers and the team', async () => {
    const token = await loginToken('ent@example.com');
    const row = (await list(token, { eid: String(ENT) })).list[0]!;
    const people = (await call('/api/enterprises/machinePersonnel', { eid: String(ENT), machineId: String(row.machine_id) }, { token })).hwdata as Personnel[];
    expect(people[0]?.limit_authority).toBe(3);
    expect(people.map((p) => p.id)).toContain(1002);
    const maintainers = (await call('/api/enterprises/machineMaintenancePersonnel', { eid: String(ENT), machineId: String(row.machine_id) }, { token })).hwdata as Personnel[];
    expect(maintainers.length).toBeGreaterThan(0);
    const team = (await call('/eapi/ent/c/maintain/getteammember', { eid: String(ENT) }, { token })).hwdata as Personnel[];
    expect(maintainers.every((m) => team.some((t) => t.id === m.id))).toBe(true);
    const permission = (await call('/api/enterprises/enterprisePermission', { eid: String(ENT) }, { token })).hwdata as EnterprisePermission;
    expect(permission).toEqual({ eid: ENT, manager: true, maintainer: true });
    const info = (await call('/api/entportal/v1/enterprise/info', { eid: String(ENT) }, { token, method: 'GET' })).hwdata as EnterpriseInfo;
    expect(info).toMatchObject({ eid: ENT, enableProject: true, memberCount: 2, deviceCount: (await list(token, { eid: String(ENT) })).total });
  });

  it('hides a device of another enterprise behind machineInfo', async () => {
    const token = await loginToken('ent@example.com');
    const foreign = sim().world.devices.find((d) => d.eid === 0)!;
    const answer = await call('/api/enterprises/machineInfo', { eid: String(ENT), machineId: String(foreign.machine_id) }, { token });
    expect(answer.hwcode).toBe(BusinessCode.DeviceNotFound);
  });
});

describe('hideMap', () => {
  it('sets the flag selectInfo reports', async () => {
    const token = await loginToken('13800138000');
    expect((await call('/api/user/v1/hideMap', { hideMap: '1' }, { token, method: 'PUT' })).hwdata).toEqual({ hide_map: 1 });
    expect((await call('/api/user/selectInfo', {}, { token })).hwdata).toMatchObject({ hide_map: 1 });
    expect((await call('/api/user/v1/hideMap', { hideMap: '0' }, { token, method: 'PUT' })).hwdata).toEqual({ hide_map: 0 });
    // Neither 0 nor 1: api.md's request error (HTTP 400), as a missing flag.
    await expect(call('/api/user/v1/hideMap', { hideMap: '2' }, { token, method: 'PUT' })).rejects.toThrow(/HTTP 400/);
    await expect(call('/api/user/v1/hideMap', {}, { token, method: 'PUT' })).rejects.toThrow(/HTTP 400/);
  });
});
