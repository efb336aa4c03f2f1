// Every simple path of the session machine, replayed against a live actor whose effects are recorded and
// whose timers run on a simulated clock. At each step the actor must be where the graph says, and the
// effects must be what product.md sections 4 and 8 ask for.
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, serializeSnapshot } from '@xstate/graph';
import { LOGOUT_DELAY_MS } from '../../src/domain/constants';
import { TWO_FACTOR_TICKET_MS } from '../../src/domain/security';
import {
  LOGIN_FALLBACK_ERROR,
  TWO_FACTOR_EXPIRED_ERROR,
  sessionMachine,
  type CodeStep,
  type LoginStep,
  type TwoFactorPrompt,
  type LoginPayload,
  type LoginSuccess,
  type SessionEvent,
  type SessionUser,
} from '../../src/machines/session.machine';

type Snapshot = ReturnType<typeof sessionMachine.transition>;
const TICKET_TIMEOUT = `xstate.after.${TWO_FACTOR_TICKET_MS}.session.codeStep` as const;
type GraphEvent =
  | SessionEvent
  | { type: 'xstate.done.actor.login'; output: LoginStep }
  | { type: 'xstate.error.actor.login'; error: unknown }
  | { type: 'xstate.done.actor.verifyCode'; output: LoginSuccess }
  | { type: 'xstate.error.actor.verifyCode'; error: unknown }
  | { type: 'xstate.after.LOGOUT_DELAY.session.expired' }
  | { type: typeof TICKET_TIMEOUT };

const payload: LoginPayload = {
  loginName: '13800138000',
  loginPwd: 'secret12',
  terminalUUID: 'uuid-1',
  countryCode: '86',
  terminalType: '1',
  terminalName: 'Chrome',
  terminalOS: 'Linux',
  loginOemId: '0',
};
const enterpriseUser: LoginSuccess = {
  token: 'tok-enterprise',
  userid: '7',
  phone: '13800138000',
  email: 'a@example.com',
  hasEnterprise: true,
};
const personalUser: LoginSuccess = { ...enterpriseUser, token: 'tok-personal', hasEnterprise: false };
const qrUser: SessionUser = { userid: '9', phone: '13900139000', email: '', hasEnterprise: false };
const outcome = { kind: 'business', code: '07010110', messageKey: 'errors:business.07010110', success: false };
const locked = { kind: 'business', code: '07010111', messageKey: 'errors:business.accountLockedFor', success: false, values: { minutes: 15 } };
const prompt: TwoFactorPrompt = { ticket: 'ticket-1', channel: 'sms', target: '138****8000', resendAfter: 60 };
const wrongCode = { kind: 'business', code: '406', messageKey: 'errors:business.codeWrong', success: false };
const ticketEnded = { kind: 'business', code: '07010113', messageKey: 'errors:business.twoFactorExpired', success: false, restart: true };

const domainEvents: GraphEvent[] = [
  { type: 'LOGIN', payload },
  { type: 'QR_LOGIN', token: 'tok-qr', user: qrUser },
  { type: 'LOGOUT' },
  { type: 'TOKEN_EXPIRED' },
  { type: 'USER_LOGOUT_MESSAGE', loginIp: '10.1.2.3', reason: 'login elsewhere' },
  { type: 'ACKNOWLEDGE' },
  { type: 'SUBMIT_CODE', code: '123456' },
  { type: 'CANCEL_CODE' },
];
// The login actor's answers and the expiry timer are events to the graph; the replay turns them back into
// a settled promise and elapsed simulated time.
const actorEvents: GraphEvent[] = [
  { type: 'xstate.done.actor.login', output: enterpriseUser },
  { type: 'xstate.done.actor.login', output: personalUser },
  { type: 'xstate.error.actor.login', error: outcome },
  { type: 'xstate.error.actor.login', error: new Error('boom') },
  { type: 'xstate.error.actor.login', error: locked },
  { type: 'xstate.done.actor.login', output: { twoFactor: prompt } },
  { type: 'xstate.done.actor.verifyCode', output: personalUser },
  { type: 'xstate.error.actor.verifyCode', error: wrongCode },
  { type: 'xstate.error.actor.verifyCode', error: ticketEnded },
  { type: 'xstate.after.LOGOUT_DELAY.session.expired' },
  { type: TICKET_TIMEOUT },
];

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
    if (event.error === ticketEnded) {
      expect(is('loggedOut')).toBe(true);
      expect(after.context.error).toBe(ticketEnded.messageKey);
    } else {
      expect(after.matches({ codeStep: 'waiting' } as never)).toBe(true);
      expect(after.context.codeError).toBe(wrongCode.messageKey);
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
    const expected = event.error === outcome || event.error === locked ? (event.error as { messageKey: string }).messageKey : LOGIN_FALLBACK_ERROR;
    expect(after.context.error).toBe(expected);
    // A lock names the minutes left.
    expect(after.context.errorValues).toEqual(event.error === locked ? locked.values : undefined);
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

function describePath(steps: Array<{ event: GraphEvent; state: Snapshot }>): string {
  return steps
    .map(({ event, state }, index) => {
      const label = event.type.replace('xstate.', '').replace('.session.expired', '').replace('.session.codeStep', '');
      const detail =
        event.type === 'xstate.done.actor.login'
          ? 'twoFactor' in event.output
            ? '(2FA)'
            : `(${event.output.hasEnterprise ? 'enterprise' : 'personal'})`
          : event.type === 'xstate.error.actor.login'
            ? `(${event.error === outcome ? 'outcome' : event.error === locked ? 'locked' : 'thrown'})`
            : event.type === 'xstate.error.actor.verifyCode'
              ? `(${event.error === ticketEnded ? 'ticket ended' : 'wrong code'})`
              : '';
      return index === 0 ? stateName(state.value) : `${label}${detail} → ${stateName(state.value)}`;
    })
    .join(' → ');
}

type Step = { event: GraphEvent; state: Snapshot };

async function replay(input: { token?: string }, steps: Step[]): Promise<void> {
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
    if (step.event.type === 'LOGIN' && before.matches('loggedOut')) logins += 1;
    expect(run.logins).toEqual(Array.from({ length: logins }, () => payload));
    // One code check per code submitted while waiting, carrying the step's ticket and the typed code.
    if (step.event.type === 'SUBMIT_CODE' && before.matches({ codeStep: 'waiting' })) codes += 1;
    expect(run.codes).toEqual(Array.from({ length: codes }, () => ({ ticket: prompt.ticket, code: '123456' })));
    before = after;
  }
  run.actor.stop();
}

