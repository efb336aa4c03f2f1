import { useLocation } from 'react-router-dom';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { getToken } from '../../transport/cookies';
import { useConsole } from '../app/runtime';
import { homePath } from './homePath';
import type cnCommon from '../../i18n/cn/common';

export type ScreenName = keyof (typeof cnCommon)['screens'];

/** Honest placeholder for a screen that a later version builds: names it and leads back home. */
export default function NotAvailablePage({ screen }: { screen: ScreenName }) {
  const { t } = useTranslation('common');
  const { go } = useConsole();
  const location = useLocation();
  const signedIn = Boolean(getToken());
  const target = signedIn ? homePath() : '/login';
  // On the home page itself (the enterprise list for now) a "back home" button would lead nowhere.
  const atTarget = new URL(target, 'http://x').pathname.replace(/\/+$/, '') === location.pathname.replace(/\/+$/, '');
  const name = t(`screens.${screen}`);
  return (
    <section className="not-available" aria-labelledby="not-available-title" data-testid="not-available">
      <i className="pi pi-wrench not-available-icon" aria-hidden="true" />
      <h1 id="not-available-title">{t('notAvailable.title', { screen: name })}</h1>
      <p>{t('notAvailable.body')}</p>
      {atTarget ? null : (
        <Button
          data-testid="back-home"
          icon="pi pi-home"
          label={signedIn ? t('actions.backHome') : t('actions.backLogin')}
          onClick={() => go(target)}
        />
      )}
    </section>
  );
}
