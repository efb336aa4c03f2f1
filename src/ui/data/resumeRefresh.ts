// After a sleep or a network drop the lists on screen ask the cloud again, once: whichever comes first of the
// network returning, the page waking and the realtime link opening again after a drop refreshes the active queries;
// the others within RESUME_QUIET_MS ask again only for what failed meanwhile (the cloud was not back yet), so a wake
// brings no storm of requests (and the transport's outage notice, not a toast per failed poll, says when the cloud
// is still away).
import type { QueryClient } from '@tanstack/react-query';
import type { ActorRefFrom } from 'xstate';
import type { realtimeMachine } from '../../machines/realtime.machine';
import { onWake } from '../app/wake';

const RESUME_QUIET_MS = 30_000;

export function connectResumeRefresh(client: QueryClient, realtime: ActorRefFrom<typeof realtimeMachine>): () => void {
  let lastRefresh = Number.NEGATIVE_INFINITY;
  const refresh = () => {
    const now = Date.now();
    if (now - lastRefresh < RESUME_QUIET_MS) {
      void client.invalidateQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
      return;
    }
    lastRefresh = now;
    void client.invalidateQueries({ type: 'active' });
  };

  let dropped = false;
  const subscription = realtime.subscribe((snapshot) => {
    if (snapshot.matches('waiting')) dropped = true;
    else if (snapshot.matches('open') && dropped) {
      dropped = false;
      refresh();
    } else if (snapshot.matches('closed') || snapshot.matches('closedManually')) dropped = false;
  });
  window.addEventListener('online', refresh);
  const stopWake = onWake(refresh);
  return () => {
    subscription.unsubscribe();
    window.removeEventListener('online', refresh);
    stopWake();
  };
}
