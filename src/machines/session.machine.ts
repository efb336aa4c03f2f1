import { assign, fromPromise, or, setup, stateIn } from 'xstate';
import { LOGOUT_DELAY_MS } from '../domain/constants';
import { TWO_FACTOR_TICKET_MS } from '../domain/security';
import { NETWORK_ERROR_KEY } from '../domain/resultCodes';
import type { LoginPayload } from '../domain/wire/user';
import { fieldOf, isRecord } from '../domain/wire/record';
import { machineTypes } from './machineTypes';

export type { LoginPayload };

export type SessionUser = {
  userid: string;
  phone: string;
  email: string;
  hasEnterprise: boolean;
};

export type LoginSuccess = SessionUser & { token: string };

/**
 * The password step passed for an account with two-factor sign-in: a code went to `target` (masked), or, within a
 * minute of the last one, none did and `codeState` says whether that last code still works.
 */
export type TwoFactorPrompt = { ticket: string; channel: 'sms' | 'email'; target: string; resendAfter: number; codeState?: 'sent' | 'stillValid' | 'wait' };

/** What the `login` actor answers: signed in, or a code still due. */
export type LoginStep = LoginSuccess | { twoFactor: TwoFactorPrompt };

/** The input of the `verifyCode` actor: the code step of a two-factor sign-in. */
export type CodeStep = { ticket: string; code: string };

/**
 * What the `login` actor rejects with. The domain `Outcome` satisfies it; the machine needs only the
 * i18n key so it stays independent of the result-code catalogue.
 */
export type LoginFailure = {
  messageKey: string;
  /** Values the message names (the minutes left of a lock). */
  values?: Record<string, unknown>;
  /** The code step cannot go on (its ticket ended): back to the password step. */
  restart?: boolean;
};

/** Shown when the login actor fails with something that is not an outcome (a bug, not a server answer). */
export const LOGIN_FALLBACK_ERROR = NETWORK_ERROR_KEY;

export type KickOut = { loginIp: string; reason: string };

export type SessionContext = {
  token?: string;
  user?: SessionUser;
  /** i18n key in the `errors` namespace of the last failed login. */
  error?: string;
  /** Values for `error`'s text (the minutes left of a lock). */
  errorValues?: Record<string, unknown>;
  /** Who took the session over; the blocking dialog of `kickedOut` shows it. */
  kickOut?: KickOut;
  /** The pending code step of a two-factor sign-in. */
  twoFactor?: TwoFactorPrompt;
  /** i18n key (errors namespace) of the last refused code. */
  codeError?: string;
  /** The expiry being shown: its notice key and logout delay, when the failing call named them. */
  expiry?: { messageKey?: string; logoutAfterMs?: number };
};

export type SessionInput = { token?: string };

export type SessionEvent =
  | { type: 'LOGIN'; payload: LoginPayload }
  | { type: 'QR_LOGIN'; token: string; user: SessionUser }
  | { type: 'LOGOUT' }
  /** SMS calls bring their own notice and a longer delay (api.md section 8); others use the defaults. */
  | { type: 'TOKEN_EXPIRED'; messageKey?: string; logoutAfterMs?: number }
  | { type: 'USER_LOGOUT_MESSAGE'; loginIp: string; reason: string }
  | { type: 'ACKNOWLEDGE' }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'CANCEL_CODE' };

function messageKeyOf(error: unknown): string {
  const key = fieldOf(error, 'messageKey');
  return typeof key === 'string' && key.length > 0 ? key : LOGIN_FALLBACK_ERROR;
}

function failureOf(error: unknown): { error: string; errorValues: Record<string, unknown> | undefined; restart: boolean } {
  const values = fieldOf(error, 'values');
  return { error: messageKeyOf(error), errorValues: isRecord(values) ? values : undefined, restart: fieldOf(error, 'restart') === true };
}

/** The signed-in answer of a login step; the code step's transition takes the other kind before this one is asked. */
function signedIn(step: LoginStep): LoginSuccess {
  if ('twoFactor' in step) throw new Error('sessionMachine: a code step reached loggedIn');
  return step;
}

/** Shown when the code step's ticket runs out before a code came back (errors namespace). */
export const TWO_FACTOR_EXPIRED_ERROR = 'errors:business.twoFactorExpired';

