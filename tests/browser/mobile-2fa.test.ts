// Two-factor sign-in on the phone console (/mobile) at 360 x 740 with a phone's user agent: after the password the
// phone shows the same code step as /login (the session machine's codeStep), a wrong code is refused with the
// catalogue's message, a new code can be asked for once the wait is over, and the right code signs in.
import { describe, expect, it } from 'vitest';
import enAccount from '../../src/i18n/en/account';
import cnAccount from '../../src/i18n/cn/account';
import enErrors from '../../src/i18n/en/errors';
import cnErrors from '../../src/i18n/cn/errors';
import enMobile from '../../src/i18n/en/mobile';
import cnMobile from '../../src/i18n/cn/mobile';
import { harnessPerFile } from './support';
import { registerUser } from './accountSupport';
import { phonePage } from './mobileSupport';

const h = harnessPerFile();

const TEXTS = {
  en: { account: enAccount, errors: enErrors, mobile: enMobile },
  cn: { account: cnAccount, errors: cnErrors, mobile: cnMobile },
} as const;

interface SentCode {
  code: string;
  purpose: string;
  sentAt: number;
}

async function loginCodes(phone: string): Promise<SentCode[]> {
  const { codes } = await h.control<{ codes: SentCode[] }>(`codes?account=${phone}`);
  return codes.filter((c) => c.purpose.startsWith('twoFactor (login)')).sort((a, b) => a.sentAt - b.sentAt);
}

describe('two-factor sign-in on the phone console', () => {
  for (const lang of ['en', 'cn'] as const) {
    it(`asks for the code after the password, refuses a wrong one, resends, and signs in (${lang})`, async () => {
      const texts = TEXTS[lang];
      const user = await registerUser(h);
      await h.control('security/twoFactor', { account: user.phone, channel: 'sms' });
      // Registration sent this phone a code: past the one-code-a-minute limit, so the sign-in sends a fresh one.
      await h.control('clock', { advanceMs: 61_000 });
      const page = await phonePage(h);
      // The browser clock drives the resend countdown; the simulator's clock its one-minute limit.
      await page.clock.install();
      await page.goto(`${h.url}/mobile?lang=${lang}`);
      await page.getByTestId('login-phone').fill(user.phone);
      await page.getByTestId('login-password').fill(user.password);
      await page.getByTestId('login-submit').click();

      const step = page.getByTestId('two-factor-step');
      await step.waitFor();
      await page.getByRole('heading', { name: texts.account.twoFactorStep.title }).waitFor();
      expect(await page.getByTestId('two-factor-target').textContent()).toContain('199****');
      // Never the signed-out notice of a section that called the cloud without a token.
      expect(await page.getByTestId('m-tab-devices').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      await page.getByTestId('two-factor-code').fill('000000');
      await page.getByTestId('two-factor-submit').click();
      await step.getByText(texts.errors.business.codeWrong).waitFor();

      // A new code once the minute is over; the old one is then no longer the newest.
      const first = await loginCodes(user.phone);
      expect(first.length).toBe(1);
      expect(await page.getByTestId('two-factor-resend').isDisabled()).toBe(true);
      await h.control('clock', { advanceMs: 61_000 });
      await page.clock.fastForward(61_000);
      await expect.poll(() => page.getByTestId('two-factor-resend').isDisabled()).toBe(false);
      await page.getByTestId('two-factor-resend').click();
      await expect.poll(async () => (await loginCodes(user.phone)).length).toBe(2);
      const newest = (await loginCodes(user.phone)).at(-1)?.code ?? '';
      await expect.poll(() => page.getByTestId('two-factor-resend').isDisabled()).toBe(true);

      await page.getByTestId('two-factor-code').fill(newest);
      await page.getByTestId('two-factor-submit').click();
      await page.getByRole('heading', { name: texts.mobile.devices.title }).waitFor();
      await page.getByTestId('m-tab-devices').waitFor();
      // The session's move home after sign-in lands a phone back on /mobile: wait for it rather than read it once.
      await expect.poll(() => new URL(page.url()).pathname).toBe('/mobile');
      expect((await page.context().cookies()).find((c) => c.name === 'token')?.value).toMatch(/^[0-9a-f]{32}$/);
    });
  }

  it('goes back to the password from the code step', async () => {
    const user = await registerUser(h);
    await h.control('security/twoFactor', { account: user.phone, channel: 'sms' });
    const page = await phonePage(h);
    await page.goto(`${h.url}/mobile?lang=en`);
    await page.getByTestId('login-phone').fill(user.phone);
    await page.getByTestId('login-password').fill(user.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('two-factor-step').waitFor();
    await page.getByTestId('two-factor-cancel').click();
    await page.getByTestId('login-password').waitFor();
    expect(await page.getByTestId('two-factor-step').count()).toBe(0);
  });
});
