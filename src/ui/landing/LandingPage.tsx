// /main: the brand's landing page, reachable signed out: what the product does, sign in and register, the apps.
import { useTranslation } from 'react-i18next';
import { brandText } from '../../domain/brands';
import { useConsole } from '../app/runtime';
import { AppDownloadSection } from './AppDownloadSection';
import { PublicData } from './PublicData';
import './landing.css';

const FEATURES = ['remote', 'monitor', 'alarms', 'teams'] as const;
const ICONS = { remote: 'pi-desktop', monitor: 'pi-map', alarms: 'pi-bell', teams: 'pi-users' } as const;

export default function LandingPage() {
  const { t } = useTranslation('landing');
  const { brand, lang, go } = useConsole();
  return (
    <PublicData>
      <div className="landing-page" data-testid="landing-page">
        <section className="landing-hero" aria-labelledby="landing-title">
          <h1 id="landing-title">{brandText(brand, lang, 'title')}</h1>
          <p className="landing-tagline">{t('tagline')}</p>
          <div className="landing-cta">
            <a className="p-button p-component ctl-button" href={`/login?lang=${lang}`} data-testid="landing-signin"
              onClick={(e) => { e.preventDefault(); go('/login'); }}>{t('signIn')}</a>
            <a className="p-button p-component ctl-button p-button-outlined" href={`/register?lang=${lang}`} data-testid="landing-register"
              onClick={(e) => { e.preventDefault(); go('/register'); }}>{t('register')}</a>
          </div>
        </section>
        <section className="landing-section" aria-labelledby="landing-features">
          <h2 id="landing-features">{t('features.title')}</h2>
          <ul className="landing-features">
            {FEATURES.map((f) => (
              <li key={f}>
                <i className={`pi ${ICONS[f]}`} aria-hidden="true" />
                <div>
                  <h3>{t(`features.${f}.title`)}</h3>
                  <p>{t(`features.${f}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <AppDownloadSection />
      </div>
    </PublicData>
  );
}
