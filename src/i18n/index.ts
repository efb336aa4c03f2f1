// The console's i18next instance. Each file src/i18n/<lang>/<namespace>.ts is picked up on its own, so adding a
// namespace means adding its two files. The sign-in area's namespaces (CORE_NAMESPACES) of the page's language
// load before the first paint (setLanguage, awaited by main.tsx), and only that language's: the other language
// loads when the user switches. Every other namespace loads with the first screen that asks for it
// (useTranslation suspends meanwhile, inside the screen's Suspense boundary), so the sign-in page does not carry
// the texts of every screen.
import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../domain/constants';
import { i18nOptions, type Texts } from './texts';

/** Texts a failure toast, a form check or the sign-in pages may need before any screen has loaded. */
export const CORE_NAMESPACES = ['auth', 'common', 'errors', 'validation'] as const;

const files = import.meta.glob<{ default: Texts }>(['./{cn,en}/*.ts', '!./{cn,en}/{auth,common,errors,validation}.ts']);
// The sign-in namespaces of a language come as one file (core/<lang>.ts): one request and one compressed chunk.
const coreFiles = import.meta.glob<{ default: Record<string, Texts> }>('./core/*.ts');

/** Reads a namespace file of one language. */
const screenTexts: BackendModule = {
  type: 'backend',
  init() {},
  read(lang: string, ns: string, done: ReadCallback) {
    if (CORE_NAMESPACES.some((core) => core === ns)) {
      const core = coreFiles[`./core/${lang}.ts`];
      if (!core) return done(null, {});
      core().then(
        (mod) => done(null, mod.default[ns] ?? {}),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
      );
      return;
    }
    const load = files[`./${lang}/${ns}.ts`];
    if (!load) return done(null, {});
    load().then(
      (mod) => done(null, mod.default),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The console's instance, bound to react-i18next so useTranslation() works without a provider. */
export const i18n: I18n = i18next.createInstance();
void i18n
  .use(screenTexts)
  .use(initReactI18next)
  .init({ ...i18nOptions(DEFAULT_LANGUAGE, {}, []), partialBundledLanguages: true });

/** Switch the console's language (the route's lang value, used as is), with its sign-in texts loaded. */
export async function setLanguage(lang: Language): Promise<void> {
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  await i18n.loadNamespaces([...CORE_NAMESPACES]);
}

export type { Language };
