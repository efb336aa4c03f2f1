// The forgotten-password form without a cloud: an account the cloud does not know is named inline and no code is
// asked for it.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BusinessCode, classify } from '../../domain/resultCodes';
import enAuth from '../../i18n/en/auth';
import enErrors from '../../i18n/en/errors';
import cnErrors from '../../i18n/cn/errors';
import { renderScreen } from '../../../tests/component/render';
import { limits, validationTexts } from '../../../tests/component/texts';
import ForgetPwdPage from './ForgetPwdPage';

describe('forgotten password', () => {
  it('an unknown account is named inline and gets no code', async () => {
    // confirmAccount answers a business code for an account that does not exist (tests/sim/accounts.test.ts).
    const unknown = classify({ type: 'response', status: 200, hwcode: BusinessCode.AccountNotFound, hwdata: 'account does not exist' });
    const { user, cloud } = await renderScreen(<ForgetPwdPage />, {
      path: '/forgetPwd?lang=en',
      answer: (request) => (request.path === '/api/user/v1/confirmAccount' ? { ok: false, outcome: unknown } : undefined),
    });
    await user.type(await screen.findByTestId('forget-account'), 'nobody@example.org');
    await user.click(screen.getByTestId('forget-code-send'));
    expect(await screen.findByText(enAuth.forget.accountUnknown, { exact: true })).toBeTruthy();
    expect(cloud.paths()).toEqual(['/api/user/v1/confirmAccount']);
  });
});

describe('forgotten password on the kit form', () => {
  it.each(['en', 'cn'] as const)('an e-mail that is not one and a short password are named in %s, the account focused, nothing called', async (lang) => {
    const texts = validationTexts(lang);
    const { user, cloud } = await renderScreen(<ForgetPwdPage />, { lang, path: `/forgetPwd?lang=${lang}` });
    await user.type(await screen.findByTestId('forget-account'), 'x@y');
    await user.type(screen.getByTestId('forget-code'), '1234');
    await user.type(screen.getByTestId('forget-password'), 'abc');
    await user.click(screen.getByTestId('forget-submit'));
    expect((await screen.findByText(texts.email.format, { exact: true })).id).toBe('forget-account-error');
    expect(screen.getByText(limits(texts.password.length), { exact: true }).id).toBe('forget-password-error');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('forget-account')));
    // An edit that makes the field right retires its error.
    await user.type(screen.getByTestId('forget-account'), '.com');
    await waitFor(() => expect(screen.queryByText(texts.email.format, { exact: true })).toBeNull());
    expect(cloud.paths()).toEqual([]);
  });

  it('a valid form checks the code, sets the new password and opens the login with the account', async () => {
    const { user, cloud, went, notices } = await renderScreen(<ForgetPwdPage />, { path: '/forgetPwd?lang=en', answer: () => ({ ok: true, data: null }) });
    await user.type(await screen.findByTestId('forget-account'), ' ops@example.com ');
    await user.type(screen.getByTestId('forget-code'), '123456');
    await user.type(screen.getByTestId('forget-password'), 'fresh2026x');
    await user.type(screen.getByTestId('forget-confirm'), 'fresh2026x');
    await user.click(screen.getByTestId('forget-submit'));
    await waitFor(() => expect(went).toEqual(['/login?tab=email&loginName=ops%40example.com']));
    expect(cloud.requests.find((r) => r.path === '/api/user/v1/password')?.body).toEqual({ email: 'ops@example.com', password: 'fresh2026x' });
    expect(notices).toEqual([{ severity: 'success', key: 'auth:forget.success' }]);
  });
});

describe('forgotten password with a code sent for another action', () => {
  const refusal = (code: string) => ({ ok: false as const, outcome: classify({ type: 'response', status: 200, hwcode: code, hwdata: 'refused' }) });

  it.each(['en', 'cn'] as const)('a registration code is refused at the check in %s, once, under the code, and no password is sent', async (lang) => {
    const { user, cloud, notices } = await renderScreen(<ForgetPwdPage />, {
      lang,
      path: `/forgetPwd?lang=${lang}`,
      answer: (request) => (request.path === '/api/common/mobCheckCode' ? refusal(BusinessCode.CodeUsed) : { ok: true, data: null }),
    });
    await user.type(await screen.findByTestId('forget-account'), '13912345670');
    await user.type(screen.getByTestId('forget-code'), '123456');
    await user.type(screen.getByTestId('forget-password'), 'fresh2026x');
    await user.type(screen.getByTestId('forget-confirm'), 'fresh2026x');
    await user.click(screen.getByTestId('forget-submit'));
    const text = (lang === 'en' ? enErrors : cnErrors).business.codeUsed;
    expect((await screen.findByText(text, { exact: true })).id).toBe('forget-code-error');
    expect(screen.getAllByText(text, { exact: true })).toHaveLength(1);
    expect(screen.queryByTestId('forget-error')).toBeNull();
    // The check names what the code is for, so the cloud can refuse a code sent for another action.
    expect(cloud.requests.find((r) => r.path === '/api/common/mobCheckCode')?.body).toMatchObject({ type: 'resetPassword' });
    expect(cloud.paths()).not.toContain('/api/user/v1/password');
    expect(notices).toEqual([]);
  });

  it.each(['en', 'cn'] as const)('a reset the cloud refuses for its code shows the reason once, under the code, in %s, and raises no toast', async (lang) => {
    const { user, cloud, notices } = await renderScreen(<ForgetPwdPage />, {
      lang,
      path: `/forgetPwd?lang=${lang}`,
      answer: (request) => (request.path === '/api/user/v1/password' ? refusal(BusinessCode.CodeOtherPurpose) : { ok: true, data: null }),
    });
    await user.type(await screen.findByTestId('forget-account'), 'ops@example.com');
    await user.type(screen.getByTestId('forget-code'), '123456');
    await user.type(screen.getByTestId('forget-password'), 'fresh2026x');
    await user.type(screen.getByTestId('forget-confirm'), 'fresh2026x');
    await user.click(screen.getByTestId('forget-submit'));
    const text = (lang === 'en' ? enErrors : cnErrors).business.codeOtherPurpose;
    expect((await screen.findByText(text, { exact: true })).id).toBe('forget-code-error');
    expect(screen.getAllByText(text, { exact: true })).toHaveLength(1);
    // Quiet: the transport raises no toast of its own beside the form's refusal.
    expect(cloud.requests.find((r) => r.path === '/api/user/v1/password')?.quiet).toBe(true);
    expect(notices).toEqual([]);
  });
});
