// The user and verification calls read their requests with the wire schemas of /openapi.json
// (src/domain/openapi/userCalls.ts): a missing required field or a wrong type gets api.md's request error (HTTP 400
// naming the field), never a success made of defaults; the whole payload goes through.
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../simulator/world/demoAccounts';
import { call, loginToken, simulatorPerTest, terminal, rawCall } from './support';

simulatorPerTest();
const P = DEMO_ACCOUNTS.personal;

describe('user and verification requests that break the contract', () => {
  it('refuses a sign-in without its terminal fields, naming them, and takes the whole form', async () => {
    const bare = await rawCall('POST', '/api/user/login', { loginName: P.phone, loginPwd: P.password, countryCode: '86' });
    expect(bare).toMatchObject({ status: 400, body: { hwcode: 400 } });
    expect(bare.body.hwdata).toMatch(/POST \/api\/user\/login: terminalUUID = missing/);
    expect((await call('/api/user/login', { loginName: P.phone, loginPwd: P.password, countryCode: '86', ...terminal })).hwcode).toBe(0);
  });

  it('refuses a code send without its purpose and a check without the code, before any code goes', async () => {
    const send = await rawCall('POST', '/api/common/mobSendMessage', { phone: '13912345678', countryCode: '86' });
    expect(send.status).toBe(400);
    expect(send.body.hwdata).toMatch(/type = missing/);
    const check = await rawCall('POST', '/api/common/emailVerify', { email: 'new@example.com' });
    expect(check.status).toBe(400);
    expect(check.body.hwdata).toMatch(/code = missing/);
  });

  it('refuses the wrong type: a two-factor switch with enable=yes, a terminal page of "first"', async () => {
    const token = await loginToken(P.phone);
    const sw = await rawCall('POST', '/api/v1/users/enableTwoFactorAuthentication', { enable: 'yes', channel: 'sms', code: '123456' }, token);
    expect(sw.status).toBe(400);
    expect(sw.body.hwdata).toMatch(/enable = "yes"/);
    const page = await rawCall('GET', '/api/user/v1/tokenInfo', { page: 'first', pageSize: '15' }, token);
    expect(page.status).toBe(400);
    expect(page.body.hwdata).toMatch(/page = "first"/);
    expect((await call('/api/user/v1/tokenInfo', { page: '1', pageSize: '15' }, { token, method: 'GET' })).hwcode).toBe(0);
  });

  it('never flips the map flag or changes a password from defaults', async () => {
    const token = await loginToken(P.phone);
    expect((await rawCall('PUT', '/api/user/v1/hideMap', {}, token)).status).toBe(400);
    const pwd = await rawCall('POST', '/api/user/changeLoginPwd', { account: P.phone, newPwd: 'changed12' }, token);
    expect(pwd.status).toBe(400);
    expect(pwd.body.hwdata).toMatch(/oldPwd = missing.*code = missing/);
    expect((await call('/api/user/selectInfo', {}, { token })).hwdata).toMatchObject({ hide_map: 0 });
    expect((await call('/api/user/login', { loginName: P.phone, loginPwd: P.password, countryCode: '86', ...terminal })).hwcode).toBe(0);
  });

  it('takes a phone or an e-mail where the call accepts either, and neither is refused', async () => {
    expect((await call('/api/user/v1/confirmAccount', { email: 'ent@example.com' }, { method: 'GET' })).hwcode).toBe(0);
    expect((await call('/api/user/v1/confirmAccount', { phone: P.phone, countryCode: '86' }, { method: 'GET' })).hwcode).toBe(0);
    const neither = await rawCall('GET', '/api/user/v1/confirmAccount', {});
    expect(neither.status).toBe(400);
    expect(neither.body.hwdata).toMatch(/phone = missing/);
  });
});
