// Catalogue cases of the SMS and e-mail alarm settings, camera-cloud accounts and device groups: settings written
// with the values they have, receivers added and deleted again, and a throwaway account's own camera accounts and
// groups made, edited and deleted.
import { BusinessCode } from '../../../src/domain/resultCodes';
import { NotPlayable } from '../playerBase';
import { hwdata, type Fixture } from '../probe';
import type { CallCase } from './types';

const page = { page: '1', pageSize: '10' };
type Flags = { machineId?: number; machineID?: number; smsFlag?: number; emailFlag?: number };
const flagsOf = (hw: unknown): Flags[] => (Array.isArray(hw) ? hw : ((hw as { list?: Flags[] } | null)?.list ?? [])) as Flags[];
const text = (value: unknown, fallback: string) => (value === undefined || value === null ? fallback : String(value));

function enterprise(f: Fixture) {
  if (!f.a.enterprise) throw new NotPlayable('the accounts file names no enterprise user ("enterprise": {"login", "eid", "member"})');
  return f.a.enterprise;
}

export const accountCases: CallCase[] = [
  {
    name: 'the Akey\'s SMS and e-mail alarms: settings written as they are, logs, a receiver added and deleted',
    calls: ['GET /api/v1/alarm/userMsgConfig', 'POST /api/v1/alarm/setUserMsgConfig', 'POST /api/v1/sms/sale-list', 'POST /api/msg/v1/alarm/sms/page', 'POST /api/msg/v1/alarm/email/page', 'POST /api/v1/alarm/setMachineSmsFlag', 'DELETE /api/v1/alarm/contact/del'],
    async run(p, f) {
      const token = await f.token(f.a.akey);
      const config = hwdata<Record<string, unknown>>(await p.call('GET /api/v1/alarm/userMsgConfig', {}, { token }));
      await p.call('POST /api/v1/alarm/setUserMsgConfig', {
        userSmsFlag: text(config.userSmsFlag, '0'), userSmsDailyAmount: text(config.userSmsDailyAmount, '10'),
        machineSmsDailyAmount: text(config.machineSmsDailyAmount, '5'), userEmailFlag: text(config.userEmailFlag, '0'),
      }, { token });
      await p.call('POST /api/v1/sms/sale-list', page, { token });
      await p.call('POST /api/msg/v1/alarm/sms/page', page, { token });
      await p.call('POST /api/msg/v1/alarm/email/page', page, { token });
      const rows = flagsOf(hwdata(await p.call('GET /api/v1/devices/msgConfig', { ...page, pageSize: '100' }, { token })));
      const row = rows.find((r) => String(r.machineId ?? r.machineID) === f.a.device) ?? rows[0];
      if (row) await p.call('POST /api/v1/alarm/setMachineSmsFlag', { machineID: String(row.machineId ?? row.machineID), smsFlag: text(row.smsFlag, '0'), emailFlag: text(row.emailFlag, '0') }, { token });
      const contact = await p.call('POST /api/v1/alarm/contact/add', { name: 'Conformance', email: `c${f.run}@example.com`.slice(0, 30) }, { token });
      await p.call('DELETE /api/v1/alarm/contact/del', { id: String(hwdata<{ id: number }>(contact).id) }, { token });
    },
  },
  {
    name: 'the enterprise\'s SMS and e-mail alarms: settings written as they are, stock, logs, a receiver added and deleted',
    calls: ['GET /api/msg/v1/ent/userMessage/info', 'PUT /api/msg/v1/ent/userMessage', 'GET /api/msg/v1/ent/sms/user/stock', 'POST /api/msg/v1/ent/sms/log/allocation/page', 'GET /api/msg/v1/ent/alarm/smsLoggerPage', 'GET /api/msg/v1/ent/alarm/emailLoggerPage', 'PUT /api/msg/v1/ent/alarm/setMachineSmsFlag', 'DELETE /api/msg/v1/ent/alarmContact', 'PUT /api/msg/v1/ent/userMessage/transfer'],
    async run(p, f) {
      const e = enterprise(f);
      const token = await f.token(e.login);
      const eid = String(e.eid);
      const info = hwdata<Record<string, unknown>>(await p.call('GET /api/msg/v1/ent/userMessage/info', { eid }, { token }));
      await p.call('PUT /api/msg/v1/ent/userMessage', {
        eid, smsFlag: text(info.smsFlag, '0'), smsDailyAmount: text(info.smsDailyAmount, '10'),
        smsMachineDailyAmount: text(info.smsMachineDailyAmount, '5'), emailFlag: text(info.emailFlag, '0'),
      }, { token });
      const me = hwdata<{ userid: number }>(await p.call('POST /api/user/getUserId', {}, { token }));
      await p.call('GET /api/msg/v1/ent/sms/user/stock', { eid, userId: String(me.userid) }, { token });
      await p.call('POST /api/msg/v1/ent/sms/log/allocation/page', { eid, ...page }, { token });
      await p.call('GET /api/msg/v1/ent/alarm/smsLoggerPage', { eid, ...page }, { token });
      await p.call('GET /api/msg/v1/ent/alarm/emailLoggerPage', { eid, ...page }, { token });
      const rows = flagsOf(hwdata(await p.call('GET /api/v1/devices/msgConfig', { ...page, eid }, { token })));
      const row = rows[0];
      if (row) await p.call('PUT /api/msg/v1/ent/alarm/setMachineSmsFlag', { eid, machineId: String(row.machineId ?? row.machineID), smsFlag: text(row.smsFlag, '0'), emailFlag: text(row.emailFlag, '0') }, { token });
      const contact = await p.call('POST /api/msg/v1/ent/alarmContact', { eid, name: 'Conformance', email: `e${f.run}@example.com`.slice(0, 30) }, { token });
      await p.call('DELETE /api/msg/v1/ent/alarmContact', { eid, id: String(hwdata<{ id: number }>(contact).id) }, { token });
      // A transfer of personal stock cannot be undone: none is moved, and an amount of 0 is refused as invalid.
      await p.call('PUT /api/msg/v1/ent/userMessage/transfer', { eid, amount: '0' }, { token, expect: BusinessCode.InvalidInput });
    },
  },
  {
    name: 'a throwaway account\'s camera-cloud accounts and device groups: made, checked, edited, deleted',
    calls: ['GET /api/device/v1/ezviz/account', 'POST /api/device/v1/ezviz/account', 'POST /api/user/checkEzvizAccount', 'POST /api/user/checkEzvizAppkey', 'POST /api/user/updateEzvizAccount', 'DELETE /api/device/v1/ezviz/account', 'GET /api/device/v1/userGroup', 'POST /api/device/v1/userGroup', 'PUT /api/device/v1/userGroup', 'DELETE /api/device/v1/userGroup'],
    async run(p, f) {
      const { token } = await f.throwaway(p);
      const appKey = 'a1b2c3'.padEnd(32, '4');
      const secret = 'd5e6f7'.padEnd(32, '8');
      await p.call('GET /api/device/v1/ezviz/account', {}, { token });
      await p.call('POST /api/user/checkEzvizAccount', { name: 'Conformance camera' }, { token });
      await p.call('POST /api/user/checkEzvizAppkey', { appKey, secret }, { token });
      const made = await p.call('POST /api/device/v1/ezviz/account', { name: 'Conformance camera', appKey, secret, remark: '', isDefault: '1' }, { token });
      const id = String(hwdata<{ id: number }>(made).id);
      await p.call('POST /api/user/updateEzvizAccount', { id, name: 'Conformance camera 2', appKey, secret: '', remark: 'edited', isDefault: '1' }, { token });
      await p.call('DELETE /api/device/v1/ezviz/account', { id }, { token });
      await p.call('GET /api/device/v1/userGroup', {}, { token });
      const group = await p.call('POST /api/device/v1/userGroup', { name: `Cf${f.run.slice(-6)}` }, { token });
      const groupId = String(hwdata<{ id: string | number }>(group).id);
      await p.call('PUT /api/device/v1/userGroup', { id: groupId, name: `Cg${f.run.slice(-6)}` }, { token });
      await p.call('DELETE /api/device/v1/userGroup', { id: groupId }, { token });
    },
  },
];
