// The session machine's paths as src/machines/paths.ts generates them (`npm run paths -- session` lists the same,
// numbered alike): every simple path, and every edge of the graph, replayed against a live actor whose effects are
// recorded and whose timers run on a simulated clock. At each step the actor must be where the graph says, and the
// effects must be what product.md sections 4 and 8 ask for.
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { LOGOUT_DELAY_MS } from '../../src/domain/constants';
import { TWO_FACTOR_TICKET_MS } from '../../src/domain/security';
import { machinePaths, MACHINE_MODELS, TICKET_TIMEOUT } from '../../src/machines/paths';
import {
  LOGIN_FALLBACK_ERROR,
  TWO_FACTOR_EXPIRED_ERROR,
  sessionMachine,
  type CodeStep,
  type LoginStep,
  type LoginPayload,
  type LoginSuccess,
  type SessionEvent,
} from '../../src/machines/session.machine';

type Snapshot = ReturnType<typeof sessionMachine.transition>;
type GraphEvent =
  | SessionEvent
  | { type: 'xstate.done.actor.login'; output: LoginStep }
  | { type: 'xstate.error.actor.login'; error: unknown }
  | { type: 'xstate.done.actor.verifyCode'; output: LoginSuccess }
  | { type: 'xstate.error.actor.verifyCode'; error: unknown }
  | { type: 'xstate.after.LOGOUT_DELAY.session.expired' }
  | { type: typeof TICKET_TIMEOUT };

// The oracle's own reading of the refusals the paths carry, by their catalogue code (product.md section 8): the
// message the sign-in shows and the values it names; a refusal that is not an outcome shows the fallback.
const REFUSALS: Record<string, { messageKey: string; values?: Record<string, unknown> }> = {
  '07010110': { messageKey: 'errors:business.07010110' },
  '07010111': { messageKey: 'errors:business.accountLockedFor', values: { minutes: 15 } },
};
const CODE_WRONG = 'errors:business.codeWrong';
const TICKET_ENDED = { code: '07010113', messageKey: 'errors:business.twoFactorExpired' };
const codeOf = (error: unknown) => (error as { code?: string } | undefined)?.code;

type Effect =
  | { type: 'storeToken'; token: string }
  | { type: 'clearToken' }
  | { type: 'goHome'; hasEnterprise: boolean }
  | { type: 'goLogin' }
  | { type: 'showExpiredNotice' }
  | { type: 'notifyLogoutServer'; token: string | undefined };

type Deferred<T> = { resolve(value: T): void; reject(error: unknown): void };

function startActor(input: { token?: string }) {
  const effects: Effect[] = [];
  const logins: LoginPayload[] = [];
  const codes: CodeStep[] = [];
  const pending: Deferred<LoginStep>[] = [];
  const pendingCodes: Deferred<LoginSuccess>[] = [];
  const clock = new SimulatedClock();
  const machine = sessionMachine.provide({
    actions: {
      storeToken: (_, params) => effects.push({ type: 'storeToken', token: params.token }),
      clearToken: () => effects.push({ type: 'clearToken' }),
      goHome: (_, params) => effects.push({ type: 'goHome', hasEnterprise: params.hasEnterprise }),
      goLogin: () => effects.push({ type: 'goLogin' }),
      showExpiredNotice: () => effects.push({ type: 'showExpiredNotice' }),
      notifyLogoutServer: ({ context }) => effects.push({ type: 'notifyLogoutServer', token: context.token }),
    },
    actors: {
      login: fromPromise<LoginStep, LoginPayload>(({ input: sent }) => {
        logins.push(sent);
        return new Promise((resolve, reject) => pending.push({ resolve, reject }));
      }),
      verifyCode: fromPromise<LoginSuccess, CodeStep>(({ input: sent }) => {
        codes.push(sent);
        return new Promise((resolve, reject) => pendingCodes.push({ resolve, reject }));
      }),
    },
  });
  const actor = createActor(machine, { input, clock });
  actor.start();
  return { actor, clock, effects, logins, codes, pending, pendingCodes };
}

type Run = ReturnType<typeof startActor>;

