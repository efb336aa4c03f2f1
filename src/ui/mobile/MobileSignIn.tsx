// The phone console's sign-in: phone, e-mail and account, through the same form rules, payload and session as
// /login (src/ui/auth). QR sign-in is the phone's side of a desktop sign-in, so there is no QR tab here; what the
// phone console does not hold (registration, password reset) is one tap away in the full console.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { DEFAULT_COUNTRY_CODE } from '../../domain/constants';
import { useConsole } from '../app/runtime';
import { withLang } from '../app/langParam';
import { switchConsole } from '../app/devicePlatform';
import { SignInFields } from '../auth/SignInFields';
import { FormFooter } from '../auth/FormFooter';
import { useClickGuard } from '../auth/useClickGuard';
import { buildLoginPayload, hasErrors, validateLoginForm, type CredentialTab, type LoginForm, type LoginFormErrors } from '../auth/loginForm';
import { loadRememberedLogin, saveRememberedLogin } from '../auth/rememberLogin';
import { browserName, browserTerminalUUID, operatingSystem } from '../auth/terminal';
import '../auth/auth.css';

const TABS: readonly CredentialTab[] = ['phone', 'email', 'account'];

export function MobileSignIn() {
  const { t } = useTranslation(['mobile', 'auth']);
  const { session, brand, lang } = useConsole();
  const loggingIn = useSelector(session, (s) => s.matches('loggingIn'));
  const serverError = useSelector(session, (s) => (s.matches('loggedOut') ? s.context.error : undefined));
  const [stored] = useState(() => loadRememberedLogin(window.localStorage));
  const [tab, setTab] = useState<CredentialTab>(stored?.tab ?? 'phone');
  const [form, setForm] = useState<Omit<LoginForm, 'tab'>>({
    loginName: stored && stored.tab === tab ? stored.loginName : '',
    countryCode: stored?.countryCode ?? DEFAULT_COUNTRY_CODE,
    password: '',
  });
  const [remember, setRemember] = useState(stored !== null);
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [showServerError, setShowServerError] = useState(false);
  const { enter, waitSeconds } = useClickGuard();

  const edit = (patch: Partial<Omit<LoginForm, 'tab'>>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors({});
    setShowServerError(false);
  };

  const chooseTab = (next: CredentialTab) => {
    setTab(next);
    setErrors({});
    setShowServerError(false);
    setForm((f) => ({ ...f, loginName: stored && stored.tab === next ? stored.loginName : '' }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loggingIn) return;
    const full: LoginForm = { tab, ...form };
    const found = validateLoginForm(full);
    setErrors(found);
    if (hasErrors(found) || !enter()) return;
    saveRememberedLogin(window.localStorage, remember, { tab, loginName: form.loginName, countryCode: form.countryCode });
    setShowServerError(true);
    const terminal = { uuid: browserTerminalUUID(), name: browserName(navigator.userAgent), os: operatingSystem(navigator.userAgent, navigator.platform) };
    session.send({ type: 'LOGIN', payload: buildLoginPayload(full, terminal, brand.id) });
  };

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
      <form id="m-login-panel" role="tabpanel" aria-labelledby={`m-login-tab-${tab}`} className="auth-form" onSubmit={submit} noValidate aria-busy={loggingIn}>
        <SignInFields tab={tab} form={form} errors={errors} lang={lang} busy={loggingIn} remember={remember} onRemember={setRemember} edit={edit} />
        <FormFooter
          testIdPrefix="login"
          error={showServerError && !loggingIn ? serverError : undefined}
          busy={loggingIn}
          label={t('auth:login.submit')}
          busyLabel={t('auth:login.submitting')}
          waitSeconds={waitSeconds}
        />
      </form>
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
