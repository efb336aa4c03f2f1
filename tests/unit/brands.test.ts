import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appDownloadOf } from '../../src/domain/appDownload';
import { LANGUAGES, MACHINE_ACCESS_PORT } from '../../src/domain/constants';
import {
  BRANDS,
  type BrandTextKey,
  MAIN_BRAND,
  NEUTRAL_BRAND,
  brandText,
  resolveBrand,
} from '../../src/domain/brands';

function emptyOrWebAddress(url: string): boolean {
  if (url === '') return true;
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

const TEXT_KEYS: BrandTextKey[] = [
  'title',
  'welcomeRegister',
  'registerByEmail',
  'settingsTitle',
  'footer',
  'downloadPrompt',
  'companySite',
  'helpSite',
  'emailTitle',
  'emailSubject',
];
const VERSION = /^\d+\.\d+\.\d+$/;
const partners = BRANDS.filter((b) => b.kind === 'partner');

describe('brand table', () => {
  it('has the main brand, seven partner brands and one neutral brand', () => {
    expect(BRANDS.filter((b) => b.kind === 'main')).toHaveLength(1);
    expect(partners).toHaveLength(7);
    expect(BRANDS.filter((b) => b.kind === 'neutral')).toHaveLength(1);
    expect(BRANDS).toHaveLength(9);
    expect(new Set(BRANDS.map((b) => b.id)).size).toBe(BRANDS.length);
    expect(new Set(BRANDS.map((b) => b.displayName)).size).toBe(BRANDS.length);
  });

  it.each(BRANDS.map((b) => [b.id, b] as const))('%s has every text in cn and en', (_id, brand) => {
    for (const lang of LANGUAGES) {
      expect(Object.keys(brand.texts[lang]).sort()).toEqual([...TEXT_KEYS].sort());
      for (const key of TEXT_KEYS) expect(brandText(brand, lang, key).trim(), `${lang}.${key}`).not.toBe('');
    }
    // The two languages are really translated where the wording is language-specific.
    expect(brand.texts.cn.title).not.toBe(brand.texts.en.title);
    expect(brand.texts.cn.companySite).toMatch(/^https:\/\//);
    expect(brand.texts.en.helpSite).toMatch(/^https:\/\//);
  });

  it.each(BRANDS.map((b) => [b.id, b] as const))('%s has its identity, versions and machine access', (_id, b) => {
    expect(b.displayName.trim()).not.toBe('');
    expect(b.appTitle.trim()).not.toBe('');
    expect(b.oemId.trim()).not.toBe('');
    expect(b.logo).toBe(`/brands/${b.id}/logo.svg`);
    const svg = join(process.cwd(), 'public', b.logo);
    expect(existsSync(svg), svg).toBe(true);
    expect(readFileSync(svg, 'utf8')).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(() => new URL(b.loginQrUrl)).not.toThrow();
    for (const v of Object.values(b.appVersions)) expect(v).toMatch(VERSION);
    expect(b.appVersions.lowest).toBe('1.1.0');
    // Download addresses are not given by the spec: each platform's is either empty (link hidden) or an http(s) URL.
    expect(Object.keys(b.downloads).sort()).toEqual(['android', 'ios', 'windows']);
    for (const [platform, url] of Object.entries(b.downloads)) expect(emptyOrWebAddress(url), `${platform}: ${url}`).toBe(true);
    expect(b.machineAccess.port).toBe(MACHINE_ACCESS_PORT);
    expect(b.machineAccess.hostSuffix).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  });

  it('gives the logos distinct pictures', () => {
    const pictures = BRANDS.map((b) => readFileSync(join(process.cwd(), 'public', b.logo), 'utf8'));
    expect(new Set(pictures).size).toBe(BRANDS.length);
  });

  it('uses the versions of the spec', () => {
    expect(MAIN_BRAND.appVersions.current).toBe('1.5.0');
    expect(new Set(partners.map((b) => b.appVersions.current))).toEqual(new Set(['1.2.6', '1.4.2', '1.2.5']));
  });

  it('gives only the main brand a TV-box app, 1.3.0 without forced update', () => {
    expect(MAIN_BRAND.tvApp).toMatchObject({ version: '1.3.0', forceUpdate: false });
    // Only a package that is served may be linked: none ships with the console, so the page says it is not available.
    expect(MAIN_BRAND.tvApp?.packagePath).toBe('');
    expect(appDownloadOf(MAIN_BRAND).apps.find((a) => a.platform === 'tv')).toMatchObject({ url: '', packagePath: '' });
    expect(MAIN_BRAND.tvApp?.updateLog.cn).not.toBe('');
    expect(MAIN_BRAND.tvApp?.updateLog.en).not.toBe('');
    expect(BRANDS.filter((b) => b.tvApp)).toEqual([MAIN_BRAND]);
  });

  it('lets no two brands claim the same host', () => {
    const hosts = BRANDS.flatMap((b) => b.hosts.map((h) => h.toLowerCase()));
    expect(new Set(hosts).size).toBe(hosts.length);
  });
});

describe('resolveBrand', () => {
  it('chooses each brand by its own hosts and their subdomains, in any letter case', () => {
    for (const brand of BRANDS) {
      for (const host of brand.hosts) {
        expect(resolveBrand(host)).toBe(brand);
        expect(resolveBrand(`cloud.${host}`)).toBe(brand);
        expect(resolveBrand(`WWW.${host.toUpperCase()}`)).toBe(brand);
      }
    }
  });

  it('uses the main brand on a local host', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1', 'console.localhost', 'plc-gw.local',
      'intranet', '192.168.1.20', '10.0.0.5', '172.20.3.4']) {
      expect(resolveBrand(host), host).toBe(MAIN_BRAND);
    }
  });

  it('uses the neutral brand on any other host', () => {
    for (const host of ['devices.example.org', '8.8.8.8', '172.32.0.1', 'flexhmi.example.evil.org', 'notflexhmi.example']) {
      expect(resolveBrand(host), host).toBe(NEUTRAL_BRAND);
    }
  });
});
