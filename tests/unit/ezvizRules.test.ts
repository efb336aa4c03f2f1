// The camera-cloud account rules (src/domain/ezviz.ts; product.md section 5, api.md section 7), pinned at their
// edges: names of up to 32 characters, an AppKey and a Secret of 32 hexadecimal characters, a remark of up to 50,
// the saved Secret shown as bullets and its last four, and the camera cloud's verdict on a key pair.
import { describe, expect, it } from 'vitest';
import {
  checkEzvizAppKey,
  checkEzvizName,
  checkEzvizRemark,
  checkEzvizSecret,
  EZVIZ_KEY_LENGTH,
  EZVIZ_NAME_MAX,
  EZVIZ_REMARK_MAX,
  maskSecret,
  refuseKeyPair,
} from '../../src/domain/ezviz';

const error = (key: string) => ({ ok: false, error: `ezviz:rules.${key}` });
const OK = { ok: true };
const KEY = '0123456789abcdef0123456789ABCDEF';
const SECRET = 'fedcba9876543210fedcba9876543210';

describe('the account form', () => {
  it('a name is required and holds up to 32 characters (CJK counted once), outer spaces aside', () => {
    expect(EZVIZ_NAME_MAX).toBe(32);
    expect(checkEzvizName('')).toEqual(error('nameRequired'));
    expect(checkEzvizName('   ')).toEqual(error('nameRequired'));
    expect(checkEzvizName('摄'.repeat(32))).toEqual(OK);
    expect(checkEzvizName(` ${'a'.repeat(32)} `)).toEqual(OK);
    expect(checkEzvizName('摄'.repeat(33))).toEqual(error('nameLength'));
  });

  it('an AppKey is required and is 32 hexadecimal characters in either case, outer spaces aside', () => {
    expect(EZVIZ_KEY_LENGTH).toBe(32);
    expect(checkEzvizAppKey('')).toEqual(error('appKeyRequired'));
    expect(checkEzvizAppKey('  ')).toEqual(error('appKeyRequired'));
    expect(checkEzvizAppKey(KEY)).toEqual(OK);
    expect(checkEzvizAppKey(` ${KEY} `)).toEqual(OK);
    for (const bad of [KEY.slice(1), `${KEY}0`, `${KEY.slice(1)}g`, `x${KEY}`, `${KEY}x`]) expect(checkEzvizAppKey(bad), bad).toEqual(error('appKeyFormat'));
  });

  it('a Secret is required and is 32 hexadecimal characters, outer spaces aside', () => {
    expect(checkEzvizSecret('')).toEqual(error('secretRequired'));
    expect(checkEzvizSecret(' ')).toEqual(error('secretRequired'));
    expect(checkEzvizSecret(` ${SECRET} `)).toEqual(OK);
    expect(checkEzvizSecret(SECRET.slice(1))).toEqual(error('secretFormat'));
  });

  it('a remark may be empty and holds up to 50 characters, outer spaces aside', () => {
    expect(EZVIZ_REMARK_MAX).toBe(50);
    expect(checkEzvizRemark('')).toEqual(OK);
    expect(checkEzvizRemark(` ${'备'.repeat(50)} `)).toEqual(OK);
    expect(checkEzvizRemark('备'.repeat(51))).toEqual(error('remarkLength'));
  });
});

describe('the saved Secret', () => {
  it('shows eight bullets and its last four characters only', () => {
    expect(maskSecret(SECRET)).toBe('••••••••3210');
    expect(maskSecret('ab')).toBe('••••••••ab');
  });
});

describe("the camera cloud's verdict on a key pair", () => {
  it('judges the AppKey first, then the Secret, then whether they are one, then a revoked key', () => {
    expect(refuseKeyPair(KEY, SECRET, new Set())).toBeUndefined();
    expect(refuseKeyPair(` ${KEY} `, ` ${SECRET} `, new Set())).toBeUndefined();
    expect(refuseKeyPair('bad', 'bad', new Set())).toBe('appKeyFormat');
    expect(refuseKeyPair(KEY, 'bad', new Set())).toBe('secretFormat');
    expect(refuseKeyPair(KEY, KEY.toLowerCase(), new Set())).toBe('sameAsKey');
    expect(refuseKeyPair(KEY, ` ${KEY.toUpperCase()}`, new Set())).toBe('sameAsKey');
    expect(refuseKeyPair(KEY, SECRET, new Set([KEY.toLowerCase()]))).toBe('revoked');
    expect(refuseKeyPair(KEY.toUpperCase(), SECRET, new Set([KEY.toLowerCase()]))).toBe('revoked');
    expect(refuseKeyPair(KEY, SECRET, new Set([SECRET]))).toBeUndefined();
  });
});
