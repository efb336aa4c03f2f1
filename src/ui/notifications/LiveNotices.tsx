// The smaller live notices: the browser blocked the alarm sound, an application waits for an answer, and the
// mass-text banner.
import { useTranslation } from 'react-i18next';
import { textIn } from '../../domain/cloudText';
import { BANNER_TEXT_MAX, clipText } from '../../domain/realtime/clip';
import { useConsole } from '../app/consoleContext';
import { unlockAudio } from './audioAlert';
import { FullTextButton } from './FullText';
import type { PendingApproval } from './useLiveFeed';

export function SoundBlockedNotice({ onUnlocked }: { onUnlocked(running: boolean): void }) {
  const { t } = useTranslation('notifications');
  return (
    <div className="live-toast live-toast-info" role="status" data-testid="sound-blocked">
      <div className="live-toast-text">{t('sound.blocked')}</div>
      <button type="button" className="live-action" onClick={() => void unlockAudio().then(onUnlocked)}>
        {t('sound.enable')}
      </button>
    </div>
  );
}

export function ApprovalPrompt({ pending, onReview, onClose }: { pending: PendingApproval; onReview(): void; onClose(): void }) {
  const { t } = useTranslation('notifications');
  return (
    <div className="live-toast live-toast-info" role="status" data-testid="live-approval">
      <div className="live-toast-text">
        <strong>{t(`approval.${pending.kind}`, { device: pending.deviceCode })}</strong>
      </div>
      <button type="button" className="live-action" data-testid="live-approval-review" onClick={onReview}>
        {t('approval.review')}
      </button>
      <button type="button" className="live-close" aria-label={t('close')} onClick={onClose}>
        <i className="pi pi-times" aria-hidden="true" />
      </button>
    </div>
  );
}

export function MassBanner({ banner, onClose }: { banner: string; onClose(): void }) {
  const { t } = useTranslation('notifications');
  const { lang } = useConsole();
  const shown = clipText(textIn(banner, lang), BANNER_TEXT_MAX);
  return (
    <div className="mass-banner" role="status" data-testid="mass-banner">
      <i className="pi pi-megaphone" aria-hidden="true" />
      <span className="mass-banner-text">{shown.text}</span>
      {shown.clipped ? <FullTextButton text={banner} testId="mass-banner-full" /> : null}
      <button type="button" className="live-close" aria-label={t('close')} onClick={onClose}>
        <i className="pi pi-times" aria-hidden="true" />
      </button>
    </div>
  );
}
