// /main, the brand's landing page, signed out: what the product does, sign in and register, and the brand's apps
// from appDownload (the TV-box app with its update log, never forced), with QR codes. Axe scans: a11y-public.test.ts.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MAIN_BRAND } from '../../src/domain/brands';
import { harnessPerFile } from './support';

const h = harnessPerFile();

async function openLanding(lang: 'cn' | 'en'): Promise<Page> {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/main?lang=${lang}`);
  await page.getByTestId('landing-page').waitFor();
  return page;
}

describe('landing page', () => {
  it('shows the product, the apps with versions and QR codes, leads to sign-in and registration, and offers a retry when the apps cannot be loaded', async () => {
    const page = await openLanding('en');
    expect(new URL(page.url()).pathname).toBe('/main');
    await page.getByTestId('landing-app-tv').waitFor();
    expect(await page.getByTestId('landing-app-android-version').textContent()).toBe(`Version ${MAIN_BRAND.appVersions.android}`);
    expect(await page.getByTestId('landing-app-tv-version').textContent()).toBe(`Version ${MAIN_BRAND.tvApp!.version}`);
    expect(await page.getByTestId('landing-update-log').textContent()).toContain(MAIN_BRAND.tvApp!.updateLog.en);
    expect(await page.getByTestId('landing-versions').textContent()).toContain(MAIN_BRAND.appVersions.lowest);
    expect(await page.getByTestId('landing-prompt').textContent()).toBe(MAIN_BRAND.texts.en.downloadPrompt);
    // No TV-box package ships: the card says so instead of linking to a file that is not there (or a QR code to it).
    expect(await page.getByTestId('landing-app-tv-unavailable').textContent()).toBe('The TV-box app is not available for download yet.');
    expect(await page.getByTestId('landing-app-tv').locator('a').count()).toBe(0);
    expect(await page.locator('.landing-app svg').count()).toBe(2);

    await page.getByTestId('landing-register').click();
    await page.waitForURL((url) => url.pathname === '/register');
    await page.goBack();
    await page.getByTestId('landing-signin').click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('lang') === 'en');

    // When the apps cannot be loaded it says so and offers a retry.
    await page.route('**/api/common/appDownload*', (route) => route.abort());
    await page.goto(`${h.url}/main?lang=en`);
    await page.getByTestId('landing-apps-error').waitFor();
    await page.unroute('**/api/common/appDownload*');
    await page.getByTestId('landing-apps-error').getByRole('button').click();
    await page.getByTestId('landing-app-android').waitFor();
  });
});
