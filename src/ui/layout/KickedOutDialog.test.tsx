// Signed out by another sign-in: a blocking dialog (no close button, Escape does nothing) that opens on its one
// button, says where the other sign-in came from, and leaves only through that button.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en/layout';
import cn from '../../i18n/cn/layout';
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

describe('signed-out dialog: the reason in the reader\'s language (docs/decisions.md, "Console")', () => {
  const signOut = async (lang: 'en' | 'cn', reason: string) => {
    await renderScreen(<><Grab /><KickedOutDialog /></>, { lang, namespaces: ['layout'] });
    const actor = session!;
    act(() => {
      actor.start();
      actor.send({ type: 'QR_LOGIN', token: 't', user: { userid: '1', phone: '13800000000', email: '', hasEnterprise: false } });
      actor.send({ type: 'USER_LOGOUT_MESSAGE', loginIp: '10.0.0.9', reason });
    });
    const text = (await screen.findByTestId('logout-dialog')).textContent ?? '';
    actor.stop();
    return text;
  };

  it.each([
    ['cn', 'signed in elsewhere', cn.kicked.body.replace('{{loginIp}}', '10.0.0.9')],
    ['en', 'signed in elsewhere', en.kicked.body.replace('{{loginIp}}', '10.0.0.9')],
    ['cn', 'too many sessions', cn.kicked.tooManySessions.replace('{{loginIp}}', '10.0.0.9')],
    ['en', 'passwordChanged', en.kicked.passwordChanged.replace('{{loginIp}}', '10.0.0.9')],
  ] as const)('%s: a known reason (%s) reads in the page\'s language, with no English words left', async (lang, reason, expected) => {
    const text = await signOut(lang, reason);
    expect(text).toBe(expected);
    if (lang === 'cn') expect(text).not.toMatch(/[a-z]{3,}/i);
  });

  it.each([
    ['cn', '云端维护 maintenance', '云端给出的原因：“云端维护 maintenance”'],
    ['en', 'maintenance window', 'The cloud’s reason: “maintenance window”'],
  ] as const)('%s: an unknown reason is quoted as the cloud\'s words', async (lang, reason, line) => {
    await signOut(lang, reason);
    expect(screen.getByTestId('logout-dialog-reason').textContent).toBe(line);
  });
});
