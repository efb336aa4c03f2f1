// The shape of a brand, in a file of its own: brands.data.ts (the brands) and brands.ts (the choice of a brand
// for a host) both need it, so neither imports the other for its types.
import type { Language } from './constants';

export interface BrandTexts {
  title: string;
  welcomeRegister: string;
  registerByEmail: string;
  settingsTitle: string;
  footer: string;
  downloadPrompt: string;
  /** Address of the brand's company site in this language. */
  companySite: string;
  /** Address of the brand's help pages in this language. */
  helpSite: string;
  emailTitle: string;
  emailSubject: string;
}

export type BrandTextKey = keyof BrandTexts;

export interface AppVersions {
  current: string;
  android: string;
  ios: string;
  /** Older apps are asked to update. */
  lowest: string;
}

/** An empty address means the value is not known for this deployment; the UI hides that link. */
export interface DownloadAddresses {
  android: string;
  ios: string;
  windows: string;
}

export interface TvApp {
  version: string;
  /**
   * Where the package is served: an https address or a path this site serves. '' until a deployer has one: the
   * page then says the download is not available instead of linking to a file that is not there.
   */
  packagePath: string;
  updateLog: { cn: string; en: string };
  forceUpdate: boolean;
}

export interface Brand {
  id: string;
  /** main: the platform's own brand; partner: a rebranded deployment; neutral: the unbranded fallback. */
  kind: 'main' | 'partner' | 'neutral';
  /** Sent as loginOemId on login and oemid on registration so the cloud knows the brand. */
  oemId: string;
  /**
   * Host names served under this brand. An entry matches the host itself and every subdomain of it, so
   * 'kestrel.example' also covers 'cloud.kestrel.example'.
   */
  hosts: readonly string[];
  displayName: string;
  appTitle: string;
  /** Public path of the logo, /brands/<id>/logo.svg. */
  logo: string;
  /** Target of the app-download QR code on the login page; the UI renders it as a QR code. */
  loginQrUrl: string;
  appVersions: AppVersions;
  downloads: DownloadAddresses;
  /** Machines are reached at <machine host>.<hostSuffix>:<port>. */
  machineAccess: { hostSuffix: string; port: number };
  texts: Record<Language, BrandTexts>;
  tvApp?: TvApp;
}
