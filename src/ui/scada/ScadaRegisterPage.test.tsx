// The SCADA registration form's own checks: every wrong field refused in the user's language before any call.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../tests/component/render';
import ScadaRegisterPage from './ScadaRegisterPage';

describe('SCADA registration form', () => {
  it('refuses every wrong field before calling', async () => {
    const { user, cloud } = await renderScreen(<ScadaRegisterPage />, { namespaces: ['scada'] });
    await user.click(await screen.findByTestId('scada-submit'));
    for (const field of ['account', 'company', 'contactName', 'contactPhone', 'projectName', 'machineCodes']) {
      expect(screen.getByTestId(`scada-${field}-error`)).toBeTruthy();
    }
    await user.type(screen.getByTestId('scada-account'), 'not-an-account');
    await user.type(screen.getByTestId('scada-contactPhone'), '12');
    await user.type(screen.getByTestId('scada-machineCodes'), 'AB, AB');
    expect(screen.getByTestId('scada-account-error').textContent).toBe('Enter a mainland mobile number or an e-mail address');
    expect(screen.getByTestId('scada-machineCodes-error').textContent).toContain('letters, digits or dashes');
    await user.click(screen.getByTestId('scada-submit'));
    expect(cloud.paths()).toEqual([]);
  });
});
