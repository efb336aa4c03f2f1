// The personal-info forms on the kit form: each refuses a broken field before any call, in both languages, and
// sends what a valid form holds (the name editor, the activation code, the password change, a new e-mail).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HttpRequest } from '../../transport/http';
import cnAccount from '../../i18n/cn/account';
import enAccount from '../../i18n/en/account';
import { renderScreen } from '../../../tests/component/render';
import { limits, validationTexts } from '../../../tests/component/texts';
import ModifyAccountPage from './ModifyAccountPage';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';

const INFO = { name: 'Operator', phone: '13800138000', email: 'ops@example.com', countryCode: '86', hide_map: 0 as const, phone_state: 0 as const, email_state: 1 as const };
const LANGS = ['en', 'cn'] as const;
const ok = (data: unknown) => ({ ok: true as const, data });
const answer = (request: HttpRequest) => {
  if (request.path === '/api/user/selectInfo') return ok(INFO);
  if (request.path === '/api/user/changeLoginPwd' || request.path === '/api/user/activeAccount') return ok(1);
  return ok(null);
};
const render = (ui: React.ReactElement, lang: 'en' | 'cn' = 'en') => renderScreen(ui, { lang, answer, namespaces: ['account'] });

describe('name editor', () => {
  it.each(LANGS)('refuses a one-character name in %s and renames with the name trimmed', async (lang) => {
    const { user, cloud } = await render(<ProfileSection info={INFO} />, lang);
    await user.click(await screen.findByTestId('userinfo-name-edit'));
    await user.clear(screen.getByTestId('userinfo-name-input'));
    await user.type(screen.getByTestId('userinfo-name-input'), 'x');
    await user.click(screen.getByTestId('userinfo-name-save'));
    expect((await screen.findByText(limits(validationTexts(lang).userName.length), { exact: true })).id).toBe('userinfo-name-input-error');
    expect(cloud.paths()).not.toContain('/api/user/v1/userName');
    await user.type(screen.getByTestId('userinfo-name-input'), 'yz ');
    await user.click(screen.getByTestId('userinfo-name-save'));
    await waitFor(() => expect(cloud.requests.find((r) => r.path === '/api/user/v1/userName')?.body).toEqual({ name: 'xyz' }));
  });
});

describe('activating the phone', () => {
  it.each(LANGS)('refuses a 3-character code in %s and activates with a valid one', async (lang) => {
    const { user, cloud, notices } = await render(<ProfileSection info={INFO} />, lang);
    await user.click(await screen.findByTestId('userinfo-phone-activate'));
    await user.type(screen.getByTestId('activate-phone-code'), '123');
    await user.click(screen.getByTestId('activate-phone-code-confirm'));
    expect((await screen.findByText(limits(validationTexts(lang).code.length), { exact: true })).id).toBe('activate-phone-code-error');
    expect(cloud.paths()).not.toContain('/api/user/activeAccount');
    await user.type(screen.getByTestId('activate-phone-code'), '4');
    await user.click(screen.getByTestId('activate-phone-code-confirm'));
    await waitFor(() => expect(notices).toContainEqual({ severity: 'success', key: 'account:info.activated' }));
    expect(cloud.requests.find((r) => r.path === '/api/user/activeAccount')?.body).toEqual({ activeAccount: '13800138000', countryCode: '86', SMSVerificationCode: '1234' });
  });
});

describe('password change', () => {
  it.each(LANGS)('an empty form names the current password, the code and the new one in %s, focusing the first', async (lang) => {
    const texts = validationTexts(lang);
    const { user, cloud } = await render(<PasswordSection info={INFO} />, lang);
    await user.click(await screen.findByTestId('password-change-submit'));
    expect((await screen.findByText(texts.code.required, { exact: true })).id).toBe('password-code-error');
    expect(screen.getAllByText(texts.password.required, { exact: true }).map((e) => e.id)).toEqual(['password-current-error', 'password-new-password-error']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('password-current')));
    expect(cloud.paths()).toEqual([]);
  });

  it('a valid form sends the current and the new password with the code for the chosen account, then empties the form', async () => {
    const { user, cloud, notices } = await render(<PasswordSection info={INFO} />);
    await user.click(await screen.findByTestId('password-code-to-1'));
    await user.type(screen.getByTestId('password-current'), 'start123');
    await user.type(screen.getByTestId('password-code'), '123456');
    await user.type(screen.getByTestId('password-new-password'), 'fresh456');
    await user.type(screen.getByTestId('password-new-confirm'), 'fresh456');
    await user.click(screen.getByTestId('password-change-submit'));
    await waitFor(() => expect(notices).toContainEqual({ severity: 'success', key: 'account:password.changed' }));
    expect(cloud.requests.find((r) => r.path === '/api/user/changeLoginPwd')?.body).toEqual({ account: 'ops@example.com', oldPwd: 'start123', newPwd: 'fresh456', code: '123456' });
    await waitFor(() => expect((screen.getByTestId('password-current') as HTMLInputElement).value).toBe(''));
  });
});

describe('new e-mail', () => {
  it.each([
    ['en', enAccount],
    ['cn', cnAccount],
  ] as const)('asks for the password, refuses the current e-mail in %s before any code, and changes to a new one', async (lang, account) => {
    const texts = validationTexts(lang);
    const { user, cloud } = await render(<ModifyAccountPage by="email" />, lang);
    await user.click(await screen.findByTestId('modify-password-submit'));
    expect((await screen.findByText(texts.password.required, { exact: true })).id).toBe('modify-password-error');
    expect(cloud.paths()).toEqual(['/api/user/selectInfo']);
    await user.type(screen.getByTestId('modify-password'), 'start123');
    await user.click(screen.getByTestId('modify-password-submit'));
    await user.type(await screen.findByTestId('modify-address'), 'OPS@example.com');
    await user.click(screen.getByTestId('modify-code-send'));
    expect((await screen.findByText(account.modify.sameEmail, { exact: true })).id).toBe('modify-address-error');
    expect(cloud.paths()).not.toContain('/api/common/sendEmailCode');
    await user.clear(screen.getByTestId('modify-address'));
    await waitFor(() => expect(screen.queryByText(account.modify.sameEmail, { exact: true })).toBeNull());
    await user.type(screen.getByTestId('modify-address'), 'new@example.com');
    await user.type(screen.getByTestId('modify-code'), '1234');
    await user.click(screen.getByTestId('modify-submit'));
    await screen.findByTestId('modify-done');
    expect(cloud.requests.find((r) => r.path === '/api/user/v1/account')?.body).toEqual({ email: 'new@example.com', code: '1234' });
  });
});
