// Properties of the one phone rule (src/domain/phoneNumber.ts): every split and spelling of one number is one key,
// and the console's normalising agrees with the simulator's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../src/domain/countryCodes';
import { parsePhone, phoneKey } from '../../src/domain/phoneNumber';
import { normalizePhone } from '../../src/ui/auth/loginForm';
import { smsTarget } from '../../simulator/world/accounts';

const mainland = fc.tuple(fc.constantFrom('3', '4', '5', '6', '7', '8', '9'), fc.stringMatching(/^\d{9}$/)).map(([second, rest]) => `1${second}${rest}`);
const known = fc.constantFrom(...new Set(COUNTRY_CODES.map((c) => c.code)));
const national = fc.stringMatching(/^[1-9]\d{5,9}$/);
const spelling = fc.constantFrom((cc: string) => cc, (cc: string) => `+${cc}`, (cc: string) => `00${cc}`, (cc: string) => ` ${cc} `, (cc: string) => cc.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))));

describe('the phone rule', () => {
  // A number part that starts with 0 is another reading (a trunk zero, or 00 for international): not a split.
  it('every split of calling code and number is one key, and the split lands on the calling code', () => {
    fc.assert(fc.property(known, national, fc.nat(), (cc, number, at) => {
      const whole = `${cc}${number}`;
      const cut = 1 + (at % Math.min(4, whole.length - 1));
      fc.pre(whole[cut] !== '0');
      const parsed = parsePhone(whole.slice(0, cut), whole.slice(cut));
      expect(parsed?.e164).toBe(whole);
      expect(phoneKey(cc, number)).toBe(whole);
      expect(whole.startsWith(parsed!.countryCode)).toBe(true);
    }));
  });

  it('every spelling of the calling code is one key', () => {
    fc.assert(fc.property(known, national, spelling, (cc, number, spell) => {
      expect(phoneKey(spell(cc), number)).toBe(phoneKey(cc, number));
    }));
  });

  it('a mainland mobile typed with or without +86, 0086 or 86 is one number, on the console and in the simulator', () => {
    fc.assert(fc.property(mainland, fc.constantFrom('', '+86', '0086', '86', '+86 '), (number, prefix) => {
      expect(normalizePhone(`${prefix}${number}`, '86')).toBe(number);
      expect(smsTarget('86', `${prefix}${number}`)).toEqual({ countryCode: '86', target: number });
    }));
  });

  it('never answers more than 15 digits or a number without a known calling code', () => {
    fc.assert(fc.property(fc.string({ maxLength: 6 }), fc.string({ maxLength: 24 }), (cc, phone) => {
      const parsed = parsePhone(cc, phone);
      if (parsed) {
        expect(parsed.e164).toMatch(/^\d{2,15}$/);
        expect(COUNTRY_CODES.some((c) => c.code === parsed.countryCode)).toBe(true);
        expect(parsed.e164).toBe(`${parsed.countryCode}${parsed.national}`);
      }
    }));
  });
});
