// Verification codes and second factors cannot be guessed: a code takes 5 wrong tries and is then spent, a phone or
// e-mail takes 10 wrong tries an hour across codes, and wrong second factors count per account (10 in a row lock
// sign-in for 15 minutes; a right password does not clear them).
import { describe, expect, it } from 'vitest';
import { BusinessCode } from '../../src/domain/resultCodes';
import { LOCKOUT_MS } from '../../src/domain/security';
import type { TwoFactorChallenge } from '../../src/domain/wire/account';
import { sameCode } from '../../simulator/world/codes';
import { LIMITS } from '../../simulator/world/limits';
import { call as rawCall, control, loginToken, simulatorPerTest, terminal } from './support';

const call = async (...args: Parameters<typeof rawCall>) => {
  const answer = await rawCall(...args);
  return { ...answer, hwcode: String(answer.hwcode) };
};

const { sim } = simulatorPerTest();
const ENT = 'ent@example.com';
const PHONE = '13800138000';
const MINUTE = 60_000;

const codesFor = async (account: string) => (await control<{ codes: Array<{ code: string; purpose: string }> }>(`codes?account=${account}`)).codes;
const lastCode = async (account: string) => (await codesFor(account)).at(-1)?.code ?? '';
/** A six-digit code that is not `code`. */
const wrongFor = (code: string, n = 0) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');

const sendEmail = (email: string) => call('/api/common/emailCode', { email, type: 'resetPassword' });
const checkEmail = (email: string, code: string) => call('/api/common/emailVerify', { email, code });

