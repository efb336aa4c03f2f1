// The text form of a desktop QR sign-in code (src/domain/qrCode.ts): printed in groups of four, read back without
// blanks and dashes of any kind, and worth sending when it is 8 to 256 visible ASCII characters.
import { describe, expect, it } from 'vitest';
import { formatQrCode, looksLikeQrCode, parseQrCode } from '../../src/domain/qrCode';

describe('formatQrCode', () => {
  it('groups by four, the last group holding the rest', () => {
    expect(formatQrCode('')).toBe('');
    expect(formatQrCode('abc')).toBe('abc');
    expect(formatQrCode('abcd')).toBe('abcd');
    expect(formatQrCode('abcde')).toBe('abcd e');
    expect(formatQrCode('abcdefghi')).toBe('abcd efgh i');
  });
});

describe('parseQrCode', () => {
  it('drops blanks, hyphens, en and em dashes, keeping the case', () => {
    expect(parseQrCode(' Ab\tc\nd-e–f—g ')).toBe('Abcdefg');
    expect(parseQrCode('a_b.c')).toBe('a_b.c');
  });
});

describe('looksLikeQrCode', () => {
  it('takes 8 to 256 characters', () => {
    expect(looksLikeQrCode('a'.repeat(7))).toBe(false);
    expect(looksLikeQrCode('a'.repeat(8))).toBe(true);
    expect(looksLikeQrCode('a'.repeat(256))).toBe(true);
    expect(looksLikeQrCode('a'.repeat(257))).toBe(false);
  });

  it('takes visible ASCII from ! to ~ only', () => {
    expect(looksLikeQrCode('!!!!~~~~')).toBe(true);
    expect(looksLikeQrCode('abcd efgh')).toBe(false);
    expect(looksLikeQrCode('abcdefg\x7f')).toBe(false);
    expect(looksLikeQrCode('abcdefgé')).toBe(false);
    expect(looksLikeQrCode('abcdefgh\n')).toBe(false);
  });
});
