// The remote visit's result dialog on the kit: named after the device, it says why the visit stopped, closes on
// Escape or its Close button and gives the focus back to the visit button. A closed cloud switch stops the visit
// in the console, before any call.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en/visit';
import { renderScreen } from '../../../tests/component/render';
import { VisitButton } from './VisitButton';

const machine = { machine_id: 42, machine_name: 'Press 1', limit_authority: 1, cloudState: 0 as const, eid: 0 };

describe('visit result dialog', () => {
  it('shows why the visit stopped, closes on Escape and on Close, and gives the focus back', async () => {
    const { user, cloud } = await renderScreen(<VisitButton machine={machine} />, { namespaces: ['visit'] });
    const button = screen.getByTestId('visit-42');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: en.dialogTitle.replace('{{name}}', 'Press 1') });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByTestId('visit-result').dataset.kind).toBe('local');
    expect(screen.getByTestId('visit-result').textContent).toContain(en.cloudClosed);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(cloud.paths()).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));

    await user.click(button);
    await user.click(await screen.findByTestId('visit-close'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
