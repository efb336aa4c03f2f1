// Each device's SMS and e-mail switches on the kit's table: the server's page of rows, a switch sent at once, the
// pager to the next page of the server, and the empty view said, in both languages.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SmsDeviceRow } from '../../domain/wire/sms';
import cnSms from '../../i18n/cn/sms';
import enSms from '../../i18n/en/sms';
import { renderScreen, type Answer } from '../../../tests/component/render';
import { DevicesPanel } from './DevicesPanel';

const devices = (): SmsDeviceRow[] => Array.from({ length: 12 }, (_, i) => ({
  machineId: 100 - i, machineName: `Pump ${i + 1}`, machineCode: `PUMP-00${i + 1}`, smsFlag: i % 2 === 0 ? 1 : 0, emailFlag: 0, smsToday: i,
}));
/** A cloud that keeps the switches it is sent. */
const cloudOf = (all = devices()): Answer => (request) => {
  if (request.path === '/api/v1/devices/msgConfig') {
    const { page, blur } = request.query as { page: number; blur: string };
    const list = all.filter((d) => d.machineName.includes(blur));
    return { ok: true, data: { list: list.slice((page - 1) * 10, page * 10), total: list.length } };
  }
  if (request.path === '/api/v1/alarm/setMachineSmsFlag') {
    const body = request.body as { machineID: number; emailFlag: 0 | 1 };
    const device = all.find((d) => d.machineId === body.machineID)!;
    device.emailFlag = body.emailFlag;
    return { ok: true, data: device };
  }
  return undefined;
};
const names = () => screen.getAllByTestId('sms-device-row').map((row) => row.querySelector('th')?.textContent);

describe('SMS device switches', () => {
  it.each([
    ['en', enSms],
    ['cn', cnSms],
  ] as const)('lists a page of devices in %s, switches e-mail alarms on for one, and pages on', async (lang, texts) => {
    const { user, cloud: fake } = await renderScreen(<DevicesPanel eid={0} />, { lang, namespaces: ['sms'], answer: cloudOf() });
    const table = await screen.findByRole('grid', { name: texts.tabs.devices });
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(names()[0]).toBe('Pump 1');
    expect(screen.getAllByTestId('sms-device-row')[0]!.getAttribute('data-machine-id')).toBe('100');
    const email = within(table).getByRole('checkbox', { name: texts.devices.switchEmail.replace('{{name}}', 'Pump 2') });
    expect((email as HTMLInputElement).checked).toBe(false);
    await user.click(email);
    await waitFor(() => expect(fake.requests.find((r) => r.path === '/api/v1/alarm/setMachineSmsFlag')?.body).toEqual({ machineID: 99, emailFlag: 1 }));
    expect((email as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByTestId('sms-devices-pager-next'));
    await waitFor(() => expect(names()).toEqual(['Pump 11', 'Pump 12']));
  });

  it('says when the search finds nothing', async () => {
    const { user } = await renderScreen(<DevicesPanel eid={0} />, { namespaces: ['sms'], answer: cloudOf() });
    await waitFor(() => expect(names()).toHaveLength(10));
    await user.type(screen.getByTestId('sms-devices-search'), 'Valve');
    expect((await screen.findByTestId('sms-devices-empty')).textContent).toBe(enSms.devices.empty);
  });
});
