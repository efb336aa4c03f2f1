// The console's i18n instance ships the sign-in area's texts and loads every other namespace when a screen
// first asks for it, in both languages.
import { describe, expect, it } from 'vitest';
import { CORE_NAMESPACES, i18n, setLanguage } from '../../src/i18n';
import { NAMESPACES, resources } from '../../src/i18n/allTexts';

const screenNamespaces = NAMESPACES.filter((ns) => !(CORE_NAMESPACES as readonly string[]).includes(ns));

describe('the console i18n instance', () => {
  it('starts with the sign-in namespaces of the page language only', async () => {
    await setLanguage('cn');
    for (const ns of CORE_NAMESPACES) expect(i18n.hasResourceBundle('cn', ns), ns).toBe(true);
    // The other language waits until the user switches.
    for (const ns of CORE_NAMESPACES) expect(i18n.hasResourceBundle('en', ns), ns).toBe(false);
    expect(screenNamespaces.length).toBeGreaterThan(0);
    for (const ns of screenNamespaces) expect(i18n.hasResourceBundle('cn', ns), ns).toBe(false);
  });

  it('loads a screen namespace on demand, and the other language when the user switches', async () => {
    for (const ns of screenNamespaces) {
      await i18n.loadNamespaces(ns);
      expect(i18n.getResourceBundle(i18n.language, ns)).toEqual(resources[i18n.language as 'cn' | 'en'][ns]);
    }
    const other = i18n.language === 'en' ? 'cn' : 'en';
    await setLanguage(other);
    for (const ns of [...CORE_NAMESPACES, ...screenNamespaces]) expect(i18n.getResourceBundle(other, ns)).toEqual(resources[other][ns]);
  });
});
