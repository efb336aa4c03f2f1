// The message centre's title and its scene-wide actions: read every message of the scene, clear the scene (asked
// first), and the notification settings.
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../common/controls/ActionButton';
import { NotificationSettings } from '../notifications/NotificationSettings';

interface Props {
  busy: boolean;
  unread: number;
  total: number;
  onReadAll(): void;
  onClear(): void;
}

export function MessageToolbar({ busy, unread, total, onReadAll, onClear }: Props) {
  const { t } = useTranslation('messages');
  return (
    <div className="msg-toolbar">
      <h1 id="msg-title">{t('title')}</h1>
      <span className="toolbar-spacer" />
      <ActionButton icon="pi pi-check" label={t('actions.readAll')} outlined disabled={busy || unread === 0} data-testid="msg-read-all" onClick={onReadAll} />
      <ActionButton
        icon="pi pi-trash"
        label={t('actions.clear')}
        severity="danger"
        outlined
        disabled={busy || total === 0}
        data-testid="msg-clear"
        onClick={onClear}
      />
      <NotificationSettings />
    </div>
  );
}
