// The security centre end to end (docs/decisions.md, "Accounts and sign-in"): ending another session while it is open in a second browser (which
// then shows the blocking dialog), two-factor sign-in switched on in /safety, the lockout message in both
// languages, and accessibility of /safety.
import { describe, expect, it } from 'vitest';
import { LOCKOUT_THRESHOLD } from '../../src/domain/security';
import { harnessPerFile, loginFields, waitForCode, waitForConnections } from './support';
import { registerUser, signIn } from './accountSupport';

const h = harnessPerFile();

async function wrongPasswordByApi(phone: string) {
  const res = await fetch(`${h.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(loginFields(phone, 'wrong-pass')),
  });
  expect(res.status).toBe(200);
}

describe('security centre', () => {
  it('ends another session that is open in a second browser: it shows the blocking dialog and its token is over', async () => {
    const user = await registerUser(h);
    const other = await h.signedInPage(user);
    const mine = await h.signedInPage(user);
    await waitForConnections(h, user.phone, 2);
    const otherToken = (await other.context.cookies()).find((c) => c.name === 'token')?.value ?? '';
    expect(otherToken).toMatch(/^[0-9a-f]{32}$/);

    await mine.page.goto(`${h.url}/safety/?lang=en`);
    await mine.page.getByTestId('safety-terminal').waitFor();
    await expect.poll(() => mine.page.getByTestId('safety-overview-sessions').textContent()).toBe('2');
    expect(await mine.page.getByTestId('safety-terminal-current').count()).toBe(1);
    await mine.page.getByTestId('safety-revoke').click();
    await mine.page.getByTestId('safety-confirm-confirm').click();
    await expect.poll(() => mine.page.getByTestId('safety-terminal').count()).toBe(0);

    const dialog = other.page.getByTestId('logout-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('This session was ended from the security centre');
    // Replaying the ended token gets the expired-token answer.
    const replay = await fetch(`${h.url}/api/user/selectInfo`, { method: 'POST', headers: { cloudtoken: otherToken } });
    expect(String(((await replay.json()) as { hwcode: number }).hwcode)).toBe('113');
    await other.page.getByTestId('logout-dialog-ok').click();
    await other.page.waitForURL((url) => url.pathname === '/login');
    // This browser stays signed in.
    await expect.poll(() => mine.page.getByTestId('safety-overview-sessions').textContent()).toBe('1');
  });

  it('turns two-factor sign-in on with a fresh code; the next sign-in asks for the code after the password', async () => {
    const user = await registerUser(h);
    const { page } = await h.signedInPage(user, { path: '/safety/' });
    await h.control('clock', { advanceMs: 60_000 });
    await page.getByTestId('safety-2fa-code-send').click();
    await page.getByTestId('safety-2fa-code').fill(await waitForCode(h, user.phone, 'twoFactor'));
    await page.getByTestId('safety-2fa-submit').click();
    await expect.poll(() => page.getByTestId('safety-overview-2fa').textContent()).toBe('On (SMS)');

    await page.getByTestId('sign-out').click();
    await page.waitForURL((url) => url.pathname === '/login');
    // One code a minute per phone: the sign-in's code goes once the switch's code is a minute old.
    await h.control('clock', { advanceMs: 60_000 });
    await signIn(page, h, user);
    await page.getByTestId('two-factor-step').waitFor();
    expect(await page.getByTestId('two-factor-target').textContent()).toContain('199****');
    await page.getByTestId('two-factor-code').fill('000000');
    await page.getByTestId('two-factor-submit').click();
    await page.getByText('The verification code is wrong').waitFor();
    const codes = await h.control<{ codes: Array<{ code: string; purpose: string }> }>(`codes?account=${user.phone}`);
    const code = codes.codes.filter((c) => c.purpose.startsWith('twoFactor (login)')).at(-1)?.code ?? '';
    await page.getByTestId('two-factor-code').fill(code);
    await page.getByTestId('two-factor-submit').click();
    await page.waitForURL((url) => url.pathname === '/index/');
  });

  it('signing in again within the minute says the last code is still valid (no new one went), and it signs in', async () => {
    const user = await registerUser(h);
    await h.control('security/twoFactor', { account: user.phone, channel: 'sms' });
    await h.control('clock', { advanceMs: 60_000 });
    const { page } = await h.newPage();
    await signIn(page, h, user);
    await page.getByTestId('two-factor-step').waitFor();
    expect(await page.getByTestId('two-factor-target').textContent()).toContain('a code was sent by SMS');
    await page.getByTestId('two-factor-cancel').click();
    await page.getByTestId('login-submit').waitFor();
    await signIn(page, h, user);
    await expect.poll(() => page.getByTestId('two-factor-target').textContent()).toContain('less than a minute ago is still valid');
    const codes = await h.control<{ codes: Array<{ code: string; purpose: string }> }>(`codes?account=${user.phone}`);
    const login = codes.codes.filter((c) => c.purpose.startsWith('twoFactor (login)'));
    expect(login).toHaveLength(1);
    await page.getByTestId('two-factor-code').fill(login[0]?.code ?? '');
    await page.getByTestId('two-factor-submit').click();
    await page.waitForURL((url) => url.pathname === '/index/');
  });

  it(`says how long the lock lasts after ${LOCKOUT_THRESHOLD} wrong passwords, in English and Chinese, and the control API lists it`, async () => {
    // One browser for both languages: each sign-in opens /login in its language.
    const { page } = await h.newPage();
    for (const [lang, text] of [
      ['en', 'This account is locked after too many wrong passwords. Try again in 15 min'],
      ['cn', '密码错误次数过多，账号已被锁定，请 15 分钟后再试'],
    ] as const) {
      const user = await registerUser(h);
      for (let i = 1; i < LOCKOUT_THRESHOLD; i += 1) await wrongPasswordByApi(user.phone);
      await signIn(page, h, { ...user, password: 'wrong-pass' }, lang);
      await expect.poll(() => page.getByTestId('login-error').textContent()).toBe(text);
      const { locks } = await h.control<{ locks: Array<{ name: string; remainingMs: number }> }>('security/locks');
      expect(locks.find((l) => l.name === user.name)?.remainingMs).toBeGreaterThan(14 * 60_000);
      await h.control('security/unlock', { account: user.phone });
    }
  });
});
