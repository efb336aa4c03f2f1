// The validation rules' edges, pinned from the spec (product.md section 5 and docs/decisions.md, "Rules and values"):
// the keys a check can return are exactly the validation texts, and the patterns accept and refuse what they say.
import { describe, expect, it } from 'vitest';
import { MACHINE_NAME_MAX, MAX_VISIT_MINUTES, MIN_VISIT_MINUTES, VISIT_MESSAGE_MAX } from '../../src/domain/constants';
import {
  checkCameraAccount,
  checkEmail,
  checkMachineCode,
  checkMachineName,
  checkPhone,
  checkPhoneLength,
  checkProjectDescription,
  checkProjectName,
  checkReceiverEmail,
  checkReceiverName,
  checkUserName,
  checkVisitExpiry,
  checkVisitMessage,
  isEmail,
  isMainlandPhone,
  MACHINE_CODE_PATTERN,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  RECEIVER_NAME_MAX,
  sameName,
  VALIDATION_ERROR_KEYS,
  type Check,
} from '../../src/domain/validation';
import enValidation from '../../src/i18n/en/validation';

const leaves = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leaves(value as object, `${prefix}${key}.`)));

describe('the validation keys', () => {
  it('are exactly the texts of the validation namespace (but the platform settings\' own, src/domain/platform.ts), each once', () => {
    const texts = leaves(enValidation).filter((k) => !k.startsWith('platform.'));
    expect([...VALIDATION_ERROR_KEYS].sort()).toEqual(texts.map((k) => `validation:${k}`).sort());
    expect(new Set(VALIDATION_ERROR_KEYS).size).toBe(VALIDATION_ERROR_KEYS.length);
  });
});

describe('the patterns', () => {
  it('a mainland mobile number: 11 digits from 13 to 19, with an optional 86, +86 or 0086', () => {
    for (const phone of ['13800138000', '19912345678', '8613800138000', '+8613800138000', '008613800138000']) expect(isMainlandPhone(phone), phone).toBe(true);
    for (const phone of ['12800138000', '1380013800', '138001380000', 'x13800138000', '13800138000x', '+8513800138000', '08613800138000', '1380013800a'])
      expect(isMainlandPhone(phone), phone).toBe(false);
  });

  it('an e-mail: words with dots or hyphens, an at sign, a suffix of 2 to 4 letters', () => {
    for (const email of ['a@b.cn', 'first.last@mail.example.com', 'a-b@c-d.info', 'a_1@b.co']) expect(isEmail(email), email).toBe(true);
    for (const email of ['a@b.c', 'a@b.abcde', 'a@b', '@b.cn', 'a@.cn', 'a.@b.cn', 'a..b@c.cn', 'a@b..cn', 'a b@c.cn', 'a@b.c1', 'xa@b.cn ', ' a@b.cn', 'a@@b.cn', 'a@b.cn.'])
      expect(isEmail(email), email).toBe(false);
  });

  it('a machine code: 6 to 32 letters, digits and hyphens', () => {
    expect(MACHINE_CODE_PATTERN.source).toBe('^[A-Za-z0-9-]{6,32}$');
    for (const code of ['ABC123', 'a-b-c-1', 'Z'.repeat(32)]) expect(checkMachineCode(code).ok, code).toBe(true);
    for (const code of ['ABC12', 'Z'.repeat(33), 'ABC 123', 'ABC_123', 'ABC123!']) expect(checkMachineCode(code).ok, code).toBe(false);
  });

  it('a user name: letters of any script, digits, underscore and hyphen', () => {
    for (const name of ['张三', 'user_1', 'a-b', 'Ünal']) expect(checkUserName(name).ok, name).toBe(true);
    for (const name of ['a b', 'a.b', 'a@b', 'a!']) expect(checkUserName(name), name).toEqual({ ok: false, error: 'validation:userName.chars' });
  });
});

const error = (key: string): Check => ({ ok: false, error: `validation:${key}` });
const OK: Check = { ok: true };

