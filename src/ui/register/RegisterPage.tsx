// /register (phone) and /registerByEmail: name, account, password twice, verification code
// (product.md sections 1, 3 and 5; api.md POST /api/user/v1/register).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../common/controls/TextInput';
import { ActionButton } from '../common/controls/ActionButton';
import { DEFAULT_COUNTRY_CODE } from '../../domain/constants';
import { brandText } from '../../domain/brands';
import { confirmAccount, register } from '../../transport/api/user';
import { useConsole } from '../app/runtime';
import { withLang } from '../app/langParam';
import {
  accountQuery,
  buildRegisterPayload,
  checkAccountFor,
  loginPathFor,
  targetOf,
  validateRegisterForm,
  type AccountChannel,
  type RegisterErrors,
  type RegisterForm,
} from '../auth/accountForms';
import { hasErrors } from '../auth/loginForm';
import { CountryCodeSelect } from '../auth/CountryCodeSelect';
import { CodeField } from '../auth/CodeField';
import { describedBy, FormField } from '../auth/FormField';
import { PasswordFields } from '../auth/PasswordFields';
import { useClickGuard } from '../auth/useClickGuard';
import { checkCode, sendCode } from '../auth/verificationCalls';
import { outcomeKey } from '../auth/outcomeText';
import '../auth/auth.css';

const EMPTY = { name: '', account: '', countryCode: DEFAULT_COUNTRY_CODE, password: '', confirm: '', code: '' };

export default function RegisterPage({ by }: { by: AccountChannel }) {
  const { t } = useTranslation('auth');
  const { http, brand, lang, go, notify } = useConsole();
  const [form, setForm] = useState<Omit<RegisterForm, 'by'>>(EMPTY);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const enter = useClickGuard();

  // /register and /registerByEmail share this component; switching keeps the rest of the form.
  const [lastBy, setLastBy] = useState(by);
  if (lastBy !== by) {
    setLastBy(by);
    setForm((f) => ({ ...f, account: '' }));
    setErrors({});
    setFormError(undefined);
  }

  const edit = (patch: Partial<typeof form>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof RegisterErrors];
      if ('password' in patch) delete next.confirm;
      return next;
    });
    setFormError(undefined);
  };

  const onSend = async (): Promise<boolean> => {
    const check = checkAccountFor(by, form.account, form.countryCode);
    if (!check.ok) {
      setErrors((e) => ({ ...e, account: check.error }));
      return false;
    }
    const target = targetOf(by, form.account, form.countryCode);
    // No code is spent on an account that cannot be registered.
    const exists = await confirmAccount(http, accountQuery(target));
    if (exists.ok) {
      setErrors((e) => ({ ...e, account: 'auth:register.accountExists' }));
      return false;
    }
    const answer = await sendCode(http, target, 'register', false);
    if (!answer.ok) {
      setErrors((e) => ({ ...e, code: outcomeKey(answer.outcome) }));
      return false;
    }
    notify.success(by === 'phone' ? 'auth:code.sentSms' : 'auth:code.sentEmail');
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const full: RegisterForm = { by, ...form };
    const found = validateRegisterForm(full);
    setErrors(found);
    setFormError(undefined);
    if (hasErrors(found) || !enter()) return;
    const target = targetOf(by, form.account, form.countryCode);
    setBusy(true);
    try {
      // hwcode 0 means the account exists; a business answer means it is free; anything else is a failure.
      const exists = await confirmAccount(http, accountQuery(target));
      if (exists.ok) return setErrors({ account: 'auth:register.accountExists' });
      if (exists.outcome.kind !== 'business') return setFormError(outcomeKey(exists.outcome));
      const code = await checkCode(http, target, form.code, false);
      if (!code.ok) return setErrors({ code: outcomeKey(code.outcome) });
      const done = await register(http, buildRegisterPayload(full, brand.id));
      if (!done.ok) return setFormError(outcomeKey(done.outcome));
      notify.success('auth:register.success');
      go(loginPathFor(target));
    } finally {
      setBusy(false);
    }
  };

  const accountId = 'register-account';
  return (
    <div className="auth-card">
      <h1>{t(by === 'phone' ? 'register.titlePhone' : 'register.titleEmail')}</h1>
      <p className="auth-hint">{brandText(brand, lang, by === 'phone' ? 'welcomeRegister' : 'registerByEmail')}</p>
      <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
        <FormField id="register-name" label={t('fields.name')} error={errors.name}>
          <TextInput
            id="register-name"
            data-testid="register-name"
            autoComplete="name"
            placeholder={t('fields.namePlaceholder')}
            value={form.name}
            disabled={busy}
            invalid={Boolean(errors.name)}
            onChange={(e) => edit({ name: e.target.value })}
            {...describedBy('register-name', errors.name)}
          />
        </FormField>

        <FormField id={accountId} label={t(by === 'phone' ? 'fields.phone' : 'fields.email')} error={errors.account}>
          <div className="auth-row">
            {by === 'phone' ? (
              <CountryCodeSelect
                id="register-country"
                label={t('fields.countryCode')}
                lang={lang}
                value={form.countryCode}
                disabled={busy}
                onChange={(countryCode) => edit({ countryCode })}
              />
            ) : null}
            <TextInput
              id={accountId}
              data-testid={accountId}
              type={by === 'phone' ? 'tel' : 'email'}
              autoComplete={by === 'phone' ? 'tel-national' : 'email'}
              placeholder={t(by === 'phone' ? 'fields.phonePlaceholder' : 'fields.emailPlaceholder')}
              value={form.account}
              disabled={busy}
              invalid={Boolean(errors.account)}
              onChange={(e) => edit({ account: e.target.value })}
              {...describedBy(accountId, errors.account)}
            />
          </div>
        </FormField>

        <PasswordFields
          idPrefix="register"
          labelKey="fields.password"
          value={{ password: form.password, confirm: form.confirm }}
          onChange={(pair) => edit(pair.password !== form.password ? { password: pair.password } : { confirm: pair.confirm })}
          errors={errors}
          disabled={busy}
        />

        <CodeField
          id="register-code"
          value={form.code}
          onChange={(code) => edit({ code })}
          onSend={onSend}
          error={errors.code}
          disabled={busy}
        />

        {formError ? (
          <p className="auth-error" role="alert" data-testid="register-error">
            {t(formError)}
          </p>
        ) : null}

        <ActionButton
          type="submit"
          className="auth-submit"
          data-testid="register-submit"
          label={busy ? t('register.submitting') : t('register.submit')}
          busy={busy}
        />
      </form>
      <div className="auth-links">
        <Link to={withLang(by === 'phone' ? '/registerByEmail' : '/register', lang)} data-testid="register-switch">
          {t(by === 'phone' ? 'register.useEmail' : 'register.usePhone')}
        </Link>
        <span>
          {t('register.haveAccount')} <Link to={withLang('/login', lang)}>{t('register.signIn')}</Link>
        </span>
      </div>
    </div>
  );
}
