// What realtime messages show while signed in: one coalescing alert toast, the audible alert of voice alarms,
// the mass-text banner, the prompt to approve a bind or visit request, and desktop notifications when allowed.
// The session and the badge are the runtime's part (wiring.ts); lists are queries that realtime messages invalidate (src/ui/data/realtimeInvalidation.ts).
import { useCallback, useEffect } from 'react';
import type { Observable } from 'rxjs';
import type { RealtimeMessage } from '../../domain/realtime/messageTypes';
import { QueryClientProvider } from '@tanstack/react-query';
import { unlockOnFirstGesture } from './audioAlert';
import { notificationPrefs } from './prefsStore';
import { queryClient } from '../data/queryClient';
import { Approval } from './approval';
import { AlertToast } from './AlertToast';
import { ApprovalPrompt, MassBanner, SoundBlockedNotice } from './LiveNotices';
import { useApprovalReview } from './useApprovalReview';
import { useLiveFeed } from './useLiveFeed';
import './notifications.css';

type Props = { messages$: Observable<RealtimeMessage> };

/**
 * `messages$`: the runtime's realtime messages, replaying those that arrived while this component loaded. The
 * runtime mounts it outside the signed-in layouts, so it brings the console's one query client itself.
 */
export default function LiveNotificationsWithData(props: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveNotifications {...props} />
    </QueryClientProvider>
  );
}

function LiveNotifications({ messages$ }: Props) {
  const feed = useLiveFeed(messages$);
  const { toast, banner, pending, setPending } = feed;
  const { review, reviewing, closeReview } = useApprovalReview(pending, useCallback(() => setPending(undefined), [setPending]));

  useEffect(() => unlockOnFirstGesture(), []);

  return (
    <>
      <div className="live-region" aria-live="polite">
        <AlertToast toast={toast} onClose={() => feed.setToast(undefined)} />
        {feed.soundBlocked && !notificationPrefs().muted ? <SoundBlockedNotice onUnlocked={(running) => feed.setSoundBlocked(!running)} /> : null}
        {pending ? <ApprovalPrompt pending={pending} onReview={() => void review()} onClose={() => setPending(undefined)} /> : null}
      </div>
      {banner !== undefined ? <MassBanner banner={banner} onClose={() => feed.setBanner(undefined)} /> : null}
      {reviewing ? <Approval {...reviewing} onClose={closeReview} /> : null}
    </>
  );
}
