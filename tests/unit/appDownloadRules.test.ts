// The answer of GET /api/common/appDownload (src/domain/appDownload.ts) built from one brand, rule by rule: where
// each download points when the deployer filled it in or not, and the TV-box app's entry (product.md section 9).
import { describe, expect, it } from 'vitest';
import { appDownloadOf } from '../../src/domain/appDownload';
import { BRANDS, MAIN_BRAND, type Brand } from '../../src/domain/brands';

const partner = BRANDS.find((b) => b.kind === 'partner')!;

describe('appDownloadOf', () => {
  it('points a download the deployer filled in at that address, and a blank one at the brand app page', () => {
    const brand: Brand = { ...partner, downloads: { android: 'https://get.example/app.apk', ios: '   ', windows: '' } };
    const apps = appDownloadOf(brand).apps;
    expect(apps).toEqual([
      { platform: 'android', version: partner.appVersions.android, url: 'https://get.example/app.apk', forceUpdate: false },
      { platform: 'ios', version: partner.appVersions.ios, url: partner.loginQrUrl, forceUpdate: false },
    ]);
  });

  it('gives a brand without a TV-box app only the two phone apps, with the brand texts and versions', () => {
    expect(partner.tvApp).toBeUndefined();
    expect(appDownloadOf(partner)).toEqual({
      brand: partner.id,
      displayName: partner.displayName,
      currentVersion: partner.appVersions.current,
      lowestVersion: partner.appVersions.lowest,
      apps: [
        { platform: 'android', version: partner.appVersions.android, url: partner.loginQrUrl, forceUpdate: false },
        { platform: 'ios', version: partner.appVersions.ios, url: partner.loginQrUrl, forceUpdate: false },
      ],
      downloadPrompt: { cn: partner.texts.cn.downloadPrompt, en: partner.texts.en.downloadPrompt },
      companySite: { cn: partner.texts.cn.companySite, en: partner.texts.en.companySite },
      helpSite: { cn: partner.texts.cn.helpSite, en: partner.texts.en.helpSite },
    });
  });

  it('adds the TV-box app, never forced to update, pointing at its trimmed package path', () => {
    const tvApp = { ...MAIN_BRAND.tvApp!, packagePath: '  /files/tv-1.3.0.apk ', forceUpdate: true };
    const apps = appDownloadOf({ ...MAIN_BRAND, tvApp }).apps;
    expect(apps).toHaveLength(3);
    expect(apps[2]).toEqual({
      platform: 'tv',
      version: tvApp.version,
      url: '/files/tv-1.3.0.apk',
      packagePath: '/files/tv-1.3.0.apk',
      updateLog: tvApp.updateLog,
      forceUpdate: false,
    });
  });
});
