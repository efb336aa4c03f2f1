// The SMS and e-mail alarm calls read their requests with the wire schemas of /openapi.json (src/domain/wire/sms.ts,
// src/domain/openapi/smsCalls.ts): a missing required field or a wrong type gets HTTP 400 naming the field, never a
// success built from defaults; the console's whole requests go through.
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../simulator/world/demoAccounts';
import { loginToken, simulatorPerTest, rawCall } from './support';

simulatorPerTest();

/** [method, path, fields, the field the refusal must name] */
const BROKEN: ReadonlyArray<readonly [string, string, Record<string, string>, string]> = [
  ['POST', '/api/v1/alarm/setUserMsgConfig', { userSmsFlag: '1', userSmsDailyAmount: 'five', machineSmsDailyAmount: '1', userEmailFlag: '0' }, 'userSmsDailyAmount'],
  ['PUT', '/api/msg/v1/ent/alarm/setMachineSmsFlag', { machineId: '1', smsFlag: '1' }, 'eid'],
  ['POST', '/api/v1/alarm/setUserMsgConfig', { userSmsFlag: 'on', userSmsDailyAmount: '5', machineSmsDailyAmount: '1', userEmailFlag: '0' }, 'userSmsFlag'],
  ['POST', '/api/msg/v1/alarm/sms/page', { pageSize: '10' }, 'page'],
  ['POST', '/api/msg/v1/alarm/email/page', { page: '1', pageSize: 'ten' }, 'pageSize'],
  ['POST', '/api/v1/sms/sale-list', { page: '1' }, 'pageSize'],
  ['POST', '/api/v1/alarm/setMachineSmsFlag', { smsFlag: '1' }, 'machineID'],
  ['DELETE', '/api/v1/alarm/contact/del', {}, 'id'],
];

describe('requests of the SMS and e-mail alarm calls that break the contract', () => {
  it('are refused with HTTP 400 naming the missing or mistyped field', async () => {
    const token = await loginToken(DEMO_ACCOUNTS.personal.phone);
    for (const [method, path, fields, field] of BROKEN) {
      const { status, body } = await rawCall(method, path, fields, token);
      expect({ path, status, hwcode: body.hwcode }).toEqual({ path, status: 400, hwcode: 400 });
      expect(String(body.hwdata)).toMatch(new RegExp(`${field} = `));
    }
  });

  it('lets the console\'s whole requests through', async () => {
    const token = await loginToken(DEMO_ACCOUNTS.personal.phone);
    const whole: ReadonlyArray<readonly [string, string, Record<string, string>]> = [
      ['POST', '/api/v1/alarm/setUserMsgConfig', { userSmsFlag: '1', userSmsDailyAmount: '5', machineSmsDailyAmount: '1', userEmailFlag: '0' }],
      ['POST', '/api/msg/v1/alarm/sms/page', { page: '1', pageSize: '10' }],
      ['POST', '/api/msg/v1/alarm/email/page', { page: '1', pageSize: '10', startTime: '0', endTime: String(Date.UTC(2030, 0, 1)) }],
      ['POST', '/api/v1/sms/sale-list', { page: '1', pageSize: '10' }],
    ];
    for (const [method, path, fields] of whole) {
      const { status, body } = await rawCall(method, path, fields, token);
      expect({ path, status, hwcode: String(body.hwcode) }).toEqual({ path, status: 200, hwcode: '0' });
    }
  });
});
