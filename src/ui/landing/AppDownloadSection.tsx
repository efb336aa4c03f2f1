// The brand's apps (GET /api/common/appDownload): Android, iOS and, for the main brand, the TV-box app with its
// package and update log; versions, download QR codes, the download prompt and the company and help sites.
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { AppPlatform } from '../../domain/wire/appDownload';
import { useConsole } from '../app/runtime';
import { LoadError } from '../common/LoadError';
import { failureOf } from '../data/callQuery';
import { appDownloadQuery } from './queries';

function AppCard({ app }: { app: AppPlatform }) {
  const { t } = useTranslation('landing');
  const { lang } = useConsole();
  const name = t(`apps.platform.${app.platform}`);
  // A TV-box app without a package has nothing to download: said, never linked to the console's own page.
  const unavailable = app.platform === 'tv' ? !app.packagePath : !app.url;
  return (
    <li className="landing-app" data-testid={`landing-app-${app.platform}`}>
      <h3>{name}</h3>
      {unavailable ? null : <QRCodeSVG value={new URL(app.url, window.location.origin).href} size={120} title={t('apps.qr', { app: name })} />}
      <p data-testid={`landing-app-${app.platform}-version`}>{t('apps.version', { version: app.version })}</p>
      {unavailable ? (
        <p className="landing-muted" data-testid={`landing-app-${app.platform}-unavailable`}>{t('apps.notAvailable', { app: name })}</p>
      ) : app.packagePath ? (
        <p><a href={app.packagePath} download>{t('apps.package')}</a></p>
      ) : (
        <p><a href={app.url} target="_blank" rel="noreferrer">{t('apps.open', { app: name })}</a></p>
      )}
      {app.updateLog ? <p className="landing-muted" data-testid="landing-update-log">{t('apps.updateLog', { log: app.updateLog[lang] })}</p> : null}
      {app.platform === 'tv' ? <p className="landing-muted">{t(app.forceUpdate ? 'apps.forced' : 'apps.notForced')}</p> : null}
    </li>
  );
}

export function AppDownloadSection() {
  const { t } = useTranslation('landing');
  const { http, brand, lang } = useConsole();
  const apps = useQuery(appDownloadQuery(http, brand.id));
  return (
    <section className="landing-section" aria-labelledby="landing-apps" data-testid="landing-apps">
      <h2 id="landing-apps">{t('apps.title')}</h2>
      {apps.isPending ? <p role="status">{t('apps.loading')}</p> : null}
      {apps.isError ? <LoadError title={t('apps.error')} outcome={failureOf(apps.error)} onRetry={() => void apps.refetch()} testId="landing-apps-error" /> : null}
      {apps.data ? (
        <>
          <p data-testid="landing-prompt">{apps.data.downloadPrompt[lang]}</p>
          <ul className="landing-apps">{apps.data.apps.map((app) => <AppCard key={app.platform} app={app} />)}</ul>
          <p className="landing-muted" data-testid="landing-versions">
            {t('apps.versions', { current: apps.data.currentVersion, lowest: apps.data.lowestVersion })}
          </p>
          <p className="landing-links">
            <a href={apps.data.companySite[lang]} target="_blank" rel="noreferrer">{t('apps.company')}</a>
            <a href={apps.data.helpSite[lang]} target="_blank" rel="noreferrer">{t('apps.help')}</a>
          </p>
        </>
      ) : null}
    </section>
  );
}
