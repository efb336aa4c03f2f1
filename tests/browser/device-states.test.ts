// The live online state is one shared poll (getMachineStates every 10 s): while the cloud fails it, the rows say
// "unknown" in the page's language, quietly (no toast every 10 s), and the states come back with the cloud.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enDevices from '../../src/i18n/en/devices';
import cnDevices from '../../src/i18n/cn/devices';
import { harnessPerFile, signInByPhone } from './support';

const h = harnessPerFile();
const STATES = '**/api/machine/getMachineStates';
const POLL_WAIT = { timeout: 30_000, interval: 250 };

async function signedIn(lang: 'en' | 'cn'): Promise<Page> {
  const { page } = await h.newPage();
  await signInByPhone(page, h.url, lang);
  await page.waitForURL((url) => url.pathname === '/index/');
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
      await expect.poll(async () => (await statesOf(page)).every((s) => s === 'unknown'), POLL_WAIT).toBe(true);
      const firstState = page.getByTestId('device-row').first().locator('[data-state]');
      expect((await firstState.textContent())?.trim()).toBe(texts.state.unknown);
      expect((await firstState.textContent())?.trim()).not.toBe(texts.state.online);
      // Polling goes on, quietly: a second failed tick, and no toast for any of them.
      await expect.poll(() => failed, POLL_WAIT).toBeGreaterThanOrEqual(2);
      expect(await page.locator('.p-toast-message').count()).toBe(0);

      await page.unroute(STATES);
      await expect.poll(async () => (await statesOf(page)).every((s) => s === 'online' || s === 'offline'), POLL_WAIT).toBe(true);
    });
  }
});
