// Messages on the phone: the newest first, and bind and visit applications answered where they arrive, with the
// desktop's approval dialog (pass, refuse, blacklist, duration: the audit machine decides what may be answered).
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageTitle } from '../messages/messageTitle';
import { formatUnixTime } from '../../domain/time';
import type { WireMessage } from '../../domain/wire/message';
import { useConsole } from '../app/runtime';
import { failureOf } from '../data/callQuery';
import { LoadError } from '../common/LoadError';
import { PageLoading } from '../common/PageLoading';
import { Approval, approvalAvailable } from '../notifications/approval';
import { mobileMessageKeys, mobileMessagesQuery, useReadAllMessages, useReadMessage } from './queries';
import { applicationKeys } from '../authority/queries';
import { textIn } from '../../domain/cloudText';

const STEP = 20;

/** Any bind or visit application can be opened: the approval dialog (the audit machine) says whether it can still be
 * answered by this user, so the list holds no copy of that rule. */
const isApplication = (m: WireMessage) => approvalAvailable && (m.kind === 'deviceBind' || m.kind === 'deviceVisit') && m.applicationId !== null;

export function MobileMessages() {
  const { t } = useTranslation(['mobile', 'messages']);
  const { http, lang } = useConsole();
  const client = useQueryClient();
  const [pageSize, setPageSize] = useState(STEP);
  const [answering, setAnswering] = useState<number>();
  const list = useQuery(mobileMessagesQuery(http, undefined, pageSize));
  const readAll = useReadAllMessages(http);
  const readOne = useReadMessage(http);
  const rows = list.data?.list ?? [];
  const anyUnread = rows.some((m) => m.state === 'unread');

  return (
    <section className="m-section" aria-labelledby="m-messages-title">
      <div className="m-title-row">
        <h1 id="m-messages-title">{t('messages.title')}</h1>
        {anyUnread ? (
          <button type="button" className="m-link" data-testid="m-read-all" disabled={readAll.isPending} onClick={() => readAll.mutate()}>
            {t('messages.readAll')}
          </button>
        ) : null}
      </div>
      {list.isPending ? <PageLoading /> : null}
      {list.isError ? (
        <LoadError title={t('messages.error')} outcome={failureOf(list.error)} onRetry={() => void list.refetch()} testId="m-messages-error" className="m-error" />
      ) : null}
      {list.data && rows.length === 0 ? <p className="m-empty">{t('messages.empty')}</p> : null}
      <ul className="m-list">
        {rows.map((m) => (
          <li key={m.id} className={m.state === 'unread' ? 'm-card unread' : 'm-card'} data-testid="m-message" data-kind={m.kind} data-state={m.state}>
            <div className="m-card-head">
              <span className="m-kind">{t(`messages:kind.${m.kind}`)}</span>
              {m.state === 'unread' ? <span className="m-unread-dot">{t('messages.unread')}</span> : null}
            </div>
            <strong className="m-break">{messageTitle(m, t, lang)}</strong>
            {m.content ? <p className="m-break">{textIn(m.content, lang)}</p> : null}
            <p className="m-muted">{formatUnixTime(m.createTime)}{m.deviceCode ? ` · ${m.deviceCode}` : ''}</p>
            {isApplication(m) ? (
              <button
                type="button"
                className={m.state === 'unread' ? 'm-action' : 'm-action m-secondary'}
                data-testid={m.state === 'unread' ? 'm-message-answer' : 'm-message-view'}
                aria-label={t(m.state === 'unread' ? 'messages.answerLabel' : 'messages.viewLabel', { kind: t(`messages:kind.${m.kind}`), device: m.deviceCode })}
                onClick={() => {
                  // Opening a message reads it, as in the message centre.
                  if (m.state === 'unread') readOne.mutate(m.id);
                  setAnswering(m.id);
                }}
              >
                <i className={`pi ${m.state === 'unread' ? 'pi-reply' : 'pi-eye'}`} aria-hidden="true" /> {t(m.state === 'unread' ? 'messages.answer' : 'messages.view')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {list.data && list.data.total > rows.length ? (
        <button type="button" className="m-more" data-testid="m-messages-more" onClick={() => setPageSize((n) => n + STEP)}>
          {t('messages.more')}
        </button>
      ) : null}
      {answering !== undefined ? (
        <Approval
          messageId={answering}
          onClose={() => {
            setAnswering(undefined);
            void client.invalidateQueries({ queryKey: mobileMessageKeys.all });
            void client.invalidateQueries({ queryKey: applicationKeys.all });
          }}
        />
      ) : null}
    </section>
  );
}
