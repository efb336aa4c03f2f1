import { describe, expect, it } from 'vitest';
import type { VerificationCode } from '../../simulator/world/types';
import { call, control, loginToken, terminal, simulatorPerTest } from './support';

const { sim } = simulatorPerTest();

async function lastCode(account: string): Promise<string> {
  const { codes } = await control<{ codes: VerificationCode[] }>(`codes?account=${encodeURIComponent(account)}`);
  const code = codes.at(-1)?.code;
  if (!code) throw new Error(`no code sent to ${account}`);
  return code;
}

describe('verification codes', () => {
  it('sends a 6-digit code, logs it, and checks it', async () => {
    expect((await call('/api/common/mobSendMessage', { phone: '13912345678', countryCode: '86', type: 'register' })).hwcode).toBe(0);
    const code = await lastCode('13912345678');
    expect(code).toMatch(/^\d{6}$/);
    expect(sim().log.entries().some((e) => e.kind === 'code' && e.text.includes(code))).toBe(true);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await call('/api/common/mobCheckCode', { phone: '13912345678', countryCode: '86', code: wrong })).hwcode).not.toBe(0);
    expect((await call('/api/common/mobCheckCode', { phone: '13912345678', countryCode: '86', code })).hwcode).toBe(0);
  });

  it('refuses a second code to the same account within 60 seconds, and sends one after', async () => {
    expect((await call('/api/common/emailCode', { email: 'new@example.com', type: 'register' })).hwcode).toBe(0);
    const again = await call('/api/common/emailCode', { email: 'new@example.com', type: 'register' });
    expect(again.hwcode).toBe(429);
    expect(String(again.hwdata)).toMatch(/too frequently/);
    // Another account is not held back.
    expect((await call('/api/common/emailCode', { email: 'other@example.com', type: 'register' })).hwcode).toBe(0);
    await control('clock', { advanceMs: 60_000 });
    expect((await call('/api/common/emailCode', { email: 'new@example.com', type: 'register' })).hwcode).toBe(0);
  });

  it('lets a code expire after 10 minutes', async () => {
    await call('/api/common/emailCode', { email: 'late@example.com', type: 'register' });
    const code = await lastCode('late@example.com');
    sim().clock.advance(10 * 60_000);
    expect((await call('/api/common/emailVerify', { email: 'late@example.com', code })).hwcode).toBe(410);
  });

  it('needs a token for the signed-in (internal) variants', async () => {
    expect((await call('/api/v1/internal/smsVerificationCode', { phone: '13800138000', countryCode: '86', type: 'changeAccount' })).hwcode).toBe(113);
    const token = await loginToken('13800138000');
    expect((await call('/api/v1/internal/smsVerificationCode', { phone: '13800138000', countryCode: '86', type: 'changeAccount' }, { token })).hwcode).toBe(0);
  });
});

