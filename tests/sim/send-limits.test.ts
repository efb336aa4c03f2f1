// Code sends, sign-in attempts and QR codes are limited per target and per client address, however a phone is
// spelt; a signed-in user's codes never go to another account's address; SCADA registration signed out takes only
// an existing account's own devices.
import { describe, expect, it } from 'vitest';
import { BusinessCode } from '../../src/domain/resultCodes';
import { issueCode } from '../../simulator/world/codes';
import { LIMITS } from '../../simulator/world/limits';
import { issueQr } from '../../simulator/world/qr';
import { call as rawCall, control, loginToken, simulatorPerTest, terminal } from './support';

const call = async (...args: Parameters<typeof rawCall>) => {
  const answer = await rawCall(...args);
  return { ...answer, hwcode: String(answer.hwcode) };
};

const { sim } = simulatorPerTest();
const MINUTE = 60_000;
const codeCount = async (account: string) => (await control<{ codes: unknown[] }>(`codes?account=${account}`)).codes.length;

describe('code sends', () => {
  it('count one phone once however its calling code is spelt (86, 086, 0086, +86, 000086, spaced, full-width)', async () => {
    const phone = '13912345678';
    const spellings = ['86', '086', '0086', '+86', '000086', ' 86', '８６', '+０８６'];
    const answers = [];
    for (const countryCode of spellings) answers.push((await call('/api/common/mobSendMessage', { phone, countryCode, type: 'register' })).hwcode);
    expect(answers).toEqual(['0', ...Array(spellings.length - 1).fill(BusinessCode.CodeTooFrequent)]);
    expect(await codeCount(phone)).toBe(1);
    // The number itself too: +86 in front, spaces and full-width digits are the same phone.
    for (const spelt of ['+8613912345678', '139 1234 5678', '１３９１２３４５６７８']) {
      expect((await call('/api/common/mobSendMessage', { phone: spelt, countryCode: '86', type: 'register' })).hwcode).toBe(BusinessCode.CodeTooFrequent);
    }
  });

  it('refuses a calling code that is not 1 to 4 digits', async () => {
    for (const countryCode of ['abc', '12345', '8-6']) {
      expect((await call('/api/common/mobSendMessage', { phone: '12345678', countryCode, type: 'register' })).hwcode).toBe(BusinessCode.InvalidInput);
    }
  });

  it(`sends at most ${LIMITS.sendsPerTargetDay} codes a day to one target`, async () => {
    for (let i = 0; i < LIMITS.sendsPerTargetDay; i += 1) {
      expect((await call('/api/common/emailCode', { email: 'daily@example.com', type: 'register' })).hwcode).toBe('0');
      await control('clock', { advanceMs: MINUTE });
    }
    const refused = await call('/api/common/emailCode', { email: 'DAILY@example.com', type: 'register' });
    expect(refused.hwcode).toBe(BusinessCode.CodeTooFrequent);
    expect(await codeCount('daily@example.com')).toBe(LIMITS.sendsPerTargetDay);
    await control('clock', { advanceMs: 24 * 60 * MINUTE });
    expect((await call('/api/common/emailCode', { email: 'daily@example.com', type: 'register' })).hwcode).toBe('0');
  });

  it(`sends at most ${LIMITS.sendsPerClientMinute} codes a minute for one client address, whatever the targets`, async () => {
    const send = (i: number) => call('/api/common/mobSendMessage', { phone: `1391234${String(i).padStart(4, '0')}`, countryCode: '86', type: 'register' });
    for (let i = 0; i < LIMITS.sendsPerClientMinute; i += 1) expect((await send(i)).hwcode).toBe('0');
    expect((await send(LIMITS.sendsPerClientMinute)).hwcode).toBe(BusinessCode.CodeTooFrequent);
    expect((await call('/api/common/emailCode', { email: 'fresh@example.com', type: 'register' })).hwcode).toBe(BusinessCode.CodeTooFrequent);
    await control('clock', { advanceMs: MINUTE });
    expect((await send(LIMITS.sendsPerClientMinute)).hwcode).toBe('0');
  });

  it('another client address is not held back by a busy one', () => {
    const world = sim().world;
    const now = sim().clock.now();
    for (let i = 0; i < LIMITS.sendsPerClientMinute; i += 1) {
      expect(issueCode(world, { channel: 'email', target: `a${i}@example.com`, countryCode: '' }, 'test', now, '203.0.113.1').ok).toBe(true);
    }
    expect(issueCode(world, { channel: 'email', target: 'b@example.com', countryCode: '' }, 'test', now, '203.0.113.1')).toMatchObject({ ok: false, limit: 'client' });
    expect(issueCode(world, { channel: 'email', target: 'b@example.com', countryCode: '' }, 'test', now, '203.0.113.2').ok).toBe(true);
  });

  it('a two-factor code cannot be replaced by anyone asking for codes to the same phone within the minute', async () => {
    await control('security/twoFactor', { account: '13800138000', channel: 'sms' });
    await call('/api/user/login', { loginName: '13800138000', loginPwd: 'demo1234', countryCode: '86', ...terminal });
    for (const countryCode of ['86', '086', '+86']) {
      expect((await call('/api/common/mobSendMessage', { phone: '13800138000', countryCode, type: 'register' })).hwcode).toBe(BusinessCode.CodeTooFrequent);
    }
  });
});