for (const [name, input] of [
  ['without a token', {}],
  ['with a token cookie', { token: 'tok-cookie' }],
] as const) {
  const traversal = {
    input,
    // Unbounded data in the context would make the graph infinite: fail instead of hanging.
    limit: 10_000,
    serializeState: (snapshot: Snapshot) => serializeSnapshot(snapshot),
    // The machine's event type leaves out the internal done/error/after events the graph must also drive.
    events: (snapshot: Snapshot) =>
      [
        ...domainEvents,
        ...actorEvents.filter((event) => {
          if (event.type === TICKET_TIMEOUT) return snapshot.matches('codeStep');
          if (event.type.startsWith('xstate.after')) return snapshot.matches('expired');
          if (event.type.includes('verifyCode')) return snapshot.matches({ codeStep: 'verifying' });
          return snapshot.matches('loggingIn');
        }),
      ] as SessionEvent[],
  };
  const paths = getSimplePaths(sessionMachine, traversal).map((path, index, all) => {
    const steps = path.steps as Step[];
    return [`path ${index + 1}/${all.length}: ${describePath(steps)}`, steps] as const;
  });

  // Simple paths never take an edge back into the same vertex (ignored events); these cases reach each
  // vertex by its shortest path and take every edge out of it, self-loops three times over.
  const shortest = getShortestPaths(sessionMachine, traversal);
  const edgeCases = Object.entries(getAdjacencyMap(sessionMachine, traversal)).flatMap(([vertex, { transitions }]) => {
    const reach = shortest.find((path) => traversal.serializeState(path.state) === vertex);
    if (!reach) throw new Error(`no path reaches ${vertex}`);
    const out = Object.values(transitions) as Array<{ event: SessionEvent; state: Snapshot }>;
    return out.map(({ event, state }) => {
      const edge = { event: event as GraphEvent, state };
      const loop = traversal.serializeState(state) === vertex;
      return [...(reach.steps as Step[]), ...(loop ? [edge, edge, edge] : [edge])];
    });
  });
  const edges = edgeCases.map(
    (steps, index) => [`edge ${index + 1}/${edgeCases.length}: ${describePath(steps)}`, steps] as const,
  );

  describe(`session machine started ${name}: ${paths.length} simple paths, ${edges.length} edges`, () => {
    it('reaches every state of the contract', () => {
      const reached = new Set(paths.map(([, steps]) => stateName(steps.at(-1)?.state.value)));
      expect([...reached].sort()).toEqual(['codeStep.verifying', 'codeStep.waiting', 'expired', 'kickedOut', 'loggedIn', 'loggedOut', 'loggingIn']);
    });

    it.each(paths)('%s', async (_name, steps) => replay(input, [...steps]));
    it.each(edges)('%s', async (_name, steps) => replay(input, [...steps]));
  });
}

describe('session machine defaults', () => {
  it('fails a login cleanly when the runtime provided no login actor', async () => {
    const actor = createActor(sessionMachine, { input: {} }).start();
    actor.send({ type: 'LOGIN', payload });
    const snapshot = await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(snapshot.context.error).toBe(LOGIN_FALLBACK_ERROR);
    actor.stop();
  });
});
