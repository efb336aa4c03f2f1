import { useCallback, useEffect, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { Observable } from 'rxjs';
import type { RealtimeMessage } from '../../domain/realtime/messageTypes';
import { readPending, writePending, type PendingApplication } from '../../transport/pendingApplications';
import type { Http } from '../app/runtime';
import { clientStorage } from '../app/clientStorage';
import { settle } from './pendingApplications';
import { applicationSettledQuery } from './queries';

export interface PendingHook {
  pending: readonly PendingApplication[];
  add(application: PendingApplication): void;
}

/**
 * Applications the user sent, until a result settles them: a realtime bind or visit result when the socket's
 * messages reach this screen, and the cloud's own answer for each (so a result that arrived while the console was
 * closed settles too). `onSettled` runs when one passed or failed.
 */
export function usePendingApplications(http: Http, onSettled: () => void, messages$?: Observable<RealtimeMessage>): PendingHook {
  const userId = clientStorage().get('userId') ?? 'anonymous';
  const [pending, setPending] = useState<readonly PendingApplication[]>(() => readPending(userId));

  const keep = useCallback(
    (next: (current: readonly PendingApplication[]) => readonly PendingApplication[]) =>
      setPending((current) => {
        const updated = next(current);
        if (updated !== current) writePending(userId, updated);
        if (updated.length < current.length) queueMicrotask(onSettled);
        return updated;
      }),
    [userId, onSettled],
  );

  // One cached answer per application; the ids the cloud says are settled leave the list.
  const settledIds = useQueries({
    queries: pending.map((item) => applicationSettledQuery(http, item.applicationId)),
    combine: (results) => pending.filter((_, i) => results[i]?.data === true).map((item) => item.applicationId).join(','),
  });
  useEffect(() => {
    if (settledIds === '') return;
    const gone = new Set(settledIds.split(',').map(Number));
    keep((current) => (current.some((p) => gone.has(p.applicationId)) ? current.filter((p) => !gone.has(p.applicationId)) : current));
  }, [settledIds, keep]);

  useEffect(() => {
    if (!messages$) return;
    const subscription = messages$.subscribe((message) =>
      keep((current) => {
        const next = settle(current, message);
        return next.length === current.length ? current : next;
      }),
    );
    return () => subscription.unsubscribe();
  }, [messages$, keep]);

  const add = useCallback((application: PendingApplication) => keep((current) => [application, ...current]), [keep]);
  return { pending, add };
}
