// A page kept across the tests of a file that each start from a fresh simulated world: the simulator's `reset` ends
// every session, so the kept page signs in again through the API (a new token for the same terminal, set as the
// cookie) instead of a fresh context per test: a fresh context and its first page load cost about 2.6 CPU-s, a load
// in a context that already has the console about 0.6.
import type { Page } from 'playwright-core';
import { TOKEN_COOKIE } from '../../src/transport/cookies';
import { STORAGE_KEYS, VERSION_KEY } from '../../src/transport/storage';
import { TERMINAL_UUID_KEY } from '../../src/ui/auth/terminal';
import { apiSignIn, withLang, type Harness, type SignInUser } from './support';

/** What signedInPage puts in a fresh context's local storage (the terminal first). */
const SIGN_IN_KEYS = [TERMINAL_UUID_KEY, VERSION_KEY, STORAGE_KEYS.enterpriseList, STORAGE_KEYS.userId, STORAGE_KEYS.eid, STORAGE_KEYS.enableProject];

export interface KeptSession {
  /**
   * The page signed in on `path` in a fresh world (`reset` with the file's seed, so the user keeps its id and
   * enterprises, which the context's local storage holds): `setUp` runs after the reset and before the page loads.
   */
  open(path: string, setUp?: () => Promise<void>): Promise<Page>;
}

/** `prepare` runs once on the new page before its first load (init scripts, which stay for every later load). */
export function keptSession(h: Harness, user: SignInUser, options: { lang?: 'cn' | 'en'; prepare?: (page: Page) => Promise<void> } = {}): KeptSession {
  const { lang = 'en', prepare } = options;
  let page: Page | undefined;
  return {
    async open(path, setUp) {
      if (!page || page.isClosed()) {
        await h.control('reset', {});
        await setUp?.();
        ({ page } = await h.signedInPage(user, { lang, path: null, keep: true }));
        await prepare?.(page);
        await page.goto(`${h.url}${withLang(path, lang)}`);
        return page;
      }
      // What a fresh context would hold: the sign-in's bookkeeping only (a tab or mute a test chose goes).
      const terminalUUID = await page.evaluate((keep) => {
        const kept = keep.map((key) => [key, localStorage.getItem(key)] as const);
        localStorage.clear();
        sessionStorage.clear();
        for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
        return kept[0]?.[1] ?? null;
      }, SIGN_IN_KEYS);
      if (!terminalUUID) throw new Error('the kept page lost its terminal');
      // Off the console first, so the old session's end (the reset) is not seen by it as a sign-out.
      await page.goto('about:blank');
      await h.control('reset', {});
      await setUp?.();
      const { token } = await apiSignIn(h.url, user, terminalUUID);
      await page.context().addCookies([{ name: TOKEN_COOKIE, value: encodeURIComponent(token), url: h.url }]);
      await page.goto(`${h.url}${withLang(path, lang)}`);
      return page;
    },
  };
}
