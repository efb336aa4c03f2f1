// The console under faults: a 5 MB alarm text over the socket, alarm toasts while a dialog is open, and the cloud
// going away and coming back.
import { describe, expect, it } from 'vitest';
import enErrors from '../../src/i18n/en/errors';
import enNotifications from '../../src/i18n/en/notifications';
import { TOAST_TEXT_MAX } from '../../src/domain/realtime/clip';
import { DEVICE_STATES_POLL_MS } from '../../src/transport/deviceStates';
import { harnessPerFile, PHONE_USER, waitForConnections } from './support';

const h = harnessPerFile();

async function signedIn(clock = false) {
  const { page } = await h.signedInPage(PHONE_USER, { lang: 'en', clock });
  await page.getByTestId('device-row').first().waitFor();
  await waitForConnections(h, PHONE_USER.phone, 1);
  return page;
}

describe('a 5 MB alarm text', () => {
  it('shows a clipped toast with the whole text one click away, and the page stays usable', async () => {
    const page = await signedIn();
    const row = page.getByTestId('device-row').first();
    const code = (await row.getByTestId('device-code').textContent())!.trim();
    const content = `Overheat ${'x'.repeat(5 * 1024 * 1024)}`;
    await h.control('push', { account: PHONE_USER.phone, message: { type: 'deviceAlarm', deviceCode: code, deviceId: 'd1', totalUnreadMsg: 1, content } });
    const toast = page.getByTestId('live-toast');
    await toast.waitFor();
    const shown = (await toast.locator('.live-toast-text span').textContent()) ?? '';
    expect(shown.startsWith('Overheat x')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(TOAST_TEXT_MAX + 1);
    // The toast names the device as the list does, not by its machine code.
    const title = (await toast.locator('strong').textContent()) ?? '';
    expect(title).not.toContain(code);
    expect(await toast.getByTestId('live-toast-full').textContent()).toBe(enNotifications.fullText);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), toast.getByTestId('live-toast-full').click()]);
    await tab.waitForLoadState();
    expect(await tab.evaluate(() => document.body.innerText.length)).toBeGreaterThan(5 * 1024 * 1024);
    await tab.close();
    // Still responsive: the page answers at once (its longest task is measured by npm run bench -- faults).
    expect(await page.evaluate(() => document.querySelectorAll('[data-testid="device-row"]').length)).toBeGreaterThan(0);
  });
});

describe('alarm toasts and dialogs', () => {
  it('never cover the controls of an open dialog', async () => {
    const page = await signedIn();
    await page.getByTestId('add-open').click();
    const dialog = page.getByTestId('add-dialog');
    await dialog.waitFor();
    const code = (await page.getByTestId('device-row').first().getByTestId('device-code').textContent())!.trim();
    await h.control('push', { account: PHONE_USER.phone, message: { type: 'deviceAlarm', deviceCode: code, deviceId: 'd1', totalUnreadMsg: 1, content: 'Pressure high' } });
    const toast = page.getByTestId('live-toast');
    await toast.waitFor();
    const box = (await toast.boundingBox())!;
    const controls = page.locator('.p-dialog button:visible');
    expect(await controls.count()).toBeGreaterThan(0);
    for (const control of await controls.all()) {
      const b = await control.boundingBox();
      if (!b) continue;
      const overlaps = box.x < b.x + b.width && b.x < box.x + box.width && box.y < b.y + b.height && b.y < box.y + box.height;
      expect(overlaps, `toast over ${await control.getAttribute('aria-label') ?? await control.textContent()}`).toBe(false);
    }
  });
});

describe('the cloud going away', () => {
  it('shows one persistent notice instead of a toast per failed poll, and clears it when the cloud answers', async () => {
    const page = await signedIn(true);
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.route('**/eapi/**', (route) => route.abort('connectionrefused'));
    // The list's live-state poll runs every 10 s (moved by the browser clock): its failure raises the notice.
    const notice = page.getByTestId('connection-notice');
    await page.clock.runFor(DEVICE_STATES_POLL_MS);
    await notice.waitFor();
    expect(await notice.textContent()).toContain(enErrors.connection.lost);
    expect(await page.locator('.p-toast-message').count()).toBe(0);
    await page.unrouteAll();
    await page.clock.runFor(DEVICE_STATES_POLL_MS);
    await notice.waitFor({ state: 'detached' });
  });
});
