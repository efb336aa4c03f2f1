// Defects a new user met on first use (docs/decisions.md, "Console"), each checked where the user sees it: the enterprise list opened
// first is styled, a guarded Sign in button says it waits, closing the cloud service asks first, each mode's
// routes lead somewhere useful, the theme's primary passes AA, and the layout holds (cards, menu, detail tabs,
// the map's controls in Chinese).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enAuth from '../../src/i18n/en/auth';
import enDetail from '../../src/i18n/en/deviceDetail';
import cnCommon from '../../src/i18n/cn/common';
import { CLICK_GUARD_MS } from '../../src/domain/constants';
import enErrors from '../../src/i18n/en/errors';
import { ENTERPRISE_USER, PHONE_USER, harnessPerFile, recordApiCalls, withLang } from './support';
import { pickDevice } from './deviceDetailSupport';
import { keptPage } from './keptPage';

const h = harnessPerFile();
// Most tests here read a screen (or undo what they change): one signed-in page per user serves them all.
const personalPage = keptPage(h, PHONE_USER);
const enterprisePage = keptPage(h, ENTERPRISE_USER);

/** The kept personal page, opened at `path` (the language set in the path's query). */
async function personalAt(path = '/index/?listType=list', lang: 'cn' | 'en' = 'en'): Promise<Page> {
  const page = await personalPage();
  await page.goto(`${h.url}${withLang(path, lang)}`);
  return page;
}

async function signedInPersonal(lang: 'cn' | 'en' = 'en'): Promise<Page> {
  const page = await personalAt('/index/?listType=list', lang);
  await page.getByTestId('device-row').first().waitFor();
  return page;
}

/** The kept personal page with the device's detail panel open, as the list opens it (deviceDetailSupport's openDetail). */
async function detailOf(machineId: number): Promise<Page> {
  const page = await personalAt(`/index/?listType=list&machine=${machineId}`);
  await page.getByTestId('detail-machineCode').waitFor();
  return page;
}

