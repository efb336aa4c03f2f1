// The authority centre's forms on the kit's form hook: a missing value is refused in the page's language (the
// focus on the refused field) before any call, and a valid form sends the checked values.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../domain/constants';
import { AdminState } from '../../domain/roles';
import type { Machine } from '../../domain/wire/machine';
import cnAuthority from '../../i18n/cn/authority';
import enAuthority from '../../i18n/en/authority';
import { renderScreen } from '../../../tests/component/render';
import { AddBkeyForm } from './AddBkeyForm';
import { AuditModeSection } from './AuditModeSection';

const AUTHORITY = { cn: cnAuthority, en: enAuthority };
const LANGS: Language[] = ['cn', 'en'];
const ok = () => ({ ok: true as const, data: null });

describe('add a Bkey', () => {
  it.each(LANGS)('asks for an account in %s before any call', async (lang) => {
    const { user, cloud } = await renderScreen(<AddBkeyForm machineId={7} onDone={vi.fn()} />, { lang, namespaces: ['authority'] });
    await user.type(screen.getByTestId('add-bkey-account'), '  ');
    await user.click(screen.getByTestId('add-bkey-submit'));
    expect((await screen.findByTestId('add-bkey-error')).textContent).toBe(AUTHORITY[lang].addBkey.required);
    expect(document.activeElement).toBe(screen.getByTestId('add-bkey-account'));
    expect(screen.getByRole('textbox', { name: AUTHORITY[lang].addBkey.label })).toBe(screen.getByTestId('add-bkey-account'));
    expect(cloud.requests).toEqual([]);
  });

  it('pushes the trimmed account and empties the field', async () => {
    const onDone = vi.fn();
    const { user, cloud } = await renderScreen(<AddBkeyForm machineId={7} onDone={onDone} />, { namespaces: ['authority'], answer: ok });
    await user.type(screen.getByTestId('add-bkey-account'), ' 13900000000 ');
    await user.click(screen.getByTestId('add-bkey-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(AdminState.added));
    expect(cloud.requests.map((r) => [r.path, r.body])).toEqual([['/api/admin/push', { account: '13900000000', machineID: 7 }]]);
    expect((screen.getByTestId('add-bkey-account') as HTMLInputElement).value).toBe('');
  });
});

describe('audit mode', () => {
  const machine = { machine_id: 7, machine_code: 'PN-0007', machine_name: 'Press', checkType: 0 } as Machine;

  it.each(LANGS)('asks for the device password in %s when switching to password audit', async (lang) => {
    const { user, cloud } = await renderScreen(<AuditModeSection machine={machine} onChanged={vi.fn()} />, { lang, namespaces: ['authority'] });
    await user.click(screen.getByTestId('check-type-1'));
    await user.click(screen.getByTestId('audit-mode-save'));
    expect((await screen.findByTestId('audit-password-error')).textContent).toBe(AUTHORITY[lang].auditMode.passwordRequired);
    expect(document.activeElement).toBe(screen.getByTestId('audit-password'));
    expect(cloud.requests).toEqual([]);
    await user.type(screen.getByTestId('audit-password'), '2');
    await waitFor(() => expect(screen.queryByTestId('audit-password-error')).toBeNull());
  });

  it('sends the mode with the password, then shows the saved mode', async () => {
    const onChanged = vi.fn();
    const { user, cloud, notices } = await renderScreen(<AuditModeSection machine={machine} onChanged={onChanged} />, { namespaces: ['authority'], answer: ok });
    await user.click(screen.getByTestId('check-type-1'));
    await user.type(screen.getByTestId('audit-password'), '246810');
    await user.click(screen.getByTestId('audit-mode-save'));
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(cloud.requests.map((r) => r.body)).toEqual([{ machineCode: 'PN-0007', machineName: 'Press', checkType: 1, password: '246810' }]);
    expect(notices).toEqual([{ severity: 'success', key: 'authority:auditMode.changed' }]);
    // Saved: nothing left to change, and no password field.
    expect(screen.queryByTestId('audit-password')).toBeNull();
    expect((screen.getByTestId('audit-mode-save') as HTMLButtonElement).disabled).toBe(true);
  });
});
