// Count texts go through i18next's plural rules (docs/decisions.md, "Console"): "1 device", never "1 devices", in every count text;
// Chinese has one form for every number.
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../src/i18n/allTexts';

// Own instances with every text: the console's shared i18n (and which bundles it has loaded) stays untouched.
const en = createI18n('en');
const cn = createI18n('cn');

const COUNT_TEXTS = [
  ['devices:count', {}], ['devices:move.title', {}], ['devices:move.done', {}], ['layout:header.unread', {}],
  ['map:count', { located: 1 }], ['map:cluster', { online: 1 }], ['mobile:header.unread', {}], ['mobile:devices.count', { shown: 1 }],
  ['notifications:alert.many', {}], ['notifications:alert.manyAlarms', {}], ['wall:counts.total', {}], ['wall:cluster', { online: 1 }],
  ['admin:groups.count', {}], ['projects:count', {}],
] as const;

describe('count texts in the plural the number asks for', () => {
  it.each(COUNT_TEXTS)('%s: one in the singular, two in the plural (English)', (key, values) => {
    const one = en.t(key, { ...values, count: 1 });
    const two = en.t(key, { ...values, count: 2 });
    expect(one).not.toBe(key);
    expect(one).not.toMatch(/\b1 (devices|messages|notifications|alarms|projects)\b/);
    expect(one).not.toMatch(/of 1 devices/);
    expect(two).toMatch(/devices|messages|notifications|alarms|projects/);
  });

  it.each(COUNT_TEXTS)('%s: one wording for any number (Chinese)', (key) => {
    const [ns, path] = key.split(':') as [string, string];
    const one: unknown = cn.getResource('cn', ns, `${path}_one`);
    expect(typeof one).toBe('string');
    expect(cn.getResource('cn', ns, `${path}_other`)).toBe(one);
  });
});
