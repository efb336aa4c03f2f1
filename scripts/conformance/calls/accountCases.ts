// Catalogue cases of the SMS and e-mail alarm settings, camera-cloud accounts and device groups: settings written
// with the values they have, receivers added and deleted again, and a throwaway account's own camera accounts and
// groups made, edited and deleted.
import { BusinessCode } from '../../../src/domain/resultCodes';
import { NotPlayable } from '../playerBase';
import { hwdata, type Fixture } from '../probe';
import { listRows, type CallCase } from './types';
import { fieldOf } from '../../../src/domain/wire/record';

const page = { page: '1', pageSize: '10' };
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
      const read = async () => hwdata<Record<string, unknown>>(await p.call('GET /api/v1/alarm/userMsgConfig', {}, { token }));
      const config = await read();
      const write = (userSmsDailyAmount: string) => p.call('POST /api/v1/alarm/setUserMsgConfig', {
        userSmsFlag: text(config.userSmsFlag, '0'), userSmsDailyAmount,
        machineSmsDailyAmount: text(config.machineSmsDailyAmount, '5'), userEmailFlag: text(config.userEmailFlag, '0'),
      }, { token });
      // Another daily amount, read back, then the one it had.
      const amount = text(config.userSmsDailyAmount, '10');
      const changed = String(Number(amount) + 1);
      await write(changed);
      const seen = await read();
      p.effect(['POST /api/v1/alarm/setUserMsgConfig', 'GET /api/v1/alarm/userMsgConfig'], `the daily SMS amount reads ${changed} once set`, text(seen.userSmsDailyAmount, '') === changed, seen);
      await write(amount);
      p.effect(['POST /api/v1/alarm/setUserMsgConfig'], `the daily SMS amount reads ${amount} again`, text((await read()).userSmsDailyAmount, '') === amount);
      await p.call('POST /api/v1/sms/sale-list', page, { token });
      await p.call('POST /api/msg/v1/alarm/sms/page', page, { token });
      await p.call('POST /api/msg/v1/alarm/email/page', page, { token });
      const rows = listRows(hwdata(await p.call('GET /api/v1/devices/msgConfig', { ...page, pageSize: '100' }, { token })));
      const row = rows.find((r) => String(r.machineId ?? r.machineID) === f.a.device) ?? rows[0];
      if (row) {
        const machineID = String(row.machineId ?? row.machineID);
        const flag = text(row.smsFlag, '0');
        const flip = flag === '1' ? '0' : '1';
        await p.call('POST /api/v1/alarm/setMachineSmsFlag', { machineID, smsFlag: flip, emailFlag: text(row.emailFlag, '0') }, { token });
        const now = listRows(hwdata(await p.call('GET /api/v1/devices/msgConfig', { ...page, pageSize: '100' }, { token }))).find((r) => String(r.machineId ?? r.machineID) === machineID);
        p.effect(['POST /api/v1/alarm/setMachineSmsFlag', 'GET /api/v1/devices/msgConfig'], `device ${machineID}'s alarm SMS reads ${flip} once switched`, text(now?.smsFlag, '') === flip, now);
        await p.call('POST /api/v1/alarm/setMachineSmsFlag', { machineID, smsFlag: flag, emailFlag: text(row.emailFlag, '0') }, { token });
      }
      const contact = await p.call('POST /api/v1/alarm/contact/add', { name: 'Conformance', email: `c${f.run}@example.com`.slice(0, 30) }, { token });
      const contactId = String(hwdata<{ id: number }>(contact).id);
      await p.call('DELETE /api/v1/alarm/contact/del', { id: contactId }, { token });
      // Deleted, then gone: deleting it again is refused.
      const again = await p.call('DELETE /api/v1/alarm/contact/del', { id: contactId }, { token, expect: 'any' });
      p.effect(['DELETE /api/v1/alarm/contact/del'], `receiver ${contactId} is gone once deleted (deleting it again is refused)`, String(again.hwcode) !== '0', again);
    },
  },
  {
    name: 'the enterprise\'s SMS and e-mail alarms: settings written as they are, stock, logs, a receiver added and deleted',
    calls: ['GET /api/msg/v1/ent/userMessage/info', 'PUT /api/msg/v1/ent/userMessage', 'GET /api/msg/v1/ent/sms/user/stock', 'POST /api/msg/v1/ent/sms/log/allocation/page', 'GET /api/msg/v1/ent/alarm/smsLoggerPage', 'GET /api/msg/v1/ent/alarm/emailLoggerPage', 'PUT /api/msg/v1/ent/alarm/setMachineSmsFlag', 'DELETE /api/msg/v1/ent/alarmContact', 'PUT /api/msg/v1/ent/userMessage/transfer'],
    async run(p, f) {
      const e = enterprise(f);
      const token = await f.token(e.login);
      const eid = String(e.eid);
      const read = async () => hwdata<Record<string, unknown>>(await p.call('GET /api/msg/v1/ent/userMessage/info', { eid }, { token }));
      const info = await read();
      const write = (smsDailyAmount: string) => p.call('PUT /api/msg/v1/ent/userMessage', {
        eid, smsFlag: text(info.smsFlag, '0'), smsDailyAmount,
        smsMachineDailyAmount: text(info.smsMachineDailyAmount, '5'), emailFlag: text(info.emailFlag, '0'),
      }, { token });
      // One more than it had: the amount for all devices may not fall below the amount per device.
      const amount = text(info.smsDailyAmount, '10');
      const changed = String(Number(amount) + 1);
      await write(changed);
      const seen = await read();
      p.effect(['PUT /api/msg/v1/ent/userMessage', 'GET /api/msg/v1/ent/userMessage/info'], `the enterprise's daily SMS amount reads ${changed} once set`, text(seen.smsDailyAmount, '') === changed, seen);
      await write(amount);
      p.effect(['PUT /api/msg/v1/ent/userMessage'], `the enterprise's daily SMS amount reads ${amount} again`, text((await read()).smsDailyAmount, '') === amount);
      const me = hwdata<{ userid: number }>(await p.call('POST /api/user/getUserId', {}, { token }));
      await p.call('GET /api/msg/v1/ent/sms/user/stock', { eid, userId: String(me.userid) }, { token });
      await p.call('POST /api/msg/v1/ent/sms/log/allocation/page', { eid, ...page }, { token });
      await p.call('GET /api/msg/v1/ent/alarm/smsLoggerPage', { eid, ...page }, { token });
      await p.call('GET /api/msg/v1/ent/alarm/emailLoggerPage', { eid, ...page }, { token });
      const rows = listRows(hwdata(await p.call('GET /api/v1/devices/msgConfig', { ...page, eid }, { token })));
      const row = rows[0];
      if (row) {
        const machineId = String(row.machineId ?? row.machineID);
        const flag = text(row.smsFlag, '0');
        const flip = flag === '1' ? '0' : '1';
        await p.call('PUT /api/msg/v1/ent/alarm/setMachineSmsFlag', { eid, machineId, smsFlag: flip, emailFlag: text(row.emailFlag, '0') }, { token });
        const now = listRows(hwdata(await p.call('GET /api/v1/devices/msgConfig', { ...page, eid }, { token }))).find((r) => String(r.machineId ?? r.machineID) === machineId);
        p.effect(['PUT /api/msg/v1/ent/alarm/setMachineSmsFlag'], `device ${machineId}'s alarm SMS reads ${flip} once switched`, text(now?.smsFlag, '') === flip, now);
        await p.call('PUT /api/msg/v1/ent/alarm/setMachineSmsFlag', { eid, machineId, smsFlag: flag, emailFlag: text(row.emailFlag, '0') }, { token });
      }
      // Another enterprise's stock and logs: refused or empty.
      const foreign = '987654';
      await p.refusesUnknown('GET /api/msg/v1/ent/sms/user/stock', { eid: foreign, userId: String(me.userid) }, { token }, `the SMS stock of enterprise ${foreign}, which ${e.login} is not a member of,`);
      for (const key of ['POST /api/msg/v1/ent/sms/log/allocation/page', 'GET /api/msg/v1/ent/alarm/smsLoggerPage', 'GET /api/msg/v1/ent/alarm/emailLoggerPage']) {
        await p.refusesUnknown(key, { eid: foreign, ...page }, { token }, `the logs of enterprise ${foreign}, which ${e.login} is not a member of,`);
      }
      const contact = await p.call('POST /api/msg/v1/ent/alarmContact', { eid, name: 'Conformance', email: `e${f.run}@example.com`.slice(0, 30) }, { token });
      const contactId = String(hwdata<{ id: number }>(contact).id);
      await p.call('DELETE /api/msg/v1/ent/alarmContact', { eid, id: contactId }, { token });
      const again = await p.call('DELETE /api/msg/v1/ent/alarmContact', { eid, id: contactId }, { token, expect: 'any' });
      p.effect(['DELETE /api/msg/v1/ent/alarmContact'], `receiver ${contactId} is gone once deleted (deleting it again is refused)`, String(again.hwcode) !== '0', again);
      // A transfer of personal stock cannot be undone: none is moved, and an amount of 0 is refused as invalid.
      await p.call('PUT /api/msg/v1/ent/userMessage/transfer', { eid, amount: '0' }, { token, expect: BusinessCode.InvalidInput });
    },
  },
  {
    name: 'the Akey\'s camera-cloud accounts and device groups: made, checked, edited, deleted, each read back',
    calls: ['GET /api/device/v1/ezviz/account', 'POST /api/device/v1/ezviz/account', 'POST /api/user/checkEzvizAccount', 'POST /api/user/checkEzvizAppkey', 'POST /api/user/updateEzvizAccount', 'DELETE /api/device/v1/ezviz/account', 'GET /api/device/v1/userGroup', 'POST /api/device/v1/userGroup', 'PUT /api/device/v1/userGroup', 'DELETE /api/device/v1/userGroup'],
    async run(p, f) {
      // Needs no code: the accounts file's Akey makes its own and deletes them again, so it ends as it began.
      const token = await f.token(f.a.akey);
      const tag = f.run.slice(-6);
      // AppKey and secret are 32 hexadecimal characters: the run's tag in hex, so each run has keys of its own.
      const hex = [...tag].map((c) => c.charCodeAt(0).toString(16)).join('');
      const appKey = `cf${hex}`.padEnd(32, '4');
      const secret = `cf${hex}`.padEnd(32, '8');
      const cameras = async () => listRows(hwdata(await p.call('GET /api/device/v1/ezviz/account', {}, { token })));
      const cameraName = `Cf camera ${tag}`;
      await cameras();
      await p.call('POST /api/user/checkEzvizAccount', { name: cameraName }, { token });
      await p.call('POST /api/user/checkEzvizAppkey', { appKey, secret }, { token });
      const malformed = await p.call('POST /api/user/checkEzvizAppkey', { appKey: 'not-hex-'.padEnd(32, 'z'), secret }, { token, expect: 'any' });
      p.effect(['POST /api/user/checkEzvizAppkey'], 'an AppKey that is not 32 hexadecimal characters is refused', String(malformed.hwcode) !== '0' || fieldOf(malformed.hwdata, 'valid') === false, malformed);
      const made = await p.call('POST /api/device/v1/ezviz/account', { name: cameraName, appKey, secret, remark: '', isDefault: '0' }, { token });
      const id = String(hwdata<{ id: number }>(made).id);
      let list = await cameras();
      p.effect(['POST /api/device/v1/ezviz/account', 'GET /api/device/v1/ezviz/account'], `the camera accounts hold ${cameraName} once added`, list.some((r) => String(r.id) === id && r.name === cameraName), list.map((r) => r.name));
      const taken = await p.call('POST /api/user/checkEzvizAccount', { name: cameraName }, { token, expect: 'any' });
      p.effect(['POST /api/user/checkEzvizAccount'], `the name ${cameraName} is not available once an account has it`, String(taken.hwcode) !== '0' || fieldOf(taken.hwdata, 'available') === false, taken);
      await p.call('POST /api/user/updateEzvizAccount', { id, name: `${cameraName} 2`, appKey, secret: '', remark: 'edited', isDefault: '0' }, { token });
      list = await cameras();
      p.effect(['POST /api/user/updateEzvizAccount'], `camera account ${id} reads ${cameraName} 2 once renamed`, list.some((r) => String(r.id) === id && r.name === `${cameraName} 2`), list.map((r) => r.name));
      await p.call('DELETE /api/device/v1/ezviz/account', { id }, { token });
      list = await cameras();
      p.effect(['DELETE /api/device/v1/ezviz/account'], `camera account ${id} is gone once deleted`, !list.some((r) => String(r.id) === id), list.map((r) => r.id));
      const groups = async () => listRows(hwdata(await p.call('GET /api/device/v1/userGroup', {}, { token })));
      const name = `Cf${tag}`;
      const group = await p.call('POST /api/device/v1/userGroup', { name }, { token });
      const groupId = String(hwdata<{ id: string | number }>(group).id);
      let seen = await groups();
      p.effect(['POST /api/device/v1/userGroup', 'GET /api/device/v1/userGroup'], `the groups hold ${name} once added`, seen.some((g) => String(g.id) === groupId && g.name === name), seen.map((g) => g.name));
      await p.call('PUT /api/device/v1/userGroup', { id: groupId, name: `Cg${tag}` }, { token });
      seen = await groups();
      p.effect(['PUT /api/device/v1/userGroup'], `group ${groupId} reads Cg${tag} once renamed`, seen.some((g) => String(g.id) === groupId && g.name === `Cg${tag}`), seen.map((g) => g.name));
      await p.call('DELETE /api/device/v1/userGroup', { id: groupId }, { token });
      seen = await groups();
      p.effect(['DELETE /api/device/v1/userGroup'], `group ${groupId} is gone once deleted`, !seen.some((g) => String(g.id) === groupId), seen.map((g) => g.id));
    },
  },
];
