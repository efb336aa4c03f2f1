// The answer of GET /api/common/appDownload built from the brand table (brands.data.ts is the one file a deployer
// edits): Android and iOS apps, the main brand's TV-box app, versions, where each QR code points, and the brand's
// download prompt, company and help sites.
import type { Brand } from './brands';
import type { AppDownload, AppPlatform } from './wire/appDownload';

/** A download address the deployer has not filled in points at the brand's app page (the login QR target). */
const orAppPage = (brand: Brand, address: string) => (address.trim() === '' ? brand.loginQrUrl : address);

export function appDownloadOf(brand: Brand): AppDownload {
  const apps: AppPlatform[] = [
    { platform: 'android', version: brand.appVersions.android, url: orAppPage(brand, brand.downloads.android), forceUpdate: false },
    { platform: 'ios', version: brand.appVersions.ios, url: orAppPage(brand, brand.downloads.ios), forceUpdate: false },
  ];
  if (brand.tvApp) {
    const tv = brand.tvApp;
    // The TV-box app is never forced to update (product.md section 9). Without a package there is nothing to point
    // at: url and packagePath stay empty and the page says so.
    apps.push({ platform: 'tv', version: tv.version, url: tv.packagePath.trim(), packagePath: tv.packagePath.trim(), updateLog: tv.updateLog, forceUpdate: false });
  }
  return {
    brand: brand.id,
    displayName: brand.displayName,
    currentVersion: brand.appVersions.current,
    lowestVersion: brand.appVersions.lowest,
    apps,
    downloadPrompt: { cn: brand.texts.cn.downloadPrompt, en: brand.texts.en.downloadPrompt },
    companySite: { cn: brand.texts.cn.companySite, en: brand.texts.en.companySite },
    helpSite: { cn: brand.texts.cn.helpSite, en: brand.texts.en.helpSite },
  };
}
