// The SMS page's own behaviour without a cloud: the tab list's arrow keys, the daily amount refused before the
// save call, the SMS count of the preview, and a duplicate receiver refused with the spec's words in both languages.
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../domain/constants';
import type { UserMsgConfig } from '../../domain/wire/sms';
import cnValidation from '../../i18n/cn/validation';
import enSms from '../../i18n/en/sms';
import enValidation from '../../i18n/en/validation';
import { renderScreen, type Answer } from '../../../tests/component/render';
import { clientStorage } from '../app/clientStorage';
import SmsAlarmPage from './SmsAlarmPage';

const usage = { usedToday: 0, lastDays: [0, 0, 0, 0, 0, 0, 0] };
const config = (contacts: UserMsgConfig['contacts'] = []): UserMsgConfig => ({
  eid: 0, userSmsFlag: 1, userEmailFlag: 1, userSmsDailyAmount: 100, machineSmsDailyAmount: 10, stock: 100, usage, contacts,
});
const personal = (contacts?: UserMsgConfig['contacts']): Answer => (request) =>
  request.path === '/api/v1/alarm/userMsgConfig' ? { ok: true, data: config(contacts) } : undefined;

const open = (lang: Language, tab: string, answer?: Answer) =>
  renderScreen(<SmsAlarmPage />, { lang, path: `/smsAlarm/?lang=${lang}&tab=${tab}`, namespaces: ['sms', 'validation'], answer });

afterEach(() => {
  clientStorage().remove('eid');
});

describe('SMS page tab list', () => {
  it("wraps around with the arrow keys, selecting and focusing the tab (an enterprise's tabs, Chinese)", async () => {
    clientStorage().set('eid', 7);
    const { user } = await open('cn', 'allocations');
    const allocations = await screen.findByTestId('sms-tab-allocations');
    act(() => allocations.focus());
    // Right from the last tab selects and focuses the first.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('data-testid')).toBe('sms-tab-settings');
    expect(screen.getByTestId('sms-tab-settings').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('data-testid')).toBe('sms-tab-allocations');
    expect(screen.getByTestId('sms-tab-allocations').getAttribute('aria-selected')).toBe('true');
  });
});

describe('SMS settings (personal)', () => {
  it('refuses a daily amount over the maximum before the save call', async () => {
    const { user, cloud } = await open('en', 'settings', personal());
    const daily = await screen.findByTestId('sms-user-daily');
    await user.clear(daily);
    await user.type(daily, '1001');
    await user.click(screen.getByTestId('sms-save'));
    expect(await screen.findByText(enSms.settings.invalid.replace('{{max}}', '1000'))).toBeTruthy();
    expect(cloud.paths()).not.toContain('/api/v1/alarm/setUserMsgConfig');
  });

  it('previews the SMS count: 70 characters are one SMS, 71 are two', async () => {
    const { user } = await open('en', 'settings', personal());
    const text = await screen.findByTestId('sms-preview-text');
    await user.clear(text);
    await user.type(text, 'x'.repeat(70));
    expect(screen.getByTestId('sms-preview-counts').getAttribute('data-segments')).toBe('1');
    await user.type(text, 'x');
    expect(screen.getByTestId('sms-preview-counts').textContent).toBe('71 characters, 2 SMS');
  });
});

describe('SMS receivers', () => {
  it.each([
    ['en', enValidation.receiverEmail.duplicate],
    ['cn', cnValidation.receiverEmail.duplicate],
  ] as const)("refuses an e-mail already listed, in any case, with the spec's words (%s)", async (lang, text) => {
    const email = `${lang}.alarm@example.com`;
    const { user, cloud } = await open(lang, 'receivers', personal([{ id: 1, name: `Wang ${lang}`, email }]));
    await user.type(await screen.findByTestId('sms-receiver-name'), 'Li');
    await user.type(screen.getByTestId('sms-receiver-email'), email.toUpperCase());
    await user.click(screen.getByTestId('sms-receiver-add'));
    expect(within(await screen.findByTestId('sms-receiver-email-error')).getByText(text)).toBeTruthy();
    expect(screen.getAllByTestId('sms-receiver-row').filter((row) => row.textContent?.includes(email))).toHaveLength(1);
    expect(cloud.paths()).not.toContain('/api/v1/alarm/contact/add');
  });
});
