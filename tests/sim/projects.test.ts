import { describe, expect, it } from 'vitest';
import { BusinessCode } from '../../src/domain/resultCodes';
import { REPORT_COUNT_PER_PROJECT_MACHINE } from '../../src/domain/constants';
import type { Project, ProjectMachine, ProjectUser } from '../../src/domain/wire/project';
import { callAs, COLLEAGUE, controlHeadersFor, EID, ENT, login, SEEDED_PROJECT, serverPerFile } from './projectsSupport';

const server = serverPerFile();

async function as(account: string) {
  const base = server().url;
  const token = await login(base, account);
  return (path: string, fields: Record<string, string | number> = {}) => callAs(base, token, path, fields);
}

describe('project lists and roles', () => {
  it('lists the seeded project with owner and member roles; members never see the key', async () => {
    const owner = await as(ENT);
    const list = await owner('/eapi/web/c/project/list', { eid: EID, type: 1, limit_authority: 3 });
    expect(list.hwcode).toBe(0);
    const row = (list.hwdata as Project[]).find((p) => p.id === SEEDED_PROJECT);
    expect(row).toMatchObject({ limit_authority: 3, user_length: 2, machine_length: 1, report_count: REPORT_COUNT_PER_PROJECT_MACHINE, report_state: 0, server: '' });
    expect(row?.secret_key).toMatch(/^[0-9a-f]{32}$/);

    const member = await as(COLLEAGUE);
    const seen = ((await member('/eapi/web/c/project/list', { eid: EID, type: 1, limit_authority: 3 })).hwdata as Project[])[0];
    expect(seen).toMatchObject({ id: SEEDED_PROJECT, limit_authority: 1, secret_key: '' });
    // limit_authority is the highest role listed: 1 leaves out what the owner owns.
    expect((await owner('/eapi/web/c/project/list', { eid: EID, type: 1, limit_authority: 1 })).hwdata).toEqual([]);
    // A member may neither read the server and key nor manage users.
    expect((await member('/api/project/getServer', { id: SEEDED_PROJECT })).hwcode).toBe(BusinessCode.NoPermission);
    expect((await member('/api/project/addUser', { id: SEEDED_PROJECT, account: '13800138000', countryCode: '86' })).hwcode).toBe(BusinessCode.NoPermission);
  });

  it('refuses the project lists outside an enterprise with enableProject', async () => {
    const owner = await as(ENT);
    expect((await owner('/eapi/web/c/project/list', { eid: 202, type: 1, limit_authority: 3 })).hwcode).toBe(BusinessCode.NoPermission);
    const personal = await as('13800138000');
    expect((await personal('/eapi/web/c/project/list', { eid: EID, type: 1, limit_authority: 3 })).hwcode).toBe(BusinessCode.NoPermission);
    expect((await personal('/api/project/get', { id: SEEDED_PROJECT })).hwcode).toBe(BusinessCode.NoPermission);
    expect((await owner('/api/project/get', { id: 999 })).hwcode).toBe(BusinessCode.ProjectNotFound);
  });
});

describe('members', () => {
  it('adds enterprise members by e-mail, answering 08011006 and 08011007, and refuses users outside the enterprise', async () => {
    const owner = await as(ENT);
    const created = await owner('/api/project/add', { eid: EID, type: 1, name: 'Members', description: '' });
    const id = (created.hwdata as Project).id;
    // 13800138000 exists but belongs to no enterprise: he could never open the project.
    expect((await owner('/api/project/addUser', { id, account: '13800138000', countryCode: '86' })).hwcode).toBe(BusinessCode.NoPermission);
    // The same number under another country code is somebody else, who does not exist.
    expect((await owner('/api/project/addUser', { id, account: '13800138000', countryCode: '1' })).hwcode).toBe(BusinessCode.ProjectUserNotFound);
    expect((await owner('/api/project/addUser', { id, account: 'nobody@example.com', countryCode: '86' })).hwcode).toBe(BusinessCode.ProjectUserNotFound);
    expect((await owner('/api/project/addUser', { id, account: 'USER6@example.com', countryCode: '86' })).hwcode).toBe(0);
    expect((await owner('/api/project/addUser', { id, account: COLLEAGUE, countryCode: '86' })).hwcode).toBe(BusinessCode.ProjectUserExists);
    // The owner is in the project already.
    expect((await owner('/api/project/addUser', { id, account: ENT, countryCode: '86' })).hwcode).toBe(BusinessCode.ProjectUserExists);
    const users = (await owner('/api/project/getUser', { id })).hwdata as ProjectUser[];
    expect(users.map((u) => [u.id, u.limit_authority])).toEqual([[1002, 3], [1008, 1]]);
    // Nobody outside the enterprise can become the owner either.
    expect((await owner('/api/project/transfer', { id, transferUser: 1001 })).hwcode).toBe(BusinessCode.ProjectUserNotFound);

    expect((await owner('/api/project/delUser', { id, delUserId: 1008 })).hwcode).toBe(0);
    expect(((await owner('/api/project/getUser', { id })).hwdata as ProjectUser[]).map((u) => u.id)).toEqual([1002]);
  });

  it('lets a member quit but not the owner, and transfers ownership to a member only', async () => {
    const owner = await as(ENT);
    const member = await as(COLLEAGUE);
    const id = ((await owner('/api/project/add', { eid: EID, type: 1, name: 'Transfer', description: 'd' })).hwdata as Project).id;
    expect((await owner('/api/project/addUser', { id, account: COLLEAGUE, countryCode: '86' })).hwcode).toBe(0);
    expect((await owner('/api/project/delUser', { id, delUserId: 1002 })).hwcode).toBe(BusinessCode.NoPermission);
    expect((await owner('/api/project/transfer', { id, transferUser: 1001 })).hwcode).toBe(BusinessCode.ProjectUserNotFound);
    expect((await member('/api/project/transfer', { id, transferUser: 1008 })).hwcode).toBe(BusinessCode.NoPermission);

    expect((await owner('/api/project/transfer', { id, transferUser: 1008 })).hwcode).toBe(0);
    expect(((await member('/api/project/get', { id })).hwdata as Project)).toMatchObject({ ownner: 1008, limit_authority: 3 });
    expect(((await owner('/api/project/get', { id })).hwdata as Project)).toMatchObject({ limit_authority: 1, secret_key: '' });
    // The former owner is a member now: no owner actions, but quitting works.
    expect((await owner('/api/project/edit', { id, name: 'Mine again' })).hwcode).toBe(BusinessCode.NoPermission);
    expect((await owner('/api/project/delUser', { id, delUserId: 1002 })).hwcode).toBe(0);
    expect((await owner('/api/project/get', { id })).hwcode).toBe(BusinessCode.NoPermission);
  });
});