describe('sign-in attempts per client address', () => {
  it(`allow ${LIMITS.signInsPerClientMinute} a minute across sign-in, account look-ups, registration and recovery, keeping the spec's codes until then`, async () => {
    const answers: string[] = [];
    const existing = { phone: '13800138000', countryCode: '86', password: 'secret12', name: 'NewUser', oemid: '', hideMap: '0' };
    // Nine rounds of three (a wrong password fewer than the lockout's ten), then three registration checks: thirty.
    for (let i = 0; i < 9; i += 1) {
      answers.push((await call('/api/user/login', { loginName: `ghost${i}@example.com`, loginPwd: 'whatever1', countryCode: '86', ...terminal })).hwcode);
      answers.push((await call('/api/user/login', { loginName: '13800138000', loginPwd: 'wrong-pass', countryCode: '86', ...terminal })).hwcode);
      answers.push((await call('/api/user/v1/confirmAccount', { email: `ghost${i}@example.com` }, { method: 'GET' })).hwcode);
    }
    for (let i = 0; i < 3; i += 1) answers.push((await call('/api/user/v1/register', existing)).hwcode);
    expect(answers).toHaveLength(LIMITS.signInsPerClientMinute);
    expect(new Set(answers)).toEqual(new Set([BusinessCode.LoginRefused, BusinessCode.LoginFailed, BusinessCode.AccountNotFound, BusinessCode.AccountExists]));
    const refused = await call('/api/user/login', { loginName: 'ent@example.com', loginPwd: 'demo1234', countryCode: '86', ...terminal });
    expect(refused.hwcode).toBe(BusinessCode.RequestTooFrequent);
    expect(refused.hwdata).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    expect((await call('/api/user/v1/confirmAccount', { email: 'ent@example.com' }, { method: 'GET' })).hwcode).toBe(BusinessCode.RequestTooFrequent);
    const form = { phone: '13912345678', countryCode: '86', password: 'secret12', name: 'NewUser', oemid: '', hideMap: '0' };
    expect((await call('/api/user/v1/register', form)).hwcode).toBe(BusinessCode.RequestTooFrequent);
    expect((await call('/api/user/v1/password', { email: 'ent@example.com', password: 'secret12' }, { method: 'PUT' })).hwcode).toBe(BusinessCode.RequestTooFrequent);
    await control('clock', { advanceMs: MINUTE });
    expect((await call('/api/user/login', { loginName: 'ent@example.com', loginPwd: 'demo1234', countryCode: '86', ...terminal })).hwcode).toBe('0');
  });
});

