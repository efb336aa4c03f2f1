// The token and language cookies (product.md section 3 "Persisted client state").
import { DEFAULT_COOKIE_DAYS, TOKEN_COOKIE_DAYS } from '../domain/constants';

export interface CookieDoc {
  cookie: string;
}

export const TOKEN_COOKIE = 'token';
export const LANG_COOKIE = 'lang';

const DAY_MS = 86_400_000;
const browserDoc = (): CookieDoc => globalThis.document;

function readCookie(name: string, doc: CookieDoc = browserDoc()): string | undefined {
  for (const part of doc.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

function writeCookie(name: string, value: string, days: number, doc: CookieDoc = browserDoc()): void {
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  doc.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/`;
}

function removeCookie(name: string, doc: CookieDoc = browserDoc()): void {
  doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

/** undefined when absent or empty: an empty token is no token. */
export function getToken(doc?: CookieDoc): string | undefined {
  return readCookie(TOKEN_COOKIE, doc) || undefined;
}

export function setToken(token: string, doc?: CookieDoc): void {
  writeCookie(TOKEN_COOKIE, token, TOKEN_COOKIE_DAYS, doc);
}

export function clearToken(doc?: CookieDoc): void {
  removeCookie(TOKEN_COOKIE, doc);
}

export function getLangCookie(doc?: CookieDoc): string | undefined {
  return readCookie(LANG_COOKIE, doc) || undefined;
}

export function setLangCookie(lang: string, doc?: CookieDoc): void {
  writeCookie(LANG_COOKIE, lang, DEFAULT_COOKIE_DAYS, doc);
}
