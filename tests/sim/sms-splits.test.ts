// SMS limits and "phone taken" checks key on the full number (docs/decisions.md, "Security"): a calling code and a national number are
// one E.164 number, and the known calling codes decide the split, so every split of one number is one target.
import { describe, expect, it } from 'vitest';
import { BusinessCode } from '../../src/domain/resultCodes';
import { LIMITS } from '../../simulator/world/limits';
import { call as rawCall, control, loginToken, simulatorPerTest } from './support';

const call = async (...args: Parameters<typeof rawCall>) => {
  const answer = await rawCall(...args);
  return { ...answer, hwcode: String(answer.hwcode) };
};
const { sim } = simulatorPerTest();
const SPLITS = [['86', '13900005555'], ['8', '613900005555'], ['861', '3900005555'], ['8613', '900005555']] as const;
const send = (countryCode: string, phone: string) => call('/api/common/mobSendMessage', { phone, countryCode, type: 'register' });

describe('every split of one number is one SMS target', () => {
  it('1 a minute: the other splits of 86/13900005555 in the same minute are refused, and the code goes to +86 13900005555', async () => {
    const answers = [];
    for (const [countryCode, phone] of SPLITS) answers.push((await send(countryCode, phone)).hwcode);
    expect(answers).toEqual(['0', BusinessCode.CodeTooFrequent, BusinessCode.CodeTooFrequent, BusinessCode.CodeTooFrequent]);
    const { codes } = await control<{ codes: { target: string; countryCode: string }[] }>('codes?account=13900005555');
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({ target: '13900005555', countryCode: '86' });
  });

  it(`${LIMITS.sendsPerTargetDay} a day across splits`, async () => {
    const answers = [];
    for (let i = 0; i < LIMITS.sendsPerTargetDay + 2; i += 1) {
      const [countryCode, phone] = SPLITS[i % SPLITS.length]!;
      answers.push((await send(countryCode, phone)).hwcode);
      sim().clock.advance(61_000);
    }
    expect(answers.filter((c) => c === '0')).toHaveLength(LIMITS.sendsPerTargetDay);
  });

  it('a split of another account\'s phone is refused (420) before any SMS, as the phone itself is', async () => {
    const token = await loginToken('ent@example.com');
    const before = (await control<{ codes: unknown[] }>('codes?account=13800138000')).codes.length;
    for (const [countryCode, phone] of [['86', '13800138000'], ['8613', '800138000'], ['8', '613800138000'], ['', '+8613800138000']] as const) {
      const answer = await call('/api/v1/internal/smsVerificationCode', { phone, countryCode, type: 'changeAccount' }, { token });
      expect(answer.hwcode).toBe(BusinessCode.AccountExists);
    }
    expect((await control<{ codes: unknown[] }>('codes?account=13800138000')).codes.length).toBe(before);
  });

  it('registration and recovery find the account however its number is split', async () => {
    const taken = await call('/api/user/v1/register', { phone: '800138000', countryCode: '8613', password: 'secret12', name: 'Again', oemid: '', hideMap: '0' });
    expect(taken.hwcode).toBe(BusinessCode.AccountExists);
    expect((await call('/api/user/v1/confirmAccount', { phone: '613800138000', countryCode: '8' }, { method: 'GET' })).hwcode).toBe('0');
  });

  it('refuses a number that starts with no known calling code', async () => {
    expect((await send('999', '13900005555')).hwcode).toBe(BusinessCode.InvalidInput);
  });
});
