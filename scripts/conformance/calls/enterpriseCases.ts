// Catalogue cases of the enterprise and project calls, played by the accounts file's enterprise user: reads of
// its enterprise, its maintenance remark written with the value it has, and a project of its own that is made,
// filled, handed to another member and back, emptied and deleted.
import { BusinessCode } from '../../../src/domain/resultCodes';
import { NotPlayable } from '../playerBase';
import { hwdata, type Fixture, type Probe } from '../probe';
import { listRows, type CallCase } from './types';

const terminal = { terminalID: 'conformance' };

function enterprise(f: Fixture) {
  const e = f.a.enterprise;
  if (!e) throw new NotPlayable('the accounts file names no enterprise user ("enterprise": {"login", "eid", "member"})');
  return e;
}

const idOf = (row: Record<string, unknown> | undefined) => String(row?.machine_id ?? row?.machineId ?? '');

async function entDevices(p: Probe, f: Fixture, token: string, type?: string) {
  const e = enterprise(f);
  const list = await p.call('POST /api/enterprises/enterpriseDeviceList', { eid: String(e.eid), page: '1', pageSize: '20', groupId: '', version: '1', ...(type ? { type } : {}) }, { token });
  return listRows(hwdata(list));
}

export const enterpriseCases: CallCase[] = [
  {
    name: 'the enterprise user reads its enterprise, its devices and one device\'s people',
    calls: ['POST /api/enterprises/userEnterpriseList', 'POST /api/enterprises/enterpriseDeviceList', 'POST /eapi/ent/c/manager/device/group/devicelist', 'POST /api/enterprises/enterprisePermission', 'POST /api/enterprises/getAllGroup', 'POST /eapi/ent/c/manager/device/group/all', 'POST /eapi/ent/c/maintain/getteammember', 'POST /eapi/o/getlogo', 'GET /api/entportal/v1/enterprise/info', 'POST /api/enterprises/machineInfo', 'POST /api/enterprises/machineBaseInfo', 'POST /api/enterprises/machinePersonnel', 'POST /api/enterprises/machineMaintenancePersonnel', 'POST /api/enterprises/validVisitUrl', 'POST /eapi/web/c/managerteam/members', 'POST /eapi/web/c/project/list'],
    async run(p, f) {
      const e = enterprise(f);
      const token = await f.token(e.login);
      const eid = String(e.eid);
      await p.call('POST /api/enterprises/userEnterpriseList', {}, { token });
      const rows = await entDevices(p, f, token);
      await p.call('POST /eapi/ent/c/manager/device/group/devicelist', { eid, page: '1', pageSize: '20', groupId: '', search: '', version: '1' }, { token });
      await p.call('POST /api/enterprises/enterprisePermission', { eid }, { token });
      await p.call('POST /api/enterprises/getAllGroup', { eid }, { token });
      await p.call('POST /eapi/ent/c/manager/device/group/all', { eid }, { token });
      await p.call('POST /eapi/ent/c/maintain/getteammember', { eid }, { token });
      await p.call('POST /eapi/o/getlogo', { eid }, { token });
      await p.call('GET /api/entportal/v1/enterprise/info', { eid }, { token });
      await p.call('POST /eapi/web/c/managerteam/members', { eid }, { token });
      await p.call('POST /eapi/web/c/project/list', { eid, type: '1', limit_authority: '3' }, { token });
      const machineId = idOf(rows[0]);
      if (!machineId) throw new Error(`enterprise ${eid} lists no device`);
      for (const path of ['POST /api/enterprises/machineInfo', 'POST /api/enterprises/machineBaseInfo', 'POST /api/enterprises/machinePersonnel', 'POST /api/enterprises/machineMaintenancePersonnel']) {
        await p.call(path, { eid, machineId }, { token });
      }
      await p.call('POST /api/enterprises/validVisitUrl', { eid, machineID: machineId, ...terminal }, { token, expect: [0, 505] });
      // An enterprise it is not a member of, and a device that is not there: refused or empty, never the same answer.
      const foreign = '987654';
      for (const path of ['POST /api/enterprises/enterpriseDeviceList', 'POST /eapi/ent/c/manager/device/group/devicelist', 'POST /api/enterprises/enterprisePermission', 'POST /api/enterprises/getAllGroup', 'POST /eapi/ent/c/manager/device/group/all', 'POST /eapi/ent/c/maintain/getteammember', 'GET /api/entportal/v1/enterprise/info', 'POST /eapi/web/c/managerteam/members', 'POST /eapi/web/c/project/list']) {
        await p.refusesUnknown(path, { eid: foreign, page: '1', pageSize: '20', groupId: '', version: '1', type: '1', limit_authority: '3', search: '' }, { token }, `enterprise ${foreign}, which ${e.login} is not a member of,`);
      }
      for (const path of ['POST /api/enterprises/machineInfo', 'POST /api/enterprises/machineBaseInfo', 'POST /api/enterprises/machinePersonnel', 'POST /api/enterprises/machineMaintenancePersonnel']) {
        await p.refusesUnknown(path, { eid, machineId: '987654321' }, { token }, 'a device that is not in the enterprise');
      }
      const mine = listRows(hwdata(await p.call('POST /api/enterprises/userEnterpriseList', {}, { token })));
      p.effect(['POST /api/enterprises/userEnterpriseList'], `the enterprise list holds enterprise ${eid} and not ${foreign}`, mine.some((r) => String(r.eid) === eid) && !mine.some((r) => String(r.eid) === foreign), mine);
    },
  },
  {
    name: 'the enterprise user writes a maintenance remark it already has',
    calls: ['POST /api/enterprises/UpdateMaintenanceRemark'],
    async run(p, f) {
      const e = enterprise(f);
      const token = await f.token(e.login);
      const rows = await entDevices(p, f, token, '2');
      if (rows.length === 0) throw new NotPlayable(`${e.login} maintains no device of enterprise ${e.eid}`);
      // A remark cannot be emptied: a device with one gets it again; without, the empty remark must be refused.
      const maintained = rows.find((r) => r.maintenanceRemark) ?? rows[0]!;
      const remark = String(maintained.maintenanceRemark ?? '');
      await p.call('POST /api/enterprises/UpdateMaintenanceRemark', { eid: String(e.eid), machineId: idOf(maintained), remark }, { token, expect: remark ? 0 : BusinessCode.InvalidInput });
    },
  },
  {
    name: 'a project of its own: made, edited, a device and a member added, handed over and back, emptied, deleted',
    calls: ['POST /api/project/add', 'POST /api/project/get', 'POST /eapi/web/c/project/info', 'POST /api/project/getUser', 'POST /api/project/getMachine', 'POST /api/project/getServer', 'POST /api/project/edit', 'POST /eapi/web/c/project/machine/list', 'POST /api/project/addMachine', 'POST /eapi/web/c/machine/getVisitUrl', 'POST /api/project/delMachine', 'POST /api/project/addUser', 'POST /api/project/transfer', 'POST /api/project/delUser', 'POST /api/project/del'],
    async run(p, f) {
      const e = enterprise(f);
      const token = await f.token(e.login);
      const name = `Cf ${f.run}`.slice(0, 20);
      const eid = String(e.eid);
      const made = await p.call('POST /api/project/add', { eid, type: '1', name, description: 'made by npm run conformance' }, { token });
      const id = String(hwdata<{ id: number }>(made).id);
      type Project = { id?: number; name?: string; description?: string };
      const listed = async () => listRows(hwdata(await p.call('POST /eapi/web/c/project/list', { eid, type: '1', limit_authority: '3' }, { token })));
      const userIds = async () => (hwdata<{ id: number }[]>(await p.call('POST /api/project/getUser', { id }, { token })) ?? []).map((u) => String(u.id));
      try {
        const got = hwdata<Project>(await p.call('POST /api/project/get', { id }, { token }));
        p.effect(['POST /api/project/add', 'POST /api/project/get'], `project ${id} shows the name it was made with (${name})`, got?.name === name, got);
        const info = hwdata<{ project?: Project } & Project>(await p.call('POST /eapi/web/c/project/info', { id }, { token }));
        p.effect(['POST /eapi/web/c/project/info'], `project ${id}'s info shows its name (${name})`, (info?.project ?? info)?.name === name, info);
        const list = await listed();
        p.effect(['POST /api/project/add', 'POST /eapi/web/c/project/list'], `the project list holds project ${id} (${name})`, list.some((r) => String(r.id) === id && r.name === name), list.map((r) => r.name));
        await p.call('POST /api/project/getMachine', { id }, { token });
        await p.call('POST /api/project/getServer', { id }, { token });
        for (const key of ['POST /api/project/getMachine', 'POST /api/project/getServer', 'POST /eapi/web/c/project/machine/list']) {
          await p.refusesUnknown(key, { id: '987654' }, { token }, 'project 987654, which is not there,');
        }
        const description = `edited ${f.run}`;
        await p.call('POST /api/project/edit', { id, description }, { token });
        const edited = hwdata<Project>(await p.call('POST /api/project/get', { id }, { token }));
        p.effect(['POST /api/project/edit'], `project ${id} shows the description it was given (${description})`, edited?.description === description, edited);
        const candidates = listRows(hwdata(await p.call('POST /eapi/web/c/project/machine/list', { id }, { token })));
        const free = candidates.find((c) => !c.emq_project_id && !c.project);
        if (free) {
          const machineId = idOf(free);
          const machines = async () => listRows(hwdata(await p.call('POST /api/project/getMachine', { id }, { token }))).map(idOf);
          await p.call('POST /api/project/addMachine', { id, machineId }, { token });
          const held = await machines();
          p.effect(['POST /api/project/addMachine', 'POST /api/project/getMachine', 'POST /eapi/web/c/project/machine/list'], `project ${id} holds device ${machineId} once added`, held.includes(machineId), held);
          await p.call('POST /eapi/web/c/machine/getVisitUrl', { id, machineID: machineId, ...terminal }, { token, expect: [0, 505] });
          await p.call('POST /api/project/delMachine', { id, machineId }, { token });
          const left = await machines();
          p.effect(['POST /api/project/delMachine'], `device ${machineId} is gone from project ${id} once removed`, !left.includes(machineId), left);
        }
        if (!e.member) throw new NotPlayable('the accounts file names no other member of the enterprise ("enterprise.member")');
        const before = await userIds();
        const added = await p.call('POST /api/project/addUser', { id, account: e.member, countryCode: e.member.includes('@') ? '' : f.a.countryCode }, { token });
        const memberId = String(hwdata<{ id?: number; userId?: number; userid?: number }>(added).id ?? hwdata<{ userId?: number }>(added).userId ?? '');
        // getUser lists the owner first.
        const users = await userIds();
        p.effect(['POST /api/project/addUser', 'POST /api/project/getUser'], `project ${id}'s people hold ${e.member} (${memberId}) once added`, users.includes(memberId) && !before.includes(memberId), users);
        const ownerId = users[0] ?? '';
        await p.call('POST /api/project/transfer', { id, transferUser: memberId }, { token });
        const handed = await userIds();
        p.effect(['POST /api/project/transfer'], `${e.member} heads project ${id}'s people once it is handed over`, handed[0] === memberId, handed);
        await p.call('POST /api/project/transfer', { id, transferUser: ownerId }, { token: await f.token(e.member) });
        await p.call('POST /api/project/delUser', { id, delUserId: memberId }, { token });
        const after = await userIds();
        p.effect(['POST /api/project/delUser'], `${e.member} is gone from project ${id} once removed`, after[0] === ownerId && !after.includes(memberId), after);
      } finally {
        await p.call('POST /api/project/del', { id }, { token });
        const list = await listed();
        p.effect(['POST /api/project/del'], `project ${id} is gone from the list once deleted`, !list.some((r) => String(r.id) === id), list.map((r) => r.id));
      }
    },
  },
];
