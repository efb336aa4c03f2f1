// The one phone rule (src/domain/phoneNumber.ts; issues 33 and 38): calling code and number are one E.164 number,
// and the known calling codes decide the split.
import { describe, expect, it } from 'vitest';
import { isKnownCountryCode, normalizeCountryCode } from '../../src/domain/countryCodes';
import { isTeamAccount } from '../../src/domain/projects';
import { parsePhone, phoneKey, samePhoneNumber } from '../../src/domain/phoneNumber';
import { checkNewPhone } from '../../src/domain/validation';
import { normalizePhone } from '../../src/ui/auth/loginForm';
import { barePhone, smsTarget } from '../../simulator/world/accounts';

describe('parsePhone', () => {
  it('reads every split of one number as that number, split at the known calling code', () => {
    for (const [cc, phone] of [['86', '13900005555'], ['8', '613900005555'], ['861', '3900005555'], ['8613', '900005555'], ['', '+8613900005555'], ['44', '008613900005555']] as const) {
      expect(parsePhone(cc, phone)).toEqual({ e164: '8613900005555', countryCode: '86', national: '13900005555' });
    }
  });

  it('takes every spelling of the calling code and the number', () => {
    for (const [cc, phone] of [['+86', '139 0000 5555'], ['0086', '139-0000-5555'], ['８６', '１３９００００５５５５'], ['86', '+86 139 0000 5555'], ['86', '8613900005555'], [undefined, '13900005555']] as const) {
      expect(phoneKey(cc, phone)).toBe('8613900005555');
    }
  });

  it('drops a national trunk zero and keeps other countries apart', () => {
    expect(parsePhone('44', '07700900123')).toEqual({ e164: '447700900123', countryCode: '44', national: '7700900123' });
    expect(parsePhone('1', '2025550123')?.countryCode).toBe('1');
    expect(parsePhone('852', '91234567')?.e164).toBe('85291234567');
  });

  it('answers undefined for what is no phone number', () => {
    for (const [cc, phone] of [['999', '13900005555'], ['86', 'abc'], ['86', ''], ['8-6', '13900005555'], ['86', '1'.repeat(16)]] as const) expect(parsePhone(cc, phone)).toBeUndefined();
  });
});

describe('one rule on both sides', () => {
  it('the console sends the national number the simulator keys on', () => {
    for (const phone of ['+8613800138000', '008613800138000', '8613800138000', ' 138 0013 8000 ', '１３８００１３８０００']) {
      expect(normalizePhone(phone, '86')).toBe('13800138000');
      expect(smsTarget('86', phone)).toEqual({ countryCode: '86', target: '13800138000' });
      expect(barePhone(phone)).toBe('13800138000');
    }
  });

  it('"same as the current phone" and the team look-up compare the full number', () => {
    expect(checkNewPhone('+8613800138000', '13800138000').ok).toBe(false);
    expect(samePhoneNumber({ countryCode: '8613', phone: '800138000' }, { countryCode: '86', phone: '13800138000' })).toBe(true);
    const team = [{ email: 'a@example.com', phone: '7700900123', country_code: '44' }];
    for (const [account, cc] of [['07700900123', '44'], ['447700900123', '44'], ['+44 7700 900123', '86'], ['7700900123', '+44']] as const) expect(isTeamAccount(team, account, cc)).toBe(true);
    expect(isTeamAccount(team, '7700900123', '86')).toBe(false);
  });

  it('calling codes: known ones only; the console falls back to the default for an unknown remembered one', () => {
    expect(isKnownCountryCode('86')).toBe(true);
    expect(isKnownCountryCode('999')).toBe(false);
    expect(normalizeCountryCode('+999')).toBe('86');
  });
});
