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
