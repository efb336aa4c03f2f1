// The HTTP client and the session machine it serves: the client asks the session for its token and, on a call
// without one, whether to lead to /login; the session signs in and out through the client.
import { useRef, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { createHttp } from '../../transport/http';
import { getToken } from '../../transport/cookies';
import { provideSession } from './sessionEffects';
import type { ConsoleRuntime, Notifier } from './consoleContext';

export function useSessionActor(go: ConsoleRuntime['go'], notify: Notifier): Pick<ConsoleRuntime, 'http' | 'session'> {
  // A token freshly returned by login is used before its cookie is written (the enterprise list call needs it).
  const pendingToken = useRef<string | undefined>(undefined);
  // Set once the session actor exists: a call without a token leads to /login only from a signed-out session;
  // while the expiry notice or the kicked-out dialog shows, the session itself decides where to go.
  const signedOut = useRef<() => boolean>(() => true);
  const [http] = useState(() =>
    createHttp({
      getToken: () => pendingToken.current ?? getToken(),
      onMissingToken: () => {
        if (signedOut.current()) go('/login');
      },
    }),
  );
  const session = useActorRef(
    provideSession({ http, go, notify, pendingToken }),
    { input: { token: getToken() } },
  );
  signedOut.current = () => session.getSnapshot().matches('loggedOut');
  return { http, session };
}