describe('the length limits, at their very edge', () => {
  it.each([
    ['machine name', checkMachineName, MACHINE_NAME_MAX, 'machineName.length'],
    ['visit message', checkVisitMessage, VISIT_MESSAGE_MAX, 'visitMessage.length'],
    ['project name', checkProjectName, PROJECT_NAME_MAX, 'projectName.length'],
    ['project description', checkProjectDescription, PROJECT_DESCRIPTION_MAX, 'projectDescription.length'],
    ['receiver name', checkReceiverName, RECEIVER_NAME_MAX, 'receiverName.length'],
  ] as const)('a %s takes exactly its maximum of characters, not one more', (_name, check, max, key) => {
    expect(check('设'.repeat(max))).toEqual(OK);
    expect(check('设'.repeat(max + 1))).toEqual(error(key));
  });

  it('an e-mail takes 254 characters, counted without outer spaces', () => {
    const at254 = `${'a'.repeat(248)}@b.com`;
    expect(at254).toHaveLength(254);
    expect(checkEmail(at254)).toEqual(OK);
    expect(checkEmail(`a${at254}`)).toEqual(error('email.length'));
    // Outer spaces do not count towards the length; the address itself is then judged (and a space is no address).
    expect(checkEmail(`${at254} `)).toEqual(error('email.format'));
  });

  it(`a visit lasts from ${MIN_VISIT_MINUTES} minutes to ${MAX_VISIT_MINUTES} (366 days), both ends included`, () => {
    expect(checkVisitExpiry(MIN_VISIT_MINUTES)).toEqual(OK);
    expect(checkVisitExpiry(MIN_VISIT_MINUTES - 1)).toEqual(error('visitExpiry.min'));
    expect(checkVisitExpiry(MAX_VISIT_MINUTES)).toEqual(OK);
    expect(checkVisitExpiry(MAX_VISIT_MINUTES + 1)).toEqual(error('visitExpiry.max'));
  });
});

describe('phones under a calling code', () => {
  it('a phone for another calling code must be there and hold 6 digits or more', () => {
    expect(checkPhoneLength('')).toEqual(error('phone.required'));
    expect(checkPhoneLength('  ')).toEqual(error('phone.required'));
    expect(checkPhoneLength('12345')).toEqual(error('phone.length'));
    expect(checkPhoneLength('123456')).toEqual(OK);
  });

  it('the mainland rule applies to 86 spelt with a leading + or 00 only', () => {
    for (const code of ['86', '+86', '0086']) expect(checkPhone('123456', code), code).toEqual(error('phone.format'));
    // Signs or zeros elsewhere make another calling code, which only the length rule knows.
    for (const code of ['8+6', '8600', '44']) expect(checkPhone('123456', code), code).toEqual(OK);
  });
});

describe('names and addresses that read the same', () => {
  it('sameName ignores outer spaces and case on either side', () => {
    expect(sameName(' Line A', 'line a ')).toBe(true);
    expect(sameName('line a', ' LINE A')).toBe(true);
    expect(sameName('line a', 'line b')).toBe(false);
  });

  it('a receiver already listed with outer spaces or in another case is a duplicate', () => {
    expect(checkReceiverEmail('a@b.cn', [' A@B.CN '])).toEqual(error('receiverEmail.duplicate'));
    expect(checkReceiverEmail('A@b.cn', ['c@d.cn'])).toEqual(OK);
  });

  it('a camera account name is taken when another account has it, outer spaces aside', () => {
    const account = { name: ' Cam 1 ', appKey: 'k', secret: 's' };
    expect(checkCameraAccount(account, ['Cam 1'])).toEqual(error('camera.nameDuplicate'));
    expect(checkCameraAccount(account, [' Cam 1'])).toEqual(error('camera.nameDuplicate'));
    expect(checkCameraAccount(account, ['cam 1'])).toEqual(OK);
  });
});
