// Shared set-up of the browser tests: one simulator server per file, one Chromium per worker, a fresh context per test.
//
// Signed-in state: `h.signedInPage(PHONE_USER, { lang, path, viewport, userAgent })` signs in through the API and opens
// the page already signed in (about half the time of the login form). Only the tests of sign-in itself use the form.
// Product timers (the 10 s online-state poll, the 5 s reconnect, the 2 s QR poll, expiries): install the browser
// clock before the page loads (`{ clock: true }`, or `await page.clock.install()` before `goto`), then move it with
// `await page.clock.runFor(ms)` (fires every timer due on the way) or `fastForward(ms)` (jumps, firing each due timer
// once), and wait for the effect with expect.poll or a locator wait. Never wait in real time for a product timer.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { startServer } from '../../simulator/server/main';
import { STORAGE_VERSION } from '../../src/domain/constants';
import { STORAGE_KEYS, VERSION_KEY } from '../../src/transport/storage';
import { LANG_COOKIE, TOKEN_COOKIE } from '../../src/transport/cookies';
import { TERMINAL_UUID_KEY, TERMINAL_TYPE } from '../../src/ui/auth/terminal';
import { ENTERPRISE_HOME, PERSONAL_HOME } from '../../src/ui/common/homePath';
import { CHROMIUM_PATH, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';

/** Where a failed test leaves its screenshots (scripts/test.mjs names the folder when a test failed). */
export const FAILURES_DIR = '.tmp/failures';

export const PHONE_USER = { phone: '13800138000', password: 'demo1234', countryCode: '86' };
export const ENTERPRISE_USER = { email: 'ent@example.com', password: 'demo1234' };

export interface Harness {
  url: string;
  browser: Browser;
  close(): Promise<void>;
  /** A page in a fresh context (options such as a mobile user agent go to the context). */
  newPage(options?: BrowserContextOptions): Promise<{ page: Page; context: BrowserContext }>;
  /** Closes every page opened so far, so that each test starts with no other signed-in browser. */
  closePages(): Promise<void>;
  /** Full-page screenshots of the pages open now, as .tmp/failures/<name>-<n>.png (for a failed test). */
  screenshotPages(name: string): Promise<void>;
  control<T = unknown>(path: string, body?: unknown): Promise<T>;
  /**
   * A page already signed in as `user`, without the login form: the token comes from the login call and is put where
   * the console keeps it (the `token` cookie, the enterprise list and eid in local storage), as after a reload of a
   * signed-in page. For every test but those of sign-in itself. See signedInPage below.
   */
  signedInPage(user: SignInUser, options?: SignedInOptions): Promise<{ page: Page; context: BrowserContext }>;
}

/** Who signs in: a phone user (country code 86 unless given) or an e-mail user. */
export type SignInUser = { phone: string; password: string; countryCode?: string } | { email: string; password: string };

export interface SignedInOptions extends BrowserContextOptions {
  lang?: 'cn' | 'en';
  /**
   * Where the page opens (`lang` is added): the user's home by default (the enterprise device list when the user has
   * an enterprise, else the personal list); `null` opens nothing, e.g. to add routes or scripts first.
   */
  path?: string | null;
  /**
   * Installs the browser clock before the first page loads (page.clock.install), so a test moves the product's
   * timers with `page.clock.runFor(ms)` instead of waiting for them; time otherwise flows as usual.
   */
  clock?: boolean;
  /** Kept open across tests (closePages leaves it; the harness closes it at the end of the file). */
  keep?: boolean;
}

async function apiCall(url: string, path: string, fields: Record<string, string>, token?: string) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { cloudtoken: token } : {}) },
    body: new URLSearchParams(fields),
  });
  return (await res.json()) as { hwcode: number | string; hwdata: unknown };
}

/** Signs the user in through `/api/user/login` on that terminal: its token and user id, or an error naming the refusal. */
export async function apiSignIn(url: string, user: SignInUser, terminalUUID: string): Promise<{ token: string; userid?: number }> {
  const login = await apiCall(url, '/api/user/login', loginFields('email' in user ? user.email : user.phone, user.password, {
    terminalUUID,
    countryCode: 'email' in user ? '86' : (user.countryCode ?? '86'),
  }));
  const data = login.hwdata as { token?: string; userid?: number } | null;
  if (String(login.hwcode) !== '0' || !data?.token) throw new Error(`sign-in of ${JSON.stringify(user)} refused: ${JSON.stringify(login)}`);
  return { token: data.token, userid: data.userid };
}

/** The path with `lang` set, keeping its other query parameters. */
/** The whole form of `/api/user/login` as the console sends it (the cloud refuses a partial one before it reads the password). */
export function loginFields(loginName: string, loginPwd: string, extra: { terminalUUID?: string; countryCode?: string } = {}): Record<string, string> {
  return {
    loginName,
    loginPwd,
    countryCode: extra.countryCode ?? '86',
    terminalUUID: extra.terminalUUID ?? 'browser-test',
    terminalType: TERMINAL_TYPE,
    terminalName: 'Chrome',
    terminalOS: 'Linux',
    loginOemId: '',
  };
}

