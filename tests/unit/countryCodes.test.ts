import { describe, expect, it } from 'vitest';
import { bareCountryCode, COUNTRY_CODES, DEFAULT_COUNTRY, normalizeCountryCode } from '../../src/domain/countryCodes';

describe('country codes', () => {
  it('defaults to China, 86', () => {
    expect(DEFAULT_COUNTRY).toMatchObject({ code: '86', en: 'China', cn: '中国' });
  });

  it('gives every entry both names and a digits-only calling code, with unique keys', () => {
    for (const c of COUNTRY_CODES) {
      expect(c.en.trim()).not.toBe('');
      expect(c.cn.trim()).not.toBe('');
      expect(c.code).toMatch(/^[1-9]\d{0,3}$/);
    }
    expect(new Set(COUNTRY_CODES.map((c) => c.iso)).size).toBe(COUNTRY_CODES.length);
  });

  it('reads +44 and 0044 as 44 and falls back to 86 for unknown codes', () => {
    expect(normalizeCountryCode('+44')).toBe('44');
    expect(normalizeCountryCode('0044')).toBe('44');
    expect(normalizeCountryCode('999')).toBe('86');
    expect(normalizeCountryCode(undefined)).toBe('86');
  });

  it('reads every spelling of one calling code as one (the simulator keys its limits by it)', () => {
    for (const spelling of ['86', '+86', '086', '0086', '000086', ' 86 ', '８６', '＋８６']) expect(bareCountryCode(spelling)).toBe('86');
    expect(bareCountryCode('')).toBe('86');
    expect(bareCountryCode(undefined)).toBe('86');
    // Unknown codes stay as they are: the simulator refuses them, the console falls back to the default.
    expect(bareCountryCode('+999')).toBe('999');
    expect(normalizeCountryCode('+999')).toBe('86');
    expect(normalizeCountryCode('０04４')).toBe('44');
  });
});

describe('the edges of a calling code as typed', () => {
  it('drops blanks anywhere, one plus and the zeros at the start only', () => {
    expect(bareCountryCode('8 6')).toBe('86');
    expect(bareCountryCode('\t+ 44\n')).toBe('44');
    expect(bareCountryCode('8+6')).toBe('8+6');
    expect(bareCountryCode('++86')).toBe('+86');
    expect(bareCountryCode('860')).toBe('860');
    expect(bareCountryCode('+0044')).toBe('44');
    expect(bareCountryCode('0')).toBe('86');
  });

  it('the console keeps a known code and sends anything else to the default', () => {
    expect(normalizeCountryCode('852')).toBe('852');
    expect(normalizeCountryCode('8+6')).toBe('86');
    expect(normalizeCountryCode('')).toBe('86');
    expect(normalizeCountryCode(null)).toBe('86');
  });

  it('every entry has an ISO 3166-1 alpha-2 key', () => {
    for (const c of COUNTRY_CODES) expect(c.iso).toMatch(/^[A-Z]{2}$/);
  });
});
