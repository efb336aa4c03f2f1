// Catalogue cases of roles, visit times, applications and visits on the accounts file's device. The people who
// change are throwaway accounts registered for the case: made a Bkey and a visitor by the Akey and then leaving
// (machine/del), or applying and being refused by the Akey and the Bkey; the device's own members stay as they were.
import { BusinessCode } from '../../../src/domain/resultCodes';
import { applicantLeaves } from '../playerBase';
import { hwdata, type Fixture, type Probe } from '../probe';
import type { CallCase } from './types';

const terminal = { terminalID: 'conformance', terminalName: 'Conformance' };
/** A second answer to a settled application is refused only when the policy has no second auditor. */
const secondReply = (f: Fixture) => (f.a.policy.checkType === 0 && f.a.policy.hasBkeys ? 0 : [0, BusinessCode.ApplicationSettled, BusinessCode.AuditAlreadyAnswered]);

async function apply(p: Probe, f: Fixture, kind: 'bind' | 'visit') {
  const me = await f.throwaway(p);
  const applied = kind === 'bind'
    ? await p.call('POST /api/v1/audit/addBind', { machineID: f.a.device, remarks: '', message: 'conformance' }, { token: me.token })
    : await p.call('POST /api/v1/audit/addVisit', { machineID: f.a.device, message: 'conformance', ...terminal }, { token: me.token });
  return { me, applicationId: String(hwdata<{ applicationId: number }>(applied).applicationId) };
}