export function withLang(path: string, lang: 'cn' | 'en'): string {
  const u = new URL(path, 'http://x');
  u.searchParams.set('lang', lang);
  return `${u.pathname}${u.search}${u.hash}`;
}

export async function openSignedIn(server: { url: string }, open: (o: BrowserContextOptions) => Promise<{ page: Page; context: BrowserContext }>, user: SignInUser, options: SignedInOptions = {}) {
  const { lang = 'en', path, clock = false, keep: _keep, ...contextOptions } = options;
  const terminalUUID = randomUUID();
  const data = await apiSignIn(server.url, user, terminalUUID);
  const list = await apiCall(server.url, '/api/enterprises/userEnterpriseList', {}, data.token);
  const enterprises = Array.isArray(list.hwdata) ? (list.hwdata as { eid: number; enableProject: boolean }[]) : [];
  const first = enterprises[0];
  // What src/ui/app/enterpriseBookkeeping.ts keeps after a sign-in (JSON under src/transport/storage.ts's keys).
  const local: Partial<Record<keyof typeof STORAGE_KEYS, unknown>> = { enterpriseList: enterprises, userId: data.userid, eid: first ? first.eid : 0 };
  if (first) local.enableProject = first.enableProject;
  const origin = new URL(server.url).origin;
  const opened = await open({
    ...contextOptions,
    storageState: {
      cookies: [],
      origins: [{
        origin,
        localStorage: [
          { name: VERSION_KEY, value: STORAGE_VERSION },
          { name: TERMINAL_UUID_KEY, value: terminalUUID },
          ...Object.entries(local).map(([key, value]) => ({ name: STORAGE_KEYS[key as keyof typeof STORAGE_KEYS], value: JSON.stringify(value) })),
        ],
      }],
    },
  });
  await opened.context.addCookies([
    { name: TOKEN_COOKIE, value: encodeURIComponent(data.token), url: server.url },
    { name: LANG_COOKIE, value: lang, url: server.url },
  ]);
  if (clock) await opened.page.clock.install();
  if (path !== null) await opened.page.goto(`${server.url}${withLang(path ?? (first ? ENTERPRISE_HOME : PERSONAL_HOME), lang)}`);
  return opened;
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * One Chromium per test worker, shared by its files in turn (a launch is about a CPU-second; the files share a module
 * graph, vitest.browser.config.ts). Files stay apart by their own contexts, all closed when the file ends; a browser
 * that went away is launched again. Playwright closes it when the worker exits.
 */
export async function browserOfWorker(): Promise<Browser> {
  const current = workerBrowser && (await workerBrowser.catch(() => undefined));
  if (current?.isConnected()) return current;
  workerBrowser = chromium.launch({ executablePath: CHROMIUM_PATH as string, args: CHROMIUM_ARGS as string[] });
  return workerBrowser;
}

export async function startHarness(): Promise<Harness> {
  const server = await startServer({ port: 0, distDir: process.env.CONSOLE_DIST ?? 'dist', seed: 42, quiet: true });
  const browser = await browserOfWorker();
  const contexts: BrowserContext[] = [];
  const kept: BrowserContext[] = [];
  const open = (keep: boolean) => async (options?: BrowserContextOptions) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', ...options });
    (keep ? kept : contexts).push(context);
    return { page: await context.newPage(), context };
  };
  const newPage = open(false);
  return {
    url: server.url,
    browser,
    newPage,
    signedInPage: (user, options) => openSignedIn(server, open(options?.keep ?? false), user, options),
    async closePages() {
      for (const c of contexts.splice(0)) await c.close().catch(() => undefined);
    },
    async screenshotPages(name: string) {
      const pages = [...contexts, ...kept].flatMap((c) => c.pages());
      const safe = name.replace(/[^\w.-]+/g, '_').slice(0, 120);
      mkdirSync(FAILURES_DIR, { recursive: true });
      for (const [i, page] of pages.entries()) {
        await page.screenshot({ path: join(FAILURES_DIR, `${safe}-${i + 1}.png`), fullPage: true, timeout: 5_000 }).catch(() => undefined);
      }
    },
    async control<T>(path: string, body?: unknown): Promise<T> {
      const res = await fetch(`${server.url}/__sim/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        // The control API wants the server's key (simulator/server/controlGuard.ts).
        headers: { 'content-type': 'application/json', ...server.controlHeaders },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`control ${path}: HTTP ${res.status}`);
      return (await res.json()) as T;
    },
    async close() {
      for (const c of [...contexts, ...kept]) await c.close().catch(() => undefined);
      // Contexts a test opened from `browser` itself (h.browser.newContext) end with the file too.
      for (const c of browser.contexts()) await c.close().catch(() => undefined);
      await server.close();
    },
  };
}

/**
 * One harness for a test file: started before its tests, its pages closed after each test (so no other signed-in
 * browser lingers), stopped after the file.
 */
export function harnessPerFile(): Harness {
  let current: Harness | undefined;
  beforeAll(async () => {
    current = await startHarness();
  });
  afterEach(async (context) => {
    // Screenshots only of a failed test: every open page, under .tmp/failures/ (git-ignored), named after the test.
    if (context.task.result?.state === 'fail') await current?.screenshotPages(`${basename(context.task.file.name, '.test.ts')}-${context.task.name}`);
    await current?.closePages();
  });
  afterAll(async () => {
    await current?.close();
  });
  const get = (): Harness => {
    if (!current) throw new Error('the harness starts in beforeAll: use it inside tests and hooks');
    return current;
  };
  return {
    get url() {
      return get().url;
    },
    get browser() {
      return get().browser;
    },
    newPage: (options) => get().newPage(options),
    closePages: () => get().closePages(),
    screenshotPages: (name) => get().screenshotPages(name),
    control: (path, body) => get().control(path, body),
    signedInPage: (user, options) => get().signedInPage(user, options),
    close: () => get().close(),
  };
}

/** Signs in through the login form's phone tab and waits for the home list. */
export async function signInByPhone(page: Page, url: string, lang: 'cn' | 'en', password = PHONE_USER.password) {
  await page.goto(`${url}/login?lang=${lang}`);
  await page.getByTestId('login-phone').fill(PHONE_USER.phone);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** A new page signed in as the enterprise demo user (through the API), on its landing page: the enterprise list. */
export async function signedInAsEnterpriseUser(h: Harness, lang: 'cn' | 'en' = 'en'): Promise<Page> {
  const { page } = await h.signedInPage(ENTERPRISE_USER, { lang });
  return page;
}

/** Signs in through the login form's e-mail tab as the enterprise demo user, for the tests of sign-in itself. */
export async function signInByEmail(page: Page, url: string, lang: 'cn' | 'en') {
  await page.goto(`${url}/login?lang=${lang}`);
  await page.getByTestId('login-tab-email').click();
  await page.getByTestId('login-email').fill(ENTERPRISE_USER.email);
  await page.getByTestId('login-password').fill(ENTERPRISE_USER.password);
  await page.getByTestId('login-submit').click();
}

/** Waits until the simulator holds `count` realtime connections for the account (as long as expect.poll waits: a
 *  busy machine may take several times its quiet time). */
export async function waitForConnections(h: Harness, account: string, count: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { connections } = await h.control<{ connections: number }>(`user?account=${encodeURIComponent(account)}`);
    if (connections === count) return;
    if (Date.now() > deadline) throw new Error(`${account}: expected ${count} realtime connections, have ${connections}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface SentCode {
  target: string;
  code: string;
  purpose: string;
  sentAt: number;
}

/** The newest verification code the simulator "sent" to the account for the purpose, waiting for it to arrive. */
export async function waitForCode(h: Harness, account: string, purpose: string, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { codes } = await h.control<{ codes: SentCode[] }>(`codes?account=${encodeURIComponent(account)}`);
    // The simulator records the purpose with the channel, e.g. 'register (mobSendMessage)'.
    const newest = codes.filter((c) => c.purpose.split(' ')[0] === purpose).sort((a, b) => b.sentAt - a.sentAt)[0];
    if (newest) return newest.code;
    if (Date.now() > deadline) throw new Error(`${account}: no ${purpose} code sent`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Collects the paths of the API calls a page makes, to show that a form stopped before calling the cloud. */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') || pathname.startsWith('/eapi/')) calls.push(pathname);
  });
  return calls;
}

/** Types the password into the open login form and submits it. */
export async function submitLoginPassword(page: Page, password: string) {
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** What the login form's name field on the tab holds once it shows (prefilled or remembered). */
export async function loginNameValue(page: Page, tab: 'phone' | 'email'): Promise<string> {
  const field = page.getByTestId(`login-${tab}`);
  await field.waitFor();
  return field.inputValue();
}

/** Fills the registration form but for the code; the confirmation repeats the password unless given. */
export async function fillRegisterForm(page: Page, fields: { name: string; account: string; password: string; confirm?: string }) {
  await page.getByTestId('register-name').fill(fields.name);
  await page.getByTestId('register-account').fill(fields.account);
  await page.getByTestId('register-password').fill(fields.password);
  await page.getByTestId('register-confirm').fill(fields.confirm ?? fields.password);
}

/** Presses the send button of a code field (test id `codeField`) and returns the code the account received. */
export async function readCode(h: Harness, page: Page, codeField: string, account: string, purpose: string): Promise<string> {
  await page.getByTestId(`${codeField}-send`).click();
  return waitForCode(h, account, purpose);
}
