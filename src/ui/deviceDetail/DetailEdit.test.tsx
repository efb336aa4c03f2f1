// The device detail's name, alias and remark: a value longer than its rule is refused before calling the cloud.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALIAS_MAX, MACHINE_NAME_MAX } from '../../domain/constants';
import type { DeviceDetail } from '../../domain/wire/deviceDetail';
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