describe('a verification code', () => {
  it(`allows ${LIMITS.wrongTriesPerCode} wrong tries, then is spent: even the right code is refused until a new one is sent`, async () => {
    expect((await sendEmail(ENT)).hwcode).toBe('0');
    const code = await lastCode(ENT);
    for (let i = 0; i < LIMITS.wrongTriesPerCode; i += 1) expect((await checkEmail(ENT, wrongFor(code, i))).hwcode).toBe(BusinessCode.CodeWrong);
    expect((await checkEmail(ENT, code)).hwcode).toBe(BusinessCode.CodeExpired);
    // The reset that would have carried it is refused too, and the password stays.
    expect((await call('/api/user/v1/password', { email: ENT, password: 'owned1234', code }, { method: 'PUT' })).hwcode).not.toBe('0');
    expect((await call('/api/user/login', { loginName: ENT, loginPwd: 'demo1234', countryCode: '86', ...terminal })).hwcode).toBe('0');

    await control('clock', { advanceMs: MINUTE });
    expect((await sendEmail(ENT)).hwcode).toBe('0');
    expect((await checkEmail(ENT, await lastCode(ENT))).hwcode).toBe('0');
  });

  it('the attack of the report fails: 20,000 wrong codes to emailVerify, then the right one does not reset the password', async () => {
    await sendEmail(ENT);
    const code = await lastCode(ENT);
    // Fifty show it (the rest would be refused the same way); the right code comes last.
    const answers: string[] = [];
    for (let i = 0; i < 50; i += 1) answers.push((await checkEmail(ENT, wrongFor(code, i))).hwcode);
    expect(answers.slice(0, 5)).toEqual(Array(5).fill(BusinessCode.CodeWrong));
    expect(new Set(answers.slice(5))).toEqual(new Set([BusinessCode.CodeExpired]));
    expect((await checkEmail(ENT, code)).hwcode).not.toBe('0');
    expect((await call('/api/user/v1/password', { email: ENT, password: 'owned1234', code }, { method: 'PUT' })).hwcode).not.toBe('0');
    expect((await call('/api/user/login', { loginName: ENT, loginPwd: 'owned1234', countryCode: '86', ...terminal })).hwcode).not.toBe('0');
  });

  it(`a phone or e-mail allows ${LIMITS.wrongTriesPerTargetHour} wrong tries an hour across its codes, however it is spelt`, async () => {
    const phone = '13912345678';
    const spellings = ['86', '+86', '0086', '086', '000086', '８６'];
    let spelling = 0;
    const check = async (code: string) => call('/api/common/mobCheckCode', { phone, countryCode: spellings[spelling++ % spellings.length] ?? '86', code });
    await call('/api/common/mobSendMessage', { phone, countryCode: '86', type: 'register' });
    const first = await lastCode(phone);
    for (let i = 0; i < 5; i += 1) expect((await check(wrongFor(first, i))).hwcode).toBe(BusinessCode.CodeWrong);
    await control('clock', { advanceMs: MINUTE });
    await call('/api/common/mobSendMessage', { phone, countryCode: '+86', type: 'register' });
    const second = await lastCode(phone);
    for (let i = 0; i < 5; i += 1) expect((await check(wrongFor(second, i))).hwcode).toBe(BusinessCode.CodeWrong);
    await control('clock', { advanceMs: MINUTE });
    await call('/api/common/mobSendMessage', { phone, countryCode: '0086', type: 'register' });
    const third = await lastCode(phone);
    const refused = await check(third);
    expect(refused.hwcode).toBe(BusinessCode.RequestTooFrequent);
    expect(refused.hwdata).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    // An hour after the first wrong tries the phone may try again.
    await control('clock', { advanceMs: 60 * MINUTE });
    await call('/api/common/mobSendMessage', { phone, countryCode: '86', type: 'register' });
    expect((await check(await lastCode(phone))).hwcode).toBe('0');
  });

  it('is limited the same way on every call that checks one: account change, activation, two-factor switch, password change', async () => {
    const token = await loginToken(PHONE);
    await call('/api/user/v1/passVerify', { password: 'demo1234' }, { token, method: 'GET' });
    const next = '13911112222';
    await call('/api/v1/internal/smsVerificationCode', { phone: next, countryCode: '86', type: 'changeAccount' }, { token });
    const code = await lastCode(next);
    const put = (c: string) => call('/api/user/v1/account', { phone: next, countryCode: '86', code: c }, { token, method: 'PUT' });
    for (let i = 0; i < 5; i += 1) expect((await put(wrongFor(code, i))).hwcode).toBe(BusinessCode.CodeWrong);
    expect((await put(code)).hwcode).toBe(BusinessCode.CodeExpired);

    await call('/api/v1/internal/smsVerificationCode', { phone: PHONE, countryCode: '86', type: 'twoFactor' }, { token });
    const own = await lastCode(PHONE);
    const enable = (c: string) => call('/api/v1/users/enableTwoFactorAuthentication', { enable: '1', channel: 'sms', code: c }, { token });
    const activate = (c: string) => call('/api/user/activeAccount', { activeAccount: PHONE, SMSVerificationCode: c }, { token });
    const change = (c: string) => call('/api/user/changeLoginPwd', { account: PHONE, oldPwd: 'demo1234', newPwd: 'newpass99', code: c }, { token });
    expect((await enable(wrongFor(own, 0))).hwcode).toBe(BusinessCode.CodeWrong);
    expect((await activate(wrongFor(own, 1))).hwcode).toBe(BusinessCode.CodeWrong);
    expect((await change(wrongFor(own, 2))).hwcode).toBe(BusinessCode.CodeWrong);
    expect((await enable(wrongFor(own, 3))).hwcode).toBe(BusinessCode.CodeWrong);
    expect((await activate(wrongFor(own, 4))).hwcode).toBe(BusinessCode.CodeWrong);
    expect((await change(own)).hwcode).toBe(BusinessCode.CodeExpired);
    expect((await enable(own)).hwcode).toBe(BusinessCode.CodeExpired);
  });

  it('registration with a guessed code is refused after five wrong tries', async () => {
    const phone = '13912340000';
    await call('/api/common/mobSendMessage', { phone, countryCode: '86', type: 'register' });
    const code = await lastCode(phone);
    const form = { phone, countryCode: '86', password: 'secret12', name: 'NewUser', oemid: '', hideMap: '0' };
    for (let i = 0; i < 5; i += 1) expect((await call('/api/user/v1/register', { ...form, code: wrongFor(code, i) })).hwcode).toBe(BusinessCode.CodeNotVerified);
    expect((await call('/api/user/v1/register', { ...form, code })).hwcode).toBe(BusinessCode.CodeNotVerified);
  });

  it('is compared in constant time over its length, whatever was entered', () => {
    expect(sameCode('123456', '123456')).toBe(true);
    expect(sameCode('123456', '123457')).toBe(false);
    expect(sameCode('123456', '12345')).toBe(false);
    expect(sameCode('123456', '1234567')).toBe(false);
    expect(sameCode('123456', '')).toBe(false);
    expect(sameCode('123456', '１２３４５６')).toBe(false);
  });
});

