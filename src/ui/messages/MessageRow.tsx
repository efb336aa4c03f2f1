// One message of the centre's list: its state, title and text (opening the detail), device and time, and the
// review and read actions an unread one offers.
import { useTranslation } from 'react-i18next';
import { textIn } from '../../domain/cloudText';
import { formatUnixTime } from '../../domain/time';
import type { WireMessage } from '../../domain/wire/message';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { messageTitle } from './messageTitle';

const isApplication = (m: WireMessage) => m.kind === 'deviceBind' || m.kind === 'deviceVisit';

interface Props {
  message: WireMessage;
  busy: boolean;
  onOpen(message: WireMessage): void;
  onReview(message: WireMessage): void;
  onRead(message: WireMessage): void;
}

export function MessageRow({ message: m, busy, onOpen, onReview, onRead }: Props) {
  const { t } = useTranslation('messages');
  const { lang } = useConsole();
  return (
    <li className={`msg-row msg-${m.state}`} data-testid="msg-row" data-state={m.state}>
      <span className={`msg-state msg-state-${m.state}`}>{t(`state.${m.state}`)}</span>
      <button type="button" className="msg-open" onClick={() => onOpen(m)} data-testid="msg-open">
        <strong>{messageTitle(m, t, lang)}</strong>
        <span className="msg-content">{textIn(m.content, lang) || t(`kind.${m.kind}`)}</span>
      </button>
      <span className="msg-meta">
        {m.deviceCode ? <span>{m.deviceCode}</span> : null}
        <time dateTime={new Date(m.createTime * 1000).toISOString()}>{formatUnixTime(m.createTime)}</time>
      </span>
      <span className="msg-actions">
        {isApplication(m) && m.state === 'unread' ? (
          <ActionButton size="small" label={t('actions.review')} data-testid="msg-review" onClick={() => onReview(m)} />
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
            onClick={() => onRead(m)}
          />
        ) : null}
      </span>
    </li>
  );
}
