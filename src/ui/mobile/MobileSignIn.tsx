// The phone console's sign-in: phone, e-mail and account, through the same form rules, payload and session as
// /login (src/ui/auth). QR sign-in is the phone's side of a desktop sign-in, so there is no QR tab here; what the
// phone console does not hold (registration, password reset) is one tap away in the full console.
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/consoleContext';
import { withLang } from '../app/langParam';
import { switchConsole } from '../app/devicePlatform';
import { SignInForm } from '../auth/SignInForm';
import type { CredentialTab } from '../auth/loginForm';
import { useSignInForm } from '../auth/useSignInForm';
import { Tabs } from '../kit/Tabs';
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
      <Tabs
        id="m-login"
        label={t('auth:tabs.label')}
        tabs={TABS.map((k) => ({ key: k, label: t(`auth:tabs.${k}`) }))}
        selected={tab}
        onSelect={chooseTab}
        testIdOf={(k) => `login-tab-${k}`}
        disabled={loggingIn}
        className="m-segments"
      >
        <SignInForm tab={tab} signIn={signIn} lang={lang} />
      </Tabs>
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
