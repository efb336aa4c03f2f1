// Sign-in, language, expiry, forced logout and reconnection, as a user meets them in Chromium against the
// server that `npm start` runs.
import { describe, expect, it } from 'vitest';
import enLayout from '../../src/i18n/en/layout';
import cnLayout from '../../src/i18n/cn/layout';
import cnErrors from '../../src/i18n/cn/errors';
import { LOGOUT_DELAY_MS, RECONNECT_DELAY_MS, RECONNECT_JITTER_MS } from '../../src/domain/constants';
import { ENTERPRISE_USER, PHONE_USER, signInByPhone, waitForConnections, harnessPerFile } from './support';

const h = harnessPerFile();

const path = (page: { url(): string }) => {
  const url = new URL(page.url());
  return { pathname: url.pathname, params: url.searchParams };
};


describe('signing in', () => {
  it.each([
    ['en', enLayout],
    ['cn', cnLayout],
  ] as const)('by phone in %s lands on the personal device list in that language', async (lang, texts) => {
    const { page } = await h.newPage();
    await signInByPhone(page, h.url, lang);
    await page.waitForURL((url) => url.pathname === '/index/');
    const { params } = path(page);
    expect(params.get('listType')).toBe('list');
    expect(params.get('lang')).toBe(lang);
    await page.getByTestId('nav-home').filter({ hasText: texts.nav.home }).waitFor();
    await page.getByTestId('sign-out').filter({ hasText: texts.header.signOut }).waitFor();
    await page.getByTestId('device-row').first().waitFor();
    expect(await page.getByTestId('device-row').count()).toBeGreaterThan(0);
    const token = (await page.context().cookies()).find((c) => c.name === 'token');
    expect(token?.value).toBeTruthy();
    // The token cookie lives 30 days (decisions.md).
    const days = ((token?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    if (lang === 'en') {
      // Signed in, the bare origin leads home.
      await page.goto(`${h.url}/`);
      await page.waitForURL((url) => url.pathname === '/index/' && url.searchParams.get('listType') === 'list');
      return;
    }
    // Switching the language keeps the route and is kept in the lang cookie.
    await page.getByTestId('lang-switch').selectOption('en');
    await page.waitForURL((url) => url.searchParams.get('lang') === 'en');
    const switched = path(page);
    expect(switched.pathname).toBe('/index/');
    expect(switched.params.get('listType')).toBe('list');
    await page.getByTestId('nav-home').filter({ hasText: enLayout.nav.home }).waitFor();
    expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
    // A page opened without the parameter takes the language from the cookie.
    await page.goto(`${h.url}/login`);
    await page.waitForURL((url) => url.searchParams.get('lang') === 'en');
  });

  // A wrong password (the refusal, /login kept, no token): first-use.test.ts, with the click guard it starts.

  it('a member of an enterprise lands on the enterprise devices with the switcher', async () => {
    const { page } = await h.newPage();
    await page.goto(`${h.url}/login?lang=en`);
    await page.getByTestId('login-tab-email').click();
    await page.getByTestId('login-email').fill(ENTERPRISE_USER.email);
    await page.getByTestId('login-password').fill(ENTERPRISE_USER.password);
    await page.getByTestId('login-password').press('Enter');
    await page.waitForURL((url) => url.pathname === '/device/' && url.searchParams.get('type') === '1');
    const switcher = page.getByTestId('enterprise-switcher');
    await expect.poll(() => switcher.locator('option').count()).toBe(3); // the personal entry and two enterprises
  });

  it('signed out, an unknown path, a protected page and the bare origin lead to /login', async () => {
    const { page } = await h.newPage();
    await page.goto(`${h.url}/no/such/page`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto(`${h.url}/index/?listType=list&lang=en`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(path(page).params.get('lang')).toBe('en');
    await page.goto(`${h.url}/`);
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('lang') === 'en');
  });
});

describe('session end', () => {
  it('an expired token shows the notice, then returns to /login', async () => {
    const { page } = await h.signedInPage(PHONE_USER, { lang: 'cn', clock: true });
    await page.getByTestId('device-row').first().waitFor();
    await h.control('expire', { account: PHONE_USER.phone });
    // The console learns of it from the cloud, here on the socket's end and on the next call.
    await page.getByText(cnErrors.envelope.tokenExpired).first().waitFor();
    // The notice shows for a moment before the way back to /login: the browser's clock runs that moment.
    await page.clock.runFor(LOGOUT_DELAY_MS);
    await page.waitForURL((url) => url.pathname === '/login');
    expect((await page.context().cookies()).some((c) => c.name === 'token')).toBe(false);
  });

  it('after the simulator drops the socket the console reconnects after its reconnect delay; a user-logout message on it shows a blocking dialog that leads to login', async () => {
    // The browser's clock runs the reconnect delay instead of the test waiting for it.
    const { page } = await h.signedInPage(PHONE_USER, { clock: true });
    await waitForConnections(h, PHONE_USER.phone, 1);
    await h.control('drop', { account: PHONE_USER.phone });
    await waitForConnections(h, PHONE_USER.phone, 0);
    await page.clock.runFor(RECONNECT_DELAY_MS + RECONNECT_JITTER_MS);
    await waitForConnections(h, PHONE_USER.phone, 1);
    expect(path(page).pathname).toBe('/index/');

    await h.control('push', {
      account: PHONE_USER.phone,
      message: { type: 'userLogout', loginIp: '203.0.113.9', reason: 'signed in on another browser' },
    });
    const dialog = page.getByTestId('logout-dialog');
    await expect.poll(() => dialog.textContent()).toContain('203.0.113.9');
    // Blocking: Escape does not dismiss it, and the token is already gone.
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'token')).toBe(false);
    await page.getByTestId('logout-dialog-ok').click();
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
