// The SMS settings form on the kit's form hook: an amount that is no whole number from 0 to the maximum, and a
// per-device amount above the total, refused under their fields in both languages before any call; a valid form
// sends the switches and the amounts (full-width digits read).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserMsgConfig } from '../../domain/wire/sms';
import cnSms from '../../i18n/cn/sms';
import enSms from '../../i18n/en/sms';
import { renderScreen, type Answer } from '../../../tests/component/render';
import { SettingsPanel } from './SettingsPanel';

const config: UserMsgConfig = {
  eid: 0, userSmsFlag: 1, userEmailFlag: 0, userSmsDailyAmount: 100, machineSmsDailyAmount: 10, stock: 100,
  usage: { usedToday: 0, lastDays: [0, 0, 0, 0, 0, 0, 0] }, contacts: [],
};
const cloud: Answer = (request) => {
  if (request.path === '/api/v1/alarm/userMsgConfig') return { ok: true, data: config };
  if (request.path === '/api/v1/alarm/setUserMsgConfig') return { ok: true, data: {} };
  return undefined;
};
const SAVE = '/api/v1/alarm/setUserMsgConfig';

describe('SMS settings form', () => {
  it.each([
    ['en', enSms],
    ['cn', cnSms],
  ] as const)('refuses wrong amounts under their fields in %s and sends a valid form', async (lang, texts) => {
    const { user, cloud: fake, notices } = await renderScreen(<SettingsPanel eid={0} />, { lang, namespaces: ['sms'], answer: cloud });
    const userDaily = await screen.findByTestId('sms-user-daily');
    const deviceDaily = screen.getByTestId('sms-device-daily');
    expect(userDaily.getAttribute('aria-describedby')).toBe('sms-user-daily-help');
    await user.clear(userDaily);
    await user.type(userDaily, '1.5');
    await user.click(screen.getByTestId('sms-save'));
    expect((await screen.findByRole('alert')).textContent).toBe(texts.settings.invalid.replace('{{max}}', '1000'));
    expect(userDaily.getAttribute('aria-invalid')).toBe('true');
    await user.clear(userDaily);
    await user.type(userDaily, '８');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(texts.settings.deviceAboveUser));
    expect(deviceDaily.getAttribute('aria-describedby')).toBe('sms-device-daily-error');
    expect(fake.paths()).not.toContain(SAVE);

    await user.clear(deviceDaily);
    await user.type(deviceDaily, '5');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await user.click(screen.getByTestId('sms-email-flag').querySelector('input')!);
    await user.click(screen.getByTestId('sms-save'));
    await waitFor(() => expect(fake.requests.find((r) => r.path === SAVE)?.body).toMatchObject({ userSmsDailyAmount: 8, machineSmsDailyAmount: 5 }));
    expect(fake.requests.find((r) => r.path === SAVE)?.body).toMatchObject({ userSmsFlag: 1, userEmailFlag: 1 });
    await waitFor(() => expect(notices).toContainEqual({ severity: 'success', key: 'sms:settings.saved' }));
  });
});
