import { assign, setup } from 'xstate';
import { HEARTBEAT_MS, RECONNECT_DELAY_MS, RECONNECT_JITTER_MS } from '../domain/constants';
import { machineTypes } from './machineTypes';

/**
 * The wait before reconnecting: the spec's 5 s plus up to RECONNECT_JITTER_MS drawn from `random` (0 ≤ x < 1).
 * The machine's own delay has no jitter, so model tests stay deterministic; the runtime provides
 * `delays: { RECONNECT_DELAY: reconnectDelay(Math.random) }` (docs/decisions.md).
 */
export function reconnectDelay(random: () => number): () => number {
  return () => RECONNECT_DELAY_MS + Math.floor(random() * RECONNECT_JITTER_MS);
}

export type RealtimeContext = {
  token?: string;
  /** Reconnects since the socket was last open; the UI may show it while the link is down. */
  reconnectAttempts: number;
};

export type RealtimeEvent =
  | { type: 'TOKEN_PRESENT'; token: string }
  | { type: 'TOKEN_ABSENT' }
  | { type: 'SOCKET_OPENED' }
  | { type: 'SOCKET_DROPPED' }
  | { type: 'CLOSE' };

/** What connecting, open and waiting share: a manual close, and a new login while linked. */
const linkedHandlers = {
  CLOSE: { target: 'closedManually', actions: 'closeSocket' },
  // A new login over a live link (e.g. a QR login on a stale session) swaps the socket to the new token.
  TOKEN_PRESENT: {
    guard: 'isNewToken',
    target: 'connecting',
    reenter: true,
    actions: ['closeSocket', 'takeToken'],
  },
} as const;

export const realtimeMachine = setup({
  types: machineTypes<{ context: RealtimeContext; events: RealtimeEvent }>(),
  actions: {
    // Effects belong to the UI runtime, which overrides these through `realtimeMachine.provide`.
    openSocket: (_, _params: { token: string }) => {},
    closeSocket: () => {},
    sendHeartbeat: () => {},
    takeToken: assign(({ event }) => {
      if (event.type !== 'TOKEN_PRESENT') return {};
      return { token: event.token, reconnectAttempts: 0 };
    }),
    forgetToken: assign({ token: undefined, reconnectAttempts: 0 }),
  },
  delays: {
    HEARTBEAT: HEARTBEAT_MS,
    RECONNECT_DELAY: RECONNECT_DELAY_MS,
  },
  guards: {
    isNewToken: ({ context, event }) => event.type === 'TOKEN_PRESENT' && event.token !== context.token,
  },
}).createMachine({
  id: 'realtime',
  context: { reconnectAttempts: 0 },
  initial: 'closed',
  on: {
    // Wherever the link is, losing the token ends it (logout, expiry, kick-out).
    TOKEN_ABSENT: { target: '.closed', actions: ['closeSocket', 'forgetToken'] },
  },
  states: {
    closed: {
      on: {
        TOKEN_PRESENT: { target: 'connecting', actions: 'takeToken' },
        // Nothing is open and nothing may reconnect, so `closed` ignores the rest; TOKEN_ABSENT here
        // is a no-op rather than a second closeSocket.
        TOKEN_ABSENT: {},
      },
    },
    connecting: {
      entry: {
        type: 'openSocket',
        params: ({ context }) => ({ token: context.token ?? '' }),
      },
      on: {
        SOCKET_OPENED: { target: 'open', actions: assign({ reconnectAttempts: 0 }) },
        SOCKET_DROPPED: 'waiting',
        ...linkedHandlers,
      },
    },
    open: {
      on: {
        SOCKET_DROPPED: 'waiting',
        ...linkedHandlers,
      },
      after: {
        // Re-entering restarts the timer, so heartbeats repeat every HEARTBEAT_MS while open.
        HEARTBEAT: { target: 'open', reenter: true, actions: 'sendHeartbeat' },
      },
    },
    waiting: {
      on: {
        ...linkedHandlers,
      },
      after: {
        RECONNECT_DELAY: {
          target: 'connecting',
          actions: assign({ reconnectAttempts: ({ context }) => context.reconnectAttempts + 1 }),
        },
      },
    },
    // A manual close (the kick-out dialog, the user) outranks reconnecting for this login. The same token
    // reappearing (the runtime re-reads the cookie) must not undo it, but a different token means a new
    // login, a new session that the old decision does not cover, so it opens again. TOKEN_ABSENT (logout)
    // also resets to `closed`, after which any token opens.
    closedManually: {
      on: {
        TOKEN_PRESENT: { guard: 'isNewToken', target: 'connecting', actions: 'takeToken' },
        TOKEN_ABSENT: { target: 'closed', actions: 'forgetToken' },
      },
    },
  },
});
