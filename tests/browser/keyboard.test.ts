// Keyboard only: sign in, reach the first device in a few presses (skip link, one Tab stop for the table), move in
// the table with arrow keys, open a device, use each tab of its detail, close it with Escape; the focus is
// visible throughout and returns to what opened each dialog (device detail, Add device, Groups).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enDevices from '../../src/i18n/en/devices';
import cnDevices from '../../src/i18n/cn/devices';
import enLayout from '../../src/i18n/en/layout';
import { PHONE_USER, harnessPerFile } from './support';

const h = harnessPerFile();

/** What the focused element is, and whether the user can see that it has the focus. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { testId: null, visible: false, text: '' };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    return {
      testId: el.getAttribute('data-testid'),
      visible: el.matches(':focus-visible') && (outline || ring),
      text: (el.textContent ?? '').trim(),
    };
  });
}

/** Presses Tab until the element with the test id has the focus; the number of presses. */
async function tabTo(page: Page, testId: string, limit = 60): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).testId === testId) return presses;
  }
  throw new Error(`${testId} not reached in ${limit} Tab presses`);
}

async function keyboardSignIn(page: Page, lang: 'cn' | 'en') {
  await page.goto(`${h.url}/login?lang=${lang}`);
  await page.getByTestId('login-phone').waitFor();
  await tabTo(page, 'login-phone');
  await page.keyboard.type(PHONE_USER.phone);
  await tabTo(page, 'login-password');
  await page.keyboard.type(PHONE_USER.password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/index/');
  // The sign-in button is gone with its page: start the next steps from the top, as a fresh visit does.
  await page.reload();
  await page.getByTestId('device-row').first().waitFor();
}

/** From a fresh load of the list (focus at the top of the page), the Tab presses to the first device's name. */
async function tabsToFirstDevice(page: Page): Promise<number> {
  await page.reload();
  await page.getByTestId('device-row').first().waitFor();
  return tabTo(page, 'device-open');
}

describe('keyboard only', () => {
  it('reaches the first device in a few presses and moves in the table with arrow keys', async () => {
    const { page } = await h.newPage();
    await keyboardSignIn(page, 'en');
    const firstName = (await page.getByTestId('device-open').first().textContent())?.trim();

    // Tab alone: the header, the menu and the toolbar, then the table as one stop whose first stop is the first
    // device (no sort header or check box before it): one Shift+Tab leaves the table.
    const tabs = await tabsToFirstDevice(page);
    console.log(`Tab presses to the first device (Tab only): ${tabs}`);
    expect((await focused(page)).text).toBe(firstName);
    expect((await focused(page)).visible).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('table')))).toBe(false);

    // The skip links: the first says where it goes; the second lands on the first device.
    await page.reload();
    await page.getByTestId('device-row').first().waitFor();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(enLayout.nav.skipToContent);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(enDevices.skipToList);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatchObject({ testId: 'device-open', text: firstName, visible: true });
    console.log('Key presses to the first device (skip link): 2 Tab + Enter');

    // Arrow keys: down to the second device's name, left to its (not focusable) icon cell and back, up again.
    const secondName = (await page.getByTestId('device-open').nth(1).textContent())?.trim();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toMatchObject({ testId: 'device-open', text: secondName });
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focused(page)).toMatchObject({ testId: 'device-open', text: firstName });
    // Up again: the header's sort button of the same column.
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await focused(page)).testId).toBe('sort-name');
    // Tab leaves the table at once: the check boxes and other rows are not Tab stops.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('table')))).toBe(false);
  });

  it('opens a device from the Chinese skip link, uses each tab of its detail, closes it with Escape, and the focus comes back', async () => {
    const { page } = await h.newPage();
    await keyboardSignIn(page, 'cn');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // The skip links speak Chinese too: the second one lands on the first device.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(cnDevices.skipToList);
    await page.keyboard.press('Enter');
    const name = (await focused(page)).text;
    expect((await focused(page)).testId).toBe('device-open');

    await page.keyboard.press('Enter');
    await page.getByTestId('detail-machineCode').waitFor();
    await tabTo(page, 'detail-tab-overview');
    expect((await focused(page)).visible).toBe(true);
    for (const tab of ['edit', 'location', 'iot', 'authority']) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await focused(page)).testId).toBe(`detail-tab-${tab}`);
      expect((await focused(page)).visible).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId(`detail-tab-${tab}`).getAttribute('aria-selected')).toBe('true');
    }
    // The overview's cloud switch is a Tab away from its tab, and its confirmation returns the focus to it.
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await page.getByTestId('detail-cloud-state').waitFor();

    await page.keyboard.press('Escape');
    await page.getByTestId('device-detail').waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page)).testId).toBe('device-open');
    expect((await focused(page)).text).toBe(name);
    expect((await focused(page)).visible).toBe(true);
  });

  it('returns the focus to the Add device and Groups buttons after their dialogs close', async () => {
    // Signed in through the API: the keyboard sign-in itself is the first two tests'.
    const { page } = await h.signedInPage(PHONE_USER, { lang: 'en' });
    await page.getByTestId('device-row').first().waitFor();
    for (const [button, dialog] of [['add-open', 'add-dialog'], ['groups-open', 'groups-dialog']] as const) {
      await page.getByTestId(button).focus();
      await page.keyboard.press('Enter');
      await page.getByTestId(dialog).waitFor();
      await expect.poll(() => page.evaluate((id) => Boolean(document.activeElement?.closest(`[data-testid="${id}"]`)), dialog)).toBe(true);
      await page.keyboard.press('Escape');
      await page.getByTestId(dialog).waitFor({ state: 'detached' });
      await expect.poll(async () => (await focused(page)).testId).toBe(button);
      expect((await focused(page)).visible).toBe(true);
    }
  });
});