async function perform(run: Run, event: GraphEvent, before: Snapshot): Promise<void> {
  const { actor, clock, effects, pending, pendingCodes } = run;
  switch (event.type) {
    case 'xstate.done.actor.verifyCode':
    case 'xstate.error.actor.verifyCode': {
      const deferred = pendingCodes.shift();
      expect(deferred, 'a code check is in flight').toBeDefined();
      if (event.type === 'xstate.done.actor.verifyCode') deferred?.resolve(event.output);
      else deferred?.reject(event.error);
      await waitFor(actor, (snapshot) => !snapshot.matches({ codeStep: 'verifying' }));
      return;
    }
    case TICKET_TIMEOUT: {
      // Until the ticket's whole life has passed the code step stays.
      clock.increment(TWO_FACTOR_TICKET_MS - 1);
      expect(actor.getSnapshot().value).toEqual(before.value);
      clock.increment(1);
      return;
    }
    case 'xstate.done.actor.login':
    case 'xstate.error.actor.login': {
      const deferred = pending.shift();
      expect(deferred, 'a login request is in flight').toBeDefined();
      if (event.type === 'xstate.done.actor.login') deferred?.resolve(event.output);
      else deferred?.reject(event.error);
      await waitFor(actor, (snapshot) => !snapshot.matches('loggingIn'));
      return;
    }
    case 'xstate.after.LOGOUT_DELAY.session.expired': {
      // Until the full delay has passed the notice is all the user sees: still signed in, no navigation.
      const seen = effects.length;
      clock.increment(LOGOUT_DELAY_MS - 1);
      expect(actor.getSnapshot().value).toEqual(before.value);
      expect(effects.slice(seen)).toEqual([]);
      clock.increment(1);
      return;
    }
    default:
      actor.send(event);
  }
}

/** What the spec requires of one step, judged from the effects it produced. */
function checkStep(event: GraphEvent, before: Snapshot, after: Snapshot, produced: Effect[]): void {
  const was = (state: string) => before.matches(state as never);
  const is = (state: string) => after.matches(state as never);
  if (event.type === 'xstate.done.actor.login' && 'twoFactor' in event.output) {
    // The password was right but no token yet: nothing stored, nowhere to go, the code step shows.
    expect(is('codeStep')).toBe(true);
    expect(produced).toEqual([]);
    expect(after.context.twoFactor).toEqual(event.output.twoFactor);
  } else if (event.type === 'xstate.done.actor.verifyCode') {
    expect(produced).toEqual([
      { type: 'storeToken', token: event.output.token },
      { type: 'goHome', hasEnterprise: event.output.hasEnterprise },
    ]);
    expect(after.context.twoFactor).toBeUndefined();
  } else if (event.type === 'xstate.error.actor.verifyCode') {
    expect(produced).toEqual([]);
    if (codeOf(event.error) === TICKET_ENDED.code) {
      expect(is('loggedOut')).toBe(true);
      expect(after.context.error).toBe(TICKET_ENDED.messageKey);
    } else {
      expect(after.matches({ codeStep: 'waiting' } as never)).toBe(true);
      expect(after.context.codeError).toBe(CODE_WRONG);
    }
  } else if (event.type === TICKET_TIMEOUT) {
    expect(is('loggedOut')).toBe(true);
    expect(produced).toEqual([]);
    expect(after.context.error).toBe(TWO_FACTOR_EXPIRED_ERROR);
  } else if (event.type === 'SUBMIT_CODE' && before.matches({ codeStep: 'waiting' } as never)) {
    expect(after.matches({ codeStep: 'verifying' } as never)).toBe(true);
    expect(produced).toEqual([]);
  } else if (event.type === 'CANCEL_CODE' && was('codeStep')) {
    expect(is('loggedOut')).toBe(true);
    expect(produced).toEqual([]);
    expect(after.context.twoFactor).toBeUndefined();
  } else if (event.type === 'xstate.done.actor.login') {
    const output = event.output as LoginSuccess;
    expect(produced).toEqual([
      { type: 'storeToken', token: output.token },
      { type: 'goHome', hasEnterprise: output.hasEnterprise },
    ]);
    expect(after.context.user?.hasEnterprise).toBe(output.hasEnterprise);
  } else if (event.type === 'xstate.error.actor.login') {
    expect(is('loggedOut')).toBe(true);
    expect(produced).toEqual([]);
    const refusal = REFUSALS[codeOf(event.error) ?? ''];
    expect(after.context.error).toBe(refusal?.messageKey ?? LOGIN_FALLBACK_ERROR);
    // A lock names the minutes left.
    expect(after.context.errorValues).toEqual(refusal?.values);
  } else if (event.type === 'QR_LOGIN' && (was('loggedOut') || was('loggingIn'))) {
    expect(produced).toEqual([
      { type: 'storeToken', token: event.token },
      { type: 'goHome', hasEnterprise: event.user.hasEnterprise },
    ]);
  } else if (event.type === 'LOGOUT' && was('loggedIn')) {
    // The server is told with the token still known, then the cookie goes, then the login page.
    expect(produced).toEqual([
      { type: 'notifyLogoutServer', token: before.context.token },
      { type: 'clearToken' },
      { type: 'goLogin' },
    ]);
  } else if (event.type === 'TOKEN_EXPIRED' && was('loggedIn')) {
    expect(is('expired')).toBe(true);
    expect(produced).toEqual([{ type: 'showExpiredNotice' }]);
  } else if (event.type === 'xstate.after.LOGOUT_DELAY.session.expired') {
    expect(produced).toEqual([{ type: 'clearToken' }, { type: 'goLogin' }]);
  } else if (event.type === 'USER_LOGOUT_MESSAGE' && was('loggedIn')) {
    expect(is('kickedOut')).toBe(true);
    expect(produced).toEqual([{ type: 'clearToken' }]);
    expect(after.context.kickOut).toEqual({ loginIp: event.loginIp, reason: event.reason });
  } else if (event.type === 'ACKNOWLEDGE' && was('kickedOut')) {
    expect(produced).toEqual([{ type: 'goLogin' }]);
  } else if (event.type === 'LOGIN' && was('loggedOut')) {
    expect(is('loggingIn')).toBe(true);
    expect(produced).toEqual([]);
    expect(after.context.error).toBeUndefined();
  } else {
    // Anything else is ignored where it arrives: no state change, no effect.
    expect(after.value).toEqual(before.value);
    expect(produced).toEqual([]);
  }
}

