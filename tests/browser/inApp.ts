// Moving a loaded console to another route within the app, for the browser tests that keep one signed-in page
// across their tests (a full page load costs about three times a route change in CPU).
import type { Page } from 'playwright-core';

/**
 * Moves the loaded console to `path` (its own `lang` included) within the app, as its own links do (history and the
 * router's popstate), so a route costs a render, not a full page load; the language follows the path's `lang` as on
 * a load. Waits for the address and two frames, so the new route has rendered (its loading states included) before
 * the caller waits for its content.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * The kept page with the detail panel of the device open on the personal list (`?machine=<id>`, as the list's name
 * button opens it), in `lang`: an open panel is closed first (Escape), so the wait sees the new device's facts.
 */
export async function showDetail(page: Page, machine: { machine_id: number; machine_code: string }, lang: 'cn' | 'en' = 'en'): Promise<void> {
  const panel = page.getByTestId('device-detail');
  if (await panel.count()) {
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
  }
  await goInApp(page, `/index/?listType=list&lang=${lang}&machine=${machine.machine_id}`);
  await page.getByTestId('detail-machineCode').filter({ hasText: machine.machine_code }).waitFor();
}
