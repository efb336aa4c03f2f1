import { useQuery } from '@tanstack/react-query';
import type { MessageScene, MsgCenterSummary } from '../../domain/wire/message';
import type { Http } from '../app/runtime';
import { loadState } from '../data/loadState';
import { messagePageQuery, summaryQuery } from './queries';

export { MESSAGE_PAGE_SIZE } from './queries';

const NO_SCENES: MsgCenterSummary['scenes'] = [];

/** One scene's page of messages and every scene's unread count; a realtime message refreshes both in place. */
export function useMessagePage(http: Http, scene: MessageScene, page: number) {
  const list = useQuery(messagePageQuery(http, scene, page));
  const summary = useQuery(summaryQuery(http)).data ?? NO_SCENES;
  return { state: loadState(list), summary, reload: () => void list.refetch() };
}
