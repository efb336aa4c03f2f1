// /login: phone, e-mail, account and QR-code sign-in (product.md sections 1-3, api.md POST /api/user/login).
import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { SignInFields } from '../auth/SignInFields';
import { DEFAULT_COUNTRY_CODE } from '../../domain/constants';
import { useConsole } from '../app/runtime';
import { withLang } from '../app/langParam';
import { FormFooter } from '../auth/FormFooter';
import { useClickGuard } from '../auth/useClickGuard';
import {
  buildLoginPayload,
  hasErrors,
  LOGIN_TABS,
  validateLoginForm,
  type LoginForm,
  type LoginFormErrors,
  type LoginTab,
} from '../auth/loginForm';
import { loadRememberedLogin, prefillFromSearch, saveRememberedLogin } from '../auth/rememberLogin';
import { browserName, browserTerminalUUID, operatingSystem } from '../auth/terminal';
import '../auth/auth.css';

// The QR panel brings qrcode.react; it loads only when someone opens the QR tab.
const QrLoginPanel = lazy(() => import('./QrLoginPanel'));
// The two-factor code step loads only for an account that has it on.
const TwoFactorStep = lazy(() => import('../account/TwoFactorStep'));

function currentTerminal() {
  return {
    uuid: browserTerminalUUID(),
    name: browserName(navigator.userAgent),
    os: operatingSystem(navigator.userAgent, navigator.platform),
  };
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { session, brand, lang } = useConsole();
  const loggingIn = useSelector(session, (s) => s.matches('loggingIn'));
  const serverError = useSelector(session, (s) => (s.matches('loggedOut') ? s.context.error : undefined));
  // A lock names the minutes left (issue 11); a two-factor account answers with a code step.
  const serverErrorValues = useSelector(session, (s) => (s.matches('loggedOut') ? s.context.errorValues : undefined));
  const codeStep = useSelector(session, (s) => s.matches('codeStep'));

  const [stored] = useState(() => loadRememberedLogin(window.localStorage));
  // An account handed over by registration or a password reset wins over the remembered one.
  const [remembered] = useState(() => prefillFromSearch(window.location.search) ?? stored);
  const [tab, setTab] = useState<LoginTab>(remembered?.tab ?? 'phone');
  const [form, setForm] = useState<Omit<LoginForm, 'tab'>>({
    loginName: remembered?.loginName ?? '',
    countryCode: remembered?.countryCode ?? DEFAULT_COUNTRY_CODE,
    password: '',
  });
  const [remember, setRemember] = useState(stored !== null);
  const [errors, setErrors] = useState<LoginFormErrors>({});
  // A failure stays in the session context until the next attempt; it shows only for this page's own attempt
  // and hides as soon as the user edits the form.
  const [showServerError, setShowServerError] = useState(false);
  const { enter, waitSeconds } = useClickGuard();

  const edit = (patch: Partial<Omit<LoginForm, 'tab'>>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors({});
    setShowServerError(false);
  };

  const chooseTab = (next: LoginTab) => {
    if (next === tab) return;
    setTab(next);
    setErrors({});
    setShowServerError(false);
    // A name typed for one kind of login rarely fits another; the remembered one comes back on its own tab.
    setForm((f) => ({ ...f, loginName: remembered && remembered.tab === next ? remembered.loginName : '', password: f.password }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tab === 'qr' || loggingIn) return;
    const full: LoginForm = { tab, ...form };
    const found = validateLoginForm(full);
    setErrors(found);
    if (hasErrors(found) || !enter()) return;
    saveRememberedLogin(window.localStorage, remember, { tab, loginName: form.loginName, countryCode: form.countryCode });
    setShowServerError(true);
    session.send({ type: 'LOGIN', payload: buildLoginPayload(full, currentTerminal(), brand.id) });
  };

  const tabIds = useMemo(() => Object.fromEntries(LOGIN_TABS.map((k) => [k, `login-tab-${k}`])), []);

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
      <div className="auth-tabs" role="tablist" aria-label={t('tabs.label')}>
        {LOGIN_TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            id={tabIds[k]}
            data-testid={`login-tab-${k}`}
            aria-selected={tab === k}
            aria-controls="login-panel"
            className="auth-tab"
            disabled={loggingIn}
            onClick={() => chooseTab(k)}
          >
            {t(`tabs.${k}`)}
          </button>
        ))}
      </div>

      <div id="login-panel" role="tabpanel" aria-labelledby={tabIds[tab]}>
        {tab === 'qr' ? (
          <Suspense fallback={<p className="auth-qr">{t('qr.loading')}</p>}>
            <QrLoginPanel />
          </Suspense>
        ) : (
          <form className="auth-form" onSubmit={submit} noValidate aria-busy={loggingIn}>
            <SignInFields tab={tab} form={form} errors={errors} lang={lang} busy={loggingIn} remember={remember} onRemember={setRemember} edit={edit} />

            <FormFooter
              testIdPrefix="login"
              error={showServerError && !loggingIn ? serverError : undefined}
              errorValues={serverErrorValues}
              busy={loggingIn}
              label={t('login.submit')}
              busyLabel={t('login.submitting')}
              waitSeconds={waitSeconds}
            />
          </form>
        )}
      </div>

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
