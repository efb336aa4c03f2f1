import { describe, expect, it } from 'vitest';
import { fallbackLanguage, langFromSearch, withLang } from '../../src/ui/app/langParam';
import { isMobileAgent, isTvBox } from '../../src/ui/app/devicePlatform';
import { isCurrent, navItems } from '../../src/ui/layout/navItems';

describe('lang query parameter', () => {
  it('accepts only cn and en', () => {
    expect(langFromSearch('?lang=en')).toBe('en');
    expect(langFromSearch('?listType=list&lang=cn')).toBe('cn');
    expect(langFromSearch('?lang=fr')).toBeUndefined();
    expect(langFromSearch('')).toBeUndefined();
  });

  it('falls back to the cookie, then to Chinese', () => {
    expect(fallbackLanguage('en')).toBe('en');
    expect(fallbackLanguage('de')).toBe('cn');
    expect(fallbackLanguage(undefined)).toBe('cn');
  });

  it('sets lang on a path and keeps its other parameters', () => {
    expect(withLang('/index/?listType=list', 'en')).toBe('/index/?listType=list&lang=en');
    expect(withLang('/device/?type=2&lang=cn', 'en')).toBe('/device/?type=2&lang=en');
    expect(withLang('/login', 'cn')).toBe('/login?lang=cn');
  });
});

describe('device kind from the user agent', () => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const androidPhone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
  const androidTv = 'Mozilla/5.0 (Linux; Android 9; BRAVIA 4K GB) AppleWebKit/537.36 Chrome/99 Mobile Safari/537.36';
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

  it('sends phones to the mobile route but not desktops or TV boxes', () => {
    expect(isMobileAgent(iphone)).toBe(true);
    expect(isMobileAgent(androidPhone)).toBe(true);
    expect(isMobileAgent(desktop)).toBe(false);
    expect(isMobileAgent(androidTv)).toBe(false);
  });

  it('detects TV boxes by user agent or ?tv=1', () => {
    expect(isTvBox(androidTv, '')).toBe(true);
    expect(isTvBox(desktop, '?tv=1&lang=cn')).toBe(true);
    expect(isTvBox(desktop, '?lang=cn')).toBe(false);
  });
});

describe('navigation entries', () => {
  const keys = (facts: Parameters<typeof navItems>[0]) => navItems(facts).map((item) => item.key);

  it('personal mode has the home list, security centre and camera cloud but no projects', () => {
    const personal = keys({ eid: 0, enableProject: true, hideMap: false });
    expect(personal).toEqual(expect.arrayContaining(['home', 'cloudMap', 'msgCenter', 'alarmCenter', 'safety', 'ezviz']));
    expect(personal).not.toContain('enterpriseProjects');
    expect(personal).not.toContain('enterpriseDevices');
  });

  it('enterprise mode shows device pages, and projects only with enableProject', () => {
    const withProjects = keys({ eid: 7, enableProject: true, hideMap: false });
    expect(withProjects).toEqual(
      expect.arrayContaining(['enterpriseDevices', 'maintenanceDevices', 'enterpriseProjects', 'maintenanceProjects']),
    );
    expect(withProjects).not.toContain('safety');
    expect(withProjects).not.toContain('ezviz');
    expect(keys({ eid: 7, enableProject: false, hideMap: false })).not.toContain('enterpriseProjects');
  });

  it('shows the administration entries to the enterprise manager only', () => {
    for (const key of ['administrateCenter', 'backManage']) {
      expect(keys({ eid: 7, enableProject: true, hideMap: false })).not.toContain(key);
      expect(keys({ eid: 7, enableProject: true, hideMap: false, manager: false })).not.toContain(key);
      expect(keys({ eid: 7, enableProject: true, hideMap: false, manager: true })).toContain(key);
      expect(keys({ eid: 0, enableProject: false, hideMap: false, manager: true })).not.toContain(key);
    }
  });

  it('hides the cloud map when the user sets hide_map', () => {
    expect(keys({ eid: 0, enableProject: false, hideMap: true })).not.toContain('cloudMap');
  });

  it('marks the entry of the current page, telling device types apart', () => {
    const [enterprise, maintenance] = navItems({ eid: 1, enableProject: false, hideMap: false });
    expect(isCurrent(enterprise!, '/device/', '?type=1&lang=en')).toBe(true);
    expect(isCurrent(maintenance!, '/device/', '?type=1&lang=en')).toBe(false);
    expect(isCurrent(maintenance!, '/device', '?type=2')).toBe(true);
  });
});
