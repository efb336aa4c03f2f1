// An irreversible action runs once per intent (docs/decisions.md, "Console"): a real double click on "Move, cannot be undone" moves the
// SMS stock once, with one transfer call carrying an idempotency key, and the dialog closes. After "Delete device"
// and Confirm, the keyboard is on the next device of the list, not on the page's body.
import { describe, expect, it } from 'vitest';
import enSms from '../../src/i18n/en/sms';
import { ENTERPRISE_USER, harnessPerFile, PHONE_USER } from './support';
import { pickDevice } from './deviceDetailSupport';

const h = harnessPerFile();

describe('SMS move on a double click', () => {
  it('moves 3 SMS once for a double click on the confirm button', async () => {
    await h.control('reset', {});
    const { page } = await h.signedInPage(ENTERPRISE_USER, { lang: 'en' });
    await page.getByTestId('nav-smsAlarm').click();
    await page.waitForURL((url) => url.pathname === '/smsAlarm/');
    await page.getByTestId('sms-personal-stock').getByText('100 SMS').waitFor();
    const transfers: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/userMessage/transfer')) transfers.push(request.headers()['idempotency-key']);
    });
    await page.getByTestId('sms-transfer-amount').fill('3');
    await page.getByTestId('sms-transfer-open').click();
    await page.getByTestId('sms-transfer-confirm-confirm').dblclick();
    await page.locator('.p-toast-message').filter({ hasText: enSms.transfer.done.replace('{{count}}', '3') }).waitFor();
    await page.getByTestId('sms-transfer-confirm').waitFor({ state: 'detached' });
    // The toast covers no control of the page at 1280 px (docs/decisions.md, "Console").
    await page.setViewportSize({ width: 1280, height: 800 });
    const covered = await page.evaluate(() => {
      const toast = document.querySelector('.p-toast-message')!.getBoundingClientRect();
      return [...document.querySelectorAll<HTMLElement>('a, button, input, select, textarea, [tabindex]')]
        .filter((el) => !el.closest('[data-testid="toasts"]') && el.offsetParent !== null)
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.left < toast.right && r.right > toast.left && r.top < toast.bottom && r.bottom > toast.top;
        })
        .map((el) => el.outerHTML.slice(0, 80));
    });
    expect(covered).toEqual([]);
    await page.getByTestId('sms-personal-stock').getByText('97 SMS').waitFor();
    expect(await h.control<{ stock: number }>(`sms?account=${ENTERPRISE_USER.email}`)).toMatchObject({ stock: 97 });
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatch(/^[\w-]{8,64}$/);
  });
});

describe('focus after deleting a device', () => {
  it('moves the focus to the next device of the list after Delete device and Confirm', async () => {
    await h.control('reset', {});
    const machine = await pickDevice(h, (m) => m.limit_authority === 3);
    const { page } = await h.signedInPage(PHONE_USER, { lang: 'en' });
    await page.getByTestId('device-row').first().waitFor();
    const names = (await page.getByTestId('device-open').allTextContents()).map((n) => n.trim());
    const at = names.findIndex((n) => n.includes(machine.machine_name));
    expect(at).toBeGreaterThanOrEqual(0);
    const expected = names[at + 1] ?? names[at - 1];
    const opener = page.getByTestId('device-row').filter({ hasText: machine.machine_name }).getByTestId('device-open');
    await opener.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('detail-delete').click();
    await page.getByTestId('delete-confirm-confirm').click();
    await page.getByTestId('device-detail').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('device-open');
    expect((await page.evaluate(() => document.activeElement?.textContent ?? '')).trim()).toBe(expected);
  });
});
