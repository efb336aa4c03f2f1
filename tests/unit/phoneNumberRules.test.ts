// The edges of the one phone rule (src/domain/phoneNumber.ts), pinned case by case: which separators go, when a
// number names its own calling code, how long a calling code may be, when a mainland mobile's 86 is read once,
// the 15-digit limit of E.164, and what a number that is none compares as.
import { describe, expect, it } from 'vitest';
import { parsePhone, phoneKey, samePhoneNumber } from '../../src/domain/phoneNumber';

const e164 = (countryCode: string | null | undefined, phone: string) => parsePhone(countryCode, phone)?.e164;

describe('parsePhone: spelling', () => {
  it('drops blanks, dashes, dots and brackets wherever they stand', () => {
    for (const phone of ['139 0000 5555', '139\t0000\t5555', '139-0000-5555', '139.0000.5555', '(139)00005555', ' (139) 0000-55.55 '])
      expect(e164('86', phone), phone).toBe('8613900005555');
  });

  it('keeps every other character, so a number with letters or signs inside is none', () => {
    for (const phone of ['139_0000_5555', '139/0000/5555', '139+00005555', '1390000555x', '139,0000,5555']) expect(parsePhone('86', phone), phone).toBeUndefined();
  });

  it('reads + or 00 as "the calling code follows" only at the start', () => {
    expect(e164('44', '+8613900005555')).toBe('8613900005555');
    expect(e164('44', '008613900005555')).toBe('8613900005555');
    expect(e164('44', '7700900123')).toBe('447700900123');
    expect(e164('44', '77009001')).toBe('4477009001');
  });

  it('drops the trunk zeros at the start of a national number only', () => {
    expect(parsePhone('44', '07700900123')).toEqual({ e164: '447700900123', countryCode: '44', national: '7700900123' });
    expect(parsePhone('44', '7700900123')).toEqual({ e164: '447700900123', countryCode: '44', national: '7700900123' });
  });
});

describe('parsePhone: the calling code field', () => {
  it('takes 1 to 4 digits, nothing longer', () => {
    expect(e164('1', '2025550123')).toBe('12025550123');
    expect(parsePhone('12345', '2025550123')).toBeUndefined();
    expect(parsePhone('44x', '7700900123')).toBeUndefined();
  });

  it('is the mainland when empty or missing', () => {
    expect(e164('', '13900005555')).toBe('8613900005555');
    expect(e164(null, '13900005555')).toBe('8613900005555');
    expect(e164(undefined, '13900005555')).toBe('8613900005555');
  });
});

describe('parsePhone: a mainland mobile with its 86 typed in front', () => {
  it('is read once under the mainland code', () => {
    expect(parsePhone('86', '8613900005555')).toEqual({ e164: '8613900005555', countryCode: '86', national: '13900005555' });
  });

  it('is not read away under another calling code', () => {
    expect(e164('44', '8613900005555')).toBe('448613900005555');
  });

  it('needs the 86 at the start and a whole mobile number after it', () => {
    // Two digits before a mobile number that are not 86 stay.
    expect(e164('86', '1313900005555')).toBe('861313900005555');
    // 86 before something that is no mobile number stays.
    expect(e164('86', '86123')).toBe('8686123');
    expect(e164('86', '8612900005555')).toBe('868612900005555');
    // A mobile number with a digit more is no mobile number: 86 + 86 + 12 digits is past E.164's 15.
    expect(parsePhone('86', '86139000055551')).toBeUndefined();
    expect(parsePhone('86', '86213900005555')).toBeUndefined();
  });
});

describe('parsePhone: limits and the split', () => {
  it('takes up to 15 digits and no more', () => {
    expect(e164('86', '1313900005555')).toHaveLength(15);
    expect(parsePhone('86', '13139000055551')).toBeUndefined();
    expect(parsePhone('', '+4412345678901234')).toBeUndefined();
  });

  it('refuses a number that is its calling code alone, or starts with no known one', () => {
    expect(parsePhone('', '+86')).toBeUndefined();
    expect(parsePhone('', '+852')).toBeUndefined();
    expect(parsePhone('', '+')).toBeUndefined();
    expect(parsePhone('', '+999123456')).toBeUndefined();
    expect(parsePhone('', '+0123456')).toBeUndefined();
  });

  it('splits at the shortest known code the digits start with (calling codes are prefix-free)', () => {
    expect(parsePhone('', '+85291234567')).toEqual({ e164: '85291234567', countryCode: '852', national: '91234567' });
    expect(parsePhone('', '+35891234567')).toEqual({ e164: '35891234567', countryCode: '358', national: '91234567' });
    expect(parsePhone('', '+12025550123')).toEqual({ e164: '12025550123', countryCode: '1', national: '2025550123' });
    expect(parsePhone('', '+79161234567')).toEqual({ e164: '79161234567', countryCode: '7', national: '9161234567' });
    expect(parsePhone('', '+8521')).toEqual({ e164: '8521', countryCode: '852', national: '1' });
  });
});

describe('phoneKey and samePhoneNumber', () => {
  it('keys a text that is no phone number by itself, trimmed and marked, so it matches no real number', () => {
    expect(phoneKey('86', ' abc ')).toBe('?abc');
    expect(phoneKey('86', '13900005555')).toBe('8613900005555');
  });

  it('never finds two texts that are no phone number the same, nor one of them and a number', () => {
    expect(samePhoneNumber({ phone: 'abc' }, { phone: 'abc' })).toBe(false);
    expect(samePhoneNumber({ phone: 'abc' }, { phone: '13900005555' })).toBe(false);
    expect(samePhoneNumber({ phone: '13900005555' }, { phone: 'abc' })).toBe(false);
    expect(samePhoneNumber({ phone: '13900005555' }, { countryCode: '+86', phone: '139 0000 5555' })).toBe(true);
    expect(samePhoneNumber({ phone: '13900005555' }, { phone: '13900005556' })).toBe(false);
    expect(samePhoneNumber({ countryCode: '44', phone: '13900005555' }, { phone: '13900005555' })).toBe(false);
  });
});
