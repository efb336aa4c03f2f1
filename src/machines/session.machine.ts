import { assign, fromPromise, or, setup, stateIn } from 'xstate';
import { LOGOUT_DELAY_MS } from '../domain/constants';
import { NETWORK_ERROR_KEY } from '../domain/resultCodes';
import type { LoginPayload } from '../domain/wire/user';

export type { LoginPayload };

export type SessionUser = {
  userid: string;
  phone: string;
  email: string;
  hasEnterprise: boolean;
};

export type LoginSuccess = SessionUser & { token: string };

/**
 * What the `login` actor rejects with. The domain `Outcome` satisfies it; the machine needs only the
 * i18n key so it stays independent of the result-code catalogue.
 */
export type LoginFailure = { messageKey: string };

/** Shown when the login actor fails with something that is not an outcome (a bug, not a server answer). */
export const LOGIN_FALLBACK_ERROR = NETWORK_ERROR_KEY;

export type KickOut = { loginIp: string; reason: string };

export type SessionContext = {
  token?: string;
  user?: SessionUser;
  /** i18n key in the `errors` namespace of the last failed login. */
  error?: string;
  /** Who took the session over; the blocking dialog of `kickedOut` shows it. */
  kickOut?: KickOut;
};

export type SessionInput = { token?: string };

export type SessionEvent =
  | { type: 'LOGIN'; payload: LoginPayload }
  | { type: 'QR_LOGIN'; token: string; user: SessionUser }
  | { type: 'LOGOUT' }
  | { type: 'TOKEN_EXPIRED' }
  | { type: 'USER_LOGOUT_MESSAGE'; loginIp: string; reason: string }
  | { type: 'ACKNOWLEDGE' };

function messageKeyOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'messageKey' in error) {
    const key = (error as { messageKey: unknown }).messageKey;
    if (typeof key === 'string' && key.length > 0) return key;
  }
  return LOGIN_FALLBACK_ERROR;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actions: {
    // Effects belong to the UI runtime, which overrides these through `sessionMachine.provide`.
    storeToken: (_, _params: { token: string }) => {},
    clearToken: () => {},
    goHome: (_, _params: { hasEnterprise: boolean }) => {},
    goLogin: () => {},
    showExpiredNotice: () => {},
    notifyLogoutServer: () => {},
    forget: assign({ token: undefined, user: undefined, kickOut: undefined }),
  },
  actors: {
    login: fromPromise<LoginSuccess, LoginPayload>(async () => {
      throw new Error('sessionMachine: the login actor was not provided');
    }),
  },
  delays: {
    LOGOUT_DELAY: LOGOUT_DELAY_MS,
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
        LOGIN: { target: 'loggingIn', actions: assign({ error: undefined }) },
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
        onDone: {
          target: 'loggedIn',
          actions: [
            assign(({ event }) => {
              const { token, ...user } = event.output;
              return { token, user, error: undefined, kickOut: undefined };
            }),
            { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
            { type: 'goHome', params: ({ event }) => ({ hasEnterprise: event.output.hasEnterprise }) },
          ],
        },
        onError: {
          target: 'loggedOut',
          actions: assign({ error: ({ event }) => messageKeyOf(event.error) }),
        },
      },
    },
    loggedIn: {
      on: {
        LOGOUT: {
          target: 'loggedOut',
          actions: ['notifyLogoutServer', 'clearToken', 'forget', 'goLogin'],
        },
        TOKEN_EXPIRED: 'expired',
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
