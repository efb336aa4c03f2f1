// Shared steps of the full console on a phone (phone-fit.test.ts, phone-fit-routes.test.ts): a phone whose user chose
// the full console, and the widths and axe findings of each route. PHONE_FIT_SHOTS=dir photographs every page.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Harness, SignInUser } from './support';
import { PHONE } from './mobileSupport';
import { seriousViolations } from './axe';
import { goInApp } from './inApp';

export { goInApp } from './inApp';

export const shots = process.env.PHONE_FIT_SHOTS;

/** The main layout's routes each user's mode shows (src/ui/app/App.tsx `mainLayoutRoutes`, layout/navItems.ts). */
export const PERSONAL_ROUTES = ['/index/?listType=list', '/index/?listType=card', '/cloudmap/', '/safety/', '/dataCenter/', '/ezviz/', '/msgCenter/', '/alarmCenter/', '/smsAlarm/', '/recoverPwd'];
export const ENTERPRISE_ROUTES = ['/device/?type=1', '/device/?type=2', '/project/?type=1', '/project/?type=2', '/cloudmap/', '/msgCenter/', '/alarmCenter/', '/smsAlarm/', '/dataCenter/'];

/**
 * A phone (360 x 740, phone user agent) whose user chose the full console, signed in (through the API). `keep` keeps
 * the page open across the tests of the file (for a describe's beforeAll).
 */
export async function fullConsoleOnPhone(h: Harness, user: SignInUser, options: { keep?: boolean } = {}): Promise<Page> {
  const { page } = await h.signedInPage(user, { ...PHONE, path: null, keep: options.keep ?? false });
  await page.addInitScript(() => window.localStorage.setItem('consolePlatform', 'full'));
  return page;
}

/** The route with `lang` set. */
export function routeIn(route: string, lang: 'cn' | 'en'): string {
  return `${route}${route.includes('?') ? '&' : '?'}lang=${lang}`;
}

export async function pageWidth(page: Page): Promise<number> {
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

export function shotName(route: string, lang: string): string {
  return `${lang}${route.replace(/[^a-zA-Z0-9]+/g, '-')}`.replace(/-$/, '');
}

/**
 * Visits each route in the language within the loaded console (goInApp); answers the routes wider than the screen
 * (with their widths) and axe's findings.
 */
export async function tooWide(page: Page, routes: string[], lang: 'cn' | 'en'): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await goInApp(page, routeIn(route, lang));
    await page.locator('main h1, main h2').first().waitFor();
    // Lists and charts fill in after their calls: wait until nothing is loading.
    await expect.poll(() => page.locator('.page-loading, .p-skeleton, [aria-busy="true"]').count(), { timeout: 30_000 }).toBe(0);
    const width = Math.max(await pageWidth(page), await mainWidth(page));
    if (shots) await page.screenshot({ path: `${shots}/fit-${shotName(route, lang)}.png` });
    if (width > 360) found.push(`${lang} ${route}: ${width} px: ${await overflowing(page)}`);
    // Boxes that scroll sideways now must stay reachable and named: axe as on the desktop.
    found.push(...(await seriousViolations(page)).map((v) => `${lang} ${route}: ${v}`));
  }
  return found;
}

