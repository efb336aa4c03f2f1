// SMS and e-mail alarms as a personal user meets them: the page from the menu, settings saved, the SMS preview,
// receivers (a duplicate refused with the spec's words), the 80 % warning in the console and the message centre,
// the send log paging at 10, and no serious accessibility findings in either language.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import cnSms from '../../src/i18n/cn/sms';
import enSms from '../../src/i18n/en/sms';
import cnValidation from '../../src/i18n/cn/validation';
import enValidation from '../../src/i18n/en/validation';
import { harnessPerFile, PHONE_USER, signInByPhone, waitForConnections } from './support';

const h = harnessPerFile();

async function openSms(lang: 'cn' | 'en', tab?: string): Promise<Page> {
  const { page } = await h.newPage();
  await signInByPhone(page, h.url, lang);
  await page.waitForURL((url) => url.pathname === '/index/');
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

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

describe('SMS alarm settings (personal)', () => {
  it('saves the switches and daily amounts, refuses a bad amount, and previews the SMS count', async () => {
    await h.control('reset', {});
    const page = await openSms('en');
    await page.getByTestId('sms-scope').getByText(enSms.scope.personal).waitFor();
    await page.getByTestId('sms-user-daily').fill('1001');
    await page.getByTestId('sms-save').click();
    await page.getByText(enSms.settings.invalid.replace('{{max}}', '1000')).waitFor();
    await page.getByTestId('sms-user-daily').fill('30');
    await page.getByTestId('sms-device-daily').fill('4');
    await page.getByTestId('sms-email-flag').locator('input').uncheck();
    await page.getByTestId('sms-save').click();
    await page.locator('.p-toast-message').filter({ hasText: enSms.settings.saved }).waitFor();
    const state = await h.control<{ userDaily: number; deviceDaily: number; emailFlag: number }>(`sms?account=${PHONE_USER.phone}`);
    expect(state).toMatchObject({ userDaily: 30, deviceDaily: 4, emailFlag: 0 });

    await page.getByTestId('sms-preview-text').fill('x'.repeat(70));
    await page.locator('[data-testid="sms-preview-counts"][data-segments="1"]').waitFor();
    await page.getByTestId('sms-preview-text').fill('x'.repeat(71));
    await page.getByTestId('sms-preview-counts').getByText('71 characters, 2 SMS').waitFor();
    await page.getByTestId('sms-forecast').getByText(enSms.stock.forecastNone).waitFor();
    await page.screenshot({ path: '/tmp/sms-settings-en.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('adds a receiver and refuses the same e-mail again with the spec\'s words, in both languages', async () => {
    await h.control('reset', {});
    for (const [lang, text] of [['en', enValidation.receiverEmail.duplicate], ['cn', cnValidation.receiverEmail.duplicate]] as const) {
      const page = await openSms(lang, 'receivers');
      const email = `${lang}.alarm@example.com`;
      await page.getByTestId('sms-receiver-name').fill(`Wang ${lang}`);
      await page.getByTestId('sms-receiver-email').fill(email);
      await page.getByTestId('sms-receiver-add').click();
      await page.getByTestId('sms-receiver-row').filter({ hasText: email }).waitFor();
      await page.getByTestId('sms-receiver-name').fill('Li');
      await page.getByTestId('sms-receiver-email').fill(email.toUpperCase());
      await page.getByTestId('sms-receiver-add').click();
      await page.getByTestId('sms-receiver-email-error').getByText(text).waitFor();
      expect(await page.getByTestId('sms-receiver-row').filter({ hasText: email }).count()).toBe(1);
      await page.screenshot({ path: `/tmp/sms-receivers-${lang}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
    }
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
    await page.screenshot({ path: '/tmp/sms-warning-en.png', fullPage: true });
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
    expect(await page.getByTestId('sms-log-row').count()).toBe(10);
    await page.getByTestId('sms-log-row').first().getByText('Log 11').waitFor();
    await page.locator('[data-testid="sms-log-row"][data-cause="stock"]').first().getByText(cnSms.log.causes.stock, { exact: false }).waitFor();
    await page.screenshot({ path: '/tmp/sms-log-cn.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('sms-log-pager-next').click();
    await page.getByTestId('sms-log-pager-position').getByText('第 2 / 2 页（共 12 条）').waitFor();
    await expect.poll(() => page.getByTestId('sms-log-row').count()).toBe(2);
    await page.getByTestId('sms-tab-sales').click();
    await page.getByTestId('sms-record-row').filter({ hasText: cnSms.records.operates.refund }).waitFor();
    await page.getByTestId('sms-tab-settings').click();
    await page.getByTestId('sms-usage-user').waitFor();
    await page.screenshot({ path: '/tmp/sms-settings-cn.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('reads full-width digits, keeps the amount per device within the total, and moves between tabs with Home and End', async () => {
    await h.control('reset', {});
    const page = await openSms('en');
    await page.getByTestId('sms-scope').getByText(enSms.scope.personal).waitFor();
    await page.getByTestId('sms-user-daily').fill('２０');
    await page.getByTestId('sms-device-daily').fill('30');
    await page.getByTestId('sms-save').click();
    await page.getByText(enSms.settings.deviceAboveUser).waitFor();
    await page.getByTestId('sms-device-daily').fill('５');
    await page.getByTestId('sms-save').click();
    await page.locator('.p-toast-message').filter({ hasText: enSms.settings.saved }).waitFor();
    expect(await h.control<{ userDaily: number; deviceDaily: number }>(`sms?account=${PHONE_USER.phone}`)).toMatchObject({ userDaily: 20, deviceDaily: 5 });

    const tabs = page.getByRole('tab');
    await page.getByTestId('sms-tab-settings').focus();
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await tabs.last().getAttribute('id'));
    await page.keyboard.press('Home');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('sms-tab-settings');
  });

  it('finds devices by name or code on the devices tab and says when the log range is reversed', async () => {
    await h.control('reset', {});
    const machineCode = await deviceWithSms();
    const page = await openSms('en', 'devices');
    await page.getByTestId('sms-device-row').first().waitFor();
    await page.getByTestId('sms-devices-search').fill(machineCode);
    await expect.poll(() => page.getByTestId('sms-device-row').count()).toBe(1);
    await page.getByTestId('sms-devices-search').fill('no such device at all');
    await page.getByTestId('sms-devices-empty').waitFor();
    await page.getByTestId('sms-devices-group').waitFor();

    await page.getByTestId('sms-tab-smsLog').click();
    await page.getByTestId('sms-filter-from').fill('2026-03-10');
    await page.getByTestId('sms-filter-to').fill('2026-03-01');
    await page.getByTestId('sms-filter-reversed').getByText(enSms.filter.reversed).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
