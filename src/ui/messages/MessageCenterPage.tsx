// /msgCenter/: the user's messages by scene (tab), with detail, read, clear and the approval of applications.
import { useTranslation } from 'react-i18next';
import { badgeText } from '../../domain/unread';
import { SCENES, type MessageScene } from '../../domain/wire/message';
import { PageLoading } from '../common/PageLoading';
import { LoadError } from '../common/LoadError';
import { Approval } from '../notifications/approval';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { Tabs } from '../kit/Tabs';
import { MESSAGE_PAGE_SIZE } from './useMessagePage';
import { useMessageCenter } from './useMessageCenter';
import { MessageRow } from './MessageRow';
import { MessageDetailDialog } from './MessageDetailDialog';
import { MessagePager } from './MessagePager';
import { MessageToolbar } from './MessageToolbar';
import './messages.css';

export default function MessageCenterPage() {
  const { t } = useTranslation('messages');
  const centre = useMessageCenter();
  const { state, scene, busy, unreadOf } = centre;
  const failed = state.status === 'error' ? state.outcome : undefined;
  const list = state.status === 'ready' ? state.data.list : [];

  const tabLabel = (s: MessageScene) => (
    <>
      {t(`tabs.${s}`)}
      {unreadOf(s) > 0 ? (
        <span className="msg-tab-count" aria-label={t('unreadCount', { count: unreadOf(s) })}>
          {badgeText(unreadOf(s))}
        </span>
      ) : null}
    </>
  );

  return (
    <section className="msg-page" aria-labelledby="msg-title">
      <MessageToolbar
        busy={busy}
        unread={unreadOf(scene)}
        total={centre.total}
        onReadAll={() => centre.readSome({ scene })}
        onClear={() => centre.setConfirmClear(true)}
      />
      <Tabs
        id="msg"
        label={t('tabs.label')}
        tabs={SCENES.map((s) => ({ key: s, label: tabLabel(s) }))}
        selected={scene}
        onSelect={centre.choose}
        className="msg-tabs"
        tabClassName="msg-tab"
        panel={{ className: 'msg-panel' }}
      >
        {state.status === 'loading' ? <PageLoading /> : null}
        {failed ? <LoadError title={t('error')} outcome={failed} onRetry={centre.reload} testId="msg-error" className="msg-error" /> : null}
        {state.status === 'ready' && list.length === 0 ? (
          <p className="msg-empty" data-testid="msg-empty">
            {t('empty')}
          </p>
        ) : null}
        {list.length > 0 ? (
          <ul className="msg-list">
            {list.map((m) => (
              <MessageRow key={m.id} message={m} busy={busy} onOpen={centre.open} onReview={centre.review} onRead={(r) => centre.readSome({ ids: [r.id] })} />
            ))}
          </ul>
        ) : null}
        {state.status === 'ready' && centre.total > MESSAGE_PAGE_SIZE ? <MessagePager page={centre.page} pages={centre.pages} onPage={centre.setPage} /> : null}
      </Tabs>
      <MessageDetailDialog detail={centre.detail} onClose={centre.closeDetail} />
      <ConfirmDialog
        open={centre.confirmClear}
        testId="confirm-clear"
        title={t('clear.title')}
        body={t('clear.body', { tab: t(`tabs.${scene}`) })}
        confirmLabel={t('actions.clear')}
        cancelLabel={t('actions.cancel')}
        icon="pi pi-trash"
        onConfirm={centre.clearScene}
        onCancel={() => centre.setConfirmClear(false)}
      />
      {centre.reviewing ? (
        <Approval messageId={centre.reviewing.id} applicationId={centre.reviewing.applicationId ?? undefined} onClose={centre.closeReview} />
      ) : null}
    </section>
  );
}
