// The device detail's name, alias and remark: a value its rule refuses is refused (in the page's language, on its
// field) before calling the cloud; the audit mode's device password follows the password rule.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ALIAS_MAX, MACHINE_NAME_MAX } from '../../domain/constants';
import type { DeviceDetail } from '../../domain/wire/deviceDetail';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../domain/validation';
import cnValidation from '../../i18n/cn/validation';
import enValidation from '../../i18n/en/validation';
import { renderScreen } from '../../../tests/component/render';
import { DetailEdit } from './DetailEdit';

const detail = { machine_id: 50001, machine_code: 'A1B2C3D4', machine_name: 'Press 1', alias: '', machineRemark: '', checkType: 0 } as unknown as DeviceDetail;

describe('device detail edit', () => {
  it('refuses a name, then an alias, longer than the rule before calling the cloud', async () => {
    const { user, cloud } = await renderScreen(<DetailEdit detail={detail} manager owner onSaved={() => undefined} />, {
      namespaces: ['deviceDetail', 'validation'],
    });
    const name = await screen.findByTestId('detail-name');
    await user.clear(name);
    await user.type(name, 'N'.repeat(MACHINE_NAME_MAX + 1));
    await user.click(screen.getByTestId('detail-save'));
    expect(await screen.findByText(enValidation.machineName.length.replace('{{machineNameMax}}', String(MACHINE_NAME_MAX)))).toBeTruthy();
    expect(cloud.paths()).not.toContain('/api/machine/update');

    await user.clear(name);
    await user.type(name, 'Renamed press');
    await user.type(screen.getByTestId('detail-alias'), 'A'.repeat(ALIAS_MAX + 1));
    await user.click(screen.getByTestId('detail-save'));
    expect(await screen.findByText(enValidation.alias.length.replace('{{aliasMax}}', String(ALIAS_MAX)))).toBeTruthy();
    expect(cloud.paths()).not.toContain('/api/machine/update');
  });
});

describe('device detail edit on the kit form', () => {
  const options = (lang: 'cn' | 'en') => ({ lang, namespaces: ['deviceDetail', 'validation'], answer: () => ({ ok: true as const, data: null }) });

  it.each(['cn', 'en'] as const)('refuses an empty name in %s on the name field, and a short device password', async (lang) => {
    const validation = lang === 'cn' ? cnValidation : enValidation;
    const { user, cloud } = await renderScreen(<DetailEdit detail={{ ...detail, machineRemark: 'Line 1' }} manager owner onSaved={() => undefined} />, options(lang));
    await user.clear(await screen.findByTestId('detail-name'));
    await user.click(screen.getByTestId('detail-save'));
    expect((await screen.findByRole('alert')).textContent).toBe(validation.machineName.required);
    expect(document.activeElement).toBe(screen.getByTestId('detail-name'));

    await user.click(screen.getByTestId('detail-checktype-1'));
    await user.type(screen.getByTestId('detail-password'), '123');
    await user.click(screen.getByTestId('detail-save-audit'));
    expect(await screen.findByText(validation.password.length.replace('{{passwordMin}}', String(PASSWORD_MIN)).replace('{{passwordMax}}', String(PASSWORD_MAX)))).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('detail-password'));
    expect(cloud.requests).toEqual([]);
  });

  it('saves the trimmed name, alias and remark', async () => {
    const onSaved = vi.fn();
    const { user, cloud } = await renderScreen(<DetailEdit detail={detail} manager owner onSaved={onSaved} />, options('en'));
    await user.type(await screen.findByTestId('detail-alias'), ' Press B ');
    await user.type(screen.getByTestId('detail-remark'), 'Line 9 ');
    await user.click(screen.getByTestId('detail-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ machine_name: 'Press 1', alias: 'Press B', machineRemark: 'Line 9' }));
    expect(cloud.requests.map((r) => [r.path, r.body])).toEqual([
      ['/api/machine/update', { updateMachineID: 50001, updateMachineCode: 'A1B2C3D4', updateMachineName: 'Press 1', updateMachineRemark: 'Line 9', updateMachineAlias: 'Press B' }],
    ]);
  });
});
