// The session machine's state as the sign-in screens read it. Not @xstate/react's useSelector: that module imports
// XState's interpreter, which /login's own first page loads only on demand (src/ui/signin/deferredSession.ts).
import { useCallback, useSyncExternalStore } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session.machine';

type SessionActor = ActorRefFrom<typeof sessionMachine>;

/**
 * `select` must give the same value for the same state: a primitive, or an object the snapshot holds (such as
 * `context.errorValues`), never one built on each call.
 */
export function useSessionState<T>(session: SessionActor, select: (snapshot: SnapshotFrom<typeof sessionMachine>) => T): T {
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = session.subscribe(() => changed());
      return () => subscription.unsubscribe();
    },
    [session],
  );
  return useSyncExternalStore(subscribe, () => select(session.getSnapshot()));
}
