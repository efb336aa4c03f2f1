// Realtime messages update server state through the cache: the routing rule (src/domain/messageRouting.ts) names
// the lists a message makes stale, and every query under that list's root key is invalidated, at most once a
// second per list under a storm (leading and trailing, so the last change is never missed).
import type { QueryClient } from '@tanstack/react-query';
import { mergeMap, groupBy, throttleTime, asyncScheduler, type Observable } from 'rxjs';
import { routeMessage, type Reaction } from '../../domain/messageRouting';
import type { RealtimeMessage } from '../../domain/realtime/messageTypes';

export type ReloadTarget = Reaction['reload'][number];

/** The root query key of each list a realtime message can make stale; every area's keys start with its root. */
const REALTIME_ROOTS: Readonly<Record<ReloadTarget, readonly string[]>> = {
  alarms: ['alarms'],
  messages: ['messages'],
  applications: ['applications'],
};

export const REALTIME_THROTTLE_MS = 1_000;

export function connectRealtimeInvalidation(client: QueryClient, messages$: Observable<RealtimeMessage>): () => void {
  const subscription = messages$
    .pipe(
      mergeMap((message) => routeMessage(message).reload),
      groupBy((target) => target),
      mergeMap((target$) => target$.pipe(throttleTime(REALTIME_THROTTLE_MS, asyncScheduler, { leading: true, trailing: true }))),
    )
    .subscribe((target) => void reload(client, REALTIME_ROOTS[target]));
  return () => subscription.unsubscribe();
}

/**
 * Marks the lists stale and refetches the shown ones. A list still on its first fetch is cancelled first: TanStack
 * Query would otherwise keep that fetch (sent before the change the message announces), take its answer as fresh
 * and drop the invalidation, so the new message or alarm would not show until the next change.
 */
async function reload(client: QueryClient, queryKey: readonly string[]): Promise<void> {
  await client.cancelQueries({ queryKey, predicate: (query) => query.state.data === undefined && query.state.fetchStatus === 'fetching' });
  await client.invalidateQueries({ queryKey });
}
