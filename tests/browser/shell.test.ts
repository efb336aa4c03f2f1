// The console's shell around the screens: page title, enterprise switching and its branding, navigation per
// mode, not-yet-built pages, the mobile redirect, sign-out, the device list's search and views, the unread badge.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enLayout from '../../src/i18n/en/layout';
import enDevices from '../../src/i18n/en/devices';
import { brandText, resolveBrand } from '../../src/domain/brands';
import { ENTERPRISE_USER, PHONE_USER, waitForConnections, harnessPerFile } from './support';
import { keptPage } from './keptPage';

const h = harnessPerFile();

/** The platform names the seeded world gives its two enterprises (getlogo's platformName). */
const PLATFORM_OF: Record<string, string> = {
  '华南自动化有限公司': 'Huanan IoT Cloud',
  'Eastern Packaging Ltd.': 'Eastern Remote',
};

// The phone user's tests share one signed-in page (each opens its route; sign-out comes last).
const phonePage = keptPage(h, PHONE_USER);

async function signedInByPhone(lang: 'cn' | 'en' = 'en'): Promise<Page> {
  const page = await phonePage();
  await page.goto(`${h.url}/index/?listType=list&lang=${lang}`);
  return page;
}

const headerTitle = (page: Page) => page.locator('.main-header .brand-title');

// First on the shared page: a socket that a page load closes is never the one counted.
describe('unread badge', () => {
  it('shows 99+ above 99 and follows the count pushed by the cloud', async () => {
    const page = await signedInByPhone('en');
    await waitForConnections(h, PHONE_USER.phone, 1);
    const badge = page.getByTestId('unread-badge');
    expect(await badge.count()).toBe(0);

    await h.control('push', { account: PHONE_USER.phone, message: { type: 'deviceAlarm', deviceCode: 'X1', totalUnreadMsg: 120 } });
    await badge.filter({ hasText: /^99\+$/ }).waitFor();
    await h.control('push', { account: PHONE_USER.phone, message: { type: 'deviceAlarm', deviceCode: 'X1', totalUnreadMsg: 5 } });
    await badge.filter({ hasText: /^5$/ }).waitFor();
    await expect.poll(() => badge.getAttribute('aria-label')).toBe(enLayout.header.unread_other.replace('{{count}}', '5'));
    expect(await page.getByTestId('nav-msgCenter').locator('[data-testid="unread-badge"]').count()).toBe(1);
  });
});

describe('page title', () => {
  it("becomes the host's brand title in the route's language after a route change", async () => {
    const brand = resolveBrand('localhost');
    const page = await signedInByPhone('en');
    await page.getByTestId('nav-alarmCenter').click();
    await page.waitForURL((url) => url.pathname === '/alarmCenter/');
    await page.waitForFunction((title) => document.title === title, brandText(brand, 'en', 'title'));

    await page.getByTestId('lang-switch').selectOption('cn');
    await page.waitForURL((url) => url.searchParams.get('lang') === 'cn');
    await page.waitForFunction((title) => document.title === title, brandText(brand, 'cn', 'title'));
  });
});

