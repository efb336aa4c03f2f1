// The sign-in form (SignInForm on useSignInForm) as /login shows it, with the console's real session effects over a
// fake cloud: the rules refuse before any call in both languages, the form is busy while the login runs, each refusal
// of the cloud is named, a two-factor account gets its code step, and "remember me" keeps the account, never the
// password (product.md section 3, api.md POST /api/user/login).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BusinessCode, classify } from '../../domain/resultCodes';
import cnAuth from '../../i18n/cn/auth';
import cnErrors from '../../i18n/cn/errors';
import enAccount from '../../i18n/en/account';
import enAuth from '../../i18n/en/auth';
import enErrors from '../../i18n/en/errors';
import type { HttpRequest, Result } from '../../transport/http';
import { getToken } from '../../transport/cookies';
import LoginPage from '../login/LoginPage';
import { PERSONAL_HOME } from '../common/homePath';
import { consoleSession, forgetSession, refusal } from '../../../tests/component/consoleSession';
import { renderScreen } from '../../../tests/component/render';
import { validationTexts } from '../../../tests/component/texts';
import { clientStorage } from '../app/clientStorage';
import { REMEMBER_KEY } from './rememberLogin';

const SIGNED_IN = { token: 'token-1', userid: 7, phone: '13800138000', email: '' };
const CHALLENGE = { twoFactor: 1, ticket: 'ticket-9', channel: 'sms', target: '138****8000', resendAfter: 60, codeState: 'sent' };

/** The cloud: the login answers `login` (password step) or `code` (code step); the enterprise list is empty. */
function cloudOf(login: () => Result<unknown> | undefined, code?: (request: HttpRequest) => Result<unknown> | undefined) {
  return (request: HttpRequest): Result<unknown> | undefined => {
    if (request.path === '/api/enterprises/userEnterpriseList') return { ok: true, data: [] };
    if (request.path !== '/api/user/login') return undefined;
    return 'ticket' in (request.body as object) ? code?.(request) : login();
  };
}

async function signInPage(answer: ReturnType<typeof cloudOf>, lang: 'en' | 'cn' = 'en') {
  const signIn = consoleSession(answer);
  const rendered = await renderScreen(<LoginPage />, { lang, session: signIn.session, path: `/login?lang=${lang}` });
  await screen.findByTestId('login-submit');
  return { ...rendered, ...signIn };
}

async function typeCredentials(user: Awaited<ReturnType<typeof signInPage>>['user'], phone = '13800138000', password = 'secret123') {
  await user.type(screen.getByTestId('login-phone'), phone);
  await user.type(screen.getByTestId('login-password'), password);
}

const loginCalls = (cloud: { requests: HttpRequest[] }) => cloud.requests.filter((r) => r.path === '/api/user/login');

// The console opens (and version-checks) its storage before any screen keeps something there (runtime.tsx).
beforeAll(() => {
  clientStorage();
});

afterEach(() => {
  forgetSession();
  window.history.replaceState(null, '', '/');
});

describe('sign-in form rules', () => {
  it.each(['en', 'cn'] as const)('an empty form names the phone and the password in %s and sends nothing', async (lang) => {
    const texts = validationTexts(lang);
    const { user, cloud, session } = await signInPage(cloudOf(() => undefined), lang);
    await user.click(screen.getByTestId('login-submit'));
    const phoneError = await screen.findByText(texts.phone.required, { exact: true });
    expect(screen.getByText(texts.password.required, { exact: true })).toBeTruthy();
    // Each error is tied to its input for screen readers.
    expect(screen.getByTestId('login-phone').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('login-phone').getAttribute('aria-describedby')).toBe(phoneError.id);
    expect(cloud.requests).toEqual([]);
    expect(session.getSnapshot().matches('loggedOut')).toBe(true);
  });

  it('an e-mail that is not one is named on the e-mail tab; typing again clears it', async () => {
    const texts = validationTexts('en');
    const { user, cloud } = await signInPage(cloudOf(() => undefined));
    await user.click(screen.getByRole('tab', { name: enAuth.tabs.email }));
    await user.type(screen.getByTestId('login-email'), 'ops@');
    await user.type(screen.getByTestId('login-password'), 'secret123');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText(texts.email.format, { exact: true })).toBeTruthy();
    await user.type(screen.getByTestId('login-email'), 'example.com');
    expect(screen.queryByText(texts.email.format, { exact: true })).toBeNull();
    expect(cloud.requests).toEqual([]);
  });
});

