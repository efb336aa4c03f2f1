// Every call of the audit, project, enterprise, message, camera-account and other areas answers a whole, signed-in
// request of the demo users with success, and `call()` (support.ts) checks each answer against its schema in
// /openapi.json: the typed contract of these areas holds on the simulator's success paths, not only its refusals.
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_ENTERPRISES } from '../../simulator/world/demoAccounts';
import type { ApplyResult } from '../../src/domain/wire/audit';
import type { DevicePage } from '../../src/domain/wire/enterpriseDevices';
import type { MessagePage } from '../../src/domain/wire/message';
import type { Project, ProjectMachine, ProjectUser } from '../../src/domain/wire/project';
import type { Machine } from '../../src/domain/wire/machine';
import { call, loginToken, simulatorPerTest, type Envelope } from './support';

const { sim } = simulatorPerTest();
const EID = String(DEMO_ENTERPRISES.withProjects);
const PROJECT = '301';
const terminal = { terminalID: 'contract-test' };

function data<T>(answer: Envelope, path: string): T {
  expect({ path, hwcode: answer.hwcode }).toEqual({ path, hwcode: 0 });
  return answer.hwdata as T;
}

describe('the typed answers of the audit, project, enterprise, message and other calls', () => {
  it('fit the document on the enterprise calls', async () => {
    const token = await loginToken(DEMO_ACCOUNTS.enterprise.email);
    const ask = async <T = unknown>(path: string, fields: Record<string, string> = {}, method = 'POST') => data<T>(await call(path, fields, { token, method }), path);
    await ask('/api/enterprises/userEnterpriseList');
    const listFields = { eid: EID, page: '1', pageSize: '50', groupId: 'ALL', version: '1.4.2' };
    const page = await ask<DevicePage>('/api/enterprises/enterpriseDeviceList', listFields);
    await ask('/api/enterprises/enterpriseDeviceList', { ...listFields, type: '2' });
    await ask('/eapi/ent/c/manager/device/group/devicelist', { ...listFields, search: '' });
    for (const path of ['/api/enterprises/enterprisePermission', '/api/enterprises/getAllGroup', '/eapi/ent/c/manager/device/group/all', '/eapi/ent/c/maintain/getteammember', '/eapi/o/getlogo']) {
      await ask(path, { eid: EID });
    }
    await ask('/api/entportal/v1/enterprise/info', { eid: EID }, 'GET');
    const device = page.list[0]!;
    const ofDevice = { eid: EID, machineId: String(device.machine_id) };
    for (const path of ['/api/enterprises/machineInfo', '/api/enterprises/machineBaseInfo', '/api/enterprises/machinePersonnel', '/api/enterprises/machineMaintenancePersonnel']) {
      await ask(path, ofDevice);
    }
    // A forced success, so the link does not hang on the seeded device's cloud state.
    await fetch('http://sim.test/__sim/visit-result', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ result: 'success', machineCode: device.machine_code }) });
    await ask('/api/enterprises/validVisitUrl', { eid: EID, machineID: String(device.machine_id), ...terminal });
  });

  it('fit the document on the project calls', async () => {
    const token = await loginToken(DEMO_ACCOUNTS.enterprise.email);
    const ask = async <T = unknown>(path: string, fields: Record<string, string> = {}) => data<T>(await call(path, fields, { token }), path);
    const projects = await ask<Project[]>('/eapi/web/c/project/list', { eid: EID, type: '1', limit_authority: '3' });
    expect(projects.map((p) => String(p.id))).toContain(PROJECT);
    for (const path of ['/api/project/get', '/api/project/getUser', '/api/project/getMachine', '/api/project/getServer', '/eapi/web/c/project/info']) {
      await ask(path, { id: PROJECT });
    }
    await ask('/eapi/web/c/managerteam/members', { eid: EID });
    const created = await ask<Project>('/api/project/add', { eid: EID, type: '1', name: 'Contract', description: 'typed answers' });
    const id = String(created.id);
    await ask('/api/project/edit', { id, description: 'edited', enable_get_visit_url: '1' });
    const candidates = await ask<ProjectMachine[]>('/eapi/web/c/project/machine/list', { id });
    const free = candidates.find((m) => m.emq_project_id === null)!;
    await ask('/api/project/addMachine', { id, machineId: String(free.machine_id) });
    sim().world.devices.find((d) => d.machine_id === free.machine_id)!.cloudState = 1;
    await ask('/eapi/web/c/machine/getVisitUrl', { id, machineID: String(free.machine_id), ...terminal });
    expect(await ask('/api/project/delMachine', { id, machineId: String(free.machine_id) })).toBeNull();
    const colleague = await ask<ProjectUser>('/api/project/addUser', { id, account: 'user6@example.com', countryCode: '86' });
    expect(await ask('/api/project/transfer', { id, transferUser: String(colleague.id) })).toBeNull();
    expect(await ask('/api/project/delUser', { id, delUserId: String(DEMO_ACCOUNTS.enterprise.userId) })).toBeNull();
    const own = await ask<Project>('/api/project/add', { eid: EID, type: '1', name: 'Gone', description: '' });
    expect(await ask('/api/project/del', { id: String(own.id) })).toBeNull();
  });

  it('fit the document on the message, camera-account, data-centre and audit calls', async () => {
    const token = await loginToken(DEMO_ACCOUNTS.personal.phone);
    const ask = async <T = unknown>(path: string, fields: Record<string, string> = {}, method = 'POST') => data<T>(await call(path, fields, { token, method }), path);
    const devices = await ask<Machine[]>('/api/machine/select', { ...terminal, version: '1.4.2' });
    // Applications from the enterprise user on two of the personal user's devices reach the owner as messages.
    const strangerId = DEMO_ACCOUNTS.enterprise.userId;
    const [visited, bound] = devices.filter((d) => d.limit_authority === 3 && !sim().world.memberships.some((m) => m.machineId === d.machine_id && m.userId === strangerId));
    const stranger = await loginToken(DEMO_ACCOUNTS.enterprise.email);
    const apply = async (path: string, fields: Record<string, string>) => data<ApplyResult>(await call(path, fields, { token: stranger }), path);
    const visit = await apply('/api/v1/audit/addVisit', { machineID: String(visited!.machine_id), ...terminal, message: 'hi', terminalName: 'Vitest' });
    const bind = await apply('/api/v1/audit/addBind', { machineID: String(bound!.machine_id), remarks: '', message: 'hi' });
    await ask('/api/msg/v1/device/visit/verify', { applicationId: String(visit.applicationId), result: '1', duration: '-1' });
    await ask('/api/v1/audit/bindReply', { applicationId: String(bind.applicationId), result: '0' });
    const messages = await ask<MessagePage>('/api/msg/v1/page', { page: '1', pageSize: '10' });
    await ask('/api/msg/v1/totalUnread', { scene: 'all' }, 'GET');
    const first = messages.list[0]!;
    await ask(`/api/msg/v1/detail/${first.id}`, {}, 'GET');
    await ask('/api/msg/v1/read', { ids: String(first.id) }, 'PUT');
    await ask('/api/msg/v1/clear', { ids: String(first.id) }, 'DELETE');
    await ask('/api/device/v1/ezviz/account', {}, 'GET');
    await ask('/api/common/appDownload', {}, 'GET');
    const now = Math.floor(sim().clock.now() / 1000);
    await ask('/api/ext/v1/dataCenter/history', { eid: '0', start: String(now - 86_400), end: String(now) }, 'GET');
    const owned = devices.find((d) => d.limit_authority === 3 && d.cloudState === 1)!;
    const ids = { machineID: String(owned.machine_id), ...terminal };
    await ask('/api/v1/audit/checkCloudServiceState', { ...ids, visitAlidTimeID: '0', limitAuthority: '3' });
    await ask('/api/v1/audit/getValidVisitUrl', ids);
  });
});
