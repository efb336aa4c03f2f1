// The phone console opens with the session the browser already has: a user signed in on the desktop console who
// opens /mobile (on a computer, or on a phone that holds the same token) sees the signed-in phone console, never
// its sign-in form; signed out, a computer still goes to /login.
import { describe, expect, it } from 'vitest';
import enMobile from '../../src/i18n/en/mobile';
import { harnessPerFile, signInByPhone } from './support';
import { PHONE } from './mobileSupport';

const h = harnessPerFile();

describe('the phone console and an existing session', () => {
  // The phone console's Chinese titles: src/ui/mobile/MobileSignIn.test.tsx.
  it('sends a signed-out computer to /login; opens signed in for a user signed in on the desktop console, and on a phone holding that token; signs out to /login', async () => {
    const { page, context } = await h.newPage();
    await page.goto(`${h.url}/mobile?lang=en`);
    await page.waitForURL((url) => url.pathname === '/login');

    await signInByPhone(page, h.url, 'en');
    await page.waitForURL((url) => url.pathname === '/index/');
    const token = (await context.cookies()).find((c) => c.name === 'token')?.value;
    expect(token).toMatch(/^[0-9a-f]{32}$/);

    await page.goto(`${h.url}/mobile?lang=en`);
    await page.getByRole('heading', { name: enMobile.devices.title }).waitFor();
    await page.getByTestId('m-device-row').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/mobile');
    expect(await page.getByTestId('login-password').count()).toBe(0);
    // The same session: the token is the one the desktop sign-in stored.
    expect((await context.cookies()).find((c) => c.name === 'token')?.value).toBe(token);

    // A phone holding that token opens signed in too.
    const phone = await h.newPage(PHONE);
    await phone.context.addCookies((await context.cookies()).filter((c) => c.name === 'token'));
    await phone.page.goto(`${h.url}/mobile?lang=en`);
    await phone.page.getByTestId('m-device-row').first().waitFor();
    expect(await phone.page.getByTestId('login-password').count()).toBe(0);

    // Signing out from the phone console leads to /login.
    await page.goto(`${h.url}/mobile?lang=en&tab=more`);
    await page.getByTestId('m-sign-out').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByTestId('login-password').waitFor();
  });
});
