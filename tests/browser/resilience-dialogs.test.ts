// A modal dialog holds the page behind it (inert, no scrolling, Tab stays inside), a confirmation is an alertdialog,
// and offline a form's call fails at once with the spec's "Network or interface error!" while what was typed stays
// and the connection notice shows until the network is back (docs/decisions.md, "Console").
import { describe, expect, it } from 'vitest';
import enErrors from '../../src/i18n/en/errors';
import cnErrors from '../../src/i18n/cn/errors';
import { harnessPerFile, PHONE_USER } from './support';
import { seriousViolations } from './axe';

const h = harnessPerFile();

describe('a modal dialog', () => {
  it('makes the page behind it inert and unscrollable, keeps Tab inside, and gives the page back when closed', async () => {
    const { page } = await h.signedInPage(PHONE_USER, { path: '/index/?listType=list', lang: 'en' });
    await page.getByTestId('add-open').click();
    const dialog = page.getByTestId('add-dialog');
    await dialog.waitFor();
    expect(await page.evaluate(() => document.getElementById('root')!.inert)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[aria-modal="true"]')))).toBe(true);
    }
    // A click on the page behind does nothing: the menu link is inert.
    await page.getByTestId('nav-alarmCenter').click({ force: true, timeout: 2_000 }).catch(() => undefined);
    expect(new URL(page.url()).pathname).toBe('/index/');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.getElementById('root')!.inert)).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  it('a confirmation is an alertdialog', async () => {
    await h.control('alarm', { account: PHONE_USER.phone, content: 'Pressure high' });
    const { page } = await h.signedInPage(PHONE_USER, { path: '/msgCenter/', lang: 'en' });
    await page.getByTestId('msg-clear').click();
    const ask = page.getByRole('alertdialog');
    await ask.waitFor();
    expect(await ask.getAttribute('aria-modal')).toBe('true');
    expect(await page.evaluate(() => document.getElementById('root')!.inert)).toBe(true);
  });
});

describe('offline', () => {
  for (const lang of ['en', 'cn'] as const) {
    it(`a form's call fails at once with the spec's message in ${lang}, keeps what was typed, and the notice comes and goes`, async () => {
      const { page, context } = await h.signedInPage(PHONE_USER, { path: '/index/?listType=list', lang });
      await page.getByTestId('add-open').click();
      await page.getByTestId('add-code').fill('ABCDEF0123456789');
      await page.getByTestId('add-name').fill('Press 7');
      await context.setOffline(true);
      await page.getByTestId('connection-notice').waitFor();
      await page.getByTestId('add-submit').click();
      const message = (lang === 'en' ? enErrors : cnErrors).transport.network;
      // At once: well under the 15 s a request would wait for its timeout.
      await page.getByTestId('add-failure').getByText(message).waitFor({ timeout: 3_000 });
      expect(await page.getByTestId('add-code').inputValue()).toBe('ABCDEF0123456789');
      expect(await page.getByTestId('add-name').inputValue()).toBe('Press 7');
      await page.screenshot({ path: `.tmp/shots/offline-form-${lang}-1280.png` });
      await page.setViewportSize({ width: 360, height: 740 });
      await page.screenshot({ path: `.tmp/shots/offline-form-${lang}-360.png` });
      await context.setOffline(false);
      await page.getByTestId('connection-notice').waitFor({ state: 'detached' });
    });
  }
});
