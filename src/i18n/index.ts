// i18next set-up. Every file src/i18n/<lang>/<namespace>.ts is picked up on its own, so adding a namespace
// means adding its two files and nothing else.
import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../domain/constants';
import { VALIDATION_TEXT_VARIABLES } from '../domain/validation';

/** A namespace file's default export: nested objects whose leaves are texts. */
export interface Texts {
  [key: string]: string | Texts;
}

const modules = import.meta.glob<{ default: Texts }>('./{cn,en}/*.ts', { eager: true });

function collect(): Record<Language, Record<string, Texts>> {
  const out = Object.fromEntries(LANGUAGES.map((lang) => [lang, {}])) as Record<Language, Record<string, Texts>>;
  for (const [path, mod] of Object.entries(modules)) {
    const match = /^\.\/(cn|en)\/([^/]+)\.ts$/.exec(path);
    if (!match) continue;
    const [, lang, ns] = match as unknown as [string, Language, string];
    out[lang][ns] = mod.default;
  }
  return out;
}

/** All texts by language and namespace, as i18next takes them. */
export const resources = collect();

/** Every namespace that has a file in either language, sorted. */
export const NAMESPACES: readonly string[] = [
  ...new Set(LANGUAGES.flatMap((lang) => Object.keys(resources[lang]))),
].sort();

// Under vitest a missing text must show as its key so that tests catch it; a user of either language is
// better served by the English text than by a raw key.
const fallbackLng: InitOptions['fallbackLng'] = import.meta.env.MODE === 'test' ? false : 'en';

function options(lang: Language): InitOptions {
  return {
    lng: lang,
    resources,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackNS: false,
    fallbackLng,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: false,
    load: 'currentOnly',
    initAsync: false,
    returnEmptyString: false,
    interpolation: {
      // React escapes what it renders; escaping here would show &amp; and the like.
      escapeValue: false,
      // Validation texts name their limits ({{passwordMin}} and so on) without each caller passing them.
      defaultVariables: { ...VALIDATION_TEXT_VARIABLES },
    },
  };
}

/** A separate instance, e.g. for a test or an <I18nextProvider>; ready when returned. */
export function createI18n(lang: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.init(options(lang));
  return instance;
}

/** The console's instance, bound to react-i18next so useTranslation() works without a provider. */
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init(options(DEFAULT_LANGUAGE));

/** Switch the console's language (the route's lang value, used as is). */
export async function setLanguage(lang: Language): Promise<void> {
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

export type { Language };
