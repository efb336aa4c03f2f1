// Switching two-factor sign-in on the kit form: the code is checked before any call in both languages, and a valid
// one switches it on by the chosen channel.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SecurityOverview } from '../../domain/wire/account';
import { renderScreen } from '../../../tests/component/render';
import { limits, validationTexts } from '../../../tests/component/texts';
import { TwoFactorSection } from './TwoFactorSection';

const INFO = { name: 'Operator', phone: '13800138000', email: 'ops@example.com', countryCode: '86', hide_map: 0 as const, phone_state: 1 as const, email_state: 1 as const };
const OFF: SecurityOverview = { twoFactor: 0, twoFactorChannel: '', activeSessions: 1, lastSignIn: null, failedSinceLastSignIn: 0 };

describe('two-factor switch', () => {
  it.each(['en', 'cn'] as const)('refuses an empty and a 5-character code in %s without a call', async (lang) => {
    const texts = validationTexts(lang);
    const { user, cloud } = await renderScreen(<TwoFactorSection overview={OFF} info={INFO} />, { lang, namespaces: ['safety'] });
    await user.click(await screen.findByTestId('safety-2fa-submit'));
    expect((await screen.findByText(texts.code.required, { exact: true })).id).toBe('safety-2fa-code-error');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('safety-2fa-code')));
    await user.type(screen.getByTestId('safety-2fa-code'), '12345');
    expect(await screen.findByText(limits(texts.code.length), { exact: true })).toBeTruthy();
    expect(cloud.paths()).toEqual([]);
  });

  it('switches it on by e-mail with a valid code', async () => {
    const { user, cloud, notices } = await renderScreen(<TwoFactorSection overview={OFF} info={INFO} />, {
      namespaces: ['safety'],
      answer: () => ({ ok: true, data: { twoFactor: 1, twoFactorChannel: 'email' } }),
    });
    await user.click(await screen.findByTestId('safety-2fa-channel-email'));
    await user.type(screen.getByTestId('safety-2fa-code'), '654321');
    await user.click(screen.getByTestId('safety-2fa-submit'));
    await waitFor(() => expect(notices).toContainEqual({ severity: 'success', key: 'safety:twoFactor.turnedOn' }));
    expect(cloud.requests.find((r) => r.path === '/api/v1/users/enableTwoFactorAuthentication')?.body).toEqual({ enable: 1, channel: 'email', code: '654321' });
  });
});
