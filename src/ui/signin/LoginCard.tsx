// /login's card: phone, e-mail, account and QR-code sign-in, the two-factor code step and the links to register
// and reset a password (product.md sections 1-3, api.md POST /api/user/login). The full console's LoginPage and
// /login's own first page (entry.tsx) both draw it; each passes its own link (the router's, or one that hands over
// to the full console).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionState } from '../auth/useSessionState';
import { SignInForm } from '../auth/SignInForm';
import { useConsole } from '../app/consoleContext';
import { withLang } from '../app/langParam';
import { LOGIN_TABS } from '../auth/loginForm';
import { useSignInForm } from '../auth/useSignInForm';
import { Tabs } from '../kit/Tabs';
import '../auth/auth.css';

// The QR panel brings qrcode.react; it loads only when someone opens the QR tab.
const QrLoginPanel = lazy(() => import('../login/QrLoginPanel'));
// The two-factor code step loads only for an account that has it on.
const TwoFactorStep = lazy(() => import('../account/TwoFactorStep'));

/** A link to another page of the console, given as a path with its `?lang=`. */
export type PageLink = ComponentType<{ to: string; 'data-testid': string; children: ReactNode }>;

export function LoginCard({ Link }: { Link: PageLink }) {
  const { t } = useTranslation('auth');
  const { session, lang } = useConsole();
  const signIn = useSignInForm({ fromUrl: true });
  const { tab, chooseTab, loggingIn } = signIn;
  // A two-factor account answers with a code step.
  const codeStep = useSessionState(session, (s) => s.matches('codeStep'));

  if (codeStep) {
    return (
      <Suspense fallback={<p className="auth-qr">{t('qr.loading')}</p>}>
        <TwoFactorStep />
      </Suspense>
    );
  }

  return (
    <div className="auth-card">
      <h1>{t('login.title')}</h1>
      <Tabs
        id="login"
        label={t('tabs.label')}
        tabs={LOGIN_TABS.map((k) => ({ key: k, label: t(`tabs.${k}`) }))}
        selected={tab}
        onSelect={chooseTab}
        disabled={loggingIn}
        className="auth-tabs"
        tabClassName="auth-tab"
      >
        {tab === 'qr' ? (
          <Suspense fallback={<p className="auth-qr">{t('qr.loading')}</p>}>
            <QrLoginPanel />
          </Suspense>
        ) : (
          <SignInForm tab={tab} signIn={signIn} lang={lang} />
        )}
      </Tabs>

      <div className="auth-links">
        <Link to={withLang('/forgetPwd', lang)} data-testid="link-forget">
          {t('login.forgotPassword')}
        </Link>
        <span>
          {t('login.noAccount')} <Link to={withLang('/register', lang)} data-testid="link-register">{t('login.register')}</Link>
          {' · '}
          <Link to={withLang('/registerByEmail', lang)} data-testid="link-register-email">
            {t('login.registerByEmail')}
          </Link>
        </span>
      </div>
    </div>
  );
}
