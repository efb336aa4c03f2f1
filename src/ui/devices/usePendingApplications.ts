import { useCallback, useEffect, useState } from 'react';
import type { Observable } from 'rxjs';
import { isFinalAudit } from '../../domain/audit';
import type { RealtimeMessage } from '../../domain/realtime/messageTypes';
import { auditProcess } from '../../transport/api/audit';
import { readPending, writePending, type PendingApplication } from '../../transport/pendingApplications';
import type { Http } from '../app/runtime';
import { clientStorage } from '../app/clientStorage';
import { settle } from './pendingApplications';

export interface PendingHook {
  pending: readonly PendingApplication[];
  add(application: PendingApplication): void;
}

/**
 * Applications the user sent, until a result settles them: a realtime bind or visit result when the socket's
 * messages reach this screen, and on every start of the list the cloud's own answer for each (so a result that
 * arrived while the console was closed settles too). `onSettled` runs when one passed or failed.
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

  useEffect(() => {
    let live = true;
    for (const item of readPending(userId)) {
      void auditProcess(http, { applicationId: item.applicationId }, true).then((answer) => {
        const view = answer.ok && Array.isArray(answer.data) ? answer.data[0] : undefined;
        // An application the cloud no longer knows is settled too: nothing will ever answer it.
        const gone = !answer.ok && answer.outcome.kind === 'business';
        if (live && (gone || (view && isFinalAudit(view.state)))) {
          keep((current) => current.filter((p) => p.applicationId !== item.applicationId));
        }
      });
    }
    return () => {
      live = false;
    };
  }, [http, userId, keep]);

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