/** The token cookie, as the effects so far have left it. */
function cookieAfter(initial: string | undefined, effects: Effect[]): string | undefined {
  let cookie = initial;
  for (const effect of effects) {
    if (effect.type === 'storeToken') cookie = effect.token;
    if (effect.type === 'clearToken') cookie = undefined;
  }
  return cookie;
}

/** Product.md section 4: logged in exactly when the token cookie exists. */
function checkCookie(snapshot: Snapshot, cookie: string | undefined): void {
  if (snapshot.matches('loggedIn') || snapshot.matches('expired')) {
    expect(cookie).toBeDefined();
    expect(cookie).toBe(snapshot.context.token);
  } else {
    expect(cookie).toBeUndefined();
  }
}

/** 'codeStep.waiting' for a nested state value. */
function stateName(value: unknown): string {
  if (typeof value === 'string') return value;
  const [[parent, child] = ['', '']] = Object.entries(value as Record<string, unknown>);
  return `${parent}.${stateName(child)}`;
}

type Step = { event: GraphEvent; state: Snapshot };

async function replay(input: { token?: string }, steps: Step[]): Promise<void> {
  let payload: LoginPayload | undefined;
  // The ticket of the last two-factor challenge the cloud answered, read from the path's own events.
  let ticket: string | undefined;
  const run = startActor(input);
  const initialCookie = input.token;
  const [first, ...rest] = steps;
  expect(run.actor.getSnapshot().value).toEqual(first?.state.value);
  let before = run.actor.getSnapshot();
  let logins = 0;
  let codes = 0;
  for (const step of rest) {
    const seen = run.effects.length;
    await perform(run, step.event, before);
    const after = run.actor.getSnapshot();
    expect(after.value).toEqual(step.state.value);
    expect(after.context).toEqual(step.state.context);
    checkStep(step.event, before, after, run.effects.slice(seen));
    checkCookie(after, cookieAfter(initialCookie, run.effects));
    // One request per accepted LOGIN: a second click while logging in sends nothing.
    if (step.event.type === 'LOGIN' && before.matches('loggedOut')) {
      logins += 1;
      payload = step.event.payload;
    }
    expect(run.logins).toHaveLength(logins);
    if (logins > 0) expect(run.logins.at(-1)).toEqual(payload);
    // One code check per code submitted while waiting, carrying the step's ticket and the typed code.
    if (step.event.type === 'SUBMIT_CODE' && before.matches({ codeStep: 'waiting' })) codes += 1;
    if (step.event.type === 'xstate.done.actor.login' && 'twoFactor' in step.event.output) ticket = step.event.output.twoFactor.ticket;
    expect(run.codes).toHaveLength(codes);
    if (step.event.type === 'SUBMIT_CODE' && before.matches({ codeStep: 'waiting' })) expect(run.codes.at(-1)).toEqual({ ticket, code: step.event.code });
    before = after;
  }
  run.actor.stop();
}

const played = machinePaths('session');
for (const { name, input } of MACHINE_MODELS.session!.variants) {
  const paths = played.filter((p) => p.variant === name).map((p) => [`${p.id}. ${p.kind}: ${p.name}`, p.steps as unknown as Step[]] as const);

  describe(`session machine started ${name}: ${paths.length} paths`, () => {
    it('reaches every state of the contract', () => {
      const reached = new Set(paths.map(([, steps]) => stateName(steps.at(-1)?.state.value)));
      expect([...reached].sort()).toEqual(['codeStep.verifying', 'codeStep.waiting', 'expired', 'kickedOut', 'loggedIn', 'loggedOut', 'loggingIn']);
    });

    it.each(paths)('%s', async (_name, steps) => replay(input as { token?: string }, [...steps]));
  });
}

describe('session machine defaults', () => {
  it('fails a login cleanly when the runtime provided no login actor', async () => {
    const actor = createActor(sessionMachine, { input: {} }).start();
    actor.send({ type: 'LOGIN', payload: { loginName: '13800138000', loginPwd: 'secret12', terminalUUID: 'u', countryCode: '86', terminalType: '1', terminalName: 'QA', terminalOS: 'Linux', loginOemId: '0' } });
    const snapshot = await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(snapshot.context.error).toBe(LOGIN_FALLBACK_ERROR);
    actor.stop();
  });
});
