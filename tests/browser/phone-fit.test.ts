// The full console on a phone: the menu folded behind a menu button that opens the navigation (aria-expanded, Escape
// closes it and gives the focus back), dialogs within the 360 px screen, and the sidebar kept on a desktop. Every
// route's width: phone-fit-routes.test.ts. PHONE_FIT_SHOTS=dir photographs every page for a look.
// The phone tests share one phone page, loaded once: each test moves within the app (goInApp) to where it starts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { harnessPerFile, PHONE_USER } from './support';
import { seriousViolations } from './axe';
import { fullConsoleOnPhone, goInApp, pageWidth, routeIn, shotName, shots } from './phoneFitSupport';

const h = harnessPerFile();

describe('the full console on a 360 px phone', () => {
  let page: Page;
  beforeAll(async () => {
    page = await fullConsoleOnPhone(h, PHONE_USER, { keep: true });
    await page.goto(`${h.url}/alarmCenter/?lang=cn`);
  });

  for (const lang of ['cn', 'en'] as const) {
    it(`folds the menu behind a menu button that opens and closes it from the keyboard (${lang})`, async () => {
      await goInApp(page, routeIn('/alarmCenter/', lang));
      const button = page.getByTestId('nav-toggle');
      await button.waitFor();
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByTestId('nav-msgCenter').isVisible()).toBe(false);

      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
      await page.getByTestId('nav-msgCenter').waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(360);
      if (shots) await page.screenshot({ path: `${shots}/fit-${lang}-menu-open.png` });
      expect(await seriousViolations(page)).toEqual([]);

      await page.keyboard.press('Escape');
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('nav-toggle');
      expect(await page.getByTestId('nav-msgCenter').isVisible()).toBe(false);

      // Following an entry goes there and folds the menu again.
      await button.click();
      await page.getByTestId('nav-msgCenter').click();
      await page.waitForURL((url) => url.pathname === '/msgCenter/');
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  for (const lang of ['cn', 'en'] as const) {
    it(`fits dialogs within the screen (${lang})`, { timeout: 120_000 }, async () => {
      for (const [route, open, dialog] of [
        ['/index/?listType=list', 'add-open', 'add-dialog'],
        ['/ezviz/', 'ezviz-add', 'ezviz-dialog'],
        ['/index/?listType=list', 'device-open', 'device-detail'],
      ] as const) {
        await goInApp(page, routeIn(route, lang));
        await page.getByTestId(open).first().click();
        await page.getByTestId(dialog).waitFor();
        const box = await page.getByTestId(dialog).boundingBox();
        expect(box, `${route} ${dialog}`).not.toBeNull();
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(360);
        expect(await pageWidth(page)).toBeLessThanOrEqual(360);
        if (shots) await page.screenshot({ path: `${shots}/fit-${shotName(route, lang)}-dialog.png` });
        expect(await seriousViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await page.getByTestId(dialog).waitFor({ state: 'detached' });
      }
    });
  }

  it('keeps the sidebar and no menu button on a desktop screen', async () => {
    const { page } = await h.signedInPage(PHONE_USER, { lang: 'en' });
    await page.getByTestId('nav-msgCenter').waitFor();
    expect(await page.getByTestId('nav-toggle').isVisible()).toBe(false);
  });
});
