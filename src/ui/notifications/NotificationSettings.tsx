// Mute and desktop-notification switches, shown in the message and alarm centres' toolbars.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askDesktopPermission, desktopPermission, type DesktopPermission } from './desktop';
import { setNotificationPrefs, useNotificationPrefs } from './prefsStore';
import { unlockAudio } from './audioAlert';
import './notifications.css';

export function NotificationSettings() {
  const { t } = useTranslation('notifications');
  const prefs = useNotificationPrefs();
  const [permission, setPermission] = useState<DesktopPermission>(desktopPermission);

  const toggleDesktop = async (on: boolean) => {
    if (!on) return setNotificationPrefs({ desktop: false });
    const answer = permission === 'granted' ? permission : await askDesktopPermission();
    setPermission(answer);
    setNotificationPrefs({ desktop: answer === 'granted' });
  };

  return (
    <fieldset className="notification-settings" aria-label={t('settings.label')}>
      <label>
        <input
          type="checkbox"
          data-testid="mute-sound"
          checked={prefs.muted}
          onChange={(event) => {
            setNotificationPrefs({ muted: event.target.checked });
            // Unmuting is a gesture: a good moment to let the page make sound.
            if (!event.target.checked) void unlockAudio();
          }}
        />
        {t('settings.mute')}
      </label>
      <label>
        <input
          type="checkbox"
          data-testid="desktop-notifications"
          checked={prefs.desktop && permission === 'granted'}
          disabled={permission === 'unsupported' || permission === 'denied'}
          onChange={(event) => void toggleDesktop(event.target.checked)}
        />
        {t('settings.desktop')}
      </label>
      {permission === 'denied' ? <small>{t('settings.desktopDenied')}</small> : null}
      {permission === 'unsupported' ? <small>{t('settings.desktopUnsupported')}</small> : null}
    </fieldset>
  );
}
