// /msgCenter/: the user's messages by scene (tab), with detail, read, clear and the approval of applications.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messageTitle } from './messageTitle';
import { formatUnixTime } from '../../domain/time';
import { badgeText } from '../../domain/unread';
import { isScene, SCENES, type MessageChange, type MessageDetail, type MessageScene, type WireMessage } from '../../domain/wire/message';
import type { MessageSelection } from '../../transport/api/messages';
import { useConsole } from '../app/runtime';
import { clientStorage } from '../app/clientStorage';
import { PageLoading } from '../common/PageLoading';
import { ActionButton } from '../common/controls/ActionButton';
import { Approval, approvalAvailable } from '../notifications/approval';
import { NotificationSettings } from '../notifications/NotificationSettings';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { Dialog } from '../kit/Dialog';
import { Tabs } from '../kit/Tabs';
import { MESSAGE_PAGE_SIZE, useMessagePage } from './useMessagePage';
import { useMessageChange } from './queries';
import './messages.css';
import { LoadError } from '../common/LoadError';
import { textIn } from '../../domain/cloudText';

/** The tab to open: the route's `?scene=`, else the one stored when the user first entered a tab, else the first. */
function initialScene(param: string | null): MessageScene {
  if (isScene(param)) return param;
  const stored = clientStorage().get('msgTab');
  return isScene(stored) ? stored : SCENES[0] as MessageScene;
}

// Answers are open objects (a cloud may send more fields), so `in` alone does not tell the detail from a change.
const isDetail = (answer: MessageChange | MessageDetail): answer is MessageDetail => 'message' in answer;
const isApplication = (m: WireMessage) => m.kind === 'deviceBind' || m.kind === 'deviceVisit';

