// The phone's sign-in page (mobile.html): the phone console's header and sign-in, and the two-factor code step,
// on the small runtime of phoneRuntime.ts. Once the session is signed in, `onSignedIn` starts the full console.
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { Language } from '../../domain/constants';
import { brandText } from '../../domain/brands';
import { ConsoleContext } from '../app/consoleContext';
import { PageLoading } from '../common/PageLoading';
import { MobileHeader } from './MobileHeader';
import { MobileSignIn } from './MobileSignIn';
import { usePhoneRuntime, type PhoneNotice } from './phoneRuntime';
import './mobile.css';

// The code step of a two-factor sign-in, as in the full console; it loads only for an account that has it on.
const TwoFactorStep = lazy(() => import('../account/TwoFactorStep'));

function Notice({ notice }: { notice: PhoneNotice | undefined }) {
  const { t } = useTranslation();
  // Always in the page, so that screen readers announce what appears in it.
  return (
    <div className="m-notice" role="status" data-testid="m-notice" data-severity={notice?.severity}>
      {notice ? t(notice.key, notice.values ?? {}) : null}
    </div>
  );
}

export function PhoneSignIn({ lang: initialLang, onSignedIn }: { lang: Language; onSignedIn(): void }) {
  const { runtime, notice } = usePhoneRuntime(initialLang);
  const { session, lang, brand } = runtime;
  const codeStep = useSelector(session, (s) => s.matches('codeStep'));
  const signedIn = useSelector(session, (s) => s.matches('loggedIn'));

  useEffect(() => {
    document.documentElement.lang = lang === 'cn' ? 'zh-CN' : 'en';
    document.title = brandText(brand, lang, 'title');
  }, [lang, brand]);
  useEffect(() => {
    if (signedIn) onSignedIn();
  }, [signedIn, onSignedIn]);

  return (
    <ConsoleContext.Provider value={runtime}>
      <div className="m-shell m-signed-out" data-testid="mobile-console">
        <MobileHeader />
        <main className="m-main" id="main">
          {codeStep ? (
            <section className="m-signin">
              <Suspense fallback={<PageLoading />}>
                <TwoFactorStep />
              </Suspense>
            </section>
          ) : (
            <MobileSignIn />
          )}
        </main>
        <Notice notice={notice} />
      </div>
    </ConsoleContext.Provider>
  );
}
