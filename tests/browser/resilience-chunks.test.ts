// A screen's code that cannot be fetched (a deploy replaced the build, the network dropped) or that throws while
// rendering never blanks the page: the console reloads once to the new build, waits for the network when offline,
// and otherwise the route's boundary says what failed in the page's language, with the menu still there.
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import enResilience from '../../src/i18n/en/resilience';
import cnResilience from '../../src/i18n/cn/resilience';
import enAlarms from '../../src/i18n/en/alarms';
import { harnessPerFile, PHONE_USER } from './support';
import { seriousViolations } from './axe';

const h = harnessPerFile();
const TEXTS = { en: enResilience, cn: cnResilience };

/** The alarm centre's chunk (script and stylesheet), as a deploy that removed the old build leaves it: 404. */
const ALARM_CHUNK = /\/assets\/AlarmCenterPage-[^/]+\.(js|css)$/;
const gone = (route: Route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' });
/** A chunk that loads but whose component throws while rendering. */
const throwing = (route: Route) =>
  route.fulfill({ status: 200, contentType: 'text/javascript', body: 'export default function Broken() { throw new Error("render failed on purpose"); }' });

async function loads(page: Page): Promise<() => number> {
  let count = 0;
  page.on('load', () => (count += 1));
  return () => count;
}

async function bodyText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText.trim());
}

describe('a removed chunk (a deploy while the tab is open)', () => {
  it('reloads once to the new build at the same address when the old chunk is gone', async () => {
    const { page } = await h.signedInPage(PHONE_USER, { path: '/index/', lang: 'en' });
    await page.getByTestId('nav-alarmCenter').waitFor();
    // Gone for the page that kept the old build; the reloaded page (the new build) finds its chunk.
    const loadCount = await loads(page);
    await page.route(ALARM_CHUNK, (route) => (loadCount() === 0 ? gone(route) : route.fallback()));
    await page.getByTestId('nav-alarmCenter').click();
    await page.getByRole('heading', { name: enAlarms.title.personal }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/alarmCenter/');
    expect(loadCount()).toBe(1);
  });

  for (const lang of ['en', 'cn'] as const) {
    it(`shows the route's failure in ${lang} with the menu, and "Try again" loads it once the chunk is back`, async () => {
      const { page } = await h.signedInPage(PHONE_USER, { path: '/index/', lang });
      await page.getByTestId('nav-alarmCenter').waitFor();
      await page.route(ALARM_CHUNK, gone);
      const loadCount = await loads(page);
      await page.getByTestId('nav-alarmCenter').click();
      const failure = page.getByTestId('failure');
      await failure.getByText(TEXTS[lang].route.title).waitFor();
      await failure.getByText(TEXTS[lang].route.chunk).waitFor();
      // One reload, not a loop; the layout, menu and language switch stay.
      expect(loadCount()).toBe(1);
      expect(new URL(page.url()).pathname).toBe('/alarmCenter/');
      expect(await page.getByTestId('nav-alarmCenter').isVisible()).toBe(true);
      expect(await page.getByTestId('lang-switch').isVisible()).toBe(true);
      expect(await page.getByTestId('failure-reload').textContent()).toContain(TEXTS[lang].actions.reload);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `.tmp/shots/failure-chunk-${lang}-1280.png` });
      await page.setViewportSize({ width: 360, height: 740 });
      await page.screenshot({ path: `.tmp/shots/failure-chunk-${lang}-360.png` });

      await page.unroute(ALARM_CHUNK);
      await page.getByTestId('failure-retry').click();
      await page.locator('.alarm-page, [data-testid="alarm-table"], h1').first().waitFor();
      await expect.poll(() => page.getByTestId('failure').count()).toBe(0);
    });
  }
});

describe('offline, then back', () => {
  it('waits for the network instead of blanking, says it is offline, and shows the screen when back', async () => {
    const { page, context } = await h.signedInPage(PHONE_USER, { path: '/index/', lang: 'en' });
    await page.getByTestId('nav-alarmCenter').waitFor();
    await context.setOffline(true);
    await page.getByTestId('nav-alarmCenter').click();
    await page.getByTestId('connection-notice').waitFor();
    expect((await bodyText(page)).length).toBeGreaterThan(0);
    expect(await page.getByTestId('nav-alarmCenter').isVisible()).toBe(true);
    await page.screenshot({ path: '.tmp/shots/offline-chunk-en-1280.png' });
    await context.setOffline(false);
    await page.getByRole('heading', { name: enAlarms.title.personal }).waitFor();
    await expect.poll(() => page.getByTestId('connection-notice').count()).toBe(0);
  });
});

describe('a render error', () => {
  for (const lang of ['en', 'cn'] as const) {
    it(`keeps the layout and says the page failed, in ${lang}; "Try again" re-mounts it`, async () => {
      const { page } = await h.signedInPage(PHONE_USER, { path: '/index/', lang });
      await page.getByTestId('nav-alarmCenter').waitFor();
      await page.route(/\/assets\/AlarmCenterPage-[^/]+\.js$/, throwing);
      await page.getByTestId('nav-alarmCenter').click();
      const failure = page.getByTestId('failure');
      await failure.getByText(TEXTS[lang].route.render).waitFor();
      expect(await page.getByTestId('nav-home').isVisible()).toBe(true);
      await page.screenshot({ path: `.tmp/shots/failure-render-${lang}-1280.png` });
      await page.setViewportSize({ width: 360, height: 740 });
      await page.screenshot({ path: `.tmp/shots/failure-render-${lang}-360.png` });
      // Another route clears the failure: the menu still works.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByTestId('nav-home').click();
      await expect.poll(() => page.getByTestId('failure').count()).toBe(0);
    });
  }

  it('a failing device detail panel leaves the list working', async () => {
    const { page } = await h.signedInPage(PHONE_USER, { path: '/index/', lang: 'en' });
    await page.route(/\/assets\/DeviceDetailPanel-[^/]+\.js$/, throwing);
    const first = page.getByTestId("device-open").first();
    await first.click();
    await page.getByTestId('failure-detail').getByText(enResilience.widget.detail).waitFor();
    expect(await page.getByTestId("device-open").count()).toBeGreaterThan(0);
  });

  it('failing live notifications leave the page working', async () => {
    const { page } = await h.signedInPage(PHONE_USER, { path: null, lang: 'en' });
    await page.route(/\/assets\/LiveNotifications-[^/]+\.js$/, throwing);
    await page.goto(`${h.url}/index/?lang=en`);
    await page.getByTestId('failure-notifications').getByText(enResilience.widget.notifications).waitFor();
    // The menu renders beside the failed widget, not necessarily before it: wait for it rather than read it once.
    await page.getByTestId('nav-alarmCenter').waitFor({ state: 'visible' });
  });
});
