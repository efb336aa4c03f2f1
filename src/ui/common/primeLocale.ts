// PrimeReact labels its own controls (a dialog's close button, paginators…) from its locale, which defaults to
// English: a Chinese screen would read "Close" to a screen reader. The console's language sets PrimeReact's
// locale, with the labels taken from the console's own texts.
import { addLocale, locale, localeOptions } from 'primereact/api';
import type { Language } from '../../domain/constants';
import cnCommon from '../../i18n/cn/common';
import enCommon from '../../i18n/en/common';

const COMMON: Record<Language, typeof cnCommon> = { cn: cnCommon, en: enCommon };
const LOCALE: Record<Language, string> = { cn: 'zh-CN', en: 'en' };

/** Sets PrimeReact's locale to the console's language. */
export function applyPrimeLocale(lang: Language): void {
  const base = localeOptions('en') as { aria?: Record<string, string> };
  addLocale(LOCALE[lang], { aria: { ...(base.aria ?? {}), close: COMMON[lang].actions.close } });
  locale(LOCALE[lang]);
}
