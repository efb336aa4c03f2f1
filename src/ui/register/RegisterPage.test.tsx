// The registration form's own checks: a field that breaks its rule shows the inline error and nothing is called.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import enAuth from '../../i18n/en/auth';
import enValidation from '../../i18n/en/validation';
import { VALIDATION_TEXT_VARIABLES } from '../../domain/validation';
import { renderScreen } from '../../../tests/component/render';
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
