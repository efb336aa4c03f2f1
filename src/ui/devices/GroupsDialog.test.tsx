// The groups dialog on the kit: a named modal dialog opening on the new group's field; deleting a group asks first
// in a confirmation that starts on Cancel (Escape cancels, and only the inner confirmation closes), and only its
// confirm button sends the delete.
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en/devices';
import { renderScreen } from '../../../tests/component/render';
import { GroupsDialog } from './GroupsDialog';

const groups = [{ id: 'g1', name: 'Line1', count: 2 }];

function Opener({ onChanged }: { onChanged(deleted?: string): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Groups</button>
      {open ? <GroupsDialog visible groups={groups} onHide={() => setOpen(false)} onChanged={onChanged} /> : null}
    </>
  );
}

describe('groups dialog', () => {
  it('opens on the new group field, asks before deleting, and gives the focus back when it closes', async () => {
    const onChanged = vi.fn();
    const { user, cloud } = await renderScreen(<Opener onChanged={onChanged} />, {
      namespaces: ['devices'],
      answer: (request) => (request.method === 'DELETE' ? { ok: true, data: null } : undefined),
    });
    await user.click(screen.getByRole('button', { name: 'Groups' }));
    const dialog = await screen.findByRole('dialog', { name: en.groups.title });
    expect(document.activeElement).toBe(screen.getByTestId('group-new'));

    await user.click(screen.getByTestId('group-delete'));
    const ask = screen.getByRole('alertdialog', { name: en.groups.deleteTitle });
    expect(screen.getByTestId('group-delete-ask').textContent).toBe(en.groups.confirmDelete.replace('{{name}}', 'Line1'));
    expect(document.activeElement).toBe(screen.getByTestId('group-delete-ask-cancel'));
    await user.keyboard('{Escape}');
    expect(ask.isConnected).toBe(false);
    expect(dialog.isConnected).toBe(true);
    expect(cloud.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('group-delete')));

    await user.click(screen.getByTestId('group-delete'));
    await user.click(screen.getByTestId('group-delete-ask-confirm'));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('g1'));
    expect(cloud.requests.filter((r) => r.method === 'DELETE').map((r) => r.query)).toEqual([{ id: 'g1' }]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Groups' })));
  });
});
