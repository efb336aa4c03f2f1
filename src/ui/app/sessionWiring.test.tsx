// What the runtime does around the session (sessionEffects.ts, wiring.ts, tabSync.ts), with the console's real
// machines over a fake cloud: signing in opens the realtime link and reads the badge, signing out ends the session on
// the cloud and forgets the enterprise choice, an expired token shows its notice and then leads to /login, an outage
// shows one notice instead of a toast per call, and another tab's sign-out reaches this one.
import { waitFor } from '@testing-library/react';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { SMS_TIMEOUT_KEY, TOKEN_EXPIRED_KEY, classify, type Outcome } from '../../domain/resultCodes';
import type { RealtimeMessage } from '../../domain/realtime/messageTypes';
import { realtimeMachine } from '../../machines/realtime.machine';
import { unreadMachine } from '../../machines/unread.machine';
import type { LoginPayload } from '../../transport/api/user';
import { clearToken, getToken } from '../../transport/cookies';
import type { Failure, HttpRequest, Result } from '../../transport/http';
import { PERSONAL_HOME } from '../common/homePath';
import { consoleSession, forgetSession } from '../../../tests/component/consoleSession';
import { clientStorage } from './clientStorage';
import { notifierOf } from './consoleContext';
import { ENDED_ELSEWHERE_KEY } from './resilienceTexts';
import { connectTabs } from './tabSync';
import { connectRuntime, type LazySocket } from './wiring';

const SIGNED_IN = { token: 'token-1', userid: 7, phone: '13800138000', email: '' };

function cloud(request: HttpRequest): Result<unknown> | undefined {
  switch (request.path) {
    case '/api/user/login':
      return { ok: true, data: SIGNED_IN };
    case '/api/enterprises/userEnterpriseList':
      return { ok: true, data: [{ eid: 3, name: 'Acme', enableProject: true }] };
    case '/api/msg/v1/totalUnread':
      return { ok: true, data: { totalUnread: 7 } };
    default:
      return { ok: true, data: null };
  }
}

/** The session, the realtime link and the badge, wired as the console wires them. */
function wiredConsole() {
  const signIn = consoleSession(cloud);
  const failures$ = new Subject<Failure>();
  const answered$ = new Subject<void>();
  const http = { ...signIn.cloud.http, failures$, answered$ };
  const opened: string[] = [];
  const realtime = createActor(realtimeMachine.provide({ actions: { openSocket: (_, params) => void opened.push(params.token), closeSocket: () => undefined, sendHeartbeat: () => undefined } })).start();
  const unread = createActor(unreadMachine).start();
  const socket: LazySocket = { open: () => undefined, close: () => undefined, heartbeat: () => undefined, whenReady: () => () => undefined };
  const toasts: string[] = [];
  const connection = { lost: 0, back: 0 };
  const stop = connectRuntime({
    http,
    session: signIn.session,
    realtime,
    unread,
    socket,
    notify: notifierOf((_severity, key) => void toasts.push(key)),
    realtimeMessages$: new Subject<RealtimeMessage>(),
    connection: { lost: () => void (connection.lost += 1), back: () => void (connection.back += 1) },
  });
  const fail = (outcome: Outcome, request: Partial<Failure['request']> = {}) => failures$.next({ outcome, request: { method: 'POST', path: '/api/x', quiet: false, ...request } });
  return { ...signIn, realtime, unread, opened, toasts, connection, fail, answered$, stop };
}

async function signedIn(wired: ReturnType<typeof wiredConsole>) {
  wired.session.send({ type: 'LOGIN', payload: { loginName: '13800138000' } as LoginPayload });
  await waitFor(() => expect(wired.session.getSnapshot().matches('loggedIn')).toBe(true));
}

afterEach(() => {
  forgetSession();
  clearToken();
});

