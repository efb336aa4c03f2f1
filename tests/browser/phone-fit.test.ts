// The full console on a phone: a phone user who chose "Use the full console" gets every route of the main layout
// within a 360 px screen in both languages (no page wider than the screen), the menu folded behind a menu button
// that opens the navigation (aria-expanded, Escape closes it and gives the focus back), and no serious or critical
// axe violation on the pages. PHONE_FIT_SHOTS=dir photographs every page for a look.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ENTERPRISE_USER, harnessPerFile, PHONE_USER, type SignInUser } from './support';
import { PHONE } from './mobileSupport';
import { seriousViolations } from './axe';

const h = harnessPerFile();
const shots = process.env.PHONE_FIT_SHOTS;

/** The main layout's routes each user's mode shows (src/ui/app/App.tsx `mainLayoutRoutes`, layout/navItems.ts). */
const PERSONAL_ROUTES = ['/index/?listType=list', '/index/?listType=card', '/cloudmap/', '/safety/', '/dataCenter/', '/ezviz/', '/msgCenter/', '/alarmCenter/', '/smsAlarm/', '/recoverPwd'];
const ENTERPRISE_ROUTES = ['/device/?type=1', '/device/?type=2', '/project/?type=1', '/project/?type=2', '/cloudmap/', '/msgCenter/', '/alarmCenter/', '/smsAlarm/', '/dataCenter/'];

/** A phone (360 x 740, phone user agent) whose user chose the full console, signed in (through the API). */
async function fullConsoleOnPhone(user: SignInUser): Promise<Page> {
  const { page } = await h.signedInPage(user, { ...PHONE, path: null });
  await page.addInitScript(() => window.localStorage.setItem('consolePlatform', 'full'));
  return page;
}

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
}

/** How far the main area's content reaches: its own scroll box must not scroll sideways either. */
async function mainWidth(page: Page): Promise<number> {
  return page.evaluate(() => {
    const main = document.getElementById('main');
    return main ? main.scrollWidth - main.clientWidth + window.innerWidth : 0;
  });
}

/** The outermost elements reaching past the screen's right edge, to name in a failure. */
async function overflowing(page: Page): Promise<string> {
  return page.evaluate(() => {
    const names: string[] = [];
    const walk = (el: Element) => {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > window.innerWidth + 1) {
        const inner = [...el.children].some((child) => child.getBoundingClientRect().right > window.innerWidth + 1);
        if (!inner || names.length > 4) {
          names.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${Math.round(box.right)})`);
          return;
        }
      }
      for (const child of el.children) if (names.length < 5) walk(child);
    };
    const main = document.getElementById('main');
    if (main) walk(main);
    return names.join(', ');
  });
}

function shotName(route: string, lang: string): string {
  return `${lang}${route.replace(/[^a-zA-Z0-9]+/g, '-')}`.replace(/-$/, '');
}

/** Visits each route in the language; answers the routes wider than the screen (with their widths) and axe's findings. */
async function tooWide(page: Page, routes: string[], lang: 'cn' | 'en'): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(`${h.url}${route}${route.includes('?') ? '&' : '?'}lang=${lang}`);
    await page.locator('main h1, main h2').first().waitFor();
    // Lists and charts fill in after their calls: wait until nothing is loading.
    await expect.poll(() => page.locator('.page-loading, .p-skeleton, [aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
    const width = Math.max(await pageWidth(page), await mainWidth(page));
    if (shots) await page.screenshot({ path: `${shots}/fit-${shotName(route, lang)}.png` });
    if (width > 360) found.push(`${lang} ${route}: ${width} px: ${await overflowing(page)}`);
    // Boxes that scroll sideways now must stay reachable and named: axe as on the desktop.
    found.push(...(await seriousViolations(page)).map((v) => `${lang} ${route}: ${v}`));
  }
  return found;
}

describe('the full console on a 360 px phone', () => {
  for (const lang of ['cn', 'en'] as const) {
    it(`fits every personal-mode route (${lang})`, { timeout: 240_000 }, async () => {
      const page = await fullConsoleOnPhone(PHONE_USER);
      expect(await tooWide(page, PERSONAL_ROUTES, lang)).toEqual([]);
    });

    it(`fits every enterprise-mode route (${lang})`, { timeout: 240_000 }, async () => {
      const page = await fullConsoleOnPhone(ENTERPRISE_USER);
      expect(await tooWide(page, ENTERPRISE_ROUTES, lang)).toEqual([]);
    });
  }

  for (const lang of ['cn', 'en'] as const) {
    it(`folds the menu behind a menu button that opens and closes it from the keyboard (${lang})`, async () => {
      const page = await fullConsoleOnPhone(PHONE_USER);
      await page.goto(`${h.url}/alarmCenter/?lang=${lang}`);
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
      const page = await fullConsoleOnPhone(PHONE_USER);
      for (const [route, open, dialog] of [
        ['/index/?listType=list', 'add-open', 'add-dialog'],
        ['/ezviz/', 'ezviz-add', 'ezviz-dialog'],
        ['/index/?listType=list', 'device-open', 'device-detail'],
      ] as const) {
        await page.goto(`${h.url}${route}${route.includes('?') ? '&' : '?'}lang=${lang}`);
        await page.getByTestId(open).first().click();
        await page.getByTestId(dialog).waitFor();
        const box = await page.getByTestId(dialog).boundingBox();
        expect(box, `${route} ${dialog}`).not.toBeNull();
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(360);
        expect(await pageWidth(page)).toBeLessThanOrEqual(360);
        if (shots) await page.screenshot({ path: `${shots}/fit-${shotName(route, lang)}-dialog.png` });
        expect(await seriousViolations(page)).toEqual([]);
      }
    });
  }

  it('keeps the sidebar and no menu button on a desktop screen', async () => {
    const { page } = await h.signedInPage(PHONE_USER, { lang: 'en' });
    await page.getByTestId('nav-msgCenter').waitFor();
    expect(await page.getByTestId('nav-toggle').isVisible()).toBe(false);
  });
});
