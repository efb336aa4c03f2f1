// The one notice shown while the cloud cannot be reached: it stays (no toast every poll) and goes by itself with
// the first call the cloud answers again (wiring.ts, http.answered$).
import { useTranslation } from 'react-i18next';
import './connectionNotice.css';

export function ConnectionNotice() {
  const { t } = useTranslation('errors');
  return (
    <div className="connection-notice" role="status" aria-live="polite" data-testid="connection-notice">
      <i className="pi pi-wifi" aria-hidden="true" />
      <span>{t('connection.lost')}</span>
    </div>
  );
}
