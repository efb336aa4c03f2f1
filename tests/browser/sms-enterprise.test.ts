// SMS alarms in enterprise mode (the stock the enterprise holds, personal stock moved in after a confirmation that
// says it cannot be undone, allocation records) and the SMS calls' own error handling (api.md section 8).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import cnSms from '../../src/i18n/cn/sms';
import enErrors from '../../src/i18n/en/errors';
import enSms from '../../src/i18n/en/sms';
import { ENTERPRISE_USER, harnessPerFile, PHONE_USER } from './support';

const h = harnessPerFile();

async function enterpriseSms(lang: 'cn' | 'en'): Promise<Page> {
  const { page } = await h.signedInPage(ENTERPRISE_USER, { lang });
  await page.getByTestId('nav-smsAlarm').click();
  await page.waitForURL((url) => url.pathname === '/smsAlarm/');
  return page;
}

describe('SMS alarms in an enterprise', () => {
  it('moves personal stock into the enterprise only after a confirmation saying it cannot be undone', async () => {
    await h.control('reset', {});
    const page = await enterpriseSms('en');
    await page.getByTestId('sms-personal-stock').getByText('100 SMS').waitFor();
    const enterpriseBefore = Number((await page.getByTestId('sms-enterprise-stock').textContent())?.match(/\d+/)?.[0]);
    await page.getByTestId('sms-transfer-amount').fill('40');
    await page.getByTestId('sms-transfer-open').click();
    const dialog = page.getByTestId('sms-transfer-confirm');
    await dialog.getByText('This cannot be undone', { exact: false }).waitFor();
    // Cancel has the focus: Escape leaves everything as it was.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await h.control<{ stock: number }>(`sms?account=${ENTERPRISE_USER.email}`)).toMatchObject({ stock: 100 });

    await page.getByTestId('sms-transfer-open').click();
    await page.getByTestId('sms-transfer-confirm-confirm').click();
    await page.locator('.p-toast-message').filter({ hasText: enSms.transfer.done.replace('{{count}}', '40') }).waitFor();
    await page.getByTestId('sms-personal-stock').getByText('60 SMS').waitFor();
    await page.getByTestId('sms-enterprise-stock').getByText(`${enterpriseBefore + 40} SMS`).waitFor();
    expect(await h.control<{ stock: number }>(`sms?account=${ENTERPRISE_USER.email}`)).toMatchObject({ stock: 60 });
  });

  it('shows the enterprise\'s allocation records and devices in Chinese', async () => {
    await h.control('reset', {});
    const page = await enterpriseSms('cn');
    await page.getByTestId('sms-tab-allocations').click();
    // The tab list's arrow keys are a component test (src/ui/sms/SmsAlarmPage.test.tsx).
    await page.getByTestId('sms-record-row').first().waitFor();
    await page.getByTestId('sms-tab-devices').click();
    const row = page.getByTestId('sms-device-row').first();
    await row.waitFor();
    await row.getByTestId('sms-dev-smsFlag').locator('input').check();
    await expect.poll(async () => row.getByTestId('sms-dev-smsFlag').locator('input').isChecked()).toBe(true);
    await page.reload();
    await page.getByTestId('sms-device-row').first().getByTestId('sms-dev-smsFlag').locator('input:checked').waitFor();
    await page.getByTestId('sms-tab-settings').click();
    await page.getByTestId('sms-transfer').getByText(cnSms.transfer.title).waitFor();
  });
});

describe('SMS calls\' error handling', () => {
  async function personalSettings(): Promise<Page> {
    await h.control('reset', {});
    const { page } = await h.signedInPage(PHONE_USER);
    await page.getByTestId('nav-smsAlarm').click();
    await page.getByTestId('sms-save').waitFor();
    return page;
  }
  const answer = (page: Page, reply: { status?: number; body?: unknown }) =>
    page.route('**/api/v1/alarm/setUserMsgConfig', (route) =>
      route.fulfill({ status: reply.status ?? 200, contentType: 'application/json', body: JSON.stringify(reply.body ?? {}) }),
    );

  it('HTTP 504 shows the timeout notice with the URL; another hwcode shows the server\'s message', async () => {
    const page = await personalSettings();
    await answer(page, { status: 504 });
    await page.getByTestId('sms-save').click();
    await page.locator('.p-toast-message').filter({ hasText: enErrors.sms.timeout.replace('{{url}}', '/api/v1/alarm/setUserMsgConfig') }).waitFor();
    await page.unroute('**/api/v1/alarm/setUserMsgConfig');
    await answer(page, { body: { hwcode: 3001, hwdata: 'SMS gateway busy, try again later' } });
    await page.getByTestId('sms-save').click();
    await page.locator('.p-toast-message').filter({ hasText: 'SMS gateway busy, try again later' }).waitFor();
    expect(page.url()).toContain('/smsAlarm/');
  });

  it('hwcode 404 on an SMS call shows the token notice and signs out', async () => {
    const page = await personalSettings();
    await answer(page, { body: { hwcode: 404, hwdata: null } });
    await page.getByTestId('sms-save').click();
    await page.locator('.p-toast-message').filter({ hasText: enErrors.sms.tokenInvalid }).waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
