// The realtime side of the runtime: the socket (loaded on first use), its machine, the unread badge's machine, and
// the stream of decoded messages with a short replay for the notifications that load after sign-in.
import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { ReplaySubject, Subject } from 'rxjs';
import type { RealtimeMessage } from '../../domain/realtime/messageTypes';
import { realtimeMachine, reconnectDelay } from '../../machines/realtime.machine';
import { unreadMachine } from '../../machines/unread.machine';
import { createLazySocket } from './wiring';

const NOTIFICATION_BACKLOG = 100;
const NOTIFICATION_BACKLOG_MS = 5_000;

export function useRealtimeFeed() {
  const [socket] = useState(createLazySocket);
  const realtime = useActorRef(
    realtimeMachine.provide({
      actions: {
        openSocket: (_, params) => socket.open(params.token),
        closeSocket: () => socket.close(),
        sendHeartbeat: () => socket.heartbeat(),
      },
      delays: { RECONNECT_DELAY: reconnectDelay(Math.random) },
    }),
  );
  const unread = useActorRef(unreadMachine);
  const [realtimeMessages$] = useState(() => new Subject<RealtimeMessage>());
  // The notifications load lazily after sign-in; a push that lands while they load is replayed to them, not lost.
  const [notificationBacklog$] = useState(() => {
    const backlog = new ReplaySubject<RealtimeMessage>(NOTIFICATION_BACKLOG, NOTIFICATION_BACKLOG_MS);
    realtimeMessages$.subscribe(backlog);
    return backlog;
  });
  return { socket, realtime, unread, realtimeMessages$, notificationBacklog$ };
}

export type LazySocket = ReturnType<typeof createLazySocket>;
