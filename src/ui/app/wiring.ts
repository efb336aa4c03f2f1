// Every long-lived subscription between transport and machines, in one place, with one cleanup.
import type { ActorRefFrom } from 'xstate';
import type { Subject, Subscription } from 'rxjs';
import type { sessionMachine } from '../../machines/session.machine';
import type { realtimeMachine } from '../../machines/realtime.machine';
import type { unreadMachine } from '../../machines/unread.machine';
import type { createEchoSocket } from '../../transport/echoSocket';
import type { Http } from '../../transport/http';
import { logout, selectInfo } from '../../transport/api/user';
import { SMS_TIMEOUT_KEY, type Outcome } from '../../domain/resultCodes';
import { totalUnread } from '../../transport/api/messages';
import { ALL_SCENES } from '../../domain/messageParams';
import { routeMessage } from '../../domain/messageRouting';
import type { RealtimeMessage } from '../../domain/realtime/messageTypes';
import type { Notifier } from './consoleContext';

type EchoSocket = ReturnType<typeof createEchoSocket>;

/**
 * The echo socket (and the protobuf codec behind it) loads only when a signed-in user first needs it,
 * so the login page never downloads it. Calls made while it loads are replayed in order.
 */
export function createLazySocket() {
  let socket: EchoSocket | undefined;
  let loading: Promise<EchoSocket> | undefined;
  const listeners = new Set<(socket: EchoSocket) => void>();
  const load = () => {
    loading ??= import('./echoSocketFactory').then(({ makeEchoSocket }) => {
      socket = makeEchoSocket();
      for (const listener of listeners) listener(socket);
      return socket;
    });
    return loading;
  };
  const withSocket = (action: (socket: EchoSocket) => void) => {
    if (socket) action(socket);
    else void load().then(action);
  };
  return {
    open: (token: string | undefined) => {
      if (token) withSocket((s) => s.open(token));
    },
    close: () => {
      if (socket) socket.close();
    },
    heartbeat: () => {
      if (socket) socket.heartbeat();
    },
    /** Calls `listener` once the socket exists (now, or when it has loaded). */
    whenReady(listener: (socket: EchoSocket) => void): () => void {
      if (socket) listener(socket);
      else listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type LazySocket = ReturnType<typeof createLazySocket>;

interface Parts {
  http: Http;
  session: ActorRefFrom<typeof sessionMachine>;
  realtime: ActorRefFrom<typeof realtimeMachine>;
  unread: ActorRefFrom<typeof unreadMachine>;
  socket: LazySocket;
  notify: Notifier;
  /** Every decoded realtime message goes out here once the runtime has applied its part (runtime.realtimeMessages$). */
  realtimeMessages$: Subject<RealtimeMessage>;
  /** The persistent "cloud unreachable" notice: shown on the first failed call, gone with the first answer. */
  connection: { lost(): void; back(): void };
}

/** A failure that says the cloud cannot be reached (no answer, or a gateway answering for it). */
function isOutage(outcome: Outcome): boolean {
  return outcome.kind === 'network' || (outcome.kind === 'http' && (outcome.status === 502 || outcome.status === 503 || outcome.status === 504));
}

export function connectRuntime({ http, session, realtime, unread, socket, notify, realtimeMessages$, connection }: Parts): () => void {
  const subscriptions: Subscription[] = [];
  const cleanups: Array<() => void> = [];

  subscriptions.push(
    http.failures$.subscribe(({ outcome, request }) => {
      if (outcome.kind === 'tokenExpired') {
        session.send({ type: 'TOKEN_EXPIRED', messageKey: outcome.messageKey, logoutAfterMs: outcome.logoutAfterMs });
      }
      // While the cloud is down every poll fails: one persistent notice says so instead of a toast per failure.
      else if (isOutage(outcome)) {
        connection.lost();
        // An SMS call's 504 also names the URL that timed out (api.md section 8).
        if (outcome.kind === 'http' && outcome.messageKey === SMS_TIMEOUT_KEY && !request.quiet) notify.error(outcome);
      }
      else if (!request.quiet) notify.error(outcome);
    }),
  );
  if (http.answered$) subscriptions.push(http.answered$.subscribe(() => connection.back()));
  // The browser knows before any call fails: the notice shows the moment the network goes, and goes when it is back
  // (a call that still fails then shows it again).
  if (typeof window !== 'undefined') {
    const offline = () => connection.lost();
    const online = () => connection.back();
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    cleanups.push(() => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    });
  }

  // The badge starts from the cloud's count at sign-in and after every reconnect (pushes may have been missed);
  // a push that arrives meanwhile carries a newer total and wins.
  let unreadAsked = 0;
  const refreshUnread = () => {
    const asked = ++unreadAsked;
    let pushed = false;
    const sub = realtimeMessages$.subscribe((m) => {
      if (routeMessage(m).unread !== undefined) pushed = true;
    });
    void totalUnread(http, ALL_SCENES).then((answer) => {
      sub.unsubscribe();
      if (answer.ok && asked === unreadAsked && !pushed) unread.send({ type: 'SET', count: answer.data.totalUnread });
    });
  };

  // Session logged in ↔ realtime connection wanted.
  let lastToken: string | undefined | null = null;
  const followSession = (snapshot: ReturnType<typeof session.getSnapshot>) => {
    const token = snapshot.matches('loggedIn') ? snapshot.context.token : undefined;
    if (token === lastToken) return;
    lastToken = token;
    realtime.send(token ? { type: 'TOKEN_PRESENT', token } : { type: 'TOKEN_ABSENT' });
    if (token) refreshUnread();
    else unread.send({ type: 'SET', count: 0 });
  };
  followSession(session.getSnapshot());
  const sessionSubscription = session.subscribe(followSession);
  cleanups.push(() => sessionSubscription.unsubscribe());

  cleanups.push(
    socket.whenReady((echo) => {
      subscriptions.push(
        echo.status$.subscribe((status) => {
          realtime.send(status === 'open' ? { type: 'SOCKET_OPENED' } : { type: 'SOCKET_DROPPED' });
          if (status === 'open' && session.getSnapshot().matches('loggedIn')) refreshUnread();
          // A cloud ends the socket of a session it ended; one authenticated call tells a plain network drop
          // from an expired sign-in, whose 113 then takes the usual notice-and-logout path.
          if (status === 'closed' && session.getSnapshot().matches('loggedIn')) void selectInfo(http);
        }),
        // The runtime's part of each message (messageRouting.ts): the session and the badge. Screens take the rest
        // from realtimeMessages$ (src/ui/notifications for toasts, sound, banner and approvals; lists reload).
        echo.messages$.subscribe((message) => {
          const reaction = routeMessage(message);
          if (reaction.logout) {
            // The cloud logged this console out: end the session on the server too, for this console's token
            // (sent after the session left loggedIn, so the cloud's 113 for an already ended token is ignored).
            const { token } = session.getSnapshot().context;
            session.send({ type: 'USER_LOGOUT_MESSAGE', ...reaction.logout });
            if (token) void logout(http, { token });
          }
          if (reaction.unread !== undefined) unread.send({ type: 'SET', count: reaction.unread });
          realtimeMessages$.next(message);
        }),
      );
    }),
  );

  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
    for (const cleanup of cleanups) cleanup();
  };
}