/** WCAG contrast ratio of two rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

describe('the enterprise list opened first', () => {
  it('shows device names as links in the primary colour and a full-size group select', async () => {
    const page = await enterprisePage();
    await page.goto(`${h.url}/device/?type=1&lang=en`);
    const name = page.getByTestId('device-open').first();
    await name.waitFor();
    const look = await name.evaluate((el) => {
      const s = getComputedStyle(el);
      return { background: s.backgroundColor, border: s.borderTopStyle, color: s.color };
    });
    // A native button is grey with a border; the shared style makes it a plain link-coloured name.
    expect(look.background).toBe('rgba(0, 0, 0, 0)');
    expect(look.border).toBe('none');
    expect(contrast(look.color, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(4.5);
    const select = await page.getByTestId('group-filter').evaluate((el) => el.getBoundingClientRect().width);
    expect(select).toBeGreaterThanOrEqual(144);
  });
});

describe('the click guard', () => {
  // The same in Chinese (the label's text and its end): src/ui/mobile/MobileSignIn.test.tsx, the form /login shares.
  it('refuses a wrong password, shows the seconds left on Sign in, then lets the corrected one through', async () => {
    for (const [lang, texts] of [['en', enAuth]] as const) {
      const { page } = await h.newPage();
      await page.goto(`${h.url}/login?lang=${lang}`);
      await page.getByTestId('login-phone').fill(PHONE_USER.phone);
      await page.getByTestId('login-password').fill('wrong-password');
      const button = page.getByTestId('login-submit');
      await button.click();
      // Refused: said so, still on /login, and no token.
      await expect.poll(() => page.getByTestId('login-error').textContent()).toContain(enErrors.business.loginFailed);
      expect(new URL(page.url()).pathname).toBe('/login');
      expect((await page.context().cookies()).some((c) => c.name === 'token')).toBe(false);
      // Waiting, and saying so: the label carries the seconds left and the button is marked disabled.
      const seconds = Math.ceil(CLICK_GUARD_MS / 1000);
      const waiting = texts.guardWait.replace('{{label}}', texts.login.submit);
      const shown = await button.textContent();
      expect([1, seconds].map((s) => waiting.replace('{{seconds}}', String(s)))).toContain(shown?.trim());
      expect(await button.getAttribute('aria-disabled')).toBe('true');
      // Then the corrected password goes out.
      await page.getByTestId('login-password').fill(PHONE_USER.password);
      await expect.poll(() => button.getAttribute('aria-disabled'), { timeout: CLICK_GUARD_MS + 2_000 }).toBe(null);
      expect((await button.textContent())?.trim()).toBe(texts.login.submit);
      await button.click();
      await page.waitForURL((url) => url.pathname === '/index/');
    }
  });
});

describe('closing the cloud service', () => {
  it('asks first, naming what is lost, and does nothing on cancel', async () => {
    const machine = await pickDevice(h, (m) => m.limit_authority === 3 && m.cloudState === 1);
    const page = await detailOf(machine.machine_id);
    const calls = recordApiCalls(page);
    await page.getByTestId('detail-cloud-switch').click();
    await page.getByTestId('cloud-confirm').filter({ hasText: enDetail.cloud.confirmBody }).waitFor();
    await page.getByTestId('cloud-confirm-cancel').click();
    await page.getByTestId('cloud-confirm').waitFor({ state: 'detached' });
    expect(calls).not.toContain('/api/machine/machineCloudSwitchState');
    expect(await page.getByTestId('detail-cloud-state').textContent()).toBe(enDetail.cloud.open);
    // The focus is back on the switch that asked.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('detail-cloud-switch');

    await page.getByTestId('detail-cloud-switch').click();
    await page.getByTestId('cloud-confirm-confirm').click();
    await expect.poll(() => page.getByTestId('detail-cloud-state').textContent()).toBe(enDetail.cloud.closed);
    expect(calls).toContain('/api/machine/machineCloudSwitchState');
    // Opening again gives access back and needs no question.
    await page.getByTestId('detail-cloud-switch').click();
    await expect.poll(() => page.getByTestId('detail-cloud-state').textContent()).toBe(enDetail.cloud.open);
  });
});

describe('routes of the other mode', () => {
  it('send a user without an enterprise from an enterprise list to the personal list', async () => {
    const page = await signedInPersonal();
    for (const path of ['/device/?type=1', '/device/?type=2']) {
      await page.goto(`${h.url}${path}&lang=en`);
      await page.waitForURL((url) => url.pathname === '/index/');
      await page.getByTestId('nav-home').and(page.locator('[aria-current="page"]')).waitFor();
      expect(await page.getByTestId('enterprise-none').count()).toBe(0);
    }
  });

  it('send an enterprise user from the personal list to the enterprise list, its menu entry current', async () => {
    const page = await enterprisePage();
    await page.goto(`${h.url}/index/?listType=list&lang=en`);
    await page.waitForURL((url) => url.pathname === '/device/' && url.searchParams.get('type') === '1');
    await page.getByTestId('nav-enterpriseDevices').and(page.locator('[aria-current="page"]')).waitFor();
    await page.getByTestId('device-row').first().waitFor();
  });
});

describe('layout', () => {
  it('keeps card lines whole, role badges pill-sized and menu labels on one line', async () => {
    const page = await signedInPersonal('en');
    await page.getByTestId('view-cards').click();
    const card = page.getByTestId('device-card').first();
    await card.waitFor();
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.device-card-name, .device-card-alias, .device-card-code')]
        .filter((el) => el.scrollHeight > el.clientHeight + 1 || el.getBoundingClientRect().height < 16)
        .map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
    const badges = await page.locator('.device-card .device-role').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(Math.max(...badges)).toBeLessThan(28);

    const lines = await page.locator('.main-nav a').evaluateAll((els) =>
      els.map((el) => ({ text: el.textContent, height: el.getBoundingClientRect().height })),
    );
    // One line of text plus the link's padding; a wrapped label is a line taller.
    for (const line of lines) expect(line.height, line.text ?? '').toBeLessThan(48);
  });

  it('keeps the detail dialog one height across its tabs', async () => {
    const machine = await pickDevice(h, (m) => m.limit_authority === 3);
    const page = await detailOf(machine.machine_id);
    const heights: number[] = [];
    for (const tab of ['overview', 'edit', 'location', 'iot']) {
      await page.getByTestId(`detail-tab-${tab}`).click();
      await expect.poll(() => page.getByTestId(`detail-tab-${tab}`).getAttribute('aria-selected')).toBe('true');
      heights.push(await page.locator('.detail-panel').evaluate((el) => Math.round(el.getBoundingClientRect().height)));
    }
    expect(new Set(heights).size).toBe(1);
  });

  it('translates the map zoom buttons on a Chinese page', async () => {
    const page = await personalAt('/cloudmap/', 'cn');
    await page.locator('.leaflet-control-zoom-in').waitFor();
    expect(await page.locator('.leaflet-control-zoom-in').getAttribute('title')).toBe(cnCommon.map.zoomIn);
    expect(await page.locator('.leaflet-control-zoom-out').getAttribute('aria-label')).toBe(cnCommon.map.zoomOut);
  });

  it('uses a primary colour that passes AA against white for text and on filled buttons', async () => {
    const page = await signedInPersonal('en');
    const colors = await page.getByTestId('add-open').evaluate((el) => {
      const s = getComputedStyle(el);
      return { background: s.backgroundColor, color: s.color };
    });
    expect(contrast(colors.background, colors.color)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.background, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(4.5);
  });
});