describe('the second factor', () => {
  const login = (loginPwd = 'demo1234') => call('/api/user/login', { loginName: PHONE, loginPwd, countryCode: '86', ...terminal });
  const step = (ticket: string, code: string) => call('/api/user/login', { ticket, code });

  it('counts wrong codes per account across tickets: the tenth in a row locks sign-in for 15 minutes, right passwords between do not clear it', async () => {
    await control('security/twoFactor', { account: PHONE, channel: 'sms' });
    for (let round = 0; round < 2; round += 1) {
      const first = (await login()).hwdata as TwoFactorChallenge;
      expect(first.codeState).toBe('sent');
      const code = await lastCode(PHONE);
      for (let i = 0; i < 4; i += 1) expect((await step(first.ticket, wrongFor(code, i))).hwcode).toBe(BusinessCode.CodeWrong);
      // A right password gives a new ticket with the same code (still valid); the account's count goes on.
      const second = (await login()).hwdata as TwoFactorChallenge;
      expect(second.codeState).toBe('stillValid');
      const fifth = await step(second.ticket, wrongFor(code, 4));
      if (round === 0) expect(fifth.hwcode).toBe(BusinessCode.CodeWrong);
      else {
        expect(fifth.hwcode).toBe(BusinessCode.AccountLocked);
        expect(fifth.hwdata).toMatchObject({ retryAfterSeconds: LOCKOUT_MS / 1000 });
      }
      await control('clock', { advanceMs: MINUTE });
    }
    expect((await login()).hwcode).toBe(BusinessCode.AccountLocked);
    expect(sim().log.entries().some((e) => e.kind === 'lockout' && e.text.includes('wrong sign-in codes'))).toBe(true);

    await control('clock', { advanceMs: LOCKOUT_MS });
    const after = (await login()).hwdata as TwoFactorChallenge;
    expect((await step(after.ticket, await lastCode(PHONE))).hwcode).toBe('0');
  });

  it('a right code clears the count', async () => {
    await control('security/twoFactor', { account: PHONE, channel: 'sms' });
    for (let round = 0; round < 3; round += 1) {
      const challenge = (await login()).hwdata as TwoFactorChallenge;
      const code = await lastCode(PHONE);
      for (let i = 0; i < 4; i += 1) expect((await step(challenge.ticket, wrongFor(code, i))).hwcode).toBe(BusinessCode.CodeWrong);
      expect((await step(challenge.ticket, code)).hwcode).toBe('0');
      await control('clock', { advanceMs: MINUTE });
    }
  });

  it('signing in again within the minute says honestly that the last code is still valid, and it is', async () => {
    await control('security/twoFactor', { account: PHONE, channel: 'sms' });
    const first = (await login()).hwdata as TwoFactorChallenge;
    const code = await lastCode(PHONE);
    const again = (await login()).hwdata as TwoFactorChallenge;
    expect(again).toMatchObject({ codeState: 'stillValid' });
    expect(again.resendAfter).toBeGreaterThan(0);
    expect((await codesFor(PHONE)).filter((c) => c.purpose.startsWith('twoFactor'))).toHaveLength(1);
    expect(again.ticket).not.toBe(first.ticket);
    expect((await step(again.ticket, code)).hwcode).toBe('0');
  });

  it('signing in again within the minute of a used code says a new one must be asked for, and the resend sends it after the wait', async () => {
    await control('security/twoFactor', { account: PHONE, channel: 'sms' });
    const first = (await login()).hwdata as TwoFactorChallenge;
    expect((await step(first.ticket, await lastCode(PHONE))).hwcode).toBe('0');
    const again = (await login()).hwdata as TwoFactorChallenge;
    expect(again.codeState).toBe('wait');
    expect((await call('/api/user/login', { ticket: again.ticket, resend: '1' })).hwcode).toBe(BusinessCode.CodeTooFrequent);
    await control('clock', { advanceMs: again.resendAfter * 1000 });
    expect((await call('/api/user/login', { ticket: again.ticket, resend: '1' })).hwcode).toBe('0');
    expect((await step(again.ticket, await lastCode(PHONE))).hwcode).toBe('0');
  });

  it('a code sent for something else is not a sign-in code, and cannot replace the pending one', async () => {
    await control('security/twoFactor', { account: PHONE, channel: 'sms' });
    const challenge = (await login()).hwdata as TwoFactorChallenge;
    const code = await lastCode(PHONE);
    await control('clock', { advanceMs: MINUTE });
    // Anyone may ask for a registration code to this phone; it does not sign in, and the sign-in code still does.
    expect((await call('/api/common/mobSendMessage', { phone: PHONE, countryCode: '86', type: 'register' })).hwcode).toBe('0');
    const other = await lastCode(PHONE);
    if (other !== code) expect((await step(challenge.ticket, other)).hwcode).toBe(BusinessCode.CodeWrong);
    expect((await step(challenge.ticket, code)).hwcode).toBe('0');
  });
});
