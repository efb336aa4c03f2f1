// The registration form's own checks: a field that breaks its rule shows the inline error and nothing is called.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import enAuth from '../../i18n/en/auth';
import enValidation from '../../i18n/en/validation';
import { VALIDATION_TEXT_VARIABLES } from '../../domain/validation';
import { BusinessCode, classify } from '../../domain/resultCodes';
import { renderScreen } from '../../../tests/component/render';
import { validationTexts } from '../../../tests/component/texts';
import RegisterPage from './RegisterPage';

/** A validation text with its limits filled in, as the console shows it. */
const limits = (text: string) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(VALIDATION_TEXT_VARIABLES[name as keyof typeof VALIDATION_TEXT_VARIABLES]));

describe('registration by phone', () => {
  it.each([
    ['a too-short password', { name: 'Newcomer', password: 'abc' }, limits(enValidation.password.length)],
    ['a one-character name', { name: 'N', password: 'newpass123' }, limits(enValidation.userName.length)],
  ])('%s shows the inline error and calls nothing', async (_, fields, message) => {
    const { user, cloud, went } = await renderScreen(<RegisterPage by="phone" />, { path: '/register?lang=en' });
    await user.type(await screen.findByTestId('register-name'), fields.name);
    await user.type(screen.getByTestId('register-account'), '13912340000');
    await user.type(screen.getByTestId('register-password'), fields.password);
    await user.type(screen.getByTestId('register-confirm'), fields.password);
    await user.type(screen.getByTestId('register-code'), '123456');
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText(message, { exact: true })).toBeTruthy();
    expect(cloud.paths()).toEqual([]);
    expect(went).toEqual([]);
  });

  it('refuses an account that exists already before a code is sent', async () => {
    // confirmAccount answers hwcode 0 for an account that exists (tests/sim/accounts.test.ts).
    const { user, cloud } = await renderScreen(<RegisterPage by="phone" />, {
      path: '/register?lang=en',
      answer: (request) => (request.path === '/api/user/v1/confirmAccount' ? { ok: true, data: null } : undefined),
    });
    await user.type(await screen.findByTestId('register-name'), 'Someone');
    await user.type(screen.getByTestId('register-account'), '13800138000');
    await user.click(screen.getByTestId('register-code-send'));
    expect(await screen.findByText(enAuth.register.accountExists, { exact: true })).toBeTruthy();
    expect(cloud.paths()).toEqual(['/api/user/v1/confirmAccount']);
  });
});

describe('registration on the kit form', () => {
  it.each(['en', 'cn'] as const)('an empty form names every field in %s, focuses the first, and calls nothing', async (lang) => {
    const texts = validationTexts(lang);
    const { user, cloud } = await renderScreen(<RegisterPage by="phone" />, { lang, path: `/register?lang=${lang}` });
    await user.click(await screen.findByTestId('register-submit'));
    expect((await screen.findByText(texts.userName.required, { exact: true })).id).toBe('register-name-error');
    expect(screen.getByText(texts.phone.required, { exact: true }).id).toBe('register-account-error');
    expect(screen.getByText(texts.password.required, { exact: true }).id).toBe('register-password-error');
    expect(screen.getByText(texts.code.required, { exact: true }).id).toBe('register-code-error');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('register-name')));
    // A mismatch is named once the password itself is acceptable, under the confirmation.
    await user.type(screen.getByTestId('register-password'), 'newpass123');
    await user.type(screen.getByTestId('register-confirm'), 'newpass124');
    await user.click(screen.getByTestId('register-submit'));
    expect((await screen.findByText(texts.password.mismatch, { exact: true })).id).toBe('register-confirm-error');
    expect(cloud.paths()).toEqual([]);
  });

  it('a valid form checks the account and the code, registers, and opens the login with the account', async () => {
    const free = classify({ type: 'response', status: 200, hwcode: BusinessCode.AccountNotFound, hwdata: 'account does not exist' });
    const { user, cloud, went } = await renderScreen(<RegisterPage by="phone" />, {
      path: '/register?lang=en',
      answer: (request) => (request.path === '/api/user/v1/confirmAccount' ? { ok: false, outcome: free } : { ok: true, data: null }),
    });
    await user.type(await screen.findByTestId('register-name'), ' Newcomer ');
    await user.type(screen.getByTestId('register-account'), '13912340000');
    await user.type(screen.getByTestId('register-password'), 'newpass123');
    await user.type(screen.getByTestId('register-confirm'), 'newpass123');
    await user.type(screen.getByTestId('register-code'), '123456');
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(went).toEqual(['/login?tab=phone&loginName=13912340000&countryCode=86']));
    const registered = cloud.requests.find((r) => r.path === '/api/user/v1/register');
    expect(registered?.body).toMatchObject({ name: 'Newcomer', phone: '13912340000', countryCode: '86', password: 'newpass123' });
    expect(cloud.requests.some((r) => JSON.stringify(r.body ?? {}).includes('"123456"'))).toBe(true);
  });
});
