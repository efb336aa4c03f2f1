// The SMS page's own behaviour without a cloud: the tab list's arrow, Home and End keys, the daily amounts refused
// before the save call (full-width digits read), the SMS count of the preview, a reversed log range said and not
// sent, and a duplicate receiver refused with the spec's words in both languages.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it('goes to the last tab with End and back to the first with Home (personal tabs)', async () => {
    const { user } = await open('en', 'settings', personal());
    const settings = await screen.findByTestId('sms-tab-settings');
    act(() => settings.focus());
    await user.keyboard('{End}');
    const last = screen.getAllByRole('tab').at(-1)!;
    expect(document.activeElement).toBe(last);
    expect(last.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}');
    expect(document.activeElement?.id).toBe('sms-tab-settings');
    expect(settings.getAttribute('aria-selected')).toBe('true');
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

  it('reads full-width digits and refuses an amount per device above the total before the call', async () => {
    const { user, cloud } = await open('en', 'settings', personal());
    expect((await screen.findByTestId('sms-scope')).textContent).toContain(enSms.scope.personal);
    const userDaily = await screen.findByTestId('sms-user-daily');
    const deviceDaily = screen.getByTestId('sms-device-daily');
    await user.clear(userDaily);
    await user.type(userDaily, '２０');
    await user.clear(deviceDaily);
    await user.type(deviceDaily, '30');
    await user.click(screen.getByTestId('sms-save'));
    expect(await screen.findByText(enSms.settings.deviceAboveUser)).toBeTruthy();
    expect(cloud.paths()).not.toContain('/api/v1/alarm/setUserMsgConfig');

    await user.clear(deviceDaily);
    await user.type(deviceDaily, '５');
    await user.click(screen.getByTestId('sms-save'));
    const save = cloud.requests.find((r) => r.path === '/api/v1/alarm/setUserMsgConfig');
    expect(save?.body).toMatchObject({ userSmsDailyAmount: 20, machineSmsDailyAmount: 5 });
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

describe('SMS send log', () => {
  it('says a reversed day range and does not ask for it', async () => {
    const { cloud } = await open('en', 'smsLog', personal());
    const from = await screen.findByTestId('sms-filter-from');
    fireEvent.change(from, { target: { value: '2026-03-10' } });
    // The first day alone is a one-day range, asked for; the last day before it is not.
    await screen.findByDisplayValue('2026-03-10');
    const before = cloud.requests.length;
    fireEvent.change(screen.getByTestId('sms-filter-to'), { target: { value: '2026-03-01' } });
    expect((await screen.findByTestId('sms-filter-reversed')).textContent).toBe(enSms.filter.reversed);
    expect(cloud.requests.slice(before).filter((r) => r.path === '/api/msg/v1/alarm/sms/page')).toEqual([]);
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

  it.each([
    ['en', enValidation],
    ['cn', cnValidation],
  ] as const)('refuses a blank name under its field, focused, before any call (%s)', async (lang, texts) => {
    const { user, cloud } = await open(lang, 'receivers', personal());
    await user.type(await screen.findByTestId('sms-receiver-email'), 'ops@example.com{Enter}');
    expect(await screen.findByText(texts.receiverName.required)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('sms-receiver-name')));
    expect(cloud.paths()).not.toContain('/api/v1/alarm/contact/add');
  });
});
