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
import { AccountField } from '../auth/AccountField';
import { describedBy, FormField } from '../auth/FormField';
import { FormFooter } from '../auth/FormFooter';
import { useClickGuard } from '../auth/useClickGuard';
import { buildLoginPayload, hasErrors, validateLoginForm, type CredentialTab, type LoginForm, type LoginFormErrors } from '../auth/loginForm';
import { loadRememberedLogin, saveRememberedLogin } from '../auth/rememberLogin';
import { browserName, browserTerminalUUID, operatingSystem } from '../auth/terminal';
import { PasswordInput } from '../common/controls/PasswordInput';
import { CheckboxInput } from '../common/controls/CheckboxInput';
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
        <AccountField
          id="login-name"
          testId={`login-${tab}`}
          countryId="login-country"
          kind={tab}
          value={form.loginName}
          countryCode={form.countryCode}
          lang={lang}
          onChange={(loginName) => edit({ loginName })}
          onCountryCodeChange={(countryCode) => edit({ countryCode })}
          error={errors.loginName}
          disabled={loggingIn}
        />
        <FormField id="login-password" label={t('auth:fields.password')} error={errors.password}>
          <PasswordInput
            id="login-password"
            data-testid="login-password"
            value={form.password}
            placeholder={t('auth:fields.passwordPlaceholder')}
            autoComplete="current-password"
            disabled={loggingIn}
            invalid={Boolean(errors.password)}
            onChange={(e) => edit({ password: e.target.value })}
            {...describedBy('login-password', errors.password)}
          />
        </FormField>
        <div className="auth-check">
          <CheckboxInput id="remember-me" data-testid="remember-me" checked={remember} disabled={loggingIn} onChange={(e) => setRemember(e.target.checked)} />
          <label htmlFor="remember-me">{t('auth:login.rememberMe')}</label>
        </div>
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
