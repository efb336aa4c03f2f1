// /register (phone) and /registerByEmail: name, account, password twice, verification code
// (product.md sections 1, 3 and 5; api.md POST /api/user/v1/register).
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../common/controls/TextInput';
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
import { AccountField } from '../auth/AccountField';
import { CodeField } from '../auth/CodeField';
import { describedBy, FormField } from '../auth/FormField';
import { FormFooter } from '../auth/FormFooter';
import { PasswordFields } from '../auth/PasswordFields';
import { useAuthForm } from '../auth/useAuthForm';
import { useSendCode } from '../auth/useSendCode';
import { checkCode } from '../auth/verificationCalls';
import { outcomeKey } from '../../domain/resultCodes';
import '../auth/auth.css';

const EMPTY: Omit<RegisterForm, 'by'> = { name: '', account: '', countryCode: DEFAULT_COUNTRY_CODE, password: '', confirm: '', code: '' };

export default function RegisterPage({ by }: { by: AccountChannel }) {
  const { t } = useTranslation('auth');
  const { http, brand, lang, go, notify } = useConsole();
  const { form, setForm, errors, setErrors, formError, setFormError, busy, waitSeconds, edit, bind, passwordProps, failField, onSubmit } = useAuthForm<
    Omit<RegisterForm, 'by'>,
    RegisterErrors
    // A new calling code can make the number valid, so it clears the account's error as in /forgetPwd.
  >(EMPTY, { alsoClears: { countryCode: ['account'] } });
  const sendCodeTo = useSendCode((key) => failField('code', key));

  // /register and /registerByEmail share this component; switching keeps the rest of the form.
  const [lastBy, setLastBy] = useState(by);
  if (lastBy !== by) {
    setLastBy(by);
    setForm((f) => ({ ...f, account: '' }));
    setErrors({});
    setFormError(undefined);
  }

  const onSend = async (): Promise<boolean> => {
    const check = checkAccountFor(by, form.account, form.countryCode);
    if (!check.ok) return failField('account', check.error);
    const target = targetOf(by, form.account, form.countryCode);
    // No code is spent on an account that cannot be registered.
    const exists = await confirmAccount(http, accountQuery(target));
    if (exists.ok) return failField('account', 'auth:register.accountExists');
    return sendCodeTo(target, 'register', false);
  };

  const full: RegisterForm = { by, ...form };
  const submit = onSubmit(
    () => validateRegisterForm(full),
    async () => {
      const target = targetOf(by, form.account, form.countryCode);
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
    },
  );

  return (
    <div className="auth-card">
      <h1>{t(by === 'phone' ? 'register.titlePhone' : 'register.titleEmail')}</h1>
      <p className="auth-hint">{brandText(brand, lang, by === 'phone' ? 'welcomeRegister' : 'registerByEmail')}</p>
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
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

        <AccountField
          id="register-account"
          countryId="register-country"
          kind={by}
          lang={lang}
          countryCode={form.countryCode}
          onCountryCodeChange={(countryCode) => edit({ countryCode })}
          {...bind('account')}
        />

        <PasswordFields idPrefix="register" labelKey="fields.password" {...passwordProps} />

        <CodeField id="register-code" onSend={onSend} {...bind('code')} />

        <FormFooter
          testIdPrefix="register"
          error={formError}
          busy={busy}
          label={t('register.submit')}
          busyLabel={t('register.submitting')}
          waitSeconds={waitSeconds}
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