describe('signing in', () => {
  it('sends the national number with its calling code and this browser as terminal, then goes home', async () => {
    const { user, cloud, went, session } = await signInPage(cloudOf(() => ({ ok: true, data: SIGNED_IN })));
    await typeCredentials(user, '+8613800138000');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(went).toEqual([PERSONAL_HOME]));
    const [sent] = loginCalls(cloud);
    expect(sent?.body).toMatchObject({ loginName: '13800138000', loginPwd: 'secret123', countryCode: '86', terminalType: 'web' });
    expect((sent?.body as { terminalUUID: string }).terminalUUID).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.getSnapshot().matches('loggedIn')).toBe(true);
    expect(getToken()).toBe('token-1');
  });

  it('the chosen calling code goes with the number (country-code select, by keyboard)', async () => {
    const { user, cloud } = await signInPage(cloudOf(() => ({ ok: true, data: SIGNED_IN })));
    const select = screen.getByRole('combobox', { name: enAuth.fields.countryCode });
    expect(within(select).getByRole('option', { name: '+852 Hong Kong (China)' })).toBeTruthy();
    select.focus();
    await user.selectOptions(select, '852');
    await typeCredentials(user, '51234567');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(loginCalls(cloud)).toHaveLength(1));
    expect(loginCalls(cloud)[0]?.body).toMatchObject({ loginName: '51234567', countryCode: '852' });
  });

  it('names the countries in Chinese on a Chinese page', async () => {
    await signInPage(cloudOf(() => undefined), 'cn');
    const select = screen.getByRole('combobox', { name: cnAuth.fields.countryCode });
    expect(within(select).getByRole('option', { name: '+852 中国香港' })).toBeTruthy();
  });

  it('is busy while the login runs: fields and button disabled, the button says so, a second submit sends nothing', async () => {
    const { user, cloud } = await signInPage(cloudOf(() => undefined));
    // The login never answers.
    cloud.http.call = <T,>(request: HttpRequest) => {
      cloud.requests.push(request);
      return new Promise<Result<T>>(() => undefined);
    };
    await typeCredentials(user);
    await user.click(screen.getByTestId('login-submit'));
    const button = screen.getByTestId('login-submit');
    await waitFor(() => expect(button.textContent).toContain(enAuth.login.submitting));
    expect(screen.getByTestId('login-phone')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('login-password')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(enAuth.login.rememberMe)).toHaveProperty('disabled', true);
    expect(button.closest('form')?.getAttribute('aria-busy')).toBe('true');
    button.closest('form')?.requestSubmit();
    await user.click(button);
    expect(loginCalls(cloud)).toHaveLength(1);
  });
});

describe('what each refusal of the cloud shows', () => {
  it.each([
    ['a wrong password (07010110)', () => refusal(BusinessCode.LoginFailed), enErrors.business.loginFailed],
    ['a refused login (07010109)', () => refusal(BusinessCode.LoginRefused), enErrors.business.loginFailed],
    ['a lock with 10 minutes left (07010111)', () => refusal(BusinessCode.AccountLocked, { retryAfterSeconds: 600 }), enErrors.business.accountLockedFor.replace('{{minutes}}', '10')],
    ['a lock without its time (07010111)', () => refusal(BusinessCode.AccountLocked), enErrors.business.accountLocked],
    ['too many attempts (07010119)', () => refusal(BusinessCode.RequestTooFrequent), enErrors.business.requestTooFrequent],
    ['no answer at all', () => ({ ok: false as const, outcome: classify({ type: 'network' }) }), enErrors.transport.network],
  ])('%s', async (_, answer, text) => {
    const { user, went } = await signInPage(cloudOf(answer));
    await typeCredentials(user);
    await user.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toBe(text);
    expect(screen.getByTestId('login-error').getAttribute('role')).toBe('alert');
    expect(went).toEqual([]);
    // Editing the form retires the refusal.
    await user.type(screen.getByTestId('login-password'), 'x');
    expect(screen.queryByTestId('login-error')).toBeNull();
  });

  it('names a wrong password and a lock in Chinese', async () => {
    const { user } = await signInPage(cloudOf(() => refusal(BusinessCode.AccountLocked, { retryAfterSeconds: 120 })), 'cn');
    await typeCredentials(user);
    await user.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toBe(cnErrors.business.accountLockedFor.replace('{{minutes}}', '2'));
  });
});

