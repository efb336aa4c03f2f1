// The message centre's state: the scene (tab) and page shown, what the cloud answers for them, and what the user
// does to messages (open, read, clear, review an application).
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isScene, SCENES, type MessageChange, type MessageDetail, type MessageScene, type WireMessage } from '../../domain/wire/message';
import type { MessageSelection } from '../../transport/api/messages';
import { useConsole } from '../app/runtime';
import { clientStorage } from '../app/clientStorage';
import { approvalAvailable } from '../notifications/approval';
import { MESSAGE_PAGE_SIZE, useMessagePage } from './useMessagePage';
import { useMessageChange } from './queries';

/** The tab to open: the route's `?scene=`, else the one stored when the user first entered a tab, else the first. */
function initialScene(param: string | null): MessageScene {
  if (isScene(param)) return param;
  const stored = clientStorage().get('msgTab');
  return isScene(stored) ? stored : (SCENES[0] ?? 'alarm');
}

// Answers are open objects (a cloud may send more fields), so `in` alone does not tell the detail from a change.
const isDetail = (answer: MessageChange | MessageDetail): answer is MessageDetail => 'message' in answer;

export function useMessageCenter() {
  const { http, unread } = useConsole();
  const [params] = useSearchParams();
  const [scene, setScene] = useState<MessageScene>(() => initialScene(params.get('scene')));
  const [page, setPage] = useState(1);
  const { state, summary, reload } = useMessagePage(http, scene, page);
  const [detail, setDetail] = useState<WireMessage>();
  const [reviewing, setReviewing] = useState<WireMessage>();
  const [confirmClear, setConfirmClear] = useState(false);
  const change = useMessageChange(http, (totalUnread) => unread.send({ type: 'SET', count: totalUnread }));

  // product.md section 2: the tab entered is remembered and opens first on the next visit.
  useEffect(() => clientStorage().set('msgTab', scene), [scene]);

  const readSome = (selection: MessageSelection) => change.mutate({ kind: 'read', selection });
  const open = (message: WireMessage) =>
    change.mutate({ kind: 'open', id: message.id }, { onSuccess: (answer) => isDetail(answer) && setDetail(answer.message) });
  const total = state.status === 'ready' ? state.data.total : 0;

  return {
    scene,
    page,
    setPage,
    state,
    reload,
    total,
    pages: Math.max(1, Math.ceil(total / MESSAGE_PAGE_SIZE)),
    busy: change.isPending,
    unreadOf: (s: MessageScene) => summary.find((x) => x.scene === s)?.unread ?? 0,
    choose: (next: MessageScene) => {
      setScene(next);
      setPage(1);
    },
    readSome,
    open,
    detail,
    closeDetail: () => setDetail(undefined),
    confirmClear,
    setConfirmClear,
    clearScene: () => {
      setConfirmClear(false);
      change.mutate({ kind: 'clear', selection: { scene } });
    },
    reviewing,
    review: (message: WireMessage) => {
      if (approvalAvailable) setReviewing(message);
      else open(message);
    },
    closeReview: () => {
      setReviewing(undefined);
      reload();
    },
  };
}
