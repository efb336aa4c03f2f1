// Every namespace of both languages at once, for tests and tools that check or use all the texts. The console
// itself loads only the sign-in texts up front (./index.ts) and the rest with the screens that use them.
import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from '../domain/constants';
import { collect, i18nOptions, namespacesOf, type TextModules } from './texts';

export type { Texts } from './texts';

const modules = import.meta.glob<{ default: TextModules[string]['default'] }>('./{cn,en}/*.ts', { eager: true });

/** All texts by language and namespace, as i18next takes them. */
export const resources = collect(modules);

/** Every namespace that has a file in either language, sorted. */
export const NAMESPACES: readonly string[] = namespacesOf(resources);

/** A separate instance with every text; ready when returned. */
export function createI18n(lang: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.init(i18nOptions(lang, resources, NAMESPACES));
  return instance;
}
