// The console's i18next instance. Each file src/i18n/<lang>/<namespace>.ts is picked up on its own, so adding a
// namespace means adding its two files. The sign-in area's namespaces (CORE_NAMESPACES) ship with the first
// page; every other one loads with the first screen that asks for it (useTranslation suspends meanwhile, inside
// the screen's Suspense boundary), so the sign-in page does not carry the texts of every screen.
import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../domain/constants';
import { collect, i18nOptions, type Texts } from './texts';

export type { Texts };

/** Texts a failure toast, a form check or the sign-in pages may need before any screen has loaded. */
export const CORE_NAMESPACES = ['auth', 'common', 'errors', 'layout', 'validation'] as const;

const core = collect(import.meta.glob<{ default: Texts }>('./{cn,en}/{auth,common,errors,layout,validation}.ts', { eager: true }));
const later = import.meta.glob<{ default: Texts }>(['./{cn,en}/*.ts', '!./{cn,en}/{auth,common,errors,layout,validation}.ts']);

/** Reads a namespace file that did not ship with the first page. */
const screenTexts: BackendModule = {
  type: 'backend',
  init() {},
  read(lang: string, ns: string, done: ReadCallback) {
    const load = later[`./${lang}/${ns}.ts`];
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
  .init({ ...i18nOptions(DEFAULT_LANGUAGE, core, CORE_NAMESPACES), partialBundledLanguages: true });

/** Switch the console's language (the route's lang value, used as is). */
export async function setLanguage(lang: Language): Promise<void> {
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

export type { Language };