describe('registration and password recovery', () => {
  it('registers a phone account after its code is verified, and the new account can sign in', async () => {
    const form = { phone: '13912345678', countryCode: '86', password: 'secret12', name: 'NewUser', oemid: '', hideMap: '0' };
    expect((await call('/api/user/v1/register', form)).hwcode).toBe(412);
    await call('/api/common/mobSendMessage', { phone: '13912345678', countryCode: '86', type: 'register' });
    await call('/api/common/mobCheckCode', { phone: '13912345678', countryCode: '86', code: await lastCode('13912345678') });
    expect((await call('/api/user/v1/register', form)).hwcode).toBe(0);
    const login = await call('/api/user/login', { loginName: '13912345678', loginPwd: 'secret12', countryCode: '86', ...terminal });
    expect(login.hwcode).toBe(0);
    expect(login.hwdata).toMatchObject({ phone: '13912345678', email: '' });
    expect((await call('/api/user/v1/confirmAccount', { phone: '13912345678', countryCode: '86' }, { method: 'GET' })).hwcode).toBe(0);
  });

  it('registers an e-mail account the same way; the verified code is spent by one registration', async () => {
    const form = { email: 'fresh@example.com', password: 'secret12', name: 'Fresh', oemid: '', hideMap: '1' };
    await call('/api/common/emailCode', { email: 'fresh@example.com', type: 'register' });
    await call('/api/common/emailVerify', { email: 'fresh@example.com', code: await lastCode('fresh@example.com') });
    expect((await call('/api/user/v1/register', form)).hwcode).toBe(0);
    expect((await call('/api/user/v1/register', form)).hwcode).toBe(420);
    const token = await loginToken('fresh@example.com', 'secret12');
    expect((await call('/api/user/selectInfo', {}, { token })).hwdata).toMatchObject({ name: 'Fresh', hide_map: 1, email: 'fresh@example.com' });
  });

  it('refuses a duplicate account and an invalid form', async () => {
    expect((await call('/api/user/v1/register', { phone: '13800138000', countryCode: '86', password: 'secret12', name: 'Again', oemid: '', hideMap: '0' })).hwcode).toBe(420);
    const bad = await call('/api/user/v1/register', { email: 'x@example.com', password: '123', name: 'Short', oemid: '', hideMap: '0' });
    expect(bad).toEqual({ hwcode: 400, hwdata: 'validation:password.length' });
  });

  it('refuses a registration whose code was verified more than 10 minutes ago', async () => {
    await call('/api/common/emailCode', { email: 'slow@example.com', type: 'register' });
    await call('/api/common/emailVerify', { email: 'slow@example.com', code: await lastCode('slow@example.com') });
    sim().clock.advance(10 * 60_000 + 1);
    expect((await call('/api/user/v1/register', { email: 'slow@example.com', password: 'secret12', name: 'Slow', oemid: '', hideMap: '0' })).hwcode).toBe(412);
  });

  it('resets a password with a verified code and ends the old sessions', async () => {
    const old = await loginToken('13800138000');
    expect((await call('/api/user/v1/confirmAccount', { phone: '13700000000', countryCode: '86' }, { method: 'GET' })).hwcode).toBe(404);
    expect((await call('/api/user/v1/password', { phone: '13800138000', countryCode: '86', password: 'changed1' }, { method: 'PUT' })).hwcode).toBe(412);
    await call('/api/common/mobSendMessage', { phone: '13800138000', countryCode: '86', type: 'resetPassword' });
    await call('/api/common/mobCheckCode', { phone: '13800138000', countryCode: '86', code: await lastCode('13800138000') });
    expect((await call('/api/user/v1/password', { phone: '13800138000', countryCode: '86', password: 'changed1' }, { method: 'PUT' })).hwcode).toBe(0);
    expect((await call('/api/user/selectInfo', {}, { token: old })).hwcode).toBe(113);
    expect((await call('/api/user/login', { loginName: '13800138000', loginPwd: 'demo1234', countryCode: '86', ...terminal })).hwcode).toBe('07010110');
    expect((await call('/api/user/login', { loginName: '13800138000', loginPwd: 'changed1', countryCode: '86', ...terminal })).hwcode).toBe(0);
  });
});

describe('QR login', () => {
  it('waits until the phone app confirms, then signs the confirming user in', async () => {
    const issued = await call('/api/user/getQrToken');
    const { qrToken } = issued.hwdata as { qrToken: string };
    expect((await call('/api/user/qrLoginCheck', { qrToken })).hwdata).toEqual({ state: 'waiting' });
    expect(await control('qr/scan', { qrToken })).toEqual({ state: 'scanned' });
    expect((await call('/api/user/qrLoginCheck', { qrToken })).hwdata).toEqual({ state: 'scanned' });
    expect(await control('qr/confirm', { qrToken, account: 'ent@example.com' })).toMatchObject({ state: 'confirmed', userId: 1002 });
    const done = await call('/api/user/qrLoginCheck', { qrToken });
    expect(done.hwdata).toMatchObject({ state: 'confirmed', userid: 1002, email: 'ent@example.com' });
    const { token } = done.hwdata as { token: string };
    expect((await call('/api/user/selectInfo', {}, { token })).hwcode).toBe(0);
    // The code is single-use: polling again finds it spent, never a second session (docs/decisions.md, "Security").
    expect((await call('/api/user/qrLoginCheck', { qrToken })).hwdata).toEqual({ state: 'expired' });
  });

  it('expires an unconfirmed QR token', async () => {
    const { qrToken } = (await call('/api/user/getQrToken')).hwdata as { qrToken: string };
    sim().clock.advance(5 * 60_000);
    expect((await call('/api/user/qrLoginCheck', { qrToken })).hwdata).toEqual({ state: 'expired' });
    expect((await fetch('http://sim.test/__sim/qr/confirm', { method: 'POST', body: JSON.stringify({ qrToken, account: '13800138000' }) })).status).toBe(409);
  });
});
