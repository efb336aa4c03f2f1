// SMS and e-mail alarms as a personal user meets them: the page from the menu, settings saved, a receiver added,
// the 80 % warning in the console and the message centre, and the send log paging at 10. The form checks, the
// preview and the tab keys are component tests (src/ui/sms/SmsAlarmPage.test.tsx); axe scans are in a11y-*.test.ts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import cnSms from '../../src/i18n/cn/sms';
import enSms from '../../src/i18n/en/sms';
import { harnessPerFile, PHONE_USER, waitForConnections } from './support';

const h = harnessPerFile();

async function openSms(lang: 'cn' | 'en', tab?: string): Promise<Page> {
  const { page } = await h.signedInPage(PHONE_USER, { lang });
  await page.getByTestId('nav-smsAlarm').click();
  await page.waitForURL((url) => url.pathname === '/smsAlarm/');
  if (tab) await page.getByTestId(`sms-tab-${tab}`).click();
  return page;
}

/** Raises one alarm on the user's first alarm device and turns that device's SMS (and e-mail) alarms on. */
async function deviceWithSms(): Promise<string> {
  const { alarm } = await h.control<{ alarm: { deviceCode: string } }>('alarm', { account: PHONE_USER.phone, content: 'warm-up' });
  await h.control('sms/device', { machineCode: alarm.deviceCode, sms: true, email: true });
  return alarm.deviceCode;
}

describe('SMS alarm settings (personal)', () => {
  it('saves the switches and daily amounts', async () => {
    await h.control('reset', {});
    const page = await openSms('en');
    await page.getByTestId('sms-scope').getByText(enSms.scope.personal).waitFor();
    await page.getByTestId('sms-user-daily').fill('30');
    await page.getByTestId('sms-device-daily').fill('4');
    await page.getByTestId('sms-email-flag').locator('input').uncheck();
    await page.getByTestId('sms-save').click();
    await page.locator('.p-toast-message').filter({ hasText: enSms.settings.saved }).waitFor();
    const state = await h.control<{ userDaily: number; deviceDaily: number; emailFlag: number }>(`sms?account=${PHONE_USER.phone}`);
    expect(state).toMatchObject({ userDaily: 30, deviceDaily: 4, emailFlag: 0 });
    await page.getByTestId('sms-forecast').getByText(enSms.stock.forecastNone).waitFor();
  });

  // A duplicate receiver refused in both languages is a component test (src/ui/sms/SmsAlarmPage.test.tsx).
  it('adds a receiver, listed once', async () => {
    await h.control('reset', {});
    const page = await openSms('en', 'receivers');
    const email = 'en.alarm@example.com';
    await page.getByTestId('sms-receiver-name').fill('Wang en');
    await page.getByTestId('sms-receiver-email').fill(email);
    await page.getByTestId('sms-receiver-add').click();
    await page.getByTestId('sms-receiver-row').filter({ hasText: email }).waitFor();
    expect(await page.getByTestId('sms-receiver-row').filter({ hasText: email }).count()).toBe(1);
    expect(await h.control<{ contacts: { email: string }[] }>(`sms?account=${PHONE_USER.phone}`)).toMatchObject({ contacts: [expect.objectContaining({ email })] });
  });

  it('warns at 80 % of the daily amount: the settings notice and a message-centre message', async () => {
    await h.control('reset', {});
    const page = await openSms('en');
    await waitForConnections(h, PHONE_USER.phone, 1);
    await page.getByTestId('sms-user-daily').fill('10');
    await page.getByTestId('sms-save').click();
    await page.locator('.p-toast-message').filter({ hasText: enSms.settings.saved }).waitFor();
    const machineCode = await deviceWithSms();
    for (let i = 0; i < 8; i += 1) await h.control('alarm', { machineCode, content: `Level ${i}` });
    // The settings follow the deliveries (realtime invalidation, and a fresh read when the tab opens again).
    await page.getByTestId('sms-tab-smsLog').click();
    await page.getByTestId('sms-log-row').first().waitFor();
    await page.getByTestId('sms-tab-settings').click();
    await page.locator('[data-testid="sms-warning"][data-level="80"]').waitFor();
    await page.getByTestId('sms-usage-user').getByText('8 of 10 SMS (80%)').waitFor();
    await page.getByTestId('sms-forecast').getByText(/lasts about \d+ days/).waitFor();
    await page.getByTestId('nav-msgCenter').click();
    await page.getByTestId('msg-tab-notice').click();
    await page.getByTestId('msg-row').filter({ hasText: '80% of your daily amount is used (8 of 10)' }).waitFor();
  });

  it('lists the send log 10 a page, newest first, saying why an SMS was not sent', async () => {
    await h.control('reset', {});
    const machineCode = await deviceWithSms();
    // 5 SMS left: the last 7 alarms are not sent, for want of stock.
    await h.control('sms/recharge', { account: PHONE_USER.phone, amount: 95, operate: 'refund' });
    for (let i = 0; i < 12; i += 1) await h.control('alarm', { machineCode, content: `Log ${i}` });
    const page = await openSms('cn', 'smsLog');
    await page.getByTestId('sms-log-pager-position').getByText('第 1 / 2 页（共 12 条）').waitFor();
    await expect.poll(() => page.getByTestId('sms-log-row').count()).toBe(10);
    await page.getByTestId('sms-log-row').first().getByText('Log 11').waitFor();
    await page.locator('[data-testid="sms-log-row"][data-cause="stock"]').first().getByText(cnSms.log.causes.stock, { exact: false }).waitFor();
    await page.getByTestId('sms-log-pager-next').click();
    await page.getByTestId('sms-log-pager-position').getByText('第 2 / 2 页（共 12 条）').waitFor();
    await expect.poll(() => page.getByTestId('sms-log-row').count()).toBe(2);
    await page.getByTestId('sms-tab-sales').click();
    await page.getByTestId('sms-record-row').filter({ hasText: cnSms.records.operates.refund }).waitFor();
    await page.getByTestId('sms-tab-settings').click();
    await page.getByTestId('sms-usage-user').waitFor();
  });

  // Full-width digits, the amount per device within the total, and Home/End on the tabs:
  // src/ui/sms/SmsAlarmPage.test.tsx.

  it('finds devices by name or code on the devices tab', async () => {
    await h.control('reset', {});
    const machineCode = await deviceWithSms();
    const page = await openSms('en', 'devices');
    await page.getByTestId('sms-device-row').first().waitFor();
    await page.getByTestId('sms-devices-search').fill(machineCode);
    await expect.poll(() => page.getByTestId('sms-device-row').count()).toBe(1);
    await page.getByTestId('sms-devices-search').fill('no such device at all');
    await page.getByTestId('sms-devices-empty').waitFor();
    await page.getByTestId('sms-devices-group').waitFor();

    // A reversed log range is said, not sent: src/ui/sms/SmsAlarmPage.test.tsx.
  });
});
