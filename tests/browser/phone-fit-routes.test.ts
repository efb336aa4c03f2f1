// The full console on a phone, every route of the main layout in both languages and both modes: within a 360 px
// screen (no page, and no main area, wider than the screen) and no serious or critical axe violation on the pages.
// One phone page per mode, loaded once and kept across its languages: each route is reached within the app (as its
// menu does), so a route costs a render and a scan rather than a full page load.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ENTERPRISE_USER, harnessPerFile, PHONE_USER, type SignInUser } from './support';
import { ENTERPRISE_ROUTES, fullConsoleOnPhone, PERSONAL_ROUTES, routeIn, tooWide } from './phoneFitSupport';

const h = harnessPerFile();

const MODES: Array<[mode: string, user: SignInUser, routes: string[]]> = [
  ['personal', PHONE_USER, PERSONAL_ROUTES],
  ['enterprise', ENTERPRISE_USER, ENTERPRISE_ROUTES],
];

describe('the full console on a 360 px phone', () => {
  for (const [mode, user, routes] of MODES) {
    describe(`${mode} mode`, () => {
      let page: Page;
      beforeAll(async () => {
        page = await fullConsoleOnPhone(h, user, { keep: true });
        await page.goto(`${h.url}${routeIn(routes[0]!, 'cn')}`);
        await page.locator('main h1, main h2').first().waitFor();
      });

      for (const lang of ['cn', 'en'] as const) {
        it(`fits every ${mode}-mode route (${lang})`, { timeout: 240_000 }, async () => {
          expect(await tooWide(page, routes, lang)).toEqual([]);
        });
      }
    });
  }
});