describe('signing in and out', () => {
  it('signing in keeps the token and the first enterprise, goes to its home, opens the realtime link and reads the badge', async () => {
    const wired = wiredConsole();
    await signedIn(wired);
    expect(getToken()).toBe('token-1');
    expect(clientStorage().get('eid')).toBe(3);
    expect(wired.went).toEqual(['/device/?type=1']);
    expect(wired.opened).toEqual(['token-1']);
    await waitFor(() => expect(wired.unread.getSnapshot().context.count).toBe(7));
    wired.stop();
  });

  it('signing out ends the session on the cloud, forgets the token and the enterprise choice, empties the badge, goes to /login', async () => {
    const wired = wiredConsole();
    await signedIn(wired);
    await waitFor(() => expect(wired.unread.getSnapshot().context.count).toBe(7));
    wired.session.send({ type: 'LOGOUT' });
    expect(wired.cloud.requests.find((r) => r.path === '/api/user/logout')?.body).toEqual({ token: 'token-1' });
    expect(getToken()).toBeUndefined();
    expect(clientStorage().get('eid')).toBeUndefined();
    expect(wired.went.at(-1)).toBe('/login');
    expect(wired.unread.getSnapshot().context.count).toBe(0);
    expect(wired.realtime.getSnapshot().matches('closed')).toBe(true);
    wired.stop();
  });

  it('a personal user goes to the personal home', async () => {
    const signIn = consoleSession((request) => (request.path === '/api/enterprises/userEnterpriseList' ? { ok: true, data: [] } : cloud(request)));
    signIn.session.send({ type: 'LOGIN', payload: {} as LoginPayload });
    await waitFor(() => expect(signIn.went).toEqual([PERSONAL_HOME]));
    expect(clientStorage().get('eid')).toBe(0);
  });
});

describe('failed calls', () => {
  it('an expired token shows its notice once, then leads to /login without the token', async () => {
    const wired = wiredConsole();
    await signedIn(wired);
    wired.fail({ kind: 'tokenExpired', messageKey: TOKEN_EXPIRED_KEY, logoutAfterMs: 1 });
    wired.fail({ kind: 'tokenExpired', messageKey: TOKEN_EXPIRED_KEY, logoutAfterMs: 1 });
    expect(wired.notices).toEqual([TOKEN_EXPIRED_KEY]);
    await waitFor(() => expect(wired.went.at(-1)).toBe('/login'));
    expect(getToken()).toBeUndefined();
    expect(wired.session.getSnapshot().matches('loggedOut')).toBe(true);
    wired.stop();
  });

  it('an outage shows the connection notice, not a toast per call; the next answer takes it away', () => {
    const wired = wiredConsole();
    wired.fail(classify({ type: 'network' }));
    wired.fail(classify({ type: 'response', status: 503 }));
    wired.fail(classify({ type: 'response', status: 504 }));
    expect(wired.connection.lost).toBe(3);
    expect(wired.toasts).toEqual([]);
    wired.answered$.next();
    expect(wired.connection.back).toBe(1);
    wired.stop();
  });

  it('an SMS call that timed out also names its URL in a toast', () => {
    const wired = wiredConsole();
    wired.fail(classify({ type: 'response', status: 504 }, { sms: true, url: '/api/sms/x' }));
    expect(wired.connection.lost).toBe(1);
    expect(wired.toasts).toEqual([SMS_TIMEOUT_KEY]);
    wired.stop();
  });

  it('any other refusal is toasted, unless the call shows it itself (quiet)', () => {
    const wired = wiredConsole();
    const refused = classify({ type: 'response', status: 500 });
    wired.fail(refused, { quiet: true });
    expect(wired.toasts).toEqual([]);
    wired.fail(refused);
    expect(wired.toasts).toEqual(['errors:http.serverError']);
    expect(wired.connection.lost).toBe(0);
    wired.stop();
  });
});

describe('other tabs', () => {
  it('a tab shown again without the token cookie ends its session with a note', async () => {
    const wired = wiredConsole();
    await signedIn(wired);
    const tabs = connectTabs({ session: wired.session, lang: () => 'en', setLang: () => undefined });
    clearToken();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(wired.notices).toEqual([ENDED_ELSEWHERE_KEY]);
    expect(wired.session.getSnapshot().matches('expired')).toBe(true);
    tabs.stop();
    wired.stop();
  });

  it('signing out here tells the other tabs; their language choice reaches this one', async () => {
    const wired = wiredConsole();
    await signedIn(wired);
    const chosen: string[] = [];
    const tabs = connectTabs({ session: wired.session, lang: () => 'en', setLang: (next) => void chosen.push(next) });
    const other = new BroadcastChannel('device-cloud-console');
    const heard: unknown[] = [];
    other.onmessage = (event: MessageEvent<unknown>) => void heard.push(event.data);
    other.postMessage({ type: 'lang', lang: 'cn' });
    other.postMessage({ type: 'lang', lang: 'fr' });
    await waitFor(() => expect(chosen).toEqual(['cn']));
    wired.session.send({ type: 'LOGOUT' });
    await waitFor(() => expect(heard).toEqual([{ type: 'signedOut' }]));
    other.close();
    tabs.stop();
    wired.stop();
  });
});
