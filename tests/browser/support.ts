// Shared set-up of the browser tests: one simulator server per file, one Chromium, a fresh context per test.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { startServer } from '../../simulator/server/main';
// @ts-expect-error plain ESM helper shared with the scripts
import { CHROMIUM_PATH, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';

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
  control<T = unknown>(path: string, body?: unknown): Promise<T>;
}

export async function startHarness(): Promise<Harness> {
  const server = await startServer({ port: 0, distDir: process.env.CONSOLE_DIST ?? 'dist', seed: 42, quiet: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH as string, args: CHROMIUM_ARGS as string[] });
  const contexts: BrowserContext[] = [];
  return {
    url: server.url,
    browser,
    async newPage(options?: BrowserContextOptions) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', ...options });
      contexts.push(context);
      return { page: await context.newPage(), context };
    },
    async closePages() {
      for (const c of contexts.splice(0)) await c.close().catch(() => undefined);
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
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close();
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
  afterEach(async () => {
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
    control: (path, body) => get().control(path, body),
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

/** A new page signed in as the enterprise demo user through the e-mail tab, on its landing page: the enterprise list. */
export async function signedInAsEnterpriseUser(h: Harness, lang: 'cn' | 'en' = 'en'): Promise<Page> {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/login?lang=${lang}`);
  await page.getByTestId('login-tab-email').click();
  await page.getByTestId('login-email').fill(ENTERPRISE_USER.email);
  await page.getByTestId('login-password').fill(ENTERPRISE_USER.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === '/device/' && url.searchParams.get('type') === '1');
  return page;
}

/** Waits until the simulator holds `count` realtime connections for the account. */
export async function waitForConnections(h: Harness, account: string, count: number, timeoutMs = 10_000) {
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
export async function waitForCode(h: Harness, account: string, purpose: string, timeoutMs = 10_000): Promise<string> {
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