describe('enterprise mode', () => {
  it('switches to the personal entry and back to an enterprise, with that platform in the header', async () => {
    const brand = resolveBrand('localhost');
    const { page } = await h.signedInPage(ENTERPRISE_USER);
    const switcher = page.getByTestId('enterprise-switcher');
    await switcher.waitFor();

    // Enterprise mode: the chosen enterprise's platform name heads the page; no security centre.
    const firstName = await switcher.locator('option:checked').textContent();
    await headerTitle(page).filter({ hasText: PLATFORM_OF[firstName ?? ''] ?? '(unknown enterprise)' }).waitFor();
    await page.getByTestId('nav-enterpriseDevices').waitFor();
    expect(await page.getByTestId('nav-safety').count()).toBe(0);
    expect(await page.getByTestId('nav-home').count()).toBe(0);

    // Personal entry: the personal list, the brand's own title and the security centre.
    await switcher.selectOption('0');
    await page.waitForURL((url) => url.pathname === '/index/' && url.searchParams.get('listType') === 'list');
    await headerTitle(page).filter({ hasText: brandText(brand, 'en', 'title') }).waitFor();
    await page.getByTestId('nav-safety').filter({ hasText: enLayout.nav.safety }).waitFor();
    await page.getByTestId('nav-home').waitFor();
    expect(await page.getByTestId('nav-enterpriseDevices').count()).toBe(0);

    // Back to the other enterprise.
    const other = Object.keys(PLATFORM_OF).find((name) => name !== firstName) ?? '';
    await switcher.selectOption({ label: other });
    await page.waitForURL((url) => url.pathname === '/device/' && url.searchParams.get('type') === '1');
    await headerTitle(page).filter({ hasText: PLATFORM_OF[other] ?? '(unknown enterprise)' }).waitFor();
    await page.getByTestId('nav-enterpriseDevices').waitFor();
    expect(await page.getByTestId('nav-safety').count()).toBe(0);
  });

  it('a user without an enterprise sees the fixed cloud label and the security centre', async () => {
    const page = await signedInByPhone('en');
    const label = page.getByTestId('enterprise-switcher');
    await label.filter({ hasText: enLayout.enterprise.cloudDevices }).waitFor();
    expect(await label.locator('select, option').count()).toBe(0);
    await page.getByTestId('nav-safety').waitFor();
  });
});

describe('mobile user agent', () => {
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

  async function mobilePage(): Promise<Page> {
    const { page } = await h.newPage({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });
    return page;
  }

  it('goes to /mobile from any page but /scadaRegister, where it stays', async () => {
    const page = await mobilePage();
    await page.goto(`${h.url}/login?lang=en`);
    await page.waitForURL((url) => url.pathname === '/mobile' && url.searchParams.get('lang') === 'en');
    // The phone console's own sign-in (tests/browser/mobile*.test.ts cover the rest of it).
    await page.getByTestId('mobile-console').getByTestId('login-phone').waitFor();

    await page.goto(`${h.url}/scadaRegister?lang=cn`);
    await page.getByTestId('scada-form').waitFor();
    expect(new URL(page.url()).pathname).toBe('/scadaRegister');
  });
});

describe('personal device list', () => {
  it('search narrows the rows, and the card view shows the same devices as cards', async () => {
    const page = await signedInByPhone('en');
    const count = page.getByTestId('device-count');
    await count.waitFor();
    const total = Number.parseInt((await count.textContent()) ?? '', 10);
    expect(total).toBeGreaterThan(1);

    const firstRow = page.getByTestId('device-row').first();
    await firstRow.waitFor();
    // The machine code is unique: searching for it leaves exactly its device.
    const code = ((await firstRow.getByTestId('device-code').textContent()) ?? '').trim();
    expect(code).not.toBe('');
    await page.getByTestId('device-search').fill(code);
    await count.filter({ hasText: enDevices.count_one.replace('{{count}}', '1') }).waitFor();
    await expect.poll(() => page.getByTestId('device-row').count()).toBe(1);
    expect(await page.getByTestId('device-row').textContent()).toContain(code);

    await page.getByTestId('view-cards').click();
    const card = page.getByTestId('device-card');
    await card.first().waitFor();
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain(code);

    await page.getByTestId('device-search').fill('no such device anywhere');
    await page.getByText(enDevices.noMatch.replace('{{query}}', 'no such device anywhere')).waitFor();
    await expect.poll(() => card.count()).toBe(0);

    await page.getByTestId('device-search').fill('');
    await count.filter({ hasText: (total === 1 ? enDevices.count_one : enDevices.count_other).replace('{{count}}', String(total)) }).waitFor();
    await card.first().waitFor();
  });
});

// Last on the shared page: it ends its session.
describe('sign-out', () => {
  it('leads to /login, removes the token cookie and closes the realtime connection', async () => {
    const page = await signedInByPhone('en');
    await waitForConnections(h, PHONE_USER.phone, 1);
    await page.getByTestId('sign-out').filter({ hasText: enLayout.header.signOut }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('lang') === 'en');
    expect((await page.context().cookies()).some((c) => c.name === 'token')).toBe(false);
    await waitForConnections(h, PHONE_USER.phone, 0);
    // The protected pages are closed again.
    await page.goto(`${h.url}/index/?listType=list&lang=en`);
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
