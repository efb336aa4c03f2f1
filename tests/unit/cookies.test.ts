import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, getLangCookie, getToken, setLangCookie, setToken, type CookieDoc } from '../../src/transport/cookies';

/** Behaves like document.cookie: writing sets or expires one cookie, reading lists the live ones. */
function cookieJar(): CookieDoc & { writes: string[] } {
  const jar = new Map<string, { value: string; expires: number }>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...jar.entries()]
        .filter(([, c]) => c.expires > Date.now())
        .map(([name, c]) => `${name}=${c.value}`)
        .join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const expires = attrs.find((a) => a.startsWith('expires='));
      jar.set(pair.slice(0, eq), {
        value: pair.slice(eq + 1),
        expires: expires ? Date.parse(expires.slice('expires='.length)) : Infinity,
      });
    },
  };
}

afterEach(() => vi.useRealTimers());

describe('cookies', () => {
  it('stores the token for 30 days on the whole site, then it is gone', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T08:00:00Z') });
    const doc = cookieJar();
    setToken('a b;c', doc);
    expect(getToken(doc)).toBe('a b;c');
    expect(doc.writes[0]).toContain('path=/');
    vi.setSystemTime(new Date('2026-12-20T08:00:00Z'));
    expect(getToken(doc)).toBe('a b;c');
    vi.setSystemTime(new Date('2026-12-21T08:00:01Z'));
    expect(getToken(doc)).toBeUndefined();
  });

  it('clearing the token removes it', () => {
    const doc = cookieJar();
    setToken('t', doc);
    clearToken(doc);
    expect(getToken(doc)).toBeUndefined();
  });

  it('keeps the language for 60 days', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T08:00:00Z') });
    const doc = cookieJar();
    setLangCookie('en', doc);
    vi.setSystemTime(new Date('2027-01-19T08:00:00Z'));
    expect(getLangCookie(doc)).toBe('en');
    vi.setSystemTime(new Date('2027-01-20T08:00:01Z'));
    expect(getLangCookie(doc)).toBeUndefined();
  });
});
