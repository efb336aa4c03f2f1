// Answering the application a push announced. The push names the device only: the newest unread application
// message of that device is the one to answer; without one (or without the approval dialog) the message centre's
// applications open instead.
import { useCallback, useState } from 'react';
import { useConsole } from '../app/consoleContext';
import { queryClient } from '../data/queryClient';
import { outcomeOf } from '../data/callQuery';
import { messagePageQuery } from '../messages/queries';
import { approvalAvailable } from './approval';
import type { PendingApproval } from './useLiveFeed';

export function useApprovalReview(pending: PendingApproval | undefined, done: () => void) {
  const { http, go } = useConsole();
  const [reviewing, setReviewing] = useState<{ messageId: number; applicationId?: number }>();
  const review = useCallback(async () => {
    if (!pending) return;
    done();
    const page = approvalAvailable
      ? await queryClient.fetchQuery(messagePageQuery(http, 'application', 1)).catch((error: unknown) => {
          if (outcomeOf(error)) return undefined;
          throw error;
        })
      : undefined;
    const message = page?.list.find((m) => m.kind === pending.kind && m.deviceCode === pending.deviceCode && m.state === 'unread');
    if (message) setReviewing({ messageId: message.id, applicationId: message.applicationId ?? undefined });
    else go('/msgCenter/?scene=application');
  }, [pending, done, http, go]);
  return { review, reviewing, closeReview: () => setReviewing(undefined) };
}
