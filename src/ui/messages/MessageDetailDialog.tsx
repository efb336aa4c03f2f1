// An opened message: its kind, device, time and full text.
import { useTranslation } from 'react-i18next';
import { textIn } from '../../domain/cloudText';
import { formatUnixTime } from '../../domain/time';
import type { WireMessage } from '../../domain/wire/message';
import { useConsole } from '../app/runtime';
import { Dialog } from '../kit/Dialog';
import { messageTitle } from './messageTitle';

export function MessageDetailDialog({ detail, onClose }: { detail: WireMessage | undefined; onClose(): void }) {
  const { t } = useTranslation('messages');
  const { lang } = useConsole();
  return (
    <Dialog open={detail !== undefined} title={detail ? messageTitle(detail, t, lang) : ''} onClose={onClose} testId="msg-detail">
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
  );
}
