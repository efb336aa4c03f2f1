// /recoverPwd on the kit form: a signed-in user's code and new password are checked before any call, in either
// language; a valid form checks the code with the chosen account and saves the new password.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HttpRequest } from '../../transport/http';
import { renderScreen } from '../../../tests/component/render';
import { limits, validationTexts } from '../../../tests/component/texts';
import RecoverPwdPage from './RecoverPwdPage';

const INFO = { name: 'Operator', phone: '13800138000', email: 'ops@example.com', countryCode: '86', hide_map: 0, phone_state: 1, email_state: 1 };
const answer = (request: HttpRequest) => (request.path === '/api/user/selectInfo' ? { ok: true as const, data: INFO } : { ok: true as const, data: null });

describe('change of password with a code', () => {
  it.each(['en', 'cn'] as const)('a 5-character code and different passwords are named in %s, the code focused, nothing sent', async (lang) => {
    const texts = validationTexts(lang);
    const { user, cloud } = await renderScreen(<RecoverPwdPage />, { lang, path: `/recoverPwd?lang=${lang}`, answer });
    await user.type(await screen.findByTestId('recover-code'), '12345');
    await user.type(screen.getByTestId('recover-password'), 'fresh456');
    await user.type(screen.getByTestId('recover-confirm'), 'fresh457');
    await user.click(screen.getByTestId('recover-submit'));
    expect((await screen.findByText(limits(texts.code.length), { exact: true })).id).toBe('recover-code-error');
    expect(screen.getByText(texts.password.mismatch, { exact: true }).id).toBe('recover-confirm-error');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('recover-code')));
    expect(cloud.paths()).toEqual(['/api/user/selectInfo']);
  });

  it('a valid form saves the new password for the chosen account and empties the form', async () => {
    const { user, cloud, notices } = await renderScreen(<RecoverPwdPage />, { path: '/recoverPwd?lang=en', answer });
    await user.click(await screen.findByTestId('recover-account-1'));
    await user.type(screen.getByTestId('recover-code'), '1234');
    await user.type(screen.getByTestId('recover-password'), 'fresh456');
    await user.type(screen.getByTestId('recover-confirm'), 'fresh456');
    await user.click(screen.getByTestId('recover-submit'));
    await screen.findByTestId('recover-done');
    expect(cloud.requests.find((r) => r.path === '/api/user/v1/password')?.body).toEqual({ email: 'ops@example.com', password: 'fresh456' });
    expect(notices).toEqual([{ severity: 'success', key: 'auth:recover.success' }]);
    expect((screen.getByTestId('recover-password') as HTMLInputElement).value).toBe('');
  });
});
