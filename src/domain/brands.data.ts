// The brand table: the one file a deployer edits to add or change a brand (product.md section 9).
//
// To add a brand: append an entry with kind 'partner', list its host names in `hosts` (each also covers its
// subdomains), put its logo at public/brands/<id>/logo.svg, and either spell its texts out like the main
// brand or build them with `brandTexts`. Exactly one 'main' brand (served on local hosts too) and one
// 'neutral' brand (served on every unknown host) must stay.
//
// The names and hosts below are invented (hosts use the reserved .example domain). The spec does not give
// the download addresses, so they are left empty and the console hides those links until filled in here.
import type { Brand, BrandTexts } from './brandShape';
import type { Language } from './constants';
import { MACHINE_ACCESS_PORT } from './constants';

const NO_DOWNLOADS = { android: '', ios: '', windows: '' };

const versions = (current: string) => ({ current, android: current, ios: current, lowest: '1.1.0' });

/** Texts of a brand that follows the usual wording; `site` is the brand's web domain. */
function brandTexts(cnName: string, enName: string, site: string): Record<Language, BrandTexts> {
  return {
    cn: {
      title: `${cnName}云平台`,
      welcomeRegister: `欢迎注册${cnName}云平台`,
      registerByEmail: `使用邮箱注册${cnName}账号`,
      settingsTitle: `${cnName}云平台设置`,
      footer: `© 2026 ${cnName} 版权所有`,
      downloadPrompt: `扫描二维码下载${cnName} App`,
      companySite: `https://www.${site}/cn/`,
      helpSite: `https://help.${site}/cn/`,
      emailTitle: `${cnName}云平台`,
      emailSubject: `${cnName}云平台邮箱验证码`,
    },
    en: {
      title: `${enName} Cloud`,
      welcomeRegister: `Welcome to ${enName} Cloud`,
      registerByEmail: `Register a ${enName} account by e-mail`,
      settingsTitle: `${enName} Cloud settings`,
      footer: `© 2026 ${enName}. All rights reserved.`,
      downloadPrompt: `Scan the QR code to download the ${enName} app`,
      companySite: `https://www.${site}/en/`,
      helpSite: `https://help.${site}/en/`,
      emailTitle: `${enName} Cloud`,
      emailSubject: `${enName} Cloud e-mail verification code`,
    },
  };
}

function partner(
  id: string,
  names: { cn: string; en: string },
  site: string,
  appVersion: string,
): Brand {
  return {
    id,
    kind: 'partner',
    oemId: id,
    hosts: [site],
    displayName: names.en,
    appTitle: `${names.en} Cloud`,
    logo: `/brands/${id}/logo.svg`,
    loginQrUrl: `https://www.${site}/app/`,
    appVersions: versions(appVersion),
    downloads: NO_DOWNLOADS,
    machineAccess: { hostSuffix: `remote.${site}`, port: MACHINE_ACCESS_PORT },
    texts: brandTexts(names.cn, names.en, site),
  };
}

