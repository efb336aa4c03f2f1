// The sign-in area's shared form parts as the forgotten-password form uses them (AccountField, CountryCodeSelect,
// CodeField with its send button and one-minute wait, PasswordFields, FormFooter, useGuardedSubmit, useSendCode,
// resetWithCode): where a code goes, what a refusal shows and where, and that the form is busy while its calls run.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusinessCode, classify } from '../../domain/resultCodes';
import cnAuth from '../../i18n/cn/auth';
import cnErrors from '../../i18n/cn/errors';
import enAuth from '../../i18n/en/auth';
import enErrors from '../../i18n/en/errors';
import type { HttpRequest, Result } from '../../transport/http';
import ForgetPwdPage from '../password/ForgetPwdPage';
import { refusal } from '../../../tests/component/consoleSession';
import { renderScreen, type Rendered } from '../../../tests/component/render';
import { CODE_RESEND_SECONDS } from './countdown';

afterEach(() => {
  vi.useRealTimers();
});

const OK: Result<null> = { ok: true, data: null };

async function forgetPage(answer: (request: HttpRequest) => Result<unknown> | undefined, lang: 'en' | 'cn' = 'en') {
  const rendered = await renderScreen(<ForgetPwdPage />, { lang, path: `/forgetPwd?lang=${lang}`, answer });
  await screen.findByTestId('forget-submit');
  return rendered;
}

/** Makes every call from now on wait for good, recording it. */
function holdCalls({ cloud }: Rendered) {
  cloud.http.call = <T,>(request: HttpRequest) => {
    cloud.requests.push(request);
    return new Promise<Result<T>>(() => undefined);
  };
}

async function fillValid(user: Rendered['user'], account = 'ops@example.com') {
  await user.type(screen.getByTestId('forget-account'), account);
  await user.type(screen.getByTestId('forget-code'), '123456');
  await user.type(screen.getByTestId('forget-password'), 'fresh2026x');
  await user.type(screen.getByTestId('forget-confirm'), 'fresh2026x');
}

describe('the send-code button', () => {
  it('sends the code to the e-mail, says so, and waits a minute before the next one', async () => {
    // The wait is moved on, never slept through (fake timers that still follow real time for the typing).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, cloud, notices } = await forgetPage(() => OK);
    await user.type(screen.getByTestId('forget-account'), 'ops@example.com');
    const button = screen.getByTestId('forget-code-send');
    expect(button.textContent).toBe(enAuth.code.send);
    await user.click(button);
    await waitFor(() => expect(button).toHaveProperty('disabled', true));
    expect(button.textContent).toBe(enAuth.code.resend.replace('{{seconds}}', String(CODE_RESEND_SECONDS)));
    expect(cloud.requests.find((r) => r.path === '/api/common/emailCode')?.body).toEqual({ email: 'ops@example.com', type: 'resetPassword' });
    expect(notices).toEqual([{ severity: 'success', key: 'auth:code.sentEmail' }]);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(button.textContent).toBe(enAuth.code.resend.replace('{{seconds}}', '30')));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(button.textContent).toBe(enAuth.code.send));
    expect(button).toHaveProperty('disabled', false);
  });

  it('a phone number gets its calling code select and the code goes by SMS to the national number', async () => {
    const { user, cloud, notices } = await forgetPage(() => OK);
    await user.type(screen.getByTestId('forget-account'), 'ops@');
    expect(screen.queryByTestId('country-code')).toBeNull();
    await user.clear(screen.getByTestId('forget-account'));
    await user.type(screen.getByTestId('forget-account'), '+8613912345670');
    expect(screen.getByTestId('country-code')).toBeTruthy();
    await user.click(screen.getByTestId('forget-code-send'));
    await waitFor(() => expect(notices).toEqual([{ severity: 'success', key: 'auth:code.sentSms' }]));
    expect(cloud.requests.find((r) => r.path === '/api/common/mobSendMessage')?.body).toEqual({ phone: '13912345670', countryCode: '86', type: 'resetPassword' });
  });

  it('says it is sending while the call runs and sends once however often it is pressed', async () => {
    const rendered = await forgetPage(() => OK);
    const { user, cloud } = rendered;
    await user.type(screen.getByTestId('forget-account'), 'ops@example.com');
    holdCalls(rendered);
    const button = screen.getByTestId('forget-code-send');
    await user.click(button);
    await waitFor(() => expect(button.textContent).toBe(enAuth.code.sending));
    await user.click(button);
    expect(cloud.paths()).toEqual(['/api/user/v1/confirmAccount']);
  });

  it.each(['en', 'cn'] as const)('a refused send is named under the code field in %s and starts no wait', async (lang) => {
    const { user, notices } = await forgetPage((r) => (r.path === '/api/common/emailCode' ? refusal(BusinessCode.CodeTooFrequent) : OK), lang);
    await user.type(screen.getByTestId('forget-account'), 'ops@example.com');
    await user.click(screen.getByTestId('forget-code-send'));
    const text = (lang === 'en' ? enErrors : cnErrors).user.codeTooFrequent;
    expect((await screen.findByText(text, { exact: true })).id).toBe('forget-code-error');
    expect(screen.getByTestId('forget-code-send').textContent).toBe((lang === 'en' ? enAuth : cnAuth).code.send);
    expect(notices).toEqual([]);
  });

  it('an account that breaks its rule is named before any call', async () => {
    const { user, cloud } = await forgetPage(() => OK);
    await user.type(screen.getByTestId('forget-account'), '12345');
    await user.click(screen.getByTestId('forget-code-send'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByTestId('forget-account').getAttribute('aria-invalid')).toBe('true');
    expect(cloud.requests).toEqual([]);
  });
});

