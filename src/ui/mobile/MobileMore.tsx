// Settings of the phone console: signing a computer in by its QR code, alarm notifications (the same choice and
// Notification API as the desktop), the switch to the full console (remembered on this phone), and sign-out.
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/runtime';
import { withLang } from '../app/langParam';
import { switchConsole } from '../app/devicePlatform';
import { askDesktopPermission, desktopPermission, type DesktopPermission } from '../notifications/desktop';
import { setNotificationPrefs, useNotificationPrefs } from '../notifications/prefsStore';
import { homePath } from '../common/homePath';
import { installOffer, runsInstalled } from './pwa';

export function MobileMore({ onQrSignIn }: { onQrSignIn(): void }) {
  const { t } = useTranslation(['mobile', 'mobileQr']);
  const { session, lang } = useConsole();
  const prefs = useNotificationPrefs();
  const [permission, setPermission] = useState<DesktopPermission>(desktopPermission);
  const on = prefs.desktop && permission === 'granted';
  const offer = useSyncExternalStore(installOffer.subscribe, installOffer.current);

  const toggle = async () => {
    if (on) return setNotificationPrefs({ desktop: false });
    const answer = await askDesktopPermission();
    setPermission(answer);
    if (answer === 'granted') setNotificationPrefs({ desktop: true });
  };

  return (
    <section className="m-section" aria-labelledby="m-more-title">
      <h1 id="m-more-title">{t('more.title')}</h1>
      <div className="m-card">
        <h2>{t('mobileQr:entry.title')}</h2>
        <p className="m-muted">{t('mobileQr:entry.hint')}</p>
        <button type="button" className="m-action" data-testid="m-qr-open" onClick={onQrSignIn}>
          <i className="pi pi-qrcode" aria-hidden="true" /> {t('mobileQr:entry.open')}
        </button>
      </div>
      <div className="m-card">
        <h2>{t('more.notifications')}</h2>
        <p className="m-muted">{t('more.notificationsHint')}</p>
        {permission === 'unsupported' ? <p data-testid="m-notify-state">{t('more.notificationsUnsupported')}</p> : null}
        {permission === 'denied' ? <p data-testid="m-notify-state">{t('more.notificationsBlocked')}</p> : null}
        {on ? <p data-testid="m-notify-state">{t('more.notificationsOn')}</p> : null}
        {permission !== 'unsupported' && permission !== 'denied' ? (
          <button type="button" className="m-action" data-testid="m-notify-toggle" aria-pressed={on} onClick={() => void toggle()}>
            <i className={`pi ${on ? 'pi-bell-slash' : 'pi-bell'}`} aria-hidden="true" /> {t(on ? 'more.notificationsStop' : 'more.notificationsOff')}
          </button>
        ) : null}
      </div>
      <div className="m-card">
        <h2>{t('more.fullConsole')}</h2>
        <p className="m-muted">{t('more.fullConsoleHint')}</p>
        <button type="button" className="m-action" data-testid="m-full-console" onClick={() => switchConsole('full', withLang(homePath(), lang))}>
          <i className="pi pi-desktop" aria-hidden="true" /> {t('more.fullConsole')}
        </button>
      </div>
      <div className="m-card">
        <h2>{t('more.install')}</h2>
        <p className="m-muted">{t('more.installHint')}</p>
        {runsInstalled() ? <p data-testid="m-installed">{t('more.installed')}</p> : null}
        {!runsInstalled() && offer ? (
          <button type="button" className="m-action" data-testid="m-install" onClick={() => void installOffer.take()}>
            <i className="pi pi-download" aria-hidden="true" /> {t('more.install')}
          </button>
        ) : null}
        {!runsInstalled() && !offer ? <p data-testid="m-install-manual">{t('more.installManual')}</p> : null}
      </div>
      <button type="button" className="m-action m-signout" data-testid="m-sign-out" onClick={() => session.send({ type: 'LOGOUT' })}>
        <i className="pi pi-sign-out" aria-hidden="true" /> {t('more.signOut')}
      </button>
    </section>
  );
}
