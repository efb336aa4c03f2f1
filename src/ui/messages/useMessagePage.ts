import { useCallback, useEffect, useState } from 'react';
import type { Outcome } from '../../domain/resultCodes';
import type { MessagePage, MessageScene, MsgCenterSummary } from '../../domain/wire/message';
import { msgCenterSummary, pageMessages } from '../../transport/api/messages';
import type { Http } from '../app/runtime';

export const MESSAGE_PAGE_SIZE = 10;

export type MessagePageState =
  | { status: 'loading' }
  | { status: 'error'; outcome: Outcome }
  | { status: 'ready'; page: MessagePage };

/** One scene's page of messages and every scene's unread count; `reload` keeps what shows until the answer. */
export function useMessagePage(http: Http, scene: MessageScene, page: number) {
  const [state, setState] = useState<MessagePageState>({ status: 'loading' });
  const [summary, setSummary] = useState<MsgCenterSummary['scenes']>([]);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setState({ status: 'loading' });
  }, [scene, page]);

  useEffect(() => {
    let live = true;
    void pageMessages(http, { scene, page, pageSize: MESSAGE_PAGE_SIZE }).then((answer) => {
      if (!live) return;
      setState(answer.ok ? { status: 'ready', page: answer.data } : { status: 'error', outcome: answer.outcome });
    });
    void msgCenterSummary(http).then((answer) => {
      if (live && answer.ok) setSummary(answer.data.scenes);
    });
    return () => {
      live = false;
    };
  }, [http, scene, page, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, summary, reload };
}
