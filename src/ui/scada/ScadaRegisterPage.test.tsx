// The SCADA registration form on the kit's form hook: every wrong field refused in the user's language before any
// call (the first one focused), a valid form sent as the call's input, and the cloud's refusal under its field.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import cnScada from '../../i18n/cn/scada';
import enScada from '../../i18n/en/scada';
import { renderScreen, type Answer } from '../../../tests/component/render';
import ScadaRegisterPage from './ScadaRegisterPage';

const fill = (text: string, values: Record<string, unknown>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
const REGISTER = '/api/common/scadaRegister';

describe('SCADA registration form', () => {
  it.each([
    ['en', enScada],
    ['cn', cnScada],
  ] as const)('refuses every wrong field before calling (%s)', async (lang, texts) => {
    const { user, cloud } = await renderScreen(<ScadaRegisterPage />, { lang, namespaces: ['scada'] });
    await user.click(await screen.findByTestId('scada-submit'));
    // The form's check is asynchronous (react-hook-form with its zod resolver): wait for its first refusal.
    await screen.findByTestId('scada-account-error');
    for (const field of ['account', 'company', 'contactName', 'contactPhone', 'projectName', 'machineCodes']) {
      expect(screen.getByTestId(`scada-${field}-error`)).toBeTruthy();
    }
    expect(screen.getByTestId('scada-account-error').textContent).toBe(texts.rules.accountRequired);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('scada-account')));
    await user.type(screen.getByTestId('scada-account'), 'not-an-account');
    await user.type(screen.getByTestId('scada-contactPhone'), '12');
    await user.type(screen.getByTestId('scada-machineCodes'), 'AB, AB');
    await waitFor(() => expect(screen.getByTestId('scada-account-error').textContent).toBe(texts.rules.accountFormat));
    expect(screen.getByTestId('scada-machineCodes-error').textContent).toBe(fill(texts.rules.machineCodesFormat, { codeMin: 6, codeMax: 32 }));
    expect(screen.getByTestId('scada-contactPhone-error').textContent).toBe(fill(texts.rules.contactPhoneFormat, { phoneMin: 6, phoneMax: 20 }));
    await user.click(screen.getByTestId('scada-submit'));
    expect(cloud.paths()).toEqual([]);
  });

  it('sends a valid form as the call’s input and shows the cloud’s refusal under the machine codes', async () => {
    const answer: Answer = (request) =>
      request.path === REGISTER ? { ok: false, outcome: { kind: 'business', code: '11020101', messageKey: 'errors:business.scadaMachineUnknown', success: false, details: { machineCodes: ['NOPE-123456'] } } } : undefined;
    const { user, cloud } = await renderScreen(<ScadaRegisterPage />, { namespaces: ['scada'], answer });
    const values = { account: ' ops@example.com ', company: 'Line Works', contactName: 'Wu', contactPhone: '+49 30 1234567', projectName: 'Hall 4' };
    for (const [name, value] of Object.entries(values)) await user.type(await screen.findByTestId(`scada-${name}`), value);
    await user.type(screen.getByTestId('scada-machineCodes'), 'PUMP-000001\nNOPE-123456');
    await user.click(screen.getByTestId('scada-submit'));
    await waitFor(() => expect(cloud.paths()).toEqual([REGISTER]));
    expect(cloud.requests[0]!.body).toMatchObject({ account: 'ops@example.com', machineCodes: 'PUMP-000001,NOPE-123456', description: '' });
    expect((await screen.findByTestId('scada-machineCodes-error')).textContent).toBe(fill(enScada.rules.machineCodesUnknown, { codes: 'NOPE-123456' }));
  });
});
