// The simulator's sign-in protection and security centre (docs/decisions.md, "Accounts and sign-in"): lockout, 128-bit tokens, revocation that
// really ends a session, two-factor sign-in, the security overview and the account changes.
import { describe, expect, it } from 'vitest';
import { decodeMessage } from '../../src/domain/realtime/codec';
import { BusinessCode } from '../../src/domain/resultCodes';
import { LOCKOUT_MS, LOCKOUT_THRESHOLD } from '../../src/domain/security';
import type { SecurityOverview, TokenInfoPage, TwoFactorChallenge } from '../../src/domain/wire/account';
import { call as rawCall, control, loginToken, simulatorPerTest, terminal } from './support';

/** hwcodes as the catalogue writes them (strings), whether the simulator answered a number or a string. */
const call = async (...args: Parameters<typeof rawCall>) => {
  const answer = await rawCall(...args);
  return { ...answer, hwcode: String(answer.hwcode) };
};

const { sim } = simulatorPerTest();
const PHONE = '13800138000';
const login = (loginPwd: string, loginName = PHONE) => call('/api/user/login', { loginName, loginPwd, countryCode: '86', ...terminal });
const codesFor = async (account: string) => (await control<{ codes: Array<{ code: string; purpose: string }> }>(`codes?account=${account}`)).codes;
const lastCode = async (account: string) => (await codesFor(account)).at(-1)?.code ?? '';

/** A socket the hub writes to, recording what it got. */
function fakeSocket() {
  const frames: Uint8Array[] = [];
  const closes: number[] = [];
  return { frames, closes, socket: { send: (d: Uint8Array) => frames.push(d), close: (code: number) => closes.push(code) } };
}

describe('lockout after wrong passwords', () => {
  it(`locks the account on the ${LOCKOUT_THRESHOLD}th wrong password in a row, refuses even the right one, and ends after 15 minutes`, async () => {
    for (let i = 1; i < LOCKOUT_THRESHOLD; i += 1) expect((await login('wrong-pass')).hwcode).toBe(BusinessCode.LoginFailed);
    const locked = await login('wrong-pass');
    expect(locked.hwcode).toBe(BusinessCode.AccountLocked);
    expect(locked.hwdata).toMatchObject({ retryAfterSeconds: LOCKOUT_MS / 1000 });
    expect((await login('demo1234')).hwcode).toBe(BusinessCode.AccountLocked);

    const { locks } = await control<{ locks: Array<{ userId: number; remainingMs: number }> }>('security/locks');
    expect(locks).toEqual([expect.objectContaining({ userId: 1001 })]);
    expect(locks[0]?.remainingMs).toBeGreaterThan(LOCKOUT_MS - 5000);
    expect(sim().log.entries().some((e) => e.kind === 'lockout' && e.text.includes('user 1001 locked'))).toBe(true);

    await control('clock', { advanceMs: LOCKOUT_MS - 1000 });
    expect((await login('demo1234')).hwdata).toMatchObject({ retryAfterSeconds: 1 });
    await control('clock', { advanceMs: 1000 });
    expect((await login('demo1234')).hwcode).toBe('0');
    expect(sim().log.entries().some((e) => e.kind === 'lockout' && e.text.includes('lock of user 1001 ended'))).toBe(true);
    expect((await control<{ locks: unknown[] }>('security/locks')).locks).toEqual([]);
  });

  it('a right password clears the streak, so nine wrong ones twice do not lock', async () => {
    for (let i = 1; i < LOCKOUT_THRESHOLD; i += 1) await login('wrong-pass');
    expect((await login('demo1234')).hwcode).toBe('0');
    for (let i = 1; i < LOCKOUT_THRESHOLD; i += 1) expect((await login('wrong-pass')).hwcode).toBe(BusinessCode.LoginFailed);
  });

  it('the control API lifts a lock', async () => {
    for (let i = 0; i < LOCKOUT_THRESHOLD; i += 1) await login('wrong-pass');
    await control('security/unlock', { account: PHONE });
    expect((await login('demo1234')).hwcode).toBe('0');
  });
});

