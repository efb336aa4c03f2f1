// Accessibility of the phone console (axe, WCAG 2.2 AA tags: no serious or critical violation) on every section
// in both languages at 360 x 740; each section is also photographed for a look (MOBILE_SHOTS=dir).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { harnessPerFile, PHONE_USER } from './support';
import { phonePage, signedInPhone } from './mobileSupport';
import { seriousViolations } from './axe';
import { registerUser } from './accountSupport';

const h = harnessPerFile();
const shots = process.env.MOBILE_SHOTS;

async function check(page: Page, name: string, lang: string): Promise<string[]> {
  if (shots) await page.screenshot({ path: `${shots}/mobile-${lang}-${name}.png`, fullPage: false });
  return (await seriousViolations(page)).map((v) => `${lang} ${name}: ${v}`);
}

describe('phone console accessibility', () => {
  it.each(['en', 'cn'] as const)('has no serious or critical violations in %s', async (lang) => {
    await h.control('reset', { seed: 42 });
    const found: string[] = [];
    const signedOut = await phonePage(h);
    await signedOut.goto(`${h.url}/mobile?lang=${lang}`);
    await signedOut.getByTestId('login-phone').waitFor();
    found.push(...(await check(signedOut, 'signin', lang)));

    // The two-factor code step after the password (tests/browser/mobile-2fa.test.ts plays it through).
    const twoFactorUser = await registerUser(h);
    await h.control('security/twoFactor', { account: twoFactorUser.phone, channel: 'sms' });
    await h.control('clock', { advanceMs: 61_000 });
    await signedOut.getByTestId('login-phone').fill(twoFactorUser.phone);
    await signedOut.getByTestId('login-password').fill(twoFactorUser.password);
    await signedOut.getByTestId('login-submit').click();
    await signedOut.getByTestId('two-factor-step').waitFor();
    found.push(...(await check(signedOut, 'two-factor-step', lang)));

    const page = await signedInPhone(h, PHONE_USER, { lang });
    found.push(...(await check(page, 'devices', lang)));

    await page.getByTestId('m-device-row').first().click();
    await page.getByTestId('m-device-facts').waitFor();
    found.push(...(await check(page, 'device', lang)));

    await h.control('alarm', { account: PHONE_USER.phone, content: 'Pressure high on the second line of the packing machine', level: '3' });
    await page.getByTestId('m-tab-alarms').click();
    await page.getByTestId('m-alarm').first().waitFor();
    found.push(...(await check(page, 'alarms', lang)));
    await page.getByTestId('m-alarm-confirm').first().click();
    await page.getByTestId('m-alarm-confirm-dialog').waitFor();
    found.push(...(await check(page, 'alarm-confirm', lang)));
    await page.getByTestId('m-alarm-confirm-dialog-cancel').click();

    await page.getByTestId('m-tab-messages').click();
    await page.getByTestId('m-message').first().waitFor();
    found.push(...(await check(page, 'messages', lang)));

    await page.getByTestId('m-tab-more').click();
    await page.getByTestId('m-full-console').waitFor();
    found.push(...(await check(page, 'more', lang)));

    // Signing a computer in: the code entry, and the entry with a code refused.
    await page.getByTestId('m-qr-open').click();
    await page.getByTestId('m-qr-code').waitFor();
    found.push(...(await check(page, 'qr-entry', lang)));
    await page.getByTestId('m-qr-code').fill('ab1');
    await page.getByTestId('m-qr-submit').click();
    await page.getByTestId('m-qr-error').waitFor();
    found.push(...(await check(page, 'qr-entry-error', lang)));
    expect(found).toEqual([]);
  });
});
