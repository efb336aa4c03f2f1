// Signed out by another sign-in: a blocking dialog (no close button, Escape does nothing) that opens on its one
// button, says where the other sign-in came from, and leaves only through that button.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en/layout';
import { useConsole, type ConsoleRuntime } from '../app/runtime';
import { renderScreen } from '../../../tests/component/render';
import { KickedOutDialog } from './KickedOutDialog';

let session: ConsoleRuntime['session'] | undefined;

function Grab() {
  session = useConsole().session;
  return null;
}

describe('signed-out dialog', () => {
  it('blocks until acknowledged: focus on its button, no close button, Escape does nothing', async () => {
    const { user } = await renderScreen(<><Grab /><KickedOutDialog /></>, { namespaces: ['layout'] });
    expect(screen.queryByRole('dialog')).toBeNull();
    const actor = session!;
    act(() => {
      actor.start();
      actor.send({ type: 'QR_LOGIN', token: 't', user: { userid: '1', phone: '13800000000', email: '', hasEnterprise: false } });
      actor.send({ type: 'USER_LOGOUT_MESSAGE', loginIp: '10.0.0.9', reason: '' });
    });
    const dialog = await screen.findByRole('dialog', { name: en.kicked.title });
    expect(screen.getByTestId('logout-dialog').textContent).toContain('10.0.0.9');
    expect(document.activeElement).toBe(screen.getByTestId('logout-dialog-ok'));
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    await user.keyboard('{Escape}');
    expect(dialog.isConnected).toBe(true);
    expect(actor.getSnapshot().value).toBe('kickedOut');
    await user.click(screen.getByTestId('logout-dialog-ok'));
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(screen.queryByRole('dialog')).toBeNull();
    actor.stop();
  });
});
