// The camera-cloud account dialog on the kit: a named modal dialog that opens on the name field, keeps Tab inside,
// closes on Escape and gives the focus back to the button that opened it.
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en/ezviz';
import { renderScreen } from '../../../tests/component/render';
import { EzvizAccountDialog } from './EzvizAccountDialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Add</button>
      {open ? <EzvizAccountDialog first onClose={() => setOpen(false)} /> : null}
    </>
  );
}

describe('camera-cloud account dialog', () => {
  it('opens on the name field, keeps Tab inside, closes on Escape and gives the focus back', async () => {
    const { user } = await renderScreen(<Opener />, { namespaces: ['ezviz'] });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: en.form.addTitle });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('ezviz-name'));
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add' })));
  });
});
