import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../domain/constants';

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** The `lang` query value when it is a supported language. */
export function langFromSearch(search: string): Language | undefined {
  const value = new URLSearchParams(search).get('lang');
  return isLanguage(value) ? value : undefined;
}

/** The language for a route without a usable `lang` parameter: the cookie's, else the default. */
export function fallbackLanguage(cookieValue: string | undefined | null): Language {
  return isLanguage(cookieValue) ? cookieValue : DEFAULT_LANGUAGE;
}

/** `path` (may carry its own query and hash) with `lang` set; other query parameters are kept. */
export function withLang(path: string, lang: Language): string {
  const url = new URL(path, 'http://x');
  url.searchParams.set('lang', lang);
  return `${url.pathname}${url.search}${url.hash}`;
}
