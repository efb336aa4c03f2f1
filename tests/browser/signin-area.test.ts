// The sign-in area beyond the password login: QR login, registration by phone and e-mail, the forgotten
// password and "remember me", as a user meets them in Chromium against the server that `npm start` runs.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enAuth from '../../src/i18n/en/auth';
import { QR_POLL_MS } from '../../src/ui/auth/qrLogin';
import { brandText, resolveBrand } from '../../src/domain/brands';
import {
  fillRegisterForm,
  loginNameValue,
  PHONE_USER,
  readCode,
  recordApiCalls,
  submitLoginPassword,
  harnessPerFile,
} from './support';

const h = harnessPerFile();

const atPersonalHome = (page: Page) =>
  page.waitForURL((url) => url.pathname === '/index/' && url.searchParams.get('listType') === 'list');

async function signIn(page: Page, tab: 'phone' | 'email', loginName: string, password: string) {
  await page.goto(`${h.url}/login?lang=en`);
  await page.getByTestId(`login-tab-${tab}`).click();
  await page.getByTestId(`login-${tab}`).fill(loginName);
  await submitLoginPassword(page, password);
}

describe('the app download beside the sign-in form', () => {
  it("shows the brand's download QR image, drawn at build time, with the brand's prompt as its text", async () => {
    const { page } = await h.newPage();
    await page.goto(`${h.url}/login?lang=cn`);
    const image = page.getByTestId('app-download-qr').locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect.poll(() => image.getAttribute('alt')).toBe(brandText(resolveBrand('localhost'), 'cn', 'downloadPrompt'));
  });
});

describe('QR login', () => {
  it('a code confirmed on the phone signs the console in and lands on the personal list', async () => {
    const { page } = await h.newPage();
    // The browser's clock moves the 2 s QR poll on instead of the test waiting for it.
    await page.clock.install();
    await page.goto(`${h.url}/login?lang=en`);
    await page.getByTestId('login-tab-qr').click();
    const qr = page.getByTestId('qr-code');
    await qr.waitFor();
    await page.getByRole('status').filter({ hasText: enAuth.qr.hint }).waitFor();
    const qrToken = await qr.getAttribute('data-qr-token');
    expect(qrToken).toBeTruthy();

    await h.control('qr/confirm', { qrToken, account: PHONE_USER.phone });
    await expect
      .poll(async () => {
        await page.clock.runFor(QR_POLL_MS);
        return new URL(page.url()).pathname;
      }, { timeout: 30_000 })
      .not.toBe('/login');
    await atPersonalHome(page);
    await page.getByTestId('device-row').first().waitFor();
    expect((await page.context().cookies()).find((c) => c.name === 'token')?.value).toBeTruthy();
  });
});

describe('registration', () => {
  it('by phone: the code from the SMS registers the account, login opens with it filled in, and it signs in', async () => {
    const phone = '13912345678';
    const password = 'newpass123';
    const { page } = await h.newPage();
    await page.goto(`${h.url}/register?lang=en`);
    await page.getByRole('heading', { name: enAuth.register.titlePhone }).waitFor();
    await fillRegisterForm(page, { name: 'Newcomer', account: phone, password });
    const code = await readCode(h, page, 'register-code', phone, 'register');
    // The button counts down before another code can be asked for.
    await page.getByTestId('register-code-send').filter({ hasText: /\d+ s/ }).waitFor();
    await page.getByTestId('register-code').fill(code);
    await page.getByTestId('register-submit').click();

    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
    await expect.poll(() => loginNameValue(page, 'phone')).toBe(phone);

    await submitLoginPassword(page, password);
    await atPersonalHome(page);
  });

  // An account that exists already is refused before a code is sent: src/ui/register/RegisterPage.test.tsx.
  // A field that breaks its rule (inline error, no call) is a component test: src/ui/register/RegisterPage.test.tsx.

  it('by e-mail: a wrong code is refused inline and registers nothing; the right one registers the account, which then signs in', async () => {
    const email = 'newcomer@example.org';
    const password = 'mailpass99';
    const { page } = await h.newPage();
    await page.goto(`${h.url}/registerByEmail?lang=en`);
    await page.getByRole('heading', { name: enAuth.register.titleEmail }).waitFor();
    await fillRegisterForm(page, { name: 'Mailer', account: email, password });
    const code = await readCode(h, page, 'register-code', email, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    const calls = recordApiCalls(page);
    await page.getByTestId('register-code').fill(wrong);
    await page.getByTestId('register-submit').click();
    await page.locator('#register-code-error').waitFor();
    expect(calls).not.toContain('/api/user/v1/register');
    expect(new URL(page.url()).pathname).toBe('/registerByEmail');

    await page.getByTestId('register-code').fill(code);
    await page.getByTestId('register-submit').click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('tab') === 'email');
    expect(calls).toContain('/api/user/v1/register');
    await expect.poll(() => loginNameValue(page, 'email')).toBe(email);
    await submitLoginPassword(page, password);
    await atPersonalHome(page);
  });
});

