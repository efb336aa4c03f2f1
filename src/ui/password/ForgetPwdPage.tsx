// /forgetPwd: a signed-out user resets the password of a phone or e-mail account with a verification code.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_CODE } from '../../domain/constants';
import { confirmAccount } from '../../transport/api/user';
import { useConsole } from '../app/runtime';
import { withLang } from '../app/langParam';
import {
  accountQuery,
  channelOf,
  checkAccountFor,
  loginPathFor,
  targetOf,
  validateResetForm,
  type AccountTarget,
  type ResetErrors,
  type ResetForm,
} from '../auth/accountForms';
import { AccountField } from '../auth/AccountField';
import { CodeField } from '../auth/CodeField';
import { FormFooter } from '../auth/FormFooter';
import { PasswordFields } from '../auth/PasswordFields';
import { useAuthForm } from '../auth/useAuthForm';
import { useSendCode } from '../auth/useSendCode';
import { resetWithCode } from '../auth/resetPassword';
import { outcomeKey } from '../../domain/resultCodes';
import type { Http } from '../../transport/http';
import '../auth/auth.css';

const EMPTY: ResetForm = { account: '', countryCode: DEFAULT_COUNTRY_CODE, code: '', password: '', confirm: '' };

/** hwcode 0 means the account exists; a business answer means no such account. */
async function accountState(http: Http, target: AccountTarget): Promise<{ error?: 'account' | 'form'; key?: string }> {
  const answer = await confirmAccount(http, accountQuery(target));
  if (answer.ok) return {};
  if (answer.outcome.kind === 'business') return { error: 'account', key: 'auth:forget.accountUnknown' };
  return { error: 'form', key: outcomeKey(answer.outcome) };
}

export default function ForgetPwdPage() {
  const { t } = useTranslation('auth');
  const { http, lang, go, notify } = useConsole();
  // The calling code decides whether a phone number is valid, so changing it retires the account's error.
  const { form, setErrors, formError, setFormError, busy, waitSeconds, edit, bind, passwordProps, failField, onSubmit } = useAuthForm<ResetForm, ResetErrors>(
    EMPTY,
    { alsoClears: { countryCode: ['account'] } },
  );
  const sendCodeTo = useSendCode((key) => failField('code', key));
  const channel = channelOf(form.account);

  const onSend = async (): Promise<boolean> => {
    const check = checkAccountFor(channel, form.account, form.countryCode);
    if (!check.ok) return failField('account', check.error);
    const target = targetOf(channel, form.account, form.countryCode);
    const state = await accountState(http, target);
    if (state.error === 'account') return failField('account', state.key);
    if (state.error) {
      setFormError(state.key);
      return false;
    }
    return sendCodeTo(target, 'resetPassword', false);
  };

  const submit = onSubmit(
    () => validateResetForm(form),
    async () => {
      const target = targetOf(channel, form.account, form.countryCode);
      const state = await accountState(http, target);
      if (state.error === 'account') return setErrors({ account: state.key });
      if (state.error) return setFormError(state.key);
      const answer = await resetWithCode(http, target, form.code, form.password, false);
      if (!answer.ok) return answer.field === 'code' ? setErrors({ code: answer.key }) : setFormError(answer.key);
      notify.success('auth:forget.success');
      go(loginPathFor(target));
    },
  );

  return (
    <div className="auth-card">
      <h1>{t('forget.title')}</h1>
      <p className="auth-hint">{t('forget.hint')}</p>
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
        <AccountField
          id="forget-account"
          countryId="forget-country"
          kind="account"
          withCountry={channel === 'phone'}
          label={t('forget.account')}
          placeholder={t('forget.accountPlaceholder')}
          lang={lang}
          countryCode={form.countryCode}
          onCountryCodeChange={(countryCode) => edit({ countryCode })}
          {...bind('account')}
        />

        <CodeField id="forget-code" onSend={onSend} {...bind('code')} />

        <PasswordFields idPrefix="forget" {...passwordProps} />

        <FormFooter
          testIdPrefix="forget"
          error={formError}
          busy={busy}
          label={t('forget.submit')}
          busyLabel={t('forget.submitting')}
          waitSeconds={waitSeconds}
        />
      </form>
      <div className="auth-links">
        <Link to={withLang('/login', lang)}>{t('forget.backToLogin')}</Link>
      </div>
    </div>
  );
}