describe('two-factor sign-in', () => {
  it('a right password of a 2FA account opens the code step; the code signs in with its ticket', async () => {
    const { user, cloud, went } = await signInPage(
      cloudOf(() => ({ ok: true, data: CHALLENGE }), () => ({ ok: true, data: SIGNED_IN })),
    );
    await typeCredentials(user);
    await user.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('two-factor-target')).textContent).toBe(enAccount.twoFactorStep.sentSms.replace('{{target}}', '138****8000'));
    await user.type(screen.getByTestId('two-factor-code'), '123456');
    await user.click(screen.getByTestId('two-factor-submit'));
    await waitFor(() => expect(went).toEqual([PERSONAL_HOME]));
    expect(loginCalls(cloud).map((r) => r.body)[1]).toEqual({ ticket: 'ticket-9', code: '123456' });
  });

  it('a wrong code is named under the field and the step stays', async () => {
    const { user, went } = await signInPage(cloudOf(() => ({ ok: true, data: CHALLENGE }), () => refusal(BusinessCode.CodeWrong)));
    await typeCredentials(user);
    await user.click(screen.getByTestId('login-submit'));
    await user.type(await screen.findByTestId('two-factor-code'), '654321');
    await user.click(screen.getByTestId('two-factor-submit'));
    expect((await screen.findByText(enErrors.business.codeWrong, { exact: true })).id).toBe('two-factor-code-error');
    expect(screen.getByTestId('two-factor-step')).toBeTruthy();
    expect(went).toEqual([]);
  });

  it('a ticket that ended sends the user back to the password with the reason', async () => {
    const { user } = await signInPage(cloudOf(() => ({ ok: true, data: CHALLENGE }), () => refusal(BusinessCode.TwoFactorExpired)));
    await typeCredentials(user);
    await user.click(screen.getByTestId('login-submit'));
    await user.type(await screen.findByTestId('two-factor-code'), '654321');
    await user.click(screen.getByTestId('two-factor-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toBe(enErrors.business.twoFactorExpired);
    expect(screen.queryByTestId('two-factor-step')).toBeNull();
  });

  it('"Back to the password" leaves the code step', async () => {
    const { user } = await signInPage(cloudOf(() => ({ ok: true, data: CHALLENGE })));
    await typeCredentials(user);
    await user.click(screen.getByTestId('login-submit'));
    await user.click(await screen.findByTestId('two-factor-cancel'));
    expect(await screen.findByTestId('login-submit')).toBeTruthy();
  });
});

describe('remember my account', () => {
  it('keeps the tab, the name and the calling code, never the password', async () => {
    const { user, went } = await signInPage(cloudOf(() => ({ ok: true, data: SIGNED_IN })));
    await user.click(screen.getByLabelText(enAuth.login.rememberMe));
    await typeCredentials(user, ' 13800138000 ');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(went).toHaveLength(1));
    const kept = window.localStorage.getItem(REMEMBER_KEY) ?? '';
    expect(JSON.parse(kept)).toEqual({ tab: 'phone', loginName: '13800138000', countryCode: '86' });
    expect(kept).not.toContain('secret123');
  });

  it('opens on the remembered tab with the account filled in and the box ticked; another tab starts empty', async () => {
    window.localStorage.setItem(REMEMBER_KEY, JSON.stringify({ tab: 'email', loginName: 'ops@example.com', countryCode: '86' }));
    const { user } = await signInPage(cloudOf(() => undefined));
    expect(screen.getByRole('tab', { name: enAuth.tabs.email }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByTestId('login-email') as HTMLInputElement).value).toBe('ops@example.com');
    expect((screen.getByLabelText(enAuth.login.rememberMe) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('tab', { name: enAuth.tabs.account }));
    expect((screen.getByTestId('login-account') as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('tab', { name: enAuth.tabs.email }));
    expect((screen.getByTestId('login-email') as HTMLInputElement).value).toBe('ops@example.com');
  });

  it('unticked, a sign-in forgets the remembered account', async () => {
    window.localStorage.setItem(REMEMBER_KEY, JSON.stringify({ tab: 'phone', loginName: '13800138000', countryCode: '86' }));
    const { user, went } = await signInPage(cloudOf(() => ({ ok: true, data: SIGNED_IN })));
    await user.click(screen.getByLabelText(enAuth.login.rememberMe));
    await user.type(screen.getByTestId('login-password'), 'secret123');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(went).toHaveLength(1));
    expect(window.localStorage.getItem(REMEMBER_KEY)).toBeNull();
  });

  it('an account handed over in the address (after registration) wins over the remembered one', async () => {
    window.localStorage.setItem(REMEMBER_KEY, JSON.stringify({ tab: 'email', loginName: 'ops@example.com', countryCode: '86' }));
    window.history.replaceState(null, '', '/login?tab=phone&loginName=13912340000&countryCode=852');
    await signInPage(cloudOf(() => undefined));
    expect((screen.getByTestId('login-phone') as HTMLInputElement).value).toBe('13912340000');
    expect((screen.getByTestId('country-code') as HTMLSelectElement).value).toBe('852');
  });
});
