// Every auth text a sign-in screen asks for exists in both languages (a typo would show a raw key).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import cn from '../../src/i18n/cn/auth';
import en from '../../src/i18n/en/auth';

const DIRS = ['src/ui/login', 'src/ui/register', 'src/ui/password', 'src/ui/auth'];

function lookup(texts: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);
}

function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const dir of DIRS) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.tsx') || f.endsWith('.ts'))) {
      const source = readFileSync(join(dir, file), 'utf8');
      // t('x.y') inside components bound to the auth namespace, and 'auth:x.y' handed to notify or errors.
      for (const m of source.matchAll(/\bt\(\s*'([a-zA-Z]+\.[a-zA-Z.]+)'/g)) keys.add(m[1]!);
      for (const m of source.matchAll(/'auth:([a-zA-Z.]+)'/g)) keys.add(m[1]!);
      for (const m of source.matchAll(/'((?:fields|login|qr|code|timeout|register|forget|recover|tabs)\.[a-zA-Z.]+)'/g)) keys.add(m[1]!);
    }
  }
  return [...keys].sort();
}

describe('auth texts', () => {
  const keys = usedKeys();

  it('finds the keys the screens use', () => {
    expect(keys).toContain('login.submit');
    expect(keys).toContain('register.accountExists');
  });

  it.each(keys)('%s exists as text in cn and en', (key) => {
    expect(typeof lookup(cn, key)).toBe('string');
    expect(typeof lookup(en, key)).toBe('string');
  });
});