export default function MessageCenterPage() {
  const { t } = useTranslation('messages');
  const { http, unread, lang } = useConsole();
  const [params] = useSearchParams();
  const [scene, setScene] = useState<MessageScene>(() => initialScene(params.get('scene')));
  const [page, setPage] = useState(1);
  const { state, summary, reload } = useMessagePage(http, scene, page);
  const [detail, setDetail] = useState<WireMessage>();
  const [reviewing, setReviewing] = useState<WireMessage>();
  const [confirmClear, setConfirmClear] = useState(false);
  const change = useMessageChange(http, (totalUnread) => unread.send({ type: 'SET', count: totalUnread }));
  const busy = change.isPending;

  // product.md section 2: the tab entered is remembered and opens first on the next visit.
  useEffect(() => clientStorage().set('msgTab', scene), [scene]);

  const choose = (next: MessageScene) => {
    setScene(next);
    setPage(1);
  };

  const readSome = (selection: MessageSelection) => change.mutate({ kind: 'read', selection });
  const clearScene = () => {
    setConfirmClear(false);
    change.mutate({ kind: 'clear', selection: { scene } });
  };

  const open = (message: WireMessage) =>
    change.mutate({ kind: 'open', id: message.id }, { onSuccess: (answer) => isDetail(answer) && setDetail(answer.message) });

  const review = (message: WireMessage) => {
    if (approvalAvailable) setReviewing(message);
    else void open(message);
  };

  const unreadOf = (s: MessageScene) => summary.find((x) => x.scene === s)?.unread ?? 0;
  const failed = state.status === 'error' ? state.outcome : undefined;
  const list = state.status === 'ready' ? state.data.list : [];
  const total = state.status === 'ready' ? state.data.total : 0;
  const pages = Math.max(1, Math.ceil(total / MESSAGE_PAGE_SIZE));

  return (
    <section className="msg-page" aria-labelledby="msg-title">
      <div className="msg-toolbar">
        <h1 id="msg-title">{t('title')}</h1>
        <span className="toolbar-spacer" />
        <ActionButton
          icon="pi pi-check"
          label={t('actions.readAll')}
          outlined
          disabled={busy || unreadOf(scene) === 0}
          data-testid="msg-read-all"
          onClick={() => void readSome({ scene })}
        />
        <ActionButton
          icon="pi pi-trash"
          label={t('actions.clear')}
          severity="danger"
          outlined
          disabled={busy || total === 0}
          data-testid="msg-clear"
          onClick={() => setConfirmClear(true)}
        />
        <NotificationSettings />
      </div>
      <Tabs
        id="msg"
        label={t('tabs.label')}
        tabs={SCENES.map((s) => ({
          key: s,
          label: (
            <>
              {t(`tabs.${s}`)}
              {unreadOf(s) > 0 ? (
                <span className="msg-tab-count" aria-label={t('unreadCount', { count: unreadOf(s) })}>
                  {badgeText(unreadOf(s))}
                </span>
              ) : null}
            </>
          ),
        }))}
        selected={scene}
        onSelect={choose}
        className="msg-tabs"
        tabClassName="msg-tab"
        panel={{ className: 'msg-panel' }}
      >
        {state.status === 'loading' ? <PageLoading /> : null}
        {failed ? <LoadError title={t('error')} outcome={failed} onRetry={reload} testId="msg-error" className="msg-error" /> : null}
        {state.status === 'ready' && list.length === 0 ? (
          <p className="msg-empty" data-testid="msg-empty">
            {t('empty')}
          </p>
        ) : null}
        {list.length > 0 ? (
          <ul className="msg-list">
            {list.map((m) => (
              <li key={m.id} className={`msg-row msg-${m.state}`} data-testid="msg-row" data-state={m.state}>
                <span className={`msg-state msg-state-${m.state}`}>{t(`state.${m.state}`)}</span>
                <button type="button" className="msg-open" onClick={() => void open(m)} data-testid="msg-open">
                  <strong>{messageTitle(m, t, lang)}</strong>
                  <span className="msg-content">{textIn(m.content, lang) || t(`kind.${m.kind}`)}</span>
                </button>
                <span className="msg-meta">
                  {m.deviceCode ? <span>{m.deviceCode}</span> : null}
                  <time dateTime={new Date(m.createTime * 1000).toISOString()}>{formatUnixTime(m.createTime)}</time>
                </span>
                <span className="msg-actions">
                  {isApplication(m) && m.state === 'unread' ? (
                    <ActionButton size="small" label={t('actions.review')} data-testid="msg-review" onClick={() => review(m)} />
                  ) : null}
                  {m.state === 'unread' ? (
                    <ActionButton
                      size="small"
                      text
                      iconOnly
                      icon="pi pi-check"
                      label={t('actions.read')}
                      data-testid="msg-read"
                      disabled={busy}
                      onClick={() => void readSome({ ids: [m.id] })}
                    />
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {state.status === 'ready' && total > MESSAGE_PAGE_SIZE ? (
          <nav className="msg-pager" aria-label={t('pager.label')}>
            <ActionButton icon="pi pi-angle-left" text iconOnly label={t('pager.previous')} disabled={page <= 1} onClick={() => setPage(page - 1)} />
            <span data-testid="msg-page">{t('pager.position', { page, pages })}</span>
            <ActionButton icon="pi pi-angle-right" text iconOnly label={t('pager.next')} disabled={page >= pages} onClick={() => setPage(page + 1)} />
          </nav>
        ) : null}
      </Tabs>
      <Dialog
        open={detail !== undefined}
        title={detail ? messageTitle(detail, t, lang) : ''}
        onClose={() => setDetail(undefined)}
        testId="msg-detail"
      >
        {detail ? (
          <dl className="msg-detail">
            <dt>{t('detail.kind')}</dt>
            <dd>{t(`kind.${detail.kind}`)}</dd>
            {detail.deviceCode ? (
              <>
                <dt>{t('detail.device')}</dt>
                <dd>{detail.deviceCode}</dd>
              </>
            ) : null}
            <dt>{t('detail.time')}</dt>
            <dd>{formatUnixTime(detail.createTime)}</dd>
            <dt>{t('detail.content')}</dt>
            <dd data-testid="msg-detail-content">{textIn(detail.content, lang) || '—'}</dd>
          </dl>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={confirmClear}
        testId="confirm-clear"
        title={t('clear.title')}
        body={t('clear.body', { tab: t(`tabs.${scene}`) })}
        confirmLabel={t('actions.clear')}
        cancelLabel={t('actions.cancel')}
        icon="pi pi-trash"
        onConfirm={clearScene}
        onCancel={() => setConfirmClear(false)}
      />
      {reviewing ? (
        <Approval
          messageId={reviewing.id}
          applicationId={reviewing.applicationId ?? undefined}
          onClose={() => {
            setReviewing(undefined);
            reload();
          }}
        />
      ) : null}
    </section>
  );
}
