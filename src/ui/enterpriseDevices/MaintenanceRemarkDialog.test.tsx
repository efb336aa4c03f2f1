// The maintenance remark: its length rule is checked before any call.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REMARK_MAX } from '../../domain/constants';
import enValidation from '../../i18n/en/validation';
import { renderScreen } from '../../../tests/component/render';
import type { EnterpriseRow } from './enterpriseRows';
import { MaintenanceRemarkDialog } from './MaintenanceRemarkDialog';

const row = { id: 50001, name: 'Press 1', maintenanceRemark: '', maintainer: true, groups: [] } as unknown as EnterpriseRow;

describe('maintenance remark dialog', () => {
  it('refuses a remark over the maximum length before the call', async () => {
    const { user, cloud } = await renderScreen(<MaintenanceRemarkDialog eid={7} row={row} onClose={() => undefined} />, {
      namespaces: ['enterprise', 'validation'],
    });
    await user.type(await screen.findByTestId('remark-input'), 'x'.repeat(REMARK_MAX + 1));
    await user.click(screen.getByTestId('remark-save'));
    expect((await screen.findByTestId('remark-error')).textContent).toBe(enValidation.remark.length.replace('{{remarkMax}}', String(REMARK_MAX)));
    expect(cloud.paths()).toEqual([]);
  });
});