describe('the guarded submit', () => {
  it('is busy while the calls run: every field and the button disabled, a second submit sends nothing', async () => {
    const rendered = await forgetPage(() => OK);
    const { user, cloud } = rendered;
    await fillValid(user);
    holdCalls(rendered);
    await user.click(screen.getByTestId('forget-submit'));
    const button = screen.getByTestId('forget-submit');
    await waitFor(() => expect(button.textContent).toContain(enAuth.forget.submitting));
    for (const id of ['forget-account', 'forget-code', 'forget-password', 'forget-confirm', 'forget-code-send']) {
      expect(screen.getByTestId(id)).toHaveProperty('disabled', true);
    }
    button.closest('form')?.requestSubmit();
    expect(cloud.paths()).toEqual(['/api/user/v1/confirmAccount']);
  });

  it('a code the password call refuses as expired shows under the code, not for the form', async () => {
    const { user, went } = await forgetPage((r) => (r.path === '/api/user/v1/password' ? refusal(BusinessCode.CodeExpired) : OK));
    await fillValid(user);
    await user.click(screen.getByTestId('forget-submit'));
    expect((await screen.findByText(enErrors.user.codeExpired, { exact: true })).id).toBe('forget-code-error');
    expect(screen.queryByTestId('forget-error')).toBeNull();
    expect(went).toEqual([]);
  });

  it('a password call the cloud does not answer is the whole form\'s failure', async () => {
    const down = { ok: false as const, outcome: classify({ type: 'network' }) };
    const { user, went } = await forgetPage((r) => (r.path === '/api/user/v1/password' ? down : OK));
    await fillValid(user, '13912345670');
    await user.click(screen.getByTestId('forget-submit'));
    expect((await screen.findByTestId('forget-error')).textContent).toBe(enErrors.transport.network);
    expect(went).toEqual([]);
  });

  it('the phone account\'s check and reset carry the chosen calling code', async () => {
    const { user, cloud, went } = await forgetPage(() => OK);
    await user.type(screen.getByTestId('forget-account'), '51234567');
    await user.selectOptions(screen.getByTestId('country-code'), '852');
    await user.type(screen.getByTestId('forget-code'), '123456');
    await user.type(screen.getByTestId('forget-password'), 'fresh2026x');
    await user.type(screen.getByTestId('forget-confirm'), 'fresh2026x');
    await user.click(screen.getByTestId('forget-submit'));
    await waitFor(() => expect(went).toEqual(['/login?tab=phone&loginName=51234567&countryCode=852']));
    expect(cloud.requests.find((r) => r.path === '/api/common/mobCheckCode')?.body).toEqual({ phone: '51234567', countryCode: '852', code: '123456', type: 'resetPassword' });
    expect(cloud.requests.find((r) => r.path === '/api/user/v1/password')?.body).toEqual({ phone: '51234567', countryCode: '852', password: 'fresh2026x' });
  });
});
