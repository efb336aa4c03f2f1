import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/domain/constants';
import { VALIDATION_ERROR_KEYS } from '../../src/domain/validation';
import { NAMESPACES, type Texts, createI18n, resources } from '../../src/i18n/allTexts';

const folder = (lang: string) => join(process.cwd(), 'src', 'i18n', lang);
const filesOf = (lang: string) =>
  readdirSync(folder(lang))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.slice(0, -3))
    .sort();

/** Every leaf as 'a.b.c' → text. */
function flatten(texts: Texts, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else out.set(path, value);
  }
  return out;
}

/** Both languages resolve the key to a real text (no fallback is set under test, so a gap shows as the key). */
function expectResolves(key: string): void {
  for (const lang of LANGUAGES) {
    const i18n = createI18n(lang);
    expect(i18n.exists(key), `${lang}: ${key}`).toBe(true);
    expect(i18n.t(key), `${lang}: ${key}`).not.toBe(key.split(':').pop());
  }
}

describe('i18n resources', () => {
  it('loads every namespace file of both languages', () => {
    for (const lang of LANGUAGES) expect(Object.keys(resources[lang]).sort()).toEqual(filesOf(lang));
    expect([...NAMESPACES]).toEqual([...new Set([...filesOf('cn'), ...filesOf('en')])].sort());
    expect(NAMESPACES).toContain('validation');
  });

  it('has every namespace in both languages', () => {
    expect(filesOf('cn')).toEqual(filesOf('en'));
  });

  describe.each(NAMESPACES.map((ns) => [ns]))('namespace %s', (ns) => {
    it('has the same keys in cn and en', () => {
      const cn = flatten(resources.cn[ns] ?? {});
      const en = flatten(resources.en[ns] ?? {});
      expect([...cn.keys()].sort()).toEqual([...en.keys()].sort());
    });

    it('has no empty or non-text value', () => {
      for (const lang of LANGUAGES) {
        for (const [key, value] of flatten(resources[lang][ns] ?? {})) {
          expect(typeof value, `${lang}:${ns}:${key}`).toBe('string');
          expect((value as string).trim(), `${lang}:${ns}:${key}`).not.toBe('');
        }
      }
    });

    it('uses the same interpolation variables in cn and en', () => {
      const vars = (s: unknown) => [...String(s).matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1]).sort();
      const cn = flatten(resources.cn[ns] ?? {});
      const en = flatten(resources.en[ns] ?? {});
      for (const [key, text] of cn) expect(vars(en.get(key)), `${ns}:${key}`).toEqual(vars(text));
    });
  });
});

describe('keys the domain hands out', () => {
  it('resolves every validation error in both languages, with its limits filled in', () => {
    for (const key of VALIDATION_ERROR_KEYS) {
      expectResolves(key);
      for (const lang of LANGUAGES) expect(createI18n(lang).t(key), `${lang}: ${key}`).not.toMatch(/\{\{|\}\}/);
    }
    expect(createI18n('en').t('validation:password.length')).toContain('6 to 20');
    expect(createI18n('en').t('validation:receiverEmail.duplicate')).toBe(
      'The email already exists, please do not add it again!',
    );
  });

  // The catalogue belongs to another part of the console; glob finds it only if the file is there.
  const catalogue = import.meta.glob<Record<string, unknown>>('../../src/domain/resultCodes.ts');
  const load = Object.values(catalogue)[0];

  const title = load
    ? 'resolves every messageKey of the result-code catalogue in both languages'
    : 'result-code catalogue keys: skipped because src/domain/resultCodes.ts does not exist yet';

  it.skipIf(!load)(title, async () => {
    const mod = await load!();
    const keys = new Set<string>();
    // Walk every export so a key added to any table of the catalogue is covered without editing this test.
    const visit = (value: unknown, depth: number): void => {
      if (depth > 6) return;
      if (typeof value === 'string') {
        if (/^errors:[\w.]+$/.test(value)) keys.add(value);
      } else if (Array.isArray(value)) value.forEach((v) => visit(v, depth + 1));
      else if (value !== null && typeof value === 'object') Object.values(value).forEach((v) => visit(v, depth + 1));
    };
    visit(mod, 0);
    expect(keys.size).toBeGreaterThan(10);
    for (const key of keys) expectResolves(key);
  });
});
