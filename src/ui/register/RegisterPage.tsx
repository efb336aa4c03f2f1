// /register (phone) and /registerByEmail: name, account, password twice, verification code
// (product.md sections 1, 3 and 5; api.md POST /api/user/v1/register).
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../common/controls/TextInput';
import { DEFAULT_COUNTRY_CODE } from '../../domain/constants';
import { brandText } from '../../domain/brands';
import { checkAccountFor, registerSchema, type AccountChannel } from '../../domain/forms/auth';
import { confirmAccount, register } from '../../transport/api/user';
import { useConsole } from '../app/runtime';
import { withLang } from '../app/langParam';
import { accountQuery, buildRegisterPayload, loginPathFor, targetOf } from '../auth/accountForms';
import { AccountField } from '../auth/AccountField';
import { CodeField } from '../auth/CodeField';
import { FormFooter } from '../auth/FormFooter';
import { PasswordFields } from '../auth/PasswordFields';
import { useGuardedSubmit } from '../auth/useGuardedSubmit';
import { useSendCode } from '../auth/useSendCode';
import { checkCode } from '../auth/verificationCalls';
import { clearsOnEdit, FORM_REFUSAL, formRefusal } from '../kit/callErrors';
import { Field } from '../kit/Field';
import { useKitForm } from '../kit/form';
import { outcomeKey } from '../../domain/resultCodes';
import '../auth/auth.css';

const EMPTY = { name: '', account: '', countryCode: DEFAULT_COUNTRY_CODE, password: '', confirm: '', code: '' };

export default function RegisterPage({ by }: { by: AccountChannel }) {
  const { t } = useTranslation('auth');
  const { http, brand, lang, go, notify } = useConsole();
  const schema = useMemo(() => registerSchema(by), [by]);
  const form = useKitForm(schema, EMPTY);
  const { errors } = form.formState;
  // Registered before the pieces below, so the first field in the page is the first to take the focus on a refusal.
  const nameField = form.register('name', clearsOnEdit(form, 'name'));
  const sendCodeTo = useSendCode((key) => form.setError('code', { message: key }));

  // /register and /registerByEmail share this component; switching keeps the rest of the form.
  const lastBy = useRef(by);
  useEffect(() => {
    if (lastBy.current === by) return;
    lastBy.current = by;
    form.resetField('account');
    form.clearErrors();
  }, [by, form]);

  const onSend = async (): Promise<boolean> => {
    const { account, countryCode } = form.getValues();
    const check = checkAccountFor(by, account, countryCode);
    if (!check.ok) {
      form.setError('account', { message: check.error });
      return false;
    }
    const target = targetOf(by, account, countryCode);
    // No code is spent on an account that cannot be registered.
    const exists = await confirmAccount(http, accountQuery(target));
    if (exists.ok) {
      form.setError('account', { message: 'auth:register.accountExists' });
      return false;
    }
    return sendCodeTo(target, 'register', false);
  };

  const { busy, waitSeconds, onSubmit } = useGuardedSubmit(form, async (values) => {
    const target = targetOf(by, values.account, values.countryCode);
    // hwcode 0 means the account exists; a business answer means it is free; anything else is a failure.
    const exists = await confirmAccount(http, accountQuery(target));
    if (exists.ok) return form.setError('account', { message: 'auth:register.accountExists' });
    if (exists.outcome.kind !== 'business') return form.setError(FORM_REFUSAL, { message: outcomeKey(exists.outcome) });
    const code = await checkCode(http, target, values.code, false, 'register');
    if (!code.ok) return form.setError('code', { message: outcomeKey(code.outcome) });
    const done = await register(http, buildRegisterPayload({ by, ...values }, brand.id));
    if (!done.ok) return form.setError(FORM_REFUSAL, { message: outcomeKey(done.outcome) });
    notify.success('auth:register.success');
    go(loginPathFor(target));
  });

  return (
    <div className="auth-card">
      <h1>{t(by === 'phone' ? 'register.titlePhone' : 'register.titleEmail')}</h1>
      <p className="auth-hint">{brandText(brand, lang, by === 'phone' ? 'welcomeRegister' : 'registerByEmail')}</p>
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <Field id="register-name" label={t('fields.name')} error={errors.name} className="auth-field">
          {({ invalid, ...control }) => (
            <TextInput {...control} data-testid="register-name" autoComplete="name" placeholder={t('fields.namePlaceholder')}
              disabled={busy} invalid={invalid} {...nameField} />
          )}
        </Field>

        <AccountField
          id="register-account"
          countryId="register-country"
          kind={by}
          lang={lang}
          registration={form.register('account', clearsOnEdit(form, 'account'))}
          // A new calling code can make the number valid, so it retires the account's error as in /forgetPwd.
          countryRegistration={form.register('countryCode', { ...clearsOnEdit(form, 'countryCode', 'account'), deps: 'account' })}
          error={errors.account}
          disabled={busy}
        />

        <PasswordFields
          idPrefix="register"
          labelKey="fields.password"
          // A new password can end a mismatch, so it re-checks the confirmation.
          password={form.register('password', { ...clearsOnEdit(form, 'password', 'confirm'), deps: 'confirm' })}
          confirm={form.register('confirm', clearsOnEdit(form, 'confirm'))}
          errors={errors}
          disabled={busy}
        />

        <CodeField id="register-code" onSend={onSend} registration={form.register('code', clearsOnEdit(form, 'code'))} error={errors.code} disabled={busy} />

        <FormFooter
          testIdPrefix="register"
          error={formRefusal(errors)}
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
