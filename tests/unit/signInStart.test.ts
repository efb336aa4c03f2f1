// /login's own first page (src/ui/signin): which page loads draw it, and its session before the machine has loaded
// (deferredSession.ts). The page itself: tests/browser/login-first-screen.test.ts.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { NETWORK_ERROR_KEY } from '../../src/domain/resultCodes';
import { sessionMachine, type LoginStep } from '../../src/machines/session.machine';
import { deferSession } from '../../src/ui/signin/deferredSession';
import { signInPageWanted } from '../../src/ui/signin/signInStart';

describe("who gets /login's own first page", () => {
  const base = { demo: false, signedIn: false, phoneConsole: false, pathname: '/login' };
  it('is a signed-out page load of /login on a computer, outside the demo', () => {
    expect(signInPageWanted(base)).toBe(true);
    expect(signInPageWanted({ ...base, pathname: '/Login/' })).toBe(true);
    expect(signInPageWanted({ ...base, demo: true })).toBe(false);
    expect(signInPageWanted({ ...base, signedIn: true })).toBe(false);
    expect(signInPageWanted({ ...base, phoneConsole: true })).toBe(false);
    for (const pathname of ['/', '/index/', '/register', '/loginTimeout']) expect(signInPageWanted({ ...base, pathname })).toBe(false);
  });
});

const PAYLOAD = { loginName: '13800138000', loginPwd: 'x', countryCode: '86' } as never;

/** A session machine whose sign-in call never answers: the state after LOGIN stays `loggingIn`. */
const pendingMachine = () => createActor(sessionMachine.provide({ actors: { login: fromPromise(() => new Promise<LoginStep>(() => undefined)) } }), { input: {} }).start();

describe("the first page's session before its machine has loaded", () => {
  it('is signed out, loads on demand, and hands a sign-in sent meanwhile to the machine', async () => {
    let asked = 0;
    let started: ReturnType<typeof pendingMachine> | undefined;
    let release: () => void = () => undefined;
    const { session, load } = deferSession(() => {
      asked += 1;
      return new Promise((resolve) => (release = () => resolve((started = pendingMachine()))));
    });
    let changes = 0;
    session.subscribe(() => (changes += 1));
    expect(session.getSnapshot().matches('loggedOut')).toBe(true);
    expect(asked).toBe(0);

    session.send({ type: 'LOGIN', payload: PAYLOAD });
    // Under way at once, as the machine would show it; one load however often asked.
    expect(session.getSnapshot().matches('loggingIn')).toBe(true);
    load();
    expect(asked).toBe(1);
    release();
    await expect.poll(() => started !== undefined && session.getSnapshot() === started.getSnapshot()).toBe(true);
    expect(started?.getSnapshot().matches('loggingIn')).toBe(true);
    expect(changes).toBeGreaterThanOrEqual(2);
  });

  it('says the network failed when the machine could not load for a sign-in, and asks again at the next', async () => {
    let asked = 0;
    const { session } = deferSession(() => {
      asked += 1;
      return Promise.reject(new Error('offline'));
    });
    session.send({ type: 'LOGIN', payload: PAYLOAD });
    await expect.poll(() => session.getSnapshot().matches('loggedOut')).toBe(true);
    expect(session.getSnapshot().context.error).toBe(NETWORK_ERROR_KEY);
    session.send({ type: 'LOGIN', payload: PAYLOAD });
    expect(asked).toBe(2);
  });
});
