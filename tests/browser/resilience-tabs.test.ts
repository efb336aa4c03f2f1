// Two tabs of one browser: signing out, switching language or enterprise in one reaches the other, and a tab whose
// session ended elsewhere goes to sign-in with a note instead of "You are not signed in" on every screen (docs/decisions.md, "Console").
import { describe, expect, it } from 'vitest';
import enResilience from '../../src/i18n/en/resilience';
import cnResilience from '../../src/i18n/cn/resilience';
import { ENTERPRISE_USER, harnessPerFile, PHONE_USER } from './support';

const h = harnessPerFile();

describe('two tabs', () => {
  for (const lang of ['en', 'cn'] as const) {
    it(`signing out in one sends the other to sign-in with a note (${lang})`, async () => {
      const { page: first, context } = await h.signedInPage(PHONE_USER, { path: '/index/?listType=list', lang });
      const second = await context.newPage();
      await second.goto(`${h.url}/alarmCenter/?lang=${lang}`);
      await second.getByTestId('user-name').waitFor();
      await first.getByTestId('user-name').waitFor();
      await first.getByTestId('sign-out').click();
      await first.waitForURL((url) => url.pathname.startsWith('/login'));
      const note = (lang === 'en' ? enResilience : cnResilience).session.endedElsewhere;
      await second.getByText(note).waitFor();
      await second.screenshot({ path: `.tmp/shots/tabs-signed-out-${lang}-1280.png` });
      await second.waitForURL((url) => url.pathname.startsWith('/login'));
      expect(await second.getByTestId('user-name').count()).toBe(0);
      expect(await second.getByTestId('unread-badge').count()).toBe(0);
    });
  }

  it('a language switch in one switches the other', async () => {
    const { page: first, context } = await h.signedInPage(PHONE_USER, { path: '/index/?listType=list', lang: 'en' });
    const second = await context.newPage();
    await second.goto(`${h.url}/msgCenter/?lang=en`);
    await second.getByTestId('lang-switch').waitFor();
    await first.getByTestId('lang-switch').selectOption('cn');
    await second.waitForURL((url) => url.searchParams.get('lang') === 'cn');
    await expect.poll(() => second.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(new URL(second.url()).pathname).toBe('/msgCenter/');
  });

  it('an enterprise switch in one reaches the other', async () => {
    const { page: first, context } = await h.signedInPage(ENTERPRISE_USER, { lang: 'en' });
    const second = await context.newPage();
    await second.goto(`${h.url}/device/?type=1&lang=en`);
    const switcherB = second.getByTestId('enterprise-switcher');
    await switcherB.waitFor();
    const eids = await first.getByTestId('enterprise-switcher').locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    const other = eids.find((v) => v !== '0' && v !== '') ?? '0';
    const current = await switcherB.inputValue();
    const target = eids.find((v) => v !== current && v !== '0') ?? '0';
    expect(other).not.toBe('');
    await first.getByTestId('enterprise-switcher').selectOption(target);
    await expect.poll(() => switcherB.inputValue()).toBe(target);
  });
});