export const memberCases: CallCase[] = [
  {
    name: 'an account with no role is made a Bkey, limited, made a visitor with a visit time, links a camera account, and leaves',
    calls: ['POST /api/admin/push', 'POST /api/machine/limitReadSet', 'POST /api/machine/limitAlarmSet', 'POST /api/admin/updateLevel', 'PUT /api/device/v1/visit/time', 'POST /api/admin/zeroVisitTime', 'DELETE /api/device/v1/visit/time', 'POST /api/machine/changeEzvizAccount', 'POST /api/machine/releaseEzvizAccount', 'POST /api/machine/del'],
    async run(p, f) {
      // A throwaway account when codes can be read; else the accounts file's applicant (no code needed), made to
      // hold no role first and leaving the device again at the end.
      const me = f.codes ? await f.throwaway(p) : await (async () => {
        await applicantLeaves(f.t, f.a);
        return { phone: f.a.applicant, userId: f.a.applicantUserId, token: await f.freshToken(f.a.applicant) };
      })();
      const akey = await f.token(f.a.akey);
      const device = f.a.device;
      const role = async () => hwdata<{ id?: number; role?: string }>(await p.call('GET /api/device/v1/user/role/info', { machineID: device, account: me.phone }, { token: akey }));
      await p.call('POST /api/admin/push', { account: me.phone, machineID: device }, { token: akey });
      const info = await role();
      p.effect(['POST /api/admin/push'], `${me.phone} is a Bkey of device ${device} once pushed`, info?.role === 'bkey', info);
      const userId = String(info.id ?? me.userId);
      const admins = hwdata<{ id?: number }[]>(await p.call('POST /api/admin/select', { machineID: device, infoType: '2', start: '0', pageSize: '500' }, { token: akey })) ?? [];
      p.effect(['POST /api/admin/push'], `the Bkey list of device ${device} holds ${me.phone}`, admins.some((a) => String(a.id) === userId), admins.map((a) => a.id));
      for (const path of ['POST /api/machine/limitReadSet', 'POST /api/machine/limitAlarmSet']) {
        await p.call(path, { machineID: device, userID: userId, value: '1' }, { token: akey });
        await p.call(path, { machineID: device, userID: userId, value: '0' }, { token: akey });
      }
      // The Bkey links its own camera-cloud account to the device and lets it go again.
      const before = hwdata<{ ezviz_account_id?: number | null }>(await p.call('GET /api/device/v1/detail', { machineId: device }, { token: akey }));
      if (before.ezviz_account_id === null || before.ezviz_account_id === undefined) {
        const camera = await p.call('POST /api/device/v1/ezviz/account', { name: `Conformance ${f.run}`, appKey: 'c0ffee'.padEnd(32, '1'), secret: 'c0ffee'.padEnd(32, '2'), remark: '', isDefault: '1' }, { token: me.token });
        const ezvizAccountId = String(hwdata<{ id: number }>(camera).id);
        await p.call('POST /api/machine/changeEzvizAccount', { machineId: device, ezvizAccountId }, { token: me.token });
        await p.call('POST /api/machine/releaseEzvizAccount', { machineId: device }, { token: me.token });
        await p.call('DELETE /api/device/v1/ezviz/account', { id: ezvizAccountId }, { token: me.token });
      }
      await p.call('POST /api/admin/updateLevel', { id: userId, limit: '0', terminalID: terminal.terminalID, machineID: device }, { token: akey });
      const lowered = await role();
      p.effect(['POST /api/admin/updateLevel'], `${me.phone} is a visitor of device ${device} once lowered`, lowered?.role === 'visitor', lowered);
      await p.call('PUT /api/device/v1/visit/time', { machineID: device, userId, forever: '1' }, { token: akey });
      await p.call('PUT /api/device/v1/visit/time', { machineID: device, userId, minutes: '30' }, { token: akey });
      const visitor = hwdata<{ visitAlidTimeID?: number; visitTimeId?: number }>(await p.call('GET /api/device/v1/user/role/info', { machineID: device, account: me.phone }, { token: akey }));
      await p.call('POST /api/admin/zeroVisitTime', { machineID: device, visitAlidTimeID: String(visitor.visitAlidTimeID ?? visitor.visitTimeId ?? '') }, { token: akey });
      await p.call('DELETE /api/device/v1/visit/time', { machineID: device, userId }, { token: akey });
      await p.call('POST /api/machine/del', { delMachineID: device, isAkey: '0' }, { token: me.token });
      const gone = await role();
      p.effect(['POST /api/machine/del'], `${me.phone} holds no role on device ${device} once it deleted the device`, gone?.role === 'ordinary', gone);
    },
  },
  {
    name: 'a throwaway account asks to bind: the Akey passes, the Bkey refuses; it reads, marks and clears the result',
    calls: ['POST /api/v1/audit/addBind', 'POST /api/msg/v1/device/bind/verify', 'POST /api/v1/audit/bindReply', 'POST /api/msg/v1/page', 'GET /api/msg/v1/totalUnread', 'GET /api/msg/v1/detail/', 'PUT /api/msg/v1/read', 'DELETE /api/msg/v1/clear'],
    async run(p, f) {
      const { me, applicationId } = await apply(p, f, 'bind');
      await p.call('POST /api/msg/v1/device/bind/verify', { applicationId, result: '1' }, { token: await f.token(f.a.akey) });
      await p.call('POST /api/v1/audit/bindReply', { applicationId, result: '0' }, { token: await f.token(f.a.bkey), expect: secondReply(f) });
      const token = me.token;
      const page = hwdata<{ list?: { id: number }[] }>(await p.call('POST /api/msg/v1/page', { scene: 'all', page: '1', pageSize: '10' }, { token }));
      await p.call('GET /api/msg/v1/totalUnread', { scene: 'all' }, { token });
      const id = page?.list?.[0]?.id;
      if (id === undefined) throw new Error('the refused applicant has no message');
      await p.call('GET /api/msg/v1/detail/', {}, { token, id: String(id) });
      await p.call('PUT /api/msg/v1/read', { ids: String(id) }, { token });
      await p.call('DELETE /api/msg/v1/clear', { ids: String(id) }, { token });
    },
  },
  {
    name: 'a throwaway account asks to visit: the Akey passes, the Bkey refuses; a wrong device password is refused',
    calls: ['POST /api/v1/audit/addVisit', 'POST /api/msg/v1/device/visit/verify', 'POST /api/v1/audit/visitReply', 'POST /api/v1/audit/checkMachinePwd'],
    async run(p, f) {
      const { me, applicationId } = await apply(p, f, 'visit');
      await p.call('POST /api/msg/v1/device/visit/verify', { applicationId, result: '1' }, { token: await f.token(f.a.akey) });
      await p.call('POST /api/v1/audit/visitReply', { applicationId, result: '0' }, { token: await f.token(f.a.bkey), expect: secondReply(f) });
      const device = f.a.passwordDevice ?? f.a.device;
      await p.call('POST /api/v1/audit/checkMachinePwd', { machineID: device, password: 'not-the-password' }, { token: me.token, expect: f.a.passwordDevice ? BusinessCode.DevicePasswordWrong : [BusinessCode.DevicePasswordWrong, BusinessCode.NoPermission] });
    },
  },
  {
    name: 'the Akey opens its device: the cloud service, the visit address and its test',
    calls: ['POST /api/v1/audit/checkCloudServiceState', 'POST /api/v1/audit/getValidVisitUrl', 'POST /api/tls/testMachineState'],
    async run(p, f) {
      const token = await f.token(f.a.akey);
      const device = f.a.visitDevice ?? f.a.device;
      await p.call('POST /api/v1/audit/checkCloudServiceState', { machineID: device, visitAlidTimeID: '0', limitAuthority: '3', terminalID: terminal.terminalID }, { token });
      const visit = await p.call('POST /api/v1/audit/getValidVisitUrl', { machineID: device, terminalID: terminal.terminalID }, { token });
      const url = hwdata<{ testUrl?: string; url?: string } | null>(visit);
      // On a live fleet the device may have just gone offline (the background flapping of `npm start`): 504.
      await p.call('POST /api/tls/testMachineState', { testUrl: url?.testUrl ?? url?.url ?? '' }, { token, expect: [0, 504] });
    },
  },
];