export const sessionMachine = setup({
  types: machineTypes<{ context: SessionContext; events: SessionEvent; input: SessionInput }>(),
  actions: {
    // Effects belong to the UI runtime, which overrides these through `sessionMachine.provide`.
    storeToken: (_, _params: { token: string }) => {},
    clearToken: () => {},
    goHome: (_, _params: { hasEnterprise: boolean }) => {},
    goLogin: () => {},
    showExpiredNotice: () => {},
    notifyLogoutServer: () => {},
    forget: assign({ token: undefined, user: undefined, kickOut: undefined, expiry: undefined }),
  },
  actors: {
    login: fromPromise<LoginStep, LoginPayload>(async () => {
      throw new Error('sessionMachine: the login actor was not provided');
    }),
    verifyCode: fromPromise<LoginSuccess, CodeStep>(async () => {
      throw new Error('sessionMachine: the verifyCode actor was not provided');
    }),
  },
  delays: {
    LOGOUT_DELAY: ({ context }) => context.expiry?.logoutAfterMs ?? LOGOUT_DELAY_MS,
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => (input?.token ? { token: input.token } : {}),
  // The contract starts in `loggedIn` or `loggedOut` by input; an eventless state picks one before the
  // first snapshot is observable.
  initial: 'starting',
  on: {
    // A confirmed QR code signs in from loggedOut and also while a password login is pending, which it wins:
    // leaving loggingIn stops that request.
    QR_LOGIN: {
      guard: or([stateIn('#session.loggedOut'), stateIn('#session.loggingIn')]),
      target: '.loggedIn',
      actions: [
        assign(({ event }) => ({ token: event.token, user: event.user, error: undefined, kickOut: undefined })),
        { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
        { type: 'goHome', params: ({ event }) => ({ hasEnterprise: event.user.hasEnterprise }) },
      ],
    },
  },
  states: {
    starting: {
      always: [{ guard: 'hasToken', target: 'loggedIn' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      on: {
        LOGIN: { target: 'loggingIn', actions: assign({ error: undefined, errorValues: undefined }) },
      },
    },
    loggingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          if (event.type !== 'LOGIN') throw new Error(`sessionMachine: loggingIn entered by ${event.type}`);
          return event.payload;
        },
        onDone: [
          {
            // Two-factor sign-in: no token yet, a code is due.
            guard: ({ event }) => 'twoFactor' in event.output,
            target: 'codeStep',
            actions: assign(({ event }) => ({ twoFactor: 'twoFactor' in event.output ? event.output.twoFactor : undefined, codeError: undefined })),
          },
          {
            target: 'loggedIn',
            actions: [
              assign(({ event }) => {
                const { token, ...user } = signedIn(event.output);
                return { token, user, error: undefined, kickOut: undefined };
              }),
              { type: 'storeToken', params: ({ event }) => ({ token: signedIn(event.output).token }) },
              { type: 'goHome', params: ({ event }) => ({ hasEnterprise: signedIn(event.output).hasEnterprise }) },
            ],
          },
        ],
        onError: {
          target: 'loggedOut',
          actions: assign(({ event }) => {
            const { error, errorValues } = failureOf(event.error);
            return { error, errorValues };
          }),
        },
      },
    },
    // The password was right; the code sent to the account's phone or e-mail is due before the ticket runs out.
    codeStep: {
      initial: 'waiting',
      on: {
        CANCEL_CODE: { target: 'loggedOut', actions: assign({ twoFactor: undefined, codeError: undefined }) },
      },
      after: {
        [TWO_FACTOR_TICKET_MS]: {
          target: 'loggedOut',
          actions: assign({ twoFactor: undefined, codeError: undefined, error: TWO_FACTOR_EXPIRED_ERROR, errorValues: undefined }),
        },
      },
      states: {
        waiting: {
          on: {
            SUBMIT_CODE: { target: 'verifying', actions: assign({ codeError: undefined }) },
          },
        },
        verifying: {
          invoke: {
            id: 'verifyCode',
            src: 'verifyCode',
            input: ({ context, event }) => {
              if (event.type !== 'SUBMIT_CODE' || !context.twoFactor) throw new Error('sessionMachine: verifying without a code step');
              return { ticket: context.twoFactor.ticket, code: event.code };
            },
            onDone: {
              target: '#session.loggedIn',
              actions: [
                assign(({ event }) => {
                  const { token, ...user } = event.output;
                  return { token, user, error: undefined, errorValues: undefined, kickOut: undefined, twoFactor: undefined, codeError: undefined };
                }),
                { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
                { type: 'goHome', params: ({ event }) => ({ hasEnterprise: event.output.hasEnterprise }) },
              ],
            },
            onError: [
              {
                guard: ({ event }) => failureOf(event.error).restart,
                target: '#session.loggedOut',
                actions: assign(({ event }) => ({ twoFactor: undefined, codeError: undefined, error: messageKeyOf(event.error), errorValues: undefined })),
              },
              { target: 'waiting', actions: assign({ codeError: ({ event }) => messageKeyOf(event.error) }) },
            ],
          },
        },
      },
    },
    loggedIn: {
      on: {
        LOGOUT: {
          target: 'loggedOut',
          actions: ['notifyLogoutServer', 'clearToken', 'forget', 'goLogin'],
        },
        TOKEN_EXPIRED: {
          target: 'expired',
          actions: assign({ expiry: ({ event }) => ({ messageKey: event.messageKey, logoutAfterMs: event.logoutAfterMs }) }),
        },
        USER_LOGOUT_MESSAGE: {
          target: 'kickedOut',
          actions: [
            'clearToken',
            assign({
              token: undefined,
              kickOut: ({ event }) => ({ loginIp: event.loginIp, reason: event.reason }),
            }),
          ],
        },
      },
    },
    // Several requests in flight may all answer 113; staying here ignores the repeats so the notice shows
    // once and the logout timer is not restarted.
    expired: {
      entry: 'showExpiredNotice',
      after: {
        LOGOUT_DELAY: { target: 'loggedOut', actions: ['clearToken', 'forget', 'goLogin'] },
      },
    },
    // The token is already gone; the dialog stays until the user acknowledges it.
    kickedOut: {
      on: {
        ACKNOWLEDGE: { target: 'loggedOut', actions: ['forget', 'goLogin'] },
      },
    },
  },
});
