// A code is bound to what it was sent for: the registration code typed on /forgetPwd (within the minute a new code
// may not be sent) is refused at the check with its own reason, instead of passing the check and failing the reset.
import { describe, expect, it } from 'vitest';
import { BusinessCode } from '../../src/domain/resultCodes';
import type { VerificationCode } from '../../simulator/world/types';
import { call, control, simulatorPerTest, terminal } from './support';

simulatorPerTest();

const PHONE = { phone: '13912345670', countryCode: '86' };
const FORM = { ...PHONE, password: 'secret12', name: 'NewUser', oemid: '', hideMap: '0' };

async function lastCode(account: string): Promise<string> {
  const { codes } = await control<{ codes: VerificationCode[] }>(`codes?account=${encodeURIComponent(account)}`);
  const code = codes.at(-1)?.code;
  if (!code) throw new Error(`no code sent to ${account}`);
  return code;
}

/** Registers PHONE with a registration code, as /register does; answers that code. */
async function registered(): Promise<string> {
  await call('/api/common/mobSendMessage', { ...PHONE, type: 'register' });
  const code = await lastCode(PHONE.phone);
  expect((await call('/api/common/mobCheckCode', { ...PHONE, code, type: 'register' })).hwcode).toBe(0);
  expect((await call('/api/user/v1/register', FORM)).hwcode).toBe(0);
  return code;
}

describe('a code answers only the action it was sent for', () => {
  it('the registration code is refused at the reset\'s check, with its reason, and no password changes', async () => {
    const code = await registered();
    const check = await call('/api/common/mobCheckCode', { ...PHONE, code, type: 'resetPassword' });
    expect(Number(check.hwcode)).toBe(Number(BusinessCode.CodeUsed));
    // Sent straight to the reset (a console that skips the check), it is refused too.
    const reset = await call('/api/user/v1/password', { ...PHONE, password: 'fresh2026x', code }, { method: 'PUT' });
    expect(Number(reset.hwcode)).toBe(Number(BusinessCode.CodeNotVerified));
    expect((await call('/api/user/login', { loginName: PHONE.phone, loginPwd: 'fresh2026x', countryCode: '86', ...terminal })).hwcode).not.toBe(0);
  });

  it('a registration code not yet spent is refused for a reset as sent for another action', async () => {
    await call('/api/common/mobSendMessage', { ...PHONE, type: 'register' });
    const code = await lastCode(PHONE.phone);
    const check = await call('/api/common/mobCheckCode', { ...PHONE, code, type: 'resetPassword' });
    expect(Number(check.hwcode)).toBe(Number(BusinessCode.CodeOtherPurpose));
    // The refusal did not spend or verify it for its own action: registration still takes it.
    expect((await call('/api/common/mobCheckCode', { ...PHONE, code, type: 'register' })).hwcode).toBe(0);
    expect((await call('/api/user/v1/register', FORM)).hwcode).toBe(0);
  });

  it('a reset code, once the minute is over, resets the password', async () => {
    await registered();
    await control('clock', { advanceMs: 60_000 });
    expect((await call('/api/common/mobSendMessage', { ...PHONE, type: 'resetPassword' })).hwcode).toBe(0);
    const code = await lastCode(PHONE.phone);
    expect((await call('/api/common/mobCheckCode', { ...PHONE, code, type: 'resetPassword' })).hwcode).toBe(0);
    expect((await call('/api/user/v1/password', { ...PHONE, password: 'fresh2026x' }, { method: 'PUT' })).hwcode).toBe(0);
  });

  it('a verified registration code cannot reset a password directly', async () => {
    // An account exists; a registration code for it (sent by a caller who skips the console's account check).
    await registered();
    await control('clock', { advanceMs: 60_000 });
    await call('/api/common/mobSendMessage', { ...PHONE, type: 'register' });
    const code = await lastCode(PHONE.phone);
    expect((await call('/api/common/mobCheckCode', { ...PHONE, code })).hwcode).toBe(0);
    const reset = await call('/api/user/v1/password', { ...PHONE, password: 'fresh2026x' }, { method: 'PUT' });
    expect(Number(reset.hwcode)).toBe(Number(BusinessCode.CodeOtherPurpose));
  });
});
