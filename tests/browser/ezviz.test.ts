// Camera-cloud accounts: add one (the form says where an AppKey comes from and refuses what the camera cloud would),
// the Secret masked afterwards, link a device from its detail and watch its live picture, then delete the account
// after being told which device uses it. The page's and the form's axe scans are in a11y-personal.test.ts.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { harnessPerFile, PHONE_USER } from './support';
import { pickDevice } from './deviceDetailSupport';
import { showDetail } from './inApp';

const h = harnessPerFile();
const KEY = '0123456789abcdef0123456789abcdef';
const SECRET = 'fedcba9876543210fedcba9876543210';

async function openEzviz(lang: 'cn' | 'en'): Promise<Page> {
  const { page } = await h.signedInPage(PHONE_USER, { lang, path: '/ezviz/' });
  await page.getByTestId('ezviz-page').waitFor();
  return page;
}

async function fillForm(page: Page, fields: { name: string; appKey: string; secret: string }) {
  await page.getByTestId('ezviz-name').fill(fields.name);
  await page.getByTestId('ezviz-appKey').fill(fields.appKey);
  await page.getByTestId('ezviz-secret').fill(fields.secret);
  await page.getByTestId('ezviz-save').click();
}

describe('camera-cloud accounts', () => {
  it('adds an account after the checks, masks the Secret, links a device with a live picture, and deletes after naming it', async () => {
    const page = await openEzviz('en');
    await page.getByTestId('ezviz-empty').waitFor();
    await page.getByTestId('ezviz-add').click();
    // The form opens on its first field, not on the dialog's close button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('ezviz-name');
    // Where an AppKey comes from, and empty fields and a malformed key refused before any call:
    // src/ui/ezviz/EzvizPage.test.tsx.

    // Refused by the camera cloud: the key was revoked there.
    await h.control('ezviz/revoke', { appKey: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' });
    await fillForm(page, { name: 'Hall cameras', appKey: 'a'.repeat(32), secret: SECRET });
    await expect.poll(() => page.getByTestId('ezviz-save-error').textContent()).toContain('revoked');

    await fillForm(page, { name: 'Hall cameras', appKey: KEY, secret: SECRET });
    await page.getByTestId('ezviz-row').waitFor();
    expect(await page.getByTestId('ezviz-row-name').textContent()).toBe('Hall cameras');
    expect(await page.getByTestId('ezviz-row-secret').textContent()).toMatch(/•+3210$/);
    expect(await page.content()).not.toContain(SECRET);

    // The name is unique.
    await page.getByTestId('ezviz-add').click();
    await fillForm(page, { name: 'hall cameras', appKey: KEY, secret: SECRET });
    await expect.poll(() => page.getByTestId('ezviz-name-error').textContent()).toContain('already');
    await page.keyboard.press('Escape');

    // Link a device in its detail (reached within the app, in the same page) and watch it.
    const device = await pickDevice(h, (m) => m.limit_authority === 3);
    await page.getByTestId('ezviz-dialog').waitFor({ state: 'detached' });
    await showDetail(page, device, 'en');
    const detail = page;
    await detail.getByTestId('detail-camera-select').selectOption({ label: 'Hall cameras' });
    await detail.getByTestId('detail-camera-save').click();
    await expect.poll(() => detail.getByTestId('detail-camera-account').textContent()).toContain('Hall cameras');
    const live = detail.getByTestId('camera-live');
    await live.waitFor();
    await expect.poll(() => live.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);

    // An expired access token: the picture is asked for again with a fresh token.
    const before = await live.getAttribute('src');
    await h.control('ezviz/expire', {});
    await detail.reload();
    await detail.getByTestId('camera-live').waitFor();
    await expect.poll(async () => {
      const img = detail.getByTestId('camera-live');
      return (await img.getAttribute('src')) !== before && (await img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))) > 0;
    }).toBe(true);

    // Deleting names the device and asks first.
    await page.goto(`${h.url}/ezviz/?lang=en`);
    await page.getByTestId('ezviz-row-delete').click();
    await expect.poll(() => page.getByTestId('ezviz-delete').textContent()).toContain(device.machine_name);
    await page.getByTestId('ezviz-delete-cancel').click();
    expect(await page.getByTestId('ezviz-row').count()).toBe(1);
    await page.getByTestId('ezviz-row-delete').click();
    await page.getByTestId('ezviz-delete-confirm').click();
    await page.getByTestId('ezviz-empty').waitFor();
    const state = await h.control<{ accounts: unknown[] }>('ezviz');
    expect(state.accounts).toHaveLength(0);
  });
});
