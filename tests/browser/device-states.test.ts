// The live online state is one shared poll (getMachineStates every 10 s): while the cloud fails it, the rows say
// "unknown" in the page's language, quietly (no toast every 10 s), and the states come back with the cloud.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enDevices from '../../src/i18n/en/devices';
import cnDevices from '../../src/i18n/cn/devices';
import { DEVICE_STATES_POLL_MS } from '../../src/transport/deviceStates';
import { harnessPerFile, PHONE_USER } from './support';

const h = harnessPerFile();
const STATES = '**/api/machine/getMachineStates';

/** Signed in on the device list, with the browser clock installed so the test moves the 10 s poll itself. */
async function signedIn(lang: 'en' | 'cn'): Promise<Page> {
  const { page } = await h.signedInPage(PHONE_USER, { lang, clock: true });
  await page.getByTestId('device-row').first().waitFor();
  return page;
}

const statesOf = (page: Page) => page.getByTestId('device-row').locator('[data-state]').evaluateAll((els) => els.map((el) => el.getAttribute('data-state')));

describe('live online state while the cloud fails', () => {
  for (const [lang, texts] of [['en', enDevices], ['cn', cnDevices]] as const) {
    it(`shows the state unknown while getMachineStates fails, without toasts, and the states return (${lang})`, async () => {
      const page = await signedIn(lang);
      await expect.poll(async () => (await statesOf(page)).every((s) => s === 'online' || s === 'offline')).toBe(true);
      let failed = 0;
      await page.route(STATES, (route) => {
        failed += 1;
        return route.abort('failed');
      });
      await page.clock.runFor(DEVICE_STATES_POLL_MS);
      await expect.poll(async () => (await statesOf(page)).every((s) => s === 'unknown')).toBe(true);
      const firstState = page.getByTestId('device-row').first().locator('[data-state]');
      expect((await firstState.textContent())?.trim()).toBe(texts.state.unknown);
      expect((await firstState.textContent())?.trim()).not.toBe(texts.state.online);
      // Polling goes on, quietly: a second failed tick, and no toast for any of them.
      await page.clock.runFor(DEVICE_STATES_POLL_MS);
      await expect.poll(() => failed).toBeGreaterThanOrEqual(2);
      expect(await page.locator('.p-toast-message').count()).toBe(0);

      await page.unroute(STATES);
      await page.clock.runFor(DEVICE_STATES_POLL_MS);
      await expect.poll(async () => (await statesOf(page)).every((s) => s === 'online' || s === 'offline')).toBe(true);
    });
  }
});