describe('tokens and revocation', () => {
  it('issues distinct 128-bit hex tokens', async () => {
    const tokens = await Promise.all(Array.from({ length: 20 }, () => loginToken(PHONE)));
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('lists the terminals newest first with the current one marked, 15 a page', async () => {
    const first = await loginToken(PHONE);
    await control('clock', { advanceMs: 1000 });
    const second = await loginToken(PHONE);
    const page = (await call('/api/user/v1/tokenInfo', { page: '1', pageSize: '15' }, { token: second, method: 'GET' })).hwdata as TokenInfoPage;
    expect(page.total).toBe(2);
    expect(page.list.map((t) => t.current)).toEqual([1, 0]);
    expect(page.list[0]).toMatchObject({ terminalName: 'Vitest', terminalOS: 'Linux', loginIp: '127.0.0.1' });
    expect(page.list[0]?.expiredTime).toBeGreaterThan(page.list[0]?.loginTime ?? Infinity);
    expect(JSON.stringify(page)).not.toContain(first);
  });

  it('a revoked session answers 113 on its next call and its socket gets the user-logout message', async () => {
    const other = await loginToken(PHONE);
    const mine = await loginToken(PHONE);
    const { frames, closes, socket } = fakeSocket();
    const mineSocket = fakeSocket();
    expect(sim().hub.connect(other, socket)).toBeDefined();
    sim().hub.connect(mine, mineSocket.socket);
    const page = (await call('/api/user/v1/tokenInfo', { page: '1', pageSize: '15' }, { token: mine, method: 'GET' })).hwdata as TokenInfoPage;
    const target = page.list.find((t) => t.current === 0);
    const answer = await call(`/api/user/v1/tokenInfo/${target?.id}`, {}, { token: mine, method: 'DELETE' });
    expect(answer).toEqual({ hwcode: '0', hwdata: { revoked: 1 } });
    expect((await call('/api/user/selectInfo', {}, { token: other })).hwcode).toBe('113');
    expect((await call('/api/user/selectInfo', {}, { token: mine })).hwcode).toBe('0');
    expect(frames.map((f) => decodeMessage(f))).toEqual([expect.objectContaining({ type: 'userLogout', reason: 'revoked' })]);
    expect(closes).toHaveLength(1);
    expect(mineSocket.frames).toHaveLength(0);
    // A second revocation of the same id finds nothing; the current session cannot revoke itself.
    expect((await call(`/api/user/v1/tokenInfo/${target?.id}`, {}, { token: mine, method: 'DELETE' })).hwcode).toBe(BusinessCode.SessionNotFound);
    const own = page.list.find((t) => t.current === 1);
    expect((await call(`/api/user/v1/tokenInfo/${own?.id}`, {}, { token: mine, method: 'DELETE' })).hwcode).toBe(BusinessCode.InvalidInput);
  });

  it('"others" ends every session but the caller\'s; a logged-out token replayed answers 113', async () => {
    const a = await loginToken(PHONE);
    const b = await loginToken(PHONE);
    const mine = await loginToken(PHONE);
    expect((await call('/api/user/v1/tokenInfo/others', {}, { token: mine, method: 'DELETE' })).hwdata).toEqual({ revoked: 2 });
    for (const token of [a, b]) expect((await call('/api/user/selectInfo', {}, { token })).hwcode).toBe('113');
    await call('/api/user/logout', { token: mine }, { token: mine });
    expect((await call('/api/user/v1/tokenInfo', { page: '1', pageSize: '15' }, { token: mine, method: 'GET' })).hwcode).toBe('113');
  });

  it('another user cannot revoke my session', async () => {
    const mine = await loginToken(PHONE);
    const page = (await call('/api/user/v1/tokenInfo', { page: '1', pageSize: '15' }, { token: mine, method: 'GET' })).hwdata as TokenInfoPage;
    const theirs = await loginToken('ent@example.com');
    const answer = await call(`/api/user/v1/tokenInfo/${page.list[0]?.id}`, {}, { token: theirs, method: 'DELETE' });
    expect(answer.hwcode).toBe(BusinessCode.SessionNotFound);
    expect((await call('/api/user/selectInfo', {}, { token: mine })).hwcode).toBe('0');
  });
});

describe('two-factor sign-in', () => {
  async function enableBySms(token: string) {
    await call('/api/v1/internal/smsVerificationCode', { phone: PHONE, countryCode: '86', type: 'twoFactor' }, { token });
    return call('/api/v1/users/enableTwoFactorAuthentication', { enable: '1', channel: 'sms', code: await lastCode(PHONE) }, { token });
  }

  it('is switched on only with a fresh code, then the password answers a challenge and the code a token', async () => {
    const token = await loginToken(PHONE);
    expect((await call('/api/v1/users/enableTwoFactorAuthentication', { enable: '1', channel: 'sms', code: '000000' }, { token })).hwcode).toBe(
      BusinessCode.CodeWrong,
    );
    expect((await enableBySms(token)).hwdata).toEqual({ twoFactor: 1, twoFactorChannel: 'sms' });
    // One code a minute per phone: the sign-in's code goes once the switch's code is a minute old.
    await control('clock', { advanceMs: 60_000 });

    const challenge = (await login('demo1234')).hwdata as TwoFactorChallenge;
    expect(challenge).toMatchObject({ twoFactor: 1, channel: 'sms', target: '138****8000', resendAfter: 60, codeState: 'sent' });
    expect(challenge).not.toHaveProperty('token');
    expect((await call('/api/user/login', { ticket: challenge.ticket, resend: '1' })).hwcode).toBe(BusinessCode.CodeTooFrequent);
    expect((await call('/api/user/login', { ticket: challenge.ticket, code: '000000' })).hwcode).toBe(BusinessCode.CodeWrong);
    const signedIn = await call('/api/user/login', { ticket: challenge.ticket, code: await lastCode(PHONE) });
    expect(signedIn.hwcode).toBe('0');
    expect(signedIn.hwdata).toMatchObject({ userid: 1001, token: expect.stringMatching(/^[0-9a-f]{32}$/) });
    // The ticket is spent.
    expect((await call('/api/user/login', { ticket: challenge.ticket, code: await lastCode(PHONE) })).hwcode).toBe(BusinessCode.TwoFactorExpired);
  });

  it('explains an expired code and an expired ticket, and ends the ticket after five wrong codes', async () => {
    await control('security/twoFactor', { account: PHONE, channel: 'sms' });
    const first = (await login('demo1234')).hwdata as TwoFactorChallenge;
    await control('clock', { advanceMs: 10 * 60_000 });
    expect((await call('/api/user/login', { ticket: first.ticket, code: await lastCode(PHONE) })).hwcode).toBe(BusinessCode.TwoFactorExpired);
    const second = (await login('demo1234')).hwdata as TwoFactorChallenge;
    for (let i = 1; i < 5; i += 1) expect((await call('/api/user/login', { ticket: second.ticket, code: '999999' })).hwcode).toBe(BusinessCode.CodeWrong);
    expect((await call('/api/user/login', { ticket: second.ticket, code: '999999' })).hwcode).toBe(BusinessCode.TwoFactorExpired);
  });

  it('a resend after the minute sends a new code', async () => {
    await control('security/twoFactor', { account: PHONE, channel: 'sms' });
    const challenge = (await login('demo1234')).hwdata as TwoFactorChallenge;
    await control('clock', { advanceMs: 60_000 });
    expect((await call('/api/user/login', { ticket: challenge.ticket, resend: '1' })).hwdata).toEqual({ resendAfter: 60 });
    expect((await codesFor(PHONE)).filter((c) => c.purpose.startsWith('twoFactor'))).toHaveLength(2);
  });

  it('is switched off with a fresh code too', async () => {
    const token = await loginToken(PHONE);
    await enableBySms(token);
    await control('clock', { advanceMs: 60_000 });
    await call('/api/v1/internal/smsVerificationCode', { phone: PHONE, countryCode: '86', type: 'twoFactor' }, { token });
    const off = await call('/api/v1/users/enableTwoFactorAuthentication', { enable: '0', channel: 'sms', code: await lastCode(PHONE) }, { token });
    expect(off.hwdata).toEqual({ twoFactor: 0, twoFactorChannel: '' });
    expect((await login('demo1234')).hwdata).toHaveProperty('token');
  });
});

describe('security overview', () => {
  it('names the previous sign-in, the failed attempts since, the active sessions and 2FA', async () => {
    await loginToken(PHONE);
    await login('wrong-pass');
    await login('wrong-pass');
    await control('clock', { advanceMs: 5000 });
    const token = await loginToken(PHONE);
    const overview = (await call('/api/safety/update', {}, { token })).hwdata as SecurityOverview;
    expect(overview).toMatchObject({ twoFactor: 0, activeSessions: 2, failedSinceLastSignIn: 2 });
    expect(overview.lastSignIn).toMatchObject({ loginIp: '127.0.0.1', terminalName: 'Vitest' });
  });
});

describe('account changes', () => {
  it('renames within 2 to 10 characters without special characters (400 otherwise)', async () => {
    const token = await loginToken(PHONE);
    expect((await call('/api/user/v1/userName', { name: 'x' }, { token, method: 'PUT' })).hwcode).toBe(BusinessCode.InvalidInput);
    expect((await call('/api/user/v1/userName', { name: 'bad<name>' }, { token, method: 'PUT' })).hwcode).toBe(BusinessCode.InvalidInput);
    expect((await call('/api/user/v1/userName', { name: 'Operator' }, { token, method: 'PUT' })).hwcode).toBe('0');
    expect((await call('/api/user/selectInfo', {}, { token })).hwdata).toMatchObject({ name: 'Operator' });
  });

  it('changes the password with the current one and a code, ending the other sessions', async () => {
    const other = await loginToken(PHONE);
    const token = await loginToken(PHONE);
    await call('/api/v1/internal/smsVerificationCode', { phone: PHONE, countryCode: '86', type: 'changePassword' }, { token });
    const code = await lastCode(PHONE);
    const base = { account: PHONE, newPwd: 'newpass99', code };
    expect((await call('/api/user/changeLoginPwd', { ...base, oldPwd: 'nope1234' }, { token })).hwcode).toBe(BusinessCode.CurrentPasswordWrong);
    expect((await call('/api/user/changeLoginPwd', { ...base, newPwd: '123', oldPwd: 'demo1234' }, { token })).hwdata).toBe(0);
    expect((await call('/api/user/changeLoginPwd', { ...base, oldPwd: 'demo1234' }, { token })).hwdata).toBe(1);
    expect((await call('/api/user/selectInfo', {}, { token: other })).hwcode).toBe('113');
    expect((await login('demo1234')).hwcode).toBe(BusinessCode.LoginFailed);
    expect((await login('newpass99')).hwcode).toBe('0');
  });

  it('changes the phone only once the new number confirms its code; the old one signs in until then', async () => {
    const token = await loginToken(PHONE);
    const next = '13911112222';
    const put = (code: string) => call('/api/user/v1/account', { phone: next, countryCode: '86', code }, { token, method: 'PUT' });
    expect((await put('123456')).hwcode).toBe(BusinessCode.IdentityNotVerified);
    expect((await call('/api/user/v1/passVerify', { password: 'wrong-pass' }, { token, method: 'GET' })).hwcode).toBe(BusinessCode.CurrentPasswordWrong);
    expect((await call('/api/user/v1/passVerify', { password: 'demo1234' }, { token, method: 'GET' })).hwcode).toBe('0');
    expect((await call('/api/user/v1/account', { phone: PHONE, countryCode: '86', code: '1' }, { token, method: 'PUT' })).hwcode).toBe(
      BusinessCode.InvalidInput,
    );
    await call('/api/v1/internal/smsVerificationCode', { phone: next, countryCode: '86', type: 'changeAccount' }, { token });
    expect((await put('000000')).hwcode).toBe(BusinessCode.CodeWrong);
    expect((await login('demo1234', PHONE)).hwcode).toBe('0');
    expect((await put(await lastCode(next))).hwcode).toBe('0');
    expect((await login('demo1234', next)).hwcode).toBe('0');
    expect((await login('demo1234', PHONE)).hwcode).toBe(BusinessCode.LoginRefused);
  });

  it('refuses an e-mail another account has with 420, and changes it with a code', async () => {
    const token = await loginToken(PHONE);
    expect((await call('/api/user/v1/emailVerify', { email: 'ent@example.com' }, { token, method: 'GET' })).hwcode).toBe(BusinessCode.AccountExists);
    expect((await call('/api/user/v1/emailVerify', { email: 'me@example.com' }, { token, method: 'GET' })).hwcode).toBe('0');
    await call('/api/user/v1/passVerify', { password: 'demo1234' }, { token, method: 'GET' });
    expect((await call('/api/user/v1/account', { email: 'ent@example.com', code: '1' }, { token, method: 'PUT' })).hwcode).toBe(BusinessCode.AccountExists);
    await call('/api/v1/internal/emailVerificationCode', { email: 'me@example.com', type: 'changeAccount' }, { token });
    const answer = await call('/api/user/v1/account', { email: 'me@example.com', code: await lastCode('me@example.com') }, { token, method: 'PUT' });
    expect(answer.hwcode).toBe('0');
    expect((await call('/api/user/selectInfo', {}, { token })).hwdata).toMatchObject({ email: 'me@example.com', email_state: 1 });
  });

  it('activates an unverified phone with a code (body 1 or 0)', async () => {
    const token = await loginToken(PHONE);
    await control('security/unverify', { account: PHONE, channel: 'phone' });
    expect((await call('/api/user/selectInfo', {}, { token })).hwdata).toMatchObject({ phone_state: 0 });
    expect((await call('/api/user/activeAccount', { activeAccount: '13999999999', SMSVerificationCode: '1' }, { token })).hwdata).toBe(0);
    await call('/api/v1/internal/smsVerificationCode', { phone: PHONE, countryCode: '86', type: 'activate' }, { token });
    expect((await call('/api/user/activeAccount', { activeAccount: PHONE, SMSVerificationCode: await lastCode(PHONE) }, { token })).hwdata).toBe(1);
    expect((await call('/api/user/selectInfo', {}, { token })).hwdata).toMatchObject({ phone_state: 1 });
  });

  it('answers the user id and the people who share devices', async () => {
    const token = await loginToken(PHONE);
    expect((await call('/api/user/getUserId', {}, { token })).hwdata).toEqual({ userid: 1001 });
    const friends = (await call('/api/user/selectFriendsList', {}, { token })).hwdata as Array<{ userid: number; devices: number }>;
    expect(Array.isArray(friends)).toBe(true);
    for (const f of friends) expect(f.devices).toBeGreaterThan(0);
    expect(friends.some((f) => f.userid === 1001)).toBe(false);
  });
});
