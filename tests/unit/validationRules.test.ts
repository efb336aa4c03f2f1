// The validation rules' edges, pinned from the spec (product.md section 5 and docs/decisions.md, "Rules and values"):
// the keys a check can return are exactly the validation texts, and the patterns accept and refuse what they say.
import { describe, expect, it } from 'vitest';
import { checkMachineCode, checkUserName, isEmail, isMainlandPhone, MACHINE_CODE_PATTERN, VALIDATION_ERROR_KEYS } from '../../src/domain/validation';
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