export const BRAND_LIST: readonly Brand[] = [
  {
    id: 'flexhmi',
    kind: 'main',
    oemId: 'flexhmi',
    hosts: ['flexhmi.example'],
    displayName: 'FlexHMI',
    appTitle: 'FlexHMI Cloud',
    logo: '/brands/flexhmi/logo.svg',
    loginQrUrl: 'https://www.flexhmi.example/app/',
    appVersions: { current: '1.5.0', android: '1.5.0', ios: '1.5.0', lowest: '1.1.0' },
    downloads: NO_DOWNLOADS,
    machineAccess: { hostSuffix: 'remote.flexhmi.example', port: MACHINE_ACCESS_PORT },
    texts: {
      cn: {
        title: 'FlexHMI 设备云',
        welcomeRegister: '欢迎注册 FlexHMI 设备云',
        registerByEmail: '使用邮箱注册 FlexHMI 账号',
        settingsTitle: 'FlexHMI 设备云设置',
        footer: '© 2026 FlexHMI 设备云 版权所有',
        downloadPrompt: '扫描二维码下载 FlexHMI App，随时随地查看设备',
        companySite: 'https://www.flexhmi.example/cn/',
        helpSite: 'https://help.flexhmi.example/cn/',
        emailTitle: 'FlexHMI 设备云',
        emailSubject: 'FlexHMI 设备云邮箱验证码',
      },
      en: {
        title: 'FlexHMI Cloud',
        welcomeRegister: 'Welcome to FlexHMI Cloud',
        registerByEmail: 'Register a FlexHMI account by e-mail',
        settingsTitle: 'FlexHMI Cloud settings',
        footer: '© 2026 FlexHMI Cloud. All rights reserved.',
        downloadPrompt: 'Scan the QR code to get the FlexHMI app and reach your devices anywhere',
        companySite: 'https://www.flexhmi.example/en/',
        helpSite: 'https://help.flexhmi.example/en/',
        emailTitle: 'FlexHMI Cloud',
        emailSubject: 'FlexHMI Cloud e-mail verification code',
      },
    },
    tvApp: {
      version: '1.3.0',
      // No package ships with the console; a deployer names the file server's .apk here.
      packagePath: '',
      updateLog: {
        cn: '支持在电视盒子上查看设备画面与报警。',
        en: 'View device screens and alarms on a TV box.',
      },
      forceUpdate: false,
    },
  },
  // Partner app versions: the spec lists 1.2.6, 1.4.2 and 1.2.5 for the other brands without saying which
  // is whose, so they are shared out in turn.
  partner('kestrel', { cn: '红隼自动化', en: 'Kestrel Automation' }, 'kestrel-automation.example', '1.2.6'),
  partner('nordwell', { cn: '诺威控制', en: 'Nordwell Controls' }, 'nordwell.example', '1.4.2'),
  partner('bluepeak', { cn: '蓝峰工业', en: 'Bluepeak Industrial' }, 'bluepeak.example', '1.2.5'),
  partner('arcline', { cn: '弧光系统', en: 'Arcline Systems' }, 'arcline.example', '1.2.6'),
  partner('terravolt', { cn: '泰沃传动', en: 'Terravolt Drives' }, 'terravolt.example', '1.4.2'),
  partner('tesselhmi', { cn: '镶嵌人机', en: 'Tessel HMI' }, 'tesselhmi.example', '1.2.5'),
  partner('lumaris', { cn: '鲁玛机器人', en: 'Lumaris Robotics' }, 'lumaris.example', '1.2.6'),
  {
    id: 'neutral',
    kind: 'neutral',
    oemId: 'neutral',
    // Served on every host no brand claims; it has no host of its own.
    hosts: [],
    displayName: 'Device Cloud',
    appTitle: 'Device Cloud',
    logo: '/brands/neutral/logo.svg',
    loginQrUrl: 'https://www.device-cloud.example/app/',
    appVersions: versions('1.4.2'),
    downloads: NO_DOWNLOADS,
    machineAccess: { hostSuffix: 'remote.device-cloud.example', port: MACHINE_ACCESS_PORT },
    texts: {
      cn: {
        title: '设备云平台',
        welcomeRegister: '欢迎注册设备云平台',
        registerByEmail: '使用邮箱注册',
        settingsTitle: '设备云平台设置',
        footer: '© 2026 设备云平台',
        downloadPrompt: '扫描二维码下载 App',
        companySite: 'https://www.device-cloud.example/cn/',
        helpSite: 'https://help.device-cloud.example/cn/',
        emailTitle: '设备云平台',
        emailSubject: '设备云平台邮箱验证码',
      },
      en: {
        title: 'Device Cloud',
        welcomeRegister: 'Welcome to Device Cloud',
        registerByEmail: 'Register by e-mail',
        settingsTitle: 'Device Cloud settings',
        footer: '© 2026 Device Cloud',
        downloadPrompt: 'Scan the QR code to download the app',
        companySite: 'https://www.device-cloud.example/en/',
        helpSite: 'https://help.device-cloud.example/en/',
        emailTitle: 'Device Cloud',
        emailSubject: 'Device Cloud e-mail verification code',
      },
    },
  },
];
