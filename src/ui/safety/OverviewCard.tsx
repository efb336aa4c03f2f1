// The top of the security centre: two-factor sign-in on or off, the active sessions, the sign-in before this one
// and the wrong passwords typed since.
import { useTranslation } from 'react-i18next';
import { formatUnixTime } from '../../domain/time';
import type { SecurityOverview } from '../../domain/wire/account';

export function OverviewCard({ overview }: { overview: SecurityOverview }) {
  const { t } = useTranslation('safety');
  const last = overview.lastSignIn;
  const failed = overview.failedSinceLastSignIn;
  return (
    <section className="safety-overview" aria-labelledby="safety-overview-title" data-testid="safety-overview">
      <h2 id="safety-overview-title" className="safety-visually-hidden">{t('overview.title')}</h2>
      <div className="safety-tile">
        <span className="safety-tile-label">{t('overview.twoFactor')}</span>
        <strong data-testid="safety-overview-2fa" className={overview.twoFactor ? 'safety-on' : 'safety-off'}>
          {overview.twoFactor ? t('overview.on', { channel: t(`channel.${overview.twoFactorChannel || 'sms'}`) }) : t('overview.off')}
        </strong>
      </div>
      <div className="safety-tile">
        <span className="safety-tile-label">{t('overview.sessions')}</span>
        <strong data-testid="safety-overview-sessions">{overview.activeSessions}</strong>
      </div>
      <div className="safety-tile safety-tile-wide">
        <span className="safety-tile-label">{t('overview.lastSignIn')}</span>
        {last ? (
          <span data-testid="safety-overview-last">
            <strong>{formatUnixTime(last.loginTime)}</strong> · {last.loginIp} · {last.terminalName || t('terminals.unknownTerminal')}
            {last.terminalOS ? ` (${last.terminalOS})` : ''}
          </span>
        ) : (
          <span data-testid="safety-overview-last">{t('overview.firstSignIn')}</span>
        )}
      </div>
      <div className="safety-tile">
        <span className="safety-tile-label">{t('overview.failed')}</span>
        <strong data-testid="safety-overview-failed" className={failed > 0 ? 'safety-warn' : undefined}>{failed}</strong>
      </div>
    </section>
  );
}
