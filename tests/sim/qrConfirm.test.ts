// The phone's side of a desktop QR sign-in (API extension /api/ext/v1/qr/*): the phone user scans, confirms or
// cancels; the desktop's qrLoginCheck follows. Expired, unknown and used codes are refused with the catalogue's codes.
import { describe, expect, it } from 'vitest';
import { BusinessCode } from '../../src/domain/resultCodes';
import { QR_LIFETIME_MS } from '../../simulator/world/qr';
import { call, control, loginToken, simulatorPerTest } from './support';

const { sim } = simulatorPerTest();

async function desktopCode(): Promise<string> {
  return ((await call('/api/user/getQrToken')).hwdata as { qrToken: string }).qrToken;
}
const check = async (qrToken: string) => (await call('/api/user/qrLoginCheck', { qrToken })).hwdata as { state: string; userid?: number; token?: string };

describe('the phone confirms a desktop QR sign-in', () => {
  it('scan tells which computer asks, confirm signs the desktop in as the phone user', async () => {
    const phone = await loginToken('13800138000');
    const qrToken = await desktopCode();
    const scanned = await call('/api/ext/v1/qr/scan', { qrToken }, { token: phone });
    expect(scanned.hwcode).toBe(0);
    expect(scanned.hwdata).toMatchObject({ state: 'scanned', expiresAt: expect.any(Number), issuedAt: expect.any(Number), account: expect.any(String) });
    expect((scanned.hwdata as { account: string }).account).not.toBe('');
    expect(await check(qrToken)).toEqual({ state: 'scanned' });

    expect((await call('/api/ext/v1/qr/confirm', { qrToken }, { token: phone })).hwdata).toEqual({ state: 'confirmed' });
    const done = await check(qrToken);
    expect(done).toMatchObject({ state: 'confirmed', userid: 1001 });
    expect((await call('/api/user/selectInfo', {}, { token: done.token })).hwcode).toBe(0);
  });

  it('refuses reuse: a confirmed code cannot be scanned, confirmed or cancelled again, by anyone', async () => {
    const phone = await loginToken('13800138000');
    const other = await loginToken('ent@example.com');
    const qrToken = await desktopCode();
    await call('/api/ext/v1/qr/scan', { qrToken }, { token: phone });
    await call('/api/ext/v1/qr/confirm', { qrToken }, { token: phone });
    for (const step of ['scan', 'confirm', 'cancel']) {
      expect((await call(`/api/ext/v1/qr/${step}`, { qrToken }, { token: phone })).hwcode).toBe(BusinessCode.QrAlreadyUsed);
      expect((await call(`/api/ext/v1/qr/${step}`, { qrToken }, { token: other })).hwcode).toBe(BusinessCode.QrAlreadyUsed);
    }
    expect(await check(qrToken)).toMatchObject({ state: 'confirmed', userid: 1001 });
  });

  it('refuses an expired code and leaves the desktop at expired', async () => {
    const phone = await loginToken('13800138000');
    const qrToken = await desktopCode();
    await call('/api/ext/v1/qr/scan', { qrToken }, { token: phone });
    sim().clock.advance(QR_LIFETIME_MS);
    expect((await call('/api/ext/v1/qr/confirm', { qrToken }, { token: phone })).hwcode).toBe(BusinessCode.QrExpired);
    expect((await call('/api/ext/v1/qr/scan', { qrToken }, { token: phone })).hwcode).toBe(BusinessCode.QrExpired);
    expect(await check(qrToken)).toEqual({ state: 'expired' });
  });

  it('refuses unknown codes, and confirming without scanning first', async () => {
    const phone = await loginToken('13800138000');
    expect((await call('/api/ext/v1/qr/scan', { qrToken: 'not-a-code-at-all' }, { token: phone })).hwcode).toBe(BusinessCode.QrUnknown);
    await expect(call('/api/ext/v1/qr/scan', {}, { token: phone })).rejects.toThrow('HTTP 400');
    const qrToken = await desktopCode();
    expect((await call('/api/ext/v1/qr/confirm', { qrToken }, { token: phone })).hwcode).toBe(BusinessCode.QrUnknown);
    expect(await check(qrToken)).toEqual({ state: 'waiting' });
  });

  it('keeps one phone at a time: another user cannot take over a scanned code; cancel frees it', async () => {
    const phone = await loginToken('13800138000');
    const other = await loginToken('ent@example.com');
    const qrToken = await desktopCode();
    await call('/api/ext/v1/qr/scan', { qrToken }, { token: phone });
    expect((await call('/api/ext/v1/qr/scan', { qrToken }, { token: other })).hwcode).toBe(BusinessCode.QrAlreadyUsed);
    expect((await call('/api/ext/v1/qr/confirm', { qrToken }, { token: other })).hwcode).toBe(BusinessCode.QrAlreadyUsed);

    expect((await call('/api/ext/v1/qr/cancel', { qrToken }, { token: phone })).hwdata).toEqual({ state: 'waiting' });
    expect(await check(qrToken)).toEqual({ state: 'waiting' });
    expect((await call('/api/ext/v1/qr/scan', { qrToken }, { token: other })).hwcode).toBe(0);
    expect((await call('/api/ext/v1/qr/confirm', { qrToken }, { token: other })).hwcode).toBe(0);
    expect(await check(qrToken)).toMatchObject({ state: 'confirmed', userid: 1002 });
  });

  it('needs a signed-in phone user', async () => {
    const qrToken = await desktopCode();
    expect((await call('/api/ext/v1/qr/scan', { qrToken })).hwcode).toBe(113);
    expect((await call('/api/ext/v1/qr/confirm', { qrToken }, { token: 'nope' })).hwcode).toBe(113);
    expect(await check(qrToken)).toEqual({ state: 'waiting' });
  });

  it('still lets the control API stand in for the phone app', async () => {
    const qrToken = await desktopCode();
    expect(await control('qr/confirm', { qrToken, account: 'factory01' })).toMatchObject({ state: 'confirmed', userId: 1003 });
    expect(await check(qrToken)).toMatchObject({ state: 'confirmed', userid: 1003 });
  });
});

describe('the code as a person types it (docs/decisions.md, "Console")', () => {
  it('takes the computer\'s code typed in capitals: scan and confirm sign the desktop in', async () => {
    const phone = await loginToken('13800138000');
    const qrToken = await desktopCode();
    expect(qrToken).toMatch(/[a-f]/);
    expect((await call('/api/ext/v1/qr/scan', { qrToken: qrToken.toUpperCase() }, { token: phone })).hwcode).toBe(0);
    expect((await call('/api/ext/v1/qr/confirm', { qrToken: qrToken.toUpperCase() }, { token: phone })).hwdata).toEqual({ state: 'confirmed' });
    expect(await check(qrToken)).toMatchObject({ state: 'confirmed' });
  });
});
