// What every i18next instance of the console shares: the shape of a namespace file, how files found by
// import.meta.glob become resources, and the init options.
import type { InitOptions, Resource } from 'i18next';
import { LANGUAGES, type Language } from '../domain/constants';
import { TEXT_VARIABLES } from './textVariables';

/** A namespace file's default export: nested objects whose leaves are texts. */
export interface Texts {
  [key: string]: string | Texts;
}

export type TextModules = Record<string, { default: Texts }>;

/** `./<lang>/<namespace>.ts` of a glob, or undefined for another path. */
function namespaceFile(path: string): { lang: Language; ns: string } | undefined {
  const [, name, ns] = /^\.\/(cn|en)\/([^/]+)\.ts$/.exec(path) ?? [];
  const lang = LANGUAGES.find((l) => l === name);
  return lang && ns ? { lang, ns } : undefined;
}

export function collect(modules: TextModules): Record<Language, Record<string, Texts>> {
  const out: Record<Language, Record<string, Texts>> = { cn: {}, en: {} };
  for (const [path, mod] of Object.entries(modules)) {
    const file = namespaceFile(path);
    if (file) out[file.lang][file.ns] = mod.default;
  }
  return out;
}

export function namespacesOf(resources: Record<Language, Record<string, Texts>>): string[] {
  return [...new Set(LANGUAGES.flatMap((lang) => Object.keys(resources[lang])))].sort();
}

// Under vitest a missing text must show as its key so that tests catch it; a user of either language is
// better served by the English text than by a raw key.
const fallbackLng: InitOptions['fallbackLng'] = import.meta.env.MODE === 'test' ? false : 'en';

export function i18nOptions(lang: Language, resources: Resource, ns: readonly string[]): InitOptions {
  return {
    lng: lang,
    resources,
    ns: [...ns],
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
      // Texts name their limits ({{passwordMin}}, {{groupLimit}} and so on) without each caller passing them.
      defaultVariables: { ...TEXT_VARIABLES },
    },
  };
}
