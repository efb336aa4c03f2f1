import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
const base = 'http://localhost:6253';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
async function signIn(page, lang, who) {
  await page.goto(`${base}/login?lang=${lang}`);
  if (who === 'ent') {
    await page.getByTestId('login-tab-email').click();
    await page.getByTestId('login-email').fill('ent@example.com');
  } else {
    await page.getByTestId('login-phone').fill('13800138000');
  }
  await page.getByTestId('login-password').fill('demo1234');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}
for (const lang of ['cn', 'en']) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  await signIn(page, lang, 'ent');
  await page.goto(`${base}/smsAlarm/?lang=${lang}`);
  await page.getByTestId('sms-transfer-amount').waitFor();
  await page.getByTestId('sms-transfer-amount').fill('3');
  await page.getByTestId('sms-transfer-open').click();
  await page.getByTestId('sms-transfer-confirm-confirm').dblclick();
  await page.locator('.p-toast-message').first().waitFor();
  await page.screenshot({ path: `/tmp/walk-shots/sms-${lang}.png` });
  await page.goto(`${base}/index/?lang=${lang}`);
  await page.getByTestId('device-row').first().waitFor();
  await page.evaluate(() => 0);
  await page.screenshot({ path: `/tmp/walk-shots/devices-${lang}.png` });
  await page.goto(`${base}/alarmCenter/?lang=${lang}`).catch(() => {});
  await page.waitForTimeout(1500);
  const from = page.getByTestId('alarm-filter-from');
  if (await from.count()) { await from.fill('2030-01-01'); await page.getByTestId('alarm-filter-to').fill('2030-12-31'); }
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/walk-shots/alarms-${lang}.png` });
  await ctx.close();
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36' });
  const p = await phone.newPage();
  await p.goto(`${base}/login?lang=${lang}`);
  await p.waitForTimeout(1500);
  await p.screenshot({ path: `/tmp/walk-shots/phone-login-${lang}.png` });
  await phone.close();
}
await browser.close();
