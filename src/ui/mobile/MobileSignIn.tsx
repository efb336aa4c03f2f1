// The phone console's sign-in: phone, e-mail and account, through the same form rules, payload and session as
// /login (src/ui/auth). QR sign-in is the phone's side of a desktop sign-in, so there is no QR tab here; what the
// phone console does not hold (registration, password reset) is one tap away in the full console.
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/runtime';
import { withLang } from '../app/langParam';
import { switchConsole } from '../app/devicePlatform';
import { SignInForm } from '../auth/SignInForm';
import type { CredentialTab } from '../auth/loginForm';
import { useSignInForm } from '../auth/useSignInForm';
import '../auth/auth.css';

const TABS: readonly CredentialTab[] = ['phone', 'email', 'account'];

export function MobileSignIn() {
  const { t } = useTranslation(['mobile', 'auth']);
  const { lang } = useConsole();
  const signIn = useSignInForm<CredentialTab>({ fromUrl: false });
  const { tab, chooseTab, loggingIn } = signIn;

  return (
    <section className="m-signin" aria-labelledby="m-signin-title">
      <h1 id="m-signin-title">{t('signIn.title')}</h1>
      <div className="m-segments" role="tablist" aria-label={t('auth:tabs.label')}>
        {TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            id={`m-login-tab-${k}`}
            aria-selected={tab === k}
            aria-controls="m-login-panel"
            data-testid={`login-tab-${k}`}
            disabled={loggingIn}
            onClick={() => chooseTab(k)}
          >
            {t(`auth:tabs.${k}`)}
          </button>
        ))}
      </div>
      <SignInForm id="m-login-panel" role="tabpanel" aria-labelledby={`m-login-tab-${tab}`} tab={tab} signIn={signIn} lang={lang} />
      <p className="m-muted">{t('signIn.elsewhere')}</p>
      <div className="m-link-row">
        <button type="button" className="m-link" data-testid="m-register" onClick={() => switchConsole('full', withLang('/register', lang))}>
          {t('signIn.register')}
        </button>
        <button type="button" className="m-link" data-testid="m-forgot" onClick={() => switchConsole('full', withLang('/forgetPwd', lang))}>
          {t('signIn.forgot')}
        </button>
        <button type="button" className="m-link" data-testid="m-full-console" onClick={() => switchConsole('full', withLang('/login', lang))}>
          {t('more.fullConsole')}
        </button>
      </div>
    </section>
  );
}
