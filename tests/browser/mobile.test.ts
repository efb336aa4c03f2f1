// The phone console (/mobile) at 360 x 740 with a phone's user agent: every route leads there, sign-in, the
// device list with search and online state, a device's facts and remote visit, alarms with confirm, and the
// escape to the full console, remembered.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enMobile from '../../src/i18n/en/mobile';
import { DEVICE_STATES_POLL_MS } from '../../src/transport/deviceStates';
import { harnessPerFile, PHONE_USER } from './support';
import { PHONE, phonePage } from './mobileSupport';
import { keptPage } from './keptPage';

const h = harnessPerFile();
// The signed-in tests share one phone (they leave the world as they found it, or add to it): the browser's clock
// installed, so a test moves the online-state poll on instead of waiting for it.
const phone = keptPage(h, PHONE_USER, { ...PHONE, clock: true });

/** The kept phone on the phone console's device list. */
async function signedInPhone(): Promise<Page> {
  const page = await phone();
  await page.goto(`${h.url}/mobile?lang=en`);
  await page.getByTestId('m-device-row').first().waitFor();
  return page;
}

describe('a phone user agent', () => {
  // Its sign-in and device list in Chinese, and the click guard's Chinese label: src/ui/mobile/MobileSignIn.test.tsx.
  it('is led from any page to the phone console, whose sign-in works', async () => {
    for (const [lang, texts] of [['en', enMobile]] as const) {
      const page = await phonePage(h);
      await page.goto(`${h.url}/index/?listType=list&lang=${lang}`);
      await page.waitForURL((url) => url.pathname === '/mobile' && url.searchParams.get('lang') === lang);
      await page.getByRole('heading', { name: texts.signIn.title }).waitFor();
      await page.getByTestId('login-phone').fill(PHONE_USER.phone);
      await page.getByTestId('login-password').fill(PHONE_USER.password);
      await page.getByTestId('login-submit').click();
      await page.getByRole('heading', { name: texts.devices.title }).waitFor();
      await page.getByTestId('m-device-row').first().waitFor();
      expect(await page.getByTestId('m-device-row').count()).toBeGreaterThan(0);
      // The signed-in phone stays on the phone console when asked for a desktop page.
      await page.goto(`${h.url}/alarmCenter/?lang=${lang}`);
      await page.waitForURL((url) => url.pathname === '/mobile');
      await page.getByTestId('m-tab-devices').waitFor();
    }
  });

  it('finds devices by name or code and shows their online state, following the simulator', async () => {
    const page = await signedInPhone();
    const first = page.getByTestId('m-device-row').first();
    const code = (await first.locator('.m-muted').textContent())?.split(' · ').pop() ?? '';
    expect(code).not.toBe('');
    await page.getByTestId('m-device-search').fill(code.toLowerCase());
    await expect.poll(() => page.getByTestId('m-device-row').count()).toBe(1);
    await page.getByTestId('m-device-search').fill('no such device at all');
    await page.getByText(enMobile.devices.noMatch.replace('{{query}}', 'no such device at all')).waitFor();
    await page.getByTestId('m-device-search').fill(code);

    // Set offline through the control API: the shared online-state poll brings it to the row.
    await h.control('device/state', { machineCode: code, online: false });
    await page.clock.runFor(DEVICE_STATES_POLL_MS);
    await expect.poll(() => page.getByTestId('m-device-row').first().getAttribute('data-state')).toBe('offline');
    await h.control('device/state', { machineCode: code, online: true });
    await page.clock.runFor(DEVICE_STATES_POLL_MS);
    await expect.poll(() => page.getByTestId('m-device-row').first().getAttribute('data-state')).toBe('online');
  });

  it('opens a device: facts, the remote visit with its result explained, and back', async () => {
    const page = await signedInPhone();
    const row = page.getByTestId('m-device-row').first();
    const name = (await row.locator('strong').textContent()) ?? '';
    await row.click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByTestId('m-device-facts').getByText(enMobile.device.code).waitFor();
    await page.locator('[data-testid^="visit-"]').first().click();
    // Whatever the visit ends with, it is explained: a message and a next step.
    const result = page.getByTestId('visit-result');
    await expect.poll(() => result.getAttribute('data-kind')).toBeTruthy();
    expect((await result.locator('.visit-next').textContent())?.trim()).not.toBe('');
    await page.getByTestId('visit-close').click();
    // The phone's back button returns to the list (the section lives in the URL).
    await page.goBack();
    await page.getByTestId('m-device-search').waitFor();
  });

  it('shows a new alarm live and confirms it after asking', async () => {
    const page = await signedInPhone();
    await page.getByTestId('m-tab-alarms').click();
    await page.getByRole('heading', { name: enMobile.alarms.title }).waitFor();
    const before = await page.getByTestId('m-alarm').count();
    await h.control('alarm', { account: PHONE_USER.phone, content: 'Phone test: pressure high', level: '3' });
    const alarm = page.getByTestId('m-alarm').filter({ hasText: 'Phone test: pressure high' });
    await alarm.waitFor();
    await expect.poll(() => page.getByTestId('m-alarm').count()).toBe(before + 1);
    await alarm.getByTestId('m-alarm-confirm').click();
    await page.getByTestId('m-alarm-confirm-dialog-confirm').click();
    // Confirmed alarms leave the active list.
    await alarm.waitFor({ state: 'detached' });
    await page.getByTestId('m-alarms-all').click();
    await page.getByTestId('m-alarm').filter({ hasText: 'Phone test: pressure high' }).and(page.locator('[data-state="confirmed"]')).waitFor();
  });

  it('switches to the full console, remembers it, and comes back through /mobile', async () => {
    const page = await signedInPhone();
    await page.getByTestId('m-tab-more').click();
    await page.getByTestId('m-full-console').click();
    await page.waitForURL((url) => url.pathname === '/index/');
    await page.getByTestId('device-row').first().waitFor();
    // Remembered: a reload and a fresh visit keep the full console.
    await page.goto(`${h.url}/alarmCenter/?lang=en`);
    await page.waitForURL((url) => url.pathname === '/alarmCenter/');
    await page.reload();
    // On a phone's width the full console folds its menu behind the menu button.
    await page.getByTestId('nav-toggle').click();
    await page.getByTestId('nav-alarmCenter').waitFor();
    expect(new URL(page.url()).pathname).toBe('/alarmCenter/');
    // Opening /mobile chooses the phone console again.
    await page.goto(`${h.url}/mobile?lang=en`);
    await page.getByTestId('m-tab-devices').waitFor();
    await page.goto(`${h.url}/index/?listType=list&lang=en`);
    await page.waitForURL((url) => url.pathname === '/mobile');
  });

  it('leaves nobody locked out: signed out, the full console and its registration are one tap away', async () => {
    const page = await phonePage(h);
    await page.goto(`${h.url}/login?lang=en`);
    await page.waitForURL((url) => url.pathname === '/mobile');
    await page.getByTestId('m-register').click();
    await page.waitForURL((url) => url.pathname === '/register');
    await page.getByTestId('register-name').waitFor();
    await page.goto(`${h.url}/login?lang=en`);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByTestId('login-tab-qr').waitFor();
  });
});
