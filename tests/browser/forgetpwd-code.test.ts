// /forgetPwd right after registering: the code that registered the account is typed on the reset (a new one may not be
// sent within the minute). It is refused at the check with its reason, shown once under the code field (no toast
// beside it), and no password change is sent.
import { describe, expect, it } from 'vitest';
import cnAuth from '../../src/i18n/cn/auth';
import enAuth from '../../src/i18n/en/auth';
import cnErrors from '../../src/i18n/cn/errors';
import enErrors from '../../src/i18n/en/errors';
import { fillRegisterForm, harnessPerFile, readCode, recordApiCalls } from './support';

const h = harnessPerFile();

describe('a registration code on the forgotten-password form', () => {
  it.each([
    ['en', '13912345601'],
    ['cn', '13912345602'],
  ] as const)('is refused at the check in %s, once, with its reason', async (lang, phone) => {
    const [auth, errors] = lang === 'en' ? [enAuth, enErrors] : [cnAuth, cnErrors];
    const { page } = await h.newPage();
    await page.goto(`${h.url}/register?lang=${lang}`);
    await page.getByRole('heading', { name: auth.register.titlePhone }).waitFor();
    await fillRegisterForm(page, { name: 'Newcomer', account: phone, password: 'newpass123' });
    const code = await readCode(h, page, 'register-code', phone, 'register');
    await page.getByTestId('register-code').fill(code);
    await page.getByTestId('register-submit').click();
    await page.waitForURL((url) => url.pathname === '/login');

    await page.goto(`${h.url}/forgetPwd?lang=${lang}`);
    await page.getByRole('heading', { name: auth.forget.title }).waitFor();
    const calls = recordApiCalls(page);
    await page.getByTestId('forget-account').fill(phone);
    await page.getByTestId('forget-code').fill(code);
    await page.getByTestId('forget-password').fill('fresh2026x');
    await page.getByTestId('forget-confirm').fill('fresh2026x');
    await page.getByTestId('forget-submit').click();

    const reason = errors.business.codeUsed;
    await expect.poll(() => page.locator('#forget-code-error').textContent()).toBe(reason);
    expect(await page.getByText(reason, { exact: true }).count()).toBe(1);
    expect(await page.getByText(errors.business.invalidInput, { exact: true }).count()).toBe(0);
    expect(calls).toContain('/api/common/mobCheckCode');
    expect(calls).not.toContain('/api/user/v1/password');
  });
});
