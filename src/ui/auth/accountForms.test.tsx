// The account payloads of the sign-in area (accountForms.ts, verificationCalls.ts) as the screens send them: an
// e-mail registration carries no calling code and opens the login on the e-mail tab; a signed-in user's code goes
// through the signed-in calls to the account chosen, phone first, and an account without a phone or e-mail is said.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BusinessCode, classify } from '../../domain/resultCodes';
import enAuth from '../../i18n/en/auth';
import type { HttpRequest, Result } from '../../transport/http';
import RecoverPwdPage from '../password/RecoverPwdPage';
import RegisterPage from '../register/RegisterPage';
import { renderScreen } from '../../../tests/component/render';

describe('registration by e-mail', () => {
  it('registers the trimmed e-mail without a calling code and opens the login on the e-mail tab', async () => {
    const free = classify({ type: 'response', status: 200, hwcode: BusinessCode.AccountNotFound, hwdata: 'account does not exist' });
    const { user, cloud, went } = await renderScreen(<RegisterPage by="email" />, {
      path: '/registerByEmail?lang=en',
      answer: (request) => (request.path === '/api/user/v1/confirmAccount' ? { ok: false, outcome: free } : { ok: true, data: null }),
    });
    await user.type(await screen.findByTestId('register-name'), 'Newcomer');
    await user.type(screen.getByTestId('register-account'), ' new@example.com ');
    await user.type(screen.getByTestId('register-password'), 'newpass123');
    await user.type(screen.getByTestId('register-confirm'), 'newpass123');
    await user.type(screen.getByTestId('register-code'), '123456');
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(went).toEqual(['/login?tab=email&loginName=new%40example.com']));
    const registered = cloud.requests.find((r) => r.path === '/api/user/v1/register')?.body as Record<string, unknown>;
    expect(registered).toMatchObject({ name: 'Newcomer', email: 'new@example.com', password: 'newpass123', hideMap: 0 });
    expect(registered).not.toHaveProperty('countryCode');
    expect(cloud.requests.find((r) => r.path === '/api/common/emailVerify')?.body).toMatchObject({ email: 'new@example.com', code: '123456' });
  });
});

describe('a signed-in user\'s code', () => {
  const withInfo = (info: Record<string, unknown>) => (request: HttpRequest): Result<unknown> =>
    request.path === '/api/user/selectInfo' ? { ok: true, data: { name: 'Operator', hide_map: 0, ...info } } : { ok: true, data: null };

  it('goes by the signed-in SMS call to the phone, offered first, with its calling code', async () => {
    const { user, cloud, notices } = await renderScreen(<RecoverPwdPage />, {
      path: '/recoverPwd?lang=en',
      answer: withInfo({ phone: ' 13800138000 ', email: 'ops@example.com', countryCode: '' }),
    });
    await user.click(await screen.findByTestId('recover-code-send'));
    await waitFor(() => expect(notices).toEqual([{ severity: 'success', key: 'auth:code.sentSms' }]));
    expect(cloud.requests.find((r) => r.path === '/api/v1/internal/smsVerificationCode')?.body).toEqual({ phone: '13800138000', countryCode: '86', type: 'resetPassword' });
  });

  it('an account with neither a phone nor an e-mail is told it has nothing to send a code to', async () => {
    await renderScreen(<RecoverPwdPage />, { path: '/recoverPwd?lang=en', answer: withInfo({ phone: '', email: ' ', countryCode: '86' }) });
    expect(await screen.findByText(enAuth.recover.noAccount)).toBeTruthy();
  });
});
