// Server state of the message centre: keys built here only, every key under ['messages'] (the root a realtime
// message invalidates, src/ui/data/realtimeInvalidation.ts).
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../data/mutation';
import type { MessageChange, MessageDetail, MessageScene, MsgCenterSummary } from '../../domain/wire/message';
import { clearMessages, messageDetail, msgCenterSummary, pageMessages, readMessages, type MessageSelection } from '../../transport/api/messages';
import { withSignal, type Http } from '../../transport/http';
import { unwrap } from '../data/callQuery';

export const MESSAGE_PAGE_SIZE = 10;

const messageKeys = {
  all: ['messages'] as const,
  page: (scene: MessageScene, page: number) => [...messageKeys.all, 'page', scene, page] as const,
  summary: () => [...messageKeys.all, 'summary'] as const,
};

/** One scene's page of messages. */
export const messagePageQuery = (http: Http, scene: MessageScene, page: number) =>
  queryOptions({ queryKey: messageKeys.page(scene, page), queryFn: ({ signal }) => unwrap(pageMessages(withSignal(http, signal), { scene, page, pageSize: MESSAGE_PAGE_SIZE })) });

/** Every scene's unread count and newest message (user/getMsgCenterMsgs). */
export const summaryQuery = (http: Http) =>
  queryOptions({
    queryKey: messageKeys.summary(),
    queryFn: ({ signal }): Promise<MsgCenterSummary['scenes']> => unwrap(msgCenterSummary(withSignal(http, signal))).then((data) => (Array.isArray(data.scenes) ? data.scenes : [])),
  });

type Change = { kind: 'read'; selection: MessageSelection } | { kind: 'clear'; selection: MessageSelection } | { kind: 'open'; id: number };

/**
 * Reading, clearing and opening (the detail call reads the message): each answers the new unread total, which
 * `onTotal` hands to the badge, and the pages and counts are asked again.
 */
export function useMessageChange(http: Http, onTotal: (totalUnread: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Change): Promise<MessageChange | MessageDetail> =>
      change.kind === 'open'
        ? unwrap(messageDetail(http, change.id))
        : unwrap(change.kind === 'read' ? readMessages(http, change.selection) : clearMessages(http, change.selection)),
    onSuccess: (answer) => {
      onTotal(answer.totalUnread);
      return client.invalidateQueries({ queryKey: messageKeys.all });
    },
  });
}
