// /login's first screen (index.html's entry, src/ui/signin/entry.tsx): a signed-out page load of /login draws the
// sign-in on its own small page, without the console shell (router, query client, the full console's start) and
// without XState until the visitor presses a key or a pointer; the full console takes over in the same page after
// sign-in or a link. Its size: `npm run size` (120 KiB budget).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enAuth from '../../src/i18n/en/auth';
import cnAuth from '../../src/i18n/cn/auth';
import { harnessPerFile, PHONE_USER } from './support';

const h = harnessPerFile();
const DIST = process.env.CONSOLE_DIST ?? 'dist';

/** Code of the full console's start, the router, TanStack Query and XState's interpreter. */
const MARKS = { console: 'index.html lacks #root', router: 'useRoutes() may be used only', query: 'No QueryClient set', xstate: 'xstate.stop' };
const carrying = (files: string[], mark: string) => files.filter((file) => readFileSync(join(DIST, file), 'utf8').includes(mark));

function scriptsOf(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && request.resourceType() === 'script') loaded.push(pathname);
  });
  return loaded;
}

describe("/login's first screen", () => {
  it('is the sign-in without the console shell; the session machine comes with the first key press', async () => {
    const { page } = await h.newPage();
    const loaded = scriptsOf(page);
    await page.goto(`${h.url}/login`);
    await page.getByRole('heading', { name: cnAuth.login.title }).waitFor();
    // The language the route guard would add (no cookie: the default), and the page's own element before #root.
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('lang') === 'cn');
    expect(await page.locator('.signin-boot').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    for (const mark of Object.values(MARKS)) expect(carrying(loaded, mark)).toEqual([]);

    await page.getByTestId('login-phone').pressSequentially('138');
    await expect.poll(() => carrying(loaded, MARKS.xstate).length).toBe(1);
    expect(carrying(loaded, MARKS.console)).toEqual([]);
  });

  it('switches language on the page itself', async () => {
    const { page } = await h.newPage();
    await page.goto(`${h.url}/login?lang=en`);
    await page.getByTestId('lang-switch').selectOption('cn');
    await page.getByRole('heading', { name: cnAuth.login.title }).waitFor();
    await page.waitForURL((url) => url.searchParams.get('lang') === 'cn');
    expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('cn');
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
  });

  it('hands over to the full console after sign-in, which a reload of /login then opens', async () => {
    const { page } = await h.newPage();
    const loaded = scriptsOf(page);
    await page.goto(`${h.url}/login?lang=en`);
    await page.getByTestId('login-phone').fill(PHONE_USER.phone);
    await page.getByTestId('login-password').fill(PHONE_USER.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/index/' && url.searchParams.get('lang') === 'en');
    await page.getByTestId('device-row').first().waitFor();
    // The sign-in's own element went as the console came; one page, one heading area.
    expect(await page.locator('.signin-boot').count()).toBe(0);
    expect(carrying(loaded, MARKS.console).length).toBe(1);

    // Signed in, a page load of /login is the full console's (its route guards decide), not the small page.
    await page.goto(`${h.url}/login?lang=en`);
    await page.getByTestId('lang-switch').waitFor();
    expect(await page.locator('.signin-boot').count()).toBe(0);
    await expect.poll(() => page.locator('#root').evaluate((root) => root.childElementCount)).toBeGreaterThan(0);
  });

  it("follows its links into the full console, and back leads to the console's /login", async () => {
    const { page } = await h.newPage();
    await page.goto(`${h.url}/login?lang=en`);
    await page.getByTestId('link-register').click();
    await page.getByRole('heading', { name: enAuth.register.titlePhone }).waitFor();
    await page.waitForURL((url) => url.pathname === '/register' && url.searchParams.get('lang') === 'en');
    expect(await page.locator('.signin-boot').count()).toBe(0);
    await page.goBack();
    await page.getByRole('heading', { name: enAuth.login.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('leaves a deep link to the full console, which leads a signed-out visitor to /login', async () => {
    const { page } = await h.newPage();
    const loaded = scriptsOf(page);
    await page.goto(`${h.url}/alarmCenter/?lang=en`);
    await page.getByRole('heading', { name: enAuth.login.title }).waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(carrying(loaded, MARKS.console).length).toBe(1);
    expect(await page.locator('.signin-boot').count()).toBe(0);
  });
});
