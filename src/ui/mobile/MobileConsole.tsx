// /mobile: the phone console. Signed out it is the sign-in; signed in a header, one section at a time (devices,
// alarms, messages, more) and a bottom bar of large tabs. The section and the open device live in the URL
// (`?tab=…&device=…`), so the phone's back button walks back through them.
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { badgeText } from '../../domain/unread';
import { useConsole } from '../app/runtime';
import { KickedOutDialog } from '../layout/KickedOutDialog';
import { PageLoading } from '../common/PageLoading';
import { MobileHeader } from './MobileHeader';
import { MobileSignIn } from './MobileSignIn';
import { MobileDevices } from './MobileDevices';
import { MobileDevice } from './MobileDevice';
import { MobileAlarms } from './MobileAlarms';
import { MobileMessages } from './MobileMessages';
import { MobileMore } from './MobileMore';
import { MobileQrSignIn } from './MobileQrSignIn';
import { notifyAlarmsInBackground } from './alarmNotifications';
import { registerMobileWorker } from './pwa';
import { MOBILE_CONSOLE_NAMESPACES } from './mobileNamespaces';
import './mobile.css';
import { textIn } from '../../domain/cloudText';

// The code step of a two-factor sign-in, the same one /login shows (the session machine's codeStep); it loads only
// for an account that has the second factor on.
const TwoFactorStep = lazy(() => import('../account/TwoFactorStep'));

export const MOBILE_TABS = ['devices', 'alarms', 'messages', 'more'] as const;
export type MobileTab = (typeof MOBILE_TABS)[number];
const ICONS: Record<MobileTab, string> = { devices: 'pi-desktop', alarms: 'pi-bell', messages: 'pi-envelope', more: 'pi-ellipsis-h' };

function tabOf(value: string | null): MobileTab {
  return MOBILE_TABS.find((tab) => tab === value) ?? 'devices';
}

export default function MobileConsole() {
  // Every namespace the phone console's parts speak loads at once, inside the route's Suspense boundary.
  const { t } = useTranslation([...MOBILE_CONSOLE_NAMESPACES]);
  const { session, lang, unread, realtimeMessages$ } = useConsole();
  const signedIn = useSelector(session, (s) => !s.matches('loggedOut') && !s.matches('loggingIn') && !s.matches('codeStep'));
  const codeStep = useSelector(session, (s) => s.matches('codeStep'));
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const deviceId = Number(params.get('device') ?? '') || undefined;
  const unreadShown = useSelector(unread, (s) => s.context.shown);

  useEffect(() => registerMobileWorker(), []);
  // Live alarms arrive through the console's one realtime connection; in the background they become notifications.
  const translate = useRef(t);
  translate.current = t;
  const langRef = useRef(lang);
  langRef.current = lang;
  useEffect(
    () =>
      notifyAlarmsInBackground(realtimeMessages$, (alarm, count) => ({
        title: count > 1 ? translate.current('notifications:alert.many', { count }) : translate.current(`notifications:alert.${alarm.type}`, { device: alarm.deviceCode }),
        body: textIn(alarm.content, langRef.current),
      })),
    [realtimeMessages$],
  );

  const open = (next: { tab?: MobileTab; device?: number; view?: 'qr' }) => {
    const search = new URLSearchParams({ lang });
    search.set('tab', next.tab ?? tab);
    if (next.device !== undefined) search.set('device', String(next.device));
    // "Sign in on a computer" is a page of More (`?tab=more&view=qr`), so the back button leaves it.
    if (next.view !== undefined) search.set('view', next.view);
    setParams(search);
  };

  let content: ReactNode;
  if (codeStep) {
    content = (
      <section className="m-signin">
        <Suspense fallback={<PageLoading />}>
          <TwoFactorStep />
        </Suspense>
      </section>
    );
  } else if (!signedIn) content = <MobileSignIn />;
  else if (tab === 'devices' && deviceId !== undefined) content = <MobileDevice machineId={deviceId} onBack={() => open({ tab: 'devices' })} />;
  else if (tab === 'devices') content = <MobileDevices onOpen={(id) => open({ tab: 'devices', device: id })} />;
  else if (tab === 'alarms') content = <MobileAlarms />;
  else if (tab === 'messages') content = <MobileMessages />;
  else if (params.get('view') === 'qr') content = <MobileQrSignIn onBack={() => open({ tab: 'more' })} />;
  else content = <MobileMore onQrSignIn={() => open({ tab: 'more', view: 'qr' })} />;

  const badge = badgeText(unreadShown);
  return (
    <div className={signedIn ? 'm-shell' : 'm-shell m-signed-out'} data-testid="mobile-console">
      <MobileHeader />
      <main className="m-main" id="main">
        {content}
      </main>
      {signedIn ? (
        <nav className="m-tabbar" aria-label={t('nav.label')}>
          {MOBILE_TABS.map((k) => (
            <button
              key={k}
              type="button"
              className="m-tab"
              data-testid={`m-tab-${k}`}
              aria-current={tab === k ? 'page' : undefined}
              onClick={() => open({ tab: k })}
            >
              <i className={`pi ${ICONS[k]}`} aria-hidden="true" />
              <span>{t(`nav.${k}`)}</span>
              {k === 'messages' && badge ? (
                <span className="m-badge" data-testid="m-unread" aria-label={t('header.unread', { count: unreadShown })}>
                  {badge}
                </span>
              ) : null}
            </button>
          ))}
        </nav>
      ) : null}
      <KickedOutDialog />
    </div>
  );
}