describe('devices', () => {
  it('puts a device into one project at most and counts 100000 reports per device', async () => {
    const owner = await as(ENT);
    const id = ((await owner('/api/project/add', { eid: EID, type: 1, name: 'Devices', description: '' })).hwdata as Project).id;
    const candidates = (await owner('/eapi/web/c/project/machine/list', { id })).hwdata as ProjectMachine[];
    const taken = candidates.find((m) => m.emq_project_id === SEEDED_PROJECT);
    const free = candidates.find((m) => m.emq_project_id === null);
    expect(taken && free).toBeTruthy();
    expect(candidates.every((m) => m.eid === EID)).toBe(true);

    expect((await owner('/api/project/addMachine', { id, machineId: taken!.machine_id })).hwcode).toBe(BusinessCode.ProjectDeviceTaken);
    expect((await owner('/api/project/addMachine', { id, machineId: free!.machine_id })).hwcode).toBe(0);
    // A device of another enterprise is not the caller's to add.
    expect((await owner('/api/project/addMachine', { id, machineId: 50001 })).hwcode).toBe(BusinessCode.DeviceNotFound);
    const project = (await owner('/api/project/get', { id })).hwdata as Project;
    expect(project).toMatchObject({ machine_length: 1, report_count: 100_000 });
    const machines = (await owner('/api/project/getMachine', { id })).hwdata as ProjectMachine[];
    expect(machines.map((m) => [m.machine_id, m.emq_project_id])).toEqual([[free!.machine_id, id]]);

    expect((await owner('/api/project/delMachine', { id, machineId: free!.machine_id })).hwcode).toBe(0);
    const after = (await owner('/eapi/web/c/project/machine/list', { id })).hwdata as ProjectMachine[];
    expect(after.find((m) => m.machine_id === free!.machine_id)?.emq_project_id).toBeNull();
    expect(((await owner('/api/project/get', { id })).hwdata as Project).report_count).toBe(0);
  });

  it('frees the devices of a deleted project and checks names and descriptions', async () => {
    const owner = await as(ENT);
    expect((await owner('/api/project/add', { eid: EID, type: 1, name: '', description: '' })).hwcode).toBe(400);
    // A name or description longer than the document allows is the schema's refusal: HTTP 400 naming the field.
    await expect(owner('/api/project/add', { eid: EID, type: 1, name: 'x'.repeat(21), description: '' })).rejects.toThrow(/HTTP 400/);
    await expect(owner('/api/project/add', { eid: EID, type: 1, name: 'ok', description: 'y'.repeat(51) })).rejects.toThrow(/HTTP 400/);
    const id = ((await owner('/api/project/add', { eid: EID, type: 1, name: '二十个字的项目名称二十个字的项目名称二十', description: 'y'.repeat(50) })).hwdata as Project).id;
    const free = ((await owner('/eapi/web/c/project/machine/list', { id })).hwdata as ProjectMachine[]).find((m) => m.emq_project_id === null)!;
    expect((await owner('/api/project/addMachine', { id, machineId: free.machine_id })).hwcode).toBe(0);
    expect((await owner('/api/project/del', { id })).hwcode).toBe(0);
    const again = (await owner('/eapi/web/c/project/machine/list', { id: SEEDED_PROJECT })).hwdata as ProjectMachine[];
    expect(again.find((m) => m.machine_id === free.machine_id)?.emq_project_id).toBeNull();
  });

  it('opens a project device remotely through machine/getVisitUrl with the visit results of the device lists', async () => {
    const base = server().url;
    const member = await as(COLLEAGUE);
    const [device] = (await member('/api/project/getMachine', { id: SEEDED_PROJECT })).hwdata as ProjectMachine[];
    const visit = await member('/eapi/web/c/machine/getVisitUrl', { id: SEEDED_PROJECT, machineID: device!.machine_id, terminalID: 't' });
    expect(visit.hwcode).toBe(0);
    expect((visit.hwdata as { url: string }).url).toContain('/__sim/hmi/');
    await fetch(`${base}/__sim/visit-result`, { method: 'POST', headers: { 'content-type': 'application/json', ...controlHeadersFor(base) }, body: JSON.stringify({ result: 'PASSWORD_ERROR', machineCode: device!.machine_code }) });
    const refused = await member('/eapi/web/c/machine/getVisitUrl', { id: SEEDED_PROJECT, machineID: device!.machine_id, terminalID: 't' });
    expect([refused.hwcode, refused.hwdata]).toEqual([505, 'PASSWORD_ERROR']);
  });
});