describe('sign-ins that succeed', () => {
  it('do not count: a user (or a test suite) signing in again and again is not held back', async () => {
    for (let i = 0; i < LIMITS.signInsPerClientMinute + 10; i += 1) {
      expect((await call('/api/user/login', { loginName: 'ent@example.com', loginPwd: 'demo1234', countryCode: '86', ...terminal })).hwcode).toBe('0');
    }
  });
});

describe('QR sign-in codes', () => {
  it(`keep at most ${LIMITS.pendingQrPerClient} waiting per client address: a flood from one address evicts only its own`, () => {
    const world = sim().world;
    const now = sim().clock.now();
    const real = issueQr(world, now, { ip: '198.51.100.7', userAgent: 'a real user' })!;
    const flood = Array.from({ length: 5_000 }, (_, i) => issueQr(world, now + i, { ip: '203.0.113.66' })!);
    expect(world.qrLogins.has(real.qrToken)).toBe(true);
    const left = flood.filter((qr) => world.qrLogins.has(qr.qrToken));
    expect(left).toHaveLength(LIMITS.pendingQrPerClient);
    expect(left[0]).toBe(flood[flood.length - LIMITS.pendingQrPerClient]);
  });
});

describe('codes of a signed-in user', () => {
  it('never go to a phone or e-mail of another account: /modifyPhone learns it before any SMS', async () => {
    const token = await loginToken('13800138000');
    const other = sim().world.users.find((u) => u.phone !== '' && u.phone !== '13800138000');
    if (!other) throw new Error('the seeded world has a second phone user');
    const before = await codeCount(other.phone);
    const answer = await call('/api/v1/internal/smsVerificationCode', { phone: other.phone, countryCode: other.countryCode, type: 'changeAccount' }, { token });
    expect(answer.hwcode).toBe(BusinessCode.AccountExists);
    expect(await codeCount(other.phone)).toBe(before);
    expect((await call('/api/v1/internal/emailVerificationCode', { email: 'ENT@example.com', type: 'changeAccount' }, { token })).hwcode).toBe(BusinessCode.AccountExists);
    // A free number and the caller's own still get theirs.
    expect((await call('/api/v1/internal/smsVerificationCode', { phone: '13911112222', countryCode: '86', type: 'changeAccount' }, { token })).hwcode).toBe('0');
    expect((await call('/api/v1/internal/smsVerificationCode', { phone: '13800138000', countryCode: '86', type: 'activate' }, { token })).hwcode).toBe('0');
  });
});

describe('SCADA registration signed out', () => {
  const form = { company: 'Acme', contactName: 'Li Lei', contactPhone: '13900139000', projectName: 'Line 1', description: '' };
  const ownCode = () => {
    const world = sim().world;
    const held = new Set(world.memberships.filter((m) => m.userId === 1001).map((m) => m.machineId));
    const own = world.devices.find((d) => held.has(d.machine_id));
    const foreign = world.devices.find((d) => !held.has(d.machine_id));
    if (!own || !foreign) throw new Error('the seeded world has devices of user 1001 and others');
    return { own: own.machine_code, foreign: foreign.machine_code };
  };

  it('refuses an account that does not exist', async () => {
    const { own } = ownCode();
    const answer = await call('/api/common/scadaRegister', { ...form, account: '13999990000', machineCodes: own });
    expect(answer.hwcode).toBe(BusinessCode.ScadaAccountUnknown);
    expect((await control<{ registrations: unknown[] }>('scada')).registrations).toEqual([]);
  });

  it('refuses device codes the account does not hold, naming them, and keeps the account’s own', async () => {
    const { own, foreign } = ownCode();
    const answer = await call('/api/common/scadaRegister', { ...form, account: '13800138000', machineCodes: `${own},${foreign}` });
    expect(answer).toEqual({ hwcode: BusinessCode.ScadaMachineNotHeld, hwdata: { machineCodes: [foreign] } });
    expect((await call('/api/common/scadaRegister', { ...form, account: '13800138000', machineCodes: own })).hwcode).toBe('0');
  });
});
