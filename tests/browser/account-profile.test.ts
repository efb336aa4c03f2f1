// Personal info end to end (docs/decisions.md, "Accounts and sign-in"): the header's user name opens /userInfo; name, password, phone and e-mail
// change with codes read from the simulator's control API; the old phone signs in until the new one is confirmed.
import { describe, expect, it } from 'vitest';
import { harnessPerFile, loginFields, waitForCode } from './support';
import { registerUser } from './accountSupport';

const h = harnessPerFile();

async function loginAnswer(phone: string, password: string) {
  const res = await fetch(`${h.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(loginFields(phone, password)),
  });
  return String(((await res.json()) as { hwcode: number | string }).hwcode);
}

describe('personal info', () => {
  it('opens from the user name in the header and renames the user, the header following; adds an e-mail with a code sent to it, refusing one another account has', async () => {
    const user = await registerUser(h);
    const { page } = await h.signedInPage(user);
    await page.getByTestId('user-name').click();
    await page.waitForURL((url) => url.pathname === '/userInfo');
    await expect.poll(() => page.getByTestId('userinfo-name').textContent()).toBe(user.name);
    await page.getByTestId('userinfo-name-edit').click();
    await page.getByTestId('userinfo-name-input').fill('x');
    await page.getByTestId('userinfo-name-save').click();
    await page.getByText('The name must be 2 to 10 characters long').waitFor();
    await page.getByTestId('userinfo-name-input').fill('Operator');
    await page.getByTestId('userinfo-name-save').click();
    await expect.poll(() => page.getByTestId('userinfo-name').textContent()).toBe('Operator');
    await page.getByTestId('userinfo-back').click();
    await expect.poll(() => page.getByTestId('user-name').textContent()).toContain('Operator');

    // The same user adds an e-mail.
    await page.goto(`${h.url}/modifyEmail?lang=en`);
    await page.getByTestId('modify-password').fill(user.password);
    await page.getByTestId('modify-password-submit').click();
    await page.getByTestId('modify-address').fill('ent@example.com');
    await page.getByTestId('modify-code-send').click();
    // Under the field (a toast may say it too, so the page-wide text is not unique).
    await expect.poll(() => page.locator('#modify-address-error').textContent()).toBe('This account already exists');
    const email = `${user.phone}@example.com`;
    await page.getByTestId('modify-address').fill(email);
    await page.getByTestId('modify-code-send').click();
    await page.getByTestId('modify-code').fill(await waitForCode(h, email, 'changeAccount'));
    await page.getByTestId('modify-submit').click();
    await page.getByTestId('modify-done').waitFor();
    await page.goto(`${h.url}/userInfo?lang=en`);
    await expect.poll(() => page.getByTestId('userinfo-email').textContent()).toBe(email);
    await expect.poll(() => page.getByTestId('userinfo-email-state').textContent()).toBe('Verified');
  });

  it('changes the password with the current one and a code, then only the new one signs in', async () => {
    const user = await registerUser(h);
    const { page } = await h.signedInPage(user, { path: '/userInfo' });
    // The registration code went to this phone a moment ago: one code a minute.
    await h.control('clock', { advanceMs: 60_000 });
    await page.getByTestId('password-current').fill('not-mine1');
    await page.getByTestId('password-code-send').click();
    const code = await waitForCode(h, user.phone, 'changePassword');
    await page.getByTestId('password-code').fill(code);
    await page.getByTestId('password-new-password').fill('fresh456');
    await page.getByTestId('password-new-confirm').fill('fresh456');
    await page.getByTestId('password-change-submit').click();
    await page.getByText('The current password is wrong').waitFor();
    await page.getByTestId('password-current').fill(user.password);
    await page.getByTestId('password-change-submit').click();
    await page.getByText('Password changed. Your other sessions were signed out.').first().waitFor();
    expect(await loginAnswer(user.phone, user.password)).toBe('07010110');
    expect(await loginAnswer(user.phone, 'fresh456')).toBe('0');
  });

  it('changes the phone: the old number signs in until the new one confirms its code', async () => {
    const user = await registerUser(h);
    const taken = await registerUser(h);
    const next = taken.phone.replace(/^1990/, '1980');
    const { page } = await h.signedInPage(user, { path: '/userInfo' });
    await page.getByTestId('userinfo-phone-change').click();
    await page.waitForURL((url) => url.pathname === '/modifyPhone');
    await page.getByTestId('modify-password').fill(user.password);
    await page.getByTestId('modify-password-submit').click();
    await page.getByTestId('modify-address').fill(user.phone);
    await page.getByTestId('modify-code-send').click();
    await page.getByText('The new phone number must differ from the current one').waitFor();
    // Another account's number is refused before any SMS goes, as /modifyEmail refuses a taken e-mail.
    await page.getByTestId('modify-address').fill(taken.phone);
    await page.getByTestId('modify-code-send').click();
    // Under the field (a toast may say it too, so the page-wide text is not unique).
    await expect.poll(() => page.locator('#modify-address-error').textContent()).toBe('This account already exists');
    const toTaken = await h.control<{ codes: Array<{ purpose: string }> }>(`codes?account=${taken.phone}`);
    expect(toTaken.codes.filter((c) => c.purpose.startsWith('changeAccount'))).toEqual([]);
    await page.getByTestId('modify-address').fill(next);
    await page.getByTestId('modify-code-send').click();
    const code = await waitForCode(h, next, 'changeAccount');
    expect(await loginAnswer(user.phone, user.password)).toBe('0');
    await page.getByTestId('modify-code').fill(code);
    await page.getByTestId('modify-submit').click();
    await page.getByTestId('modify-done').waitFor();
    expect(await loginAnswer(next, user.password)).toBe('0');
    expect(await loginAnswer(user.phone, user.password)).toBe('07010109');
    await page.getByTestId('modify-back').click();
    await expect.poll(() => page.getByTestId('userinfo-phone').textContent()).toContain(next.slice(-4));
  });
});
