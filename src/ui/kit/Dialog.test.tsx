// The kit's dialog: the first field takes the focus, Tab stays inside, Escape closes, the focus goes back to the
// opener; the confirm variant starts on Cancel, so Enter or Escape never destroys.
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import enCommon from '../../i18n/en/common';
import cnCommon from '../../i18n/cn/common';
import { renderScreen } from '../../../tests/component/render';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Open</button>
      <Dialog open={open} title="Rename" onClose={() => setOpen(false)} testId="rename"
        footer={<button type="button" onClick={() => setOpen(false)}>Save</button>}>
        <label htmlFor="name">Name</label>
        <input id="name" />
      </Dialog>
    </>
  );
}

describe('kit dialog', () => {
  it('opens on its first field, keeps Tab inside, closes on Escape and gives the focus back', async () => {
    const { user } = await renderScreen(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    // Name, the close button, Save, and round again.
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Save');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: enCommon.actions.close }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: enCommon.actions.close }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' })));
  });

  it('closes from its close button, named in the page language', async () => {
    const { user } = await renderScreen(<Opener />, { lang: 'cn' });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: cnCommon.actions.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' })));
  });

  it('asks before a destructive action with Cancel focused: Enter and Escape cancel, only Confirm confirms', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = await renderScreen(
      <ConfirmDialog title="Delete “Press 1”?" body="It goes for good." confirmLabel="Delete" cancelLabel="Cancel" testId="ask" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Press 1”?' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByTestId('ask').id);
    expect(document.activeElement).toBe(screen.getByTestId('ask-cancel'));
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('ask-confirm'));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('still closes on Escape when the focus fell to the page (a focused button turned disabled)', async () => {
    const { user } = await renderScreen(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('makes the rest of the page inert and unscrollable while open, and gives it back on close', async () => {
    const { user } = await renderScreen(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    const page = opener.closest('body > *') as HTMLElement;
    await user.click(opener);
    const mask = screen.getByRole('dialog').parentElement!;
    expect(page.hasAttribute('inert')).toBe(true);
    expect(mask.hasAttribute('inert')).toBe(false);
    expect(document.body.style.overflow).toBe('hidden');
    // A layer added while the dialog is open (a portal) is held too; the toasts' layer is not.
    const late = document.body.appendChild(document.createElement('div'));
    const toasts = document.createElement('div');
    toasts.setAttribute('data-kit-layer', 'toasts');
    document.body.appendChild(toasts);
    await waitFor(() => expect(late.hasAttribute('inert')).toBe(true));
    expect(toasts.hasAttribute('inert')).toBe(false);
    await user.keyboard('{Escape}');
    expect(page.hasAttribute('inert')).toBe(false);
    expect(late.hasAttribute('inert')).toBe(false);
    expect(document.body.style.overflow).toBe('');
    late.remove();
    toasts.remove();
  });

  it('a confirmation is an alertdialog; a dialog opened from another makes the first inert until it closes', async () => {
    function Nested() {
      const [asking, setAsking] = useState(false);
      return (
        <Dialog open title="Groups" onClose={() => undefined}>
          <button type="button" onClick={() => setAsking(true)}>Delete</button>
          <ConfirmDialog open={asking} title="Delete group?" body="It goes." confirmLabel="Delete" cancelLabel="Cancel" testId="ask"
            onConfirm={() => setAsking(false)} onCancel={() => setAsking(false)} />
        </Dialog>
      );
    }
    const { user } = await renderScreen(<Nested />);
    const outer = screen.getByRole('dialog', { name: 'Groups' }).parentElement!;
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const ask = screen.getByRole('alertdialog', { name: 'Delete group?' });
    expect(ask.getAttribute('aria-modal')).toBe('true');
    expect(outer.hasAttribute('inert')).toBe(true);
    await user.click(screen.getByTestId('ask-cancel'));
    expect(outer.hasAttribute('inert')).toBe(false);
    expect(document.body.style.overflow).toBe('hidden');
  });
});