describe('remember me', () => {
  it('keeps the account for the next sign-in, never the password; unticked, the next visit starts with an empty form', async () => {
    const { page, context } = await h.newPage();
    await page.goto(`${h.url}/login?lang=en`);
    await page.getByTestId('login-phone').fill(PHONE_USER.phone);
    await page.getByLabel(enAuth.login.rememberMe).check();
    await submitLoginPassword(page, PHONE_USER.password);
    await atPersonalHome(page);

    await page.getByTestId('sign-out').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => loginNameValue(page, 'phone')).toBe(PHONE_USER.phone);
    await expect.poll(() => page.getByLabel(enAuth.login.rememberMe).isChecked()).toBe(true);
    expect(await page.getByTestId('login-password').inputValue()).toBe('');

    const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage, ...window.sessionStorage }));
    expect(stored).toContain(PHONE_USER.phone);
    expect(stored).not.toContain(PHONE_USER.password);
    const cookies = JSON.stringify(await context.cookies());
    expect(cookies).not.toContain(PHONE_USER.password);

    // The security centre lists this browser by its terminal id: the next sign-in must send the same one.
    const terminalBefore = await page.evaluate(() => window.localStorage.getItem('terminalUUID'));
    expect(terminalBefore).toBeTruthy();
    await submitLoginPassword(page, PHONE_USER.password);
    await atPersonalHome(page);
    expect(await page.evaluate(() => window.localStorage.getItem('terminalUUID'))).toBe(terminalBefore);

    // Unticked, the next visit starts with an empty form.
    await page.getByTestId('sign-out').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => loginNameValue(page, 'phone')).toBe(PHONE_USER.phone);
    await page.getByLabel(enAuth.login.rememberMe).uncheck();
    await submitLoginPassword(page, PHONE_USER.password);
    await atPersonalHome(page);
    await page.getByTestId('sign-out').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => loginNameValue(page, 'phone')).toBe('');
    expect(await page.getByLabel(enAuth.login.rememberMe).isChecked()).toBe(false);
  });
});

// Changes the demo user's password: the world is reset afterwards so the other tests keep demo1234.
describe('forgotten password', () => {
  afterEach(async () => {
    await h.control('reset', { seed: 42 });
  });

  it('a code sent to the phone sets a new password, and only the new one signs in', async () => {
    const newPassword = 'fresh2026x';
    const { page } = await h.newPage();
    await page.goto(`${h.url}/login?lang=en`);
    await page.getByTestId('link-forget').click();
    await page.waitForURL((url) => url.pathname === '/forgetPwd' && url.searchParams.get('lang') === 'en');
    await page.getByTestId('forget-account').fill(PHONE_USER.phone);
    const code = await readCode(h, page, 'forget-code', PHONE_USER.phone, 'resetPassword');
    await page.getByTestId('forget-code').fill(code);
    await page.getByTestId('forget-password').fill(newPassword);
    await page.getByTestId('forget-confirm').fill(newPassword);
    await page.getByTestId('forget-submit').click();

    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => loginNameValue(page, 'phone')).toBe(PHONE_USER.phone);

    await signIn(page, 'phone', PHONE_USER.phone, PHONE_USER.password);
    await page.getByTestId('login-error').waitFor();
    await signIn(page, 'phone', PHONE_USER.phone, newPassword);
    await atPersonalHome(page);
  });

  // An unknown account is named inline and gets no code: src/ui/password/ForgetPwdPage.test.tsx.
});
