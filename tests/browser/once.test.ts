// An irreversible action runs once per intent (issue 40): a real double click on "Move, cannot be undone" moves the
// SMS stock once, with one transfer call carrying an idempotency key, and the dialog closes.
import { describe, expect, it } from 'vitest';
import enSms from '../../src/i18n/en/sms';
import { ENTERPRISE_USER, harnessPerFile } from './support';

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
    await page.getByTestId('sms-personal-stock').getByText('97 SMS').waitFor();
    expect(await h.control<{ stock: number }>(`sms?account=${ENTERPRISE_USER.email}`)).toMatchObject({ stock: 97 });
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatch(/^[\w-]{8,64}$/);
  });
});
