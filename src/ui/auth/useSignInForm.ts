// The sign-in form's state, shared by /login and the phone console: the remembered account, the fields and their
// errors, "remember me", the click guard, and which server refusal belongs to this page's own attempt.
import { useState, type FormEvent } from 'react';
import { useSessionState } from './useSessionState';
import { DEFAULT_COUNTRY_CODE } from '../../domain/constants';
import { useConsole } from '../app/consoleContext';
import { useClickGuard } from './useClickGuard';
import { buildLoginPayload, hasErrors, validateLoginForm, type CredentialTab, type LoginForm, type LoginFormErrors, type LoginTab } from './loginForm';
import { loadRememberedLogin, prefillFromSearch, saveRememberedLogin } from './rememberLogin';
import { browserName, browserTerminalUUID, operatingSystem } from './terminal';

type Fields = Omit<LoginForm, 'tab'>;

function currentTerminal() {
  return {
    uuid: browserTerminalUUID(),
    name: browserName(navigator.userAgent),
    os: operatingSystem(navigator.userAgent, navigator.platform),
  };
}

/**
 * `fromUrl`: an account handed over in the address (by registration or a password reset) wins over the
 * remembered one. Submitting on a tab without credentials (the QR tab) does nothing.
 */
export function useSignInForm<Tab extends LoginTab = LoginTab>({ fromUrl }: { fromUrl: boolean }) {
  const { session, brand } = useConsole();
  const loggingIn = useSessionState(session, (s) => s.matches('loggingIn'));
  const serverError = useSessionState(session, (s) => (s.matches('loggedOut') ? s.context.error : undefined));
  // A lock names the minutes left (docs/decisions.md, "Accounts and sign-in").
  const serverErrorValues = useSessionState(session, (s) => (s.matches('loggedOut') ? s.context.errorValues : undefined));

  const [stored] = useState(() => loadRememberedLogin(window.localStorage));
  const [remembered] = useState(() => (fromUrl ? prefillFromSearch(window.location.search) : null) ?? stored);
  // Every console offers the credential tabs, so a remembered tab is always one of the caller's.
  const [tab, setTab] = useState<Tab>((remembered?.tab ?? 'phone') as Tab);
  const [form, setForm] = useState<Fields>({
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

  const edit = (patch: Partial<Fields>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors({});
    setShowServerError(false);
  };

  const chooseTab = (next: Tab) => {
    if (next === tab) return;
    setTab(next);
    setErrors({});
    setShowServerError(false);
    // A name typed for one kind of login rarely fits another; the remembered one comes back on its own tab.
    setForm((f) => ({ ...f, loginName: remembered && remembered.tab === next ? remembered.loginName : '' }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tab === 'qr' || loggingIn) return;
    const full: LoginForm = { tab: tab as CredentialTab, ...form };
    const found = validateLoginForm(full);
    setErrors(found);
    if (hasErrors(found) || !enter()) return;
    saveRememberedLogin(window.localStorage, remember, { tab: full.tab, loginName: form.loginName, countryCode: form.countryCode });
    setShowServerError(true);
    session.send({ type: 'LOGIN', payload: buildLoginPayload(full, currentTerminal(), brand.id) });
  };

  return {
    tab,
    chooseTab,
    form,
    edit,
    errors,
    remember,
    setRemember,
    submit,
    loggingIn,
    waitSeconds,
    /** The refusal of this page's own attempt, once it is over. */
    serverError: showServerError && !loggingIn ? serverError : undefined,
    serverErrorValues,
  };
}
