// A QR sign-in code is single-use (docs/decisions.md, "Security", ASVS 3.3.1 and 3.3.3): the first collected sign-in spends it; it dies at
// its expiry, and a code confirmed but not yet collected dies when the confirming account signs out, has its other
// sessions revoked or changes its password.
import { describe, expect, it } from 'vitest';
import { QR_LIFETIME_MS } from '../../simulator/world/qr';
import { call, control, loginToken, simulatorPerTest } from './support';

const { sim } = simulatorPerTest();

const desktopCode = async () => ((await call('/api/user/getQrToken')).hwdata as { qrToken: string }).qrToken;
const check = async (qrToken: string) => (await call('/api/user/qrLoginCheck', { qrToken })).hwdata as { state: string; token?: string };
/** Whether a check with this code hands out a token (a dead code answers expired or unknown, never a token). */
async function signsIn(qrToken: string): Promise<boolean> {
  const answer = await call('/api/user/qrLoginCheck', { qrToken });
  return answer.hwcode === 0 && typeof (answer.hwdata as { token?: unknown }).token === 'string';
}

async function confirmedBy(phone: string): Promise<string> {
  const qrToken = await desktopCode();
  expect((await call('/api/ext/v1/qr/scan', { qrToken }, { token: phone })).hwcode).toBe(0);
  expect((await call('/api/ext/v1/qr/confirm', { qrToken }, { token: phone })).hwcode).toBe(0);
  return qrToken;
}

describe('a QR sign-in code is single-use', () => {
  it('the first check signs in; the same code never signs in again, after a logout, a revocation, a reset or two days', async () => {
    const phone = await loginToken('13800138000');
    const qrToken = await confirmedBy(phone);
    const first = await check(qrToken);
    expect(first).toMatchObject({ state: 'confirmed', token: expect.any(String) });
    expect(await check(qrToken)).toEqual({ state: 'expired' });

    expect((await call('/api/user/logout', { token: first.token! }, { token: first.token })).hwcode).toBe(0);
    expect(await signsIn(qrToken)).toBe(false);
    expect((await call('/api/user/v1/tokenInfo/others', {}, { token: phone, method: 'DELETE' })).hwcode).toBe(0);
    expect(await signsIn(qrToken)).toBe(false);
    sim().clock.advance(2 * 24 * 3_600_000);
    expect(await signsIn(qrToken)).toBe(false);
  });

  it('a confirmed code not yet collected dies at its expiry', async () => {
    const phone = await loginToken('13800138000');
    const qrToken = await confirmedBy(phone);
    sim().clock.advance(QR_LIFETIME_MS);
    expect(await check(qrToken)).toEqual({ state: 'expired' });
  });

  it('a confirmed code not yet collected dies when the confirming account signs out', async () => {
    const phone = await loginToken('13800138000');
    const qrToken = await confirmedBy(phone);
    expect((await call('/api/user/logout', { token: phone }, { token: phone })).hwcode).toBe(0);
    expect(await signsIn(qrToken)).toBe(false);
  });

  it('a confirmed code not yet collected dies when the account revokes its other sessions', async () => {
    const phone = await loginToken('13800138000');
    const qrToken = await confirmedBy(phone);
    expect((await call('/api/user/v1/tokenInfo/others', {}, { token: phone, method: 'DELETE' })).hwcode).toBe(0);
    expect(await signsIn(qrToken)).toBe(false);
  });

  it('a confirmed code not yet collected dies at a password reset', async () => {
    const phone = await loginToken('13800138000');
    const qrToken = await confirmedBy(phone);
    await call('/api/common/mobSendMessage', { phone: '13800138000', countryCode: '86', type: 'resetPassword' });
    const { codes } = await control<{ codes: { code: string }[] }>('codes?account=13800138000');
    await call('/api/common/mobCheckCode', { phone: '13800138000', countryCode: '86', code: codes.at(-1)!.code });
    expect((await call('/api/user/v1/password', { phone: '13800138000', countryCode: '86', password: 'changed1' }, { method: 'PUT' })).hwcode).toBe(0);
    expect(await signsIn(qrToken)).toBe(false);
  });

  it('a confirmed code not yet collected dies when the account changes its password', async () => {
    const phone = await loginToken('13800138000');
    const qrToken = await confirmedBy(phone);
    await call('/api/v1/internal/smsVerificationCode', { phone: '13800138000', countryCode: '86', type: 'changePassword' }, { token: phone });
    const { codes } = await control<{ codes: { code: string }[] }>('codes?account=13800138000');
    const changed = await call('/api/user/changeLoginPwd', { account: '13800138000', oldPwd: 'demo1234', newPwd: 'changed1', code: codes.at(-1)!.code }, { token: phone });
    expect(changed.hwdata).toBe(1);
    expect(await signsIn(qrToken)).toBe(false);
  });
});
