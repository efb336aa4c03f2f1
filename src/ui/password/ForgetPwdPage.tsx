// /forgetPwd: a signed-out user resets the password of a phone or e-mail account with a verification code.
import { Link } from 'react-router';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_CODE } from '../../domain/constants';
import { channelOf, checkAccountFor, resetSchema } from '../../domain/forms/auth';
import { confirmAccount } from '../../transport/api/user';
import { useConsole } from '../app/runtime';
import { withLang } from '../app/langParam';
import { accountQuery, loginPathFor, targetOf, type AccountTarget } from '../auth/accountForms';
import { AccountField } from '../auth/AccountField';
import { CodeField } from '../auth/CodeField';
import { FormFooter } from '../auth/FormFooter';
import { PasswordFields } from '../auth/PasswordFields';
import { useGuardedSubmit } from '../auth/useGuardedSubmit';
import { useSendCode } from '../auth/useSendCode';
import { resetWithCode } from '../auth/resetPassword';
import { clearsOnEdit, FORM_REFUSAL, formRefusal } from '../kit/callErrors';
import { useKitForm } from '../kit/form';
import { outcomeKey } from '../../domain/resultCodes';
import type { Http } from '../../transport/http';
import '../auth/auth.css';

const EMPTY = { account: '', countryCode: DEFAULT_COUNTRY_CODE, code: '', password: '', confirm: '' };

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
  const form = useKitForm(resetSchema, EMPTY);
  const { errors } = form.formState;
  const sendCodeTo = useSendCode((key) => form.setError('code', { message: key }));
  const channel = channelOf(useWatch({ control: form.control, name: 'account' }));

  /** Shows a refusal of the cloud under the account or for the whole form. */
  const refuse = (state: { error?: 'account' | 'form'; key?: string }) =>
    state.error === 'account'
      ? form.setError('account', { message: state.key })
      : form.setError(FORM_REFUSAL, { message: state.key });

  const onSend = async (): Promise<boolean> => {
    const { account, countryCode } = form.getValues();
    const check = checkAccountFor(channelOf(account), account, countryCode);
    if (!check.ok) {
      form.setError('account', { message: check.error });
      return false;
    }
    const target = targetOf(channelOf(account), account, countryCode);
    const state = await accountState(http, target);
    if (state.error) {
      refuse(state);
      return false;
    }
    return sendCodeTo(target, 'resetPassword', false);
  };

  const { busy, waitSeconds, onSubmit } = useGuardedSubmit(form, async (values) => {
    const target = targetOf(channelOf(values.account), values.account, values.countryCode);
    const state = await accountState(http, target);
    if (state.error) return refuse(state);
    const answer = await resetWithCode(http, target, values.code, values.password, false);
    if (!answer.ok) {
      return answer.field === 'code'
        ? form.setError('code', { message: answer.key })
        : form.setError(FORM_REFUSAL, { message: answer.key });
    }
    notify.success('auth:forget.success');
    go(loginPathFor(target));
  });

  return (
    <div className="auth-card">
      <h1>{t('forget.title')}</h1>
      <p className="auth-hint">{t('forget.hint')}</p>
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <AccountField
          id="forget-account"
          countryId="forget-country"
          kind="account"
          withCountry={channel === 'phone'}
          label={t('forget.account')}
          placeholder={t('forget.accountPlaceholder')}
          lang={lang}
          registration={form.register('account', clearsOnEdit(form, 'account'))}
          // The calling code decides whether a phone number is valid, so changing it retires the account's error.
          countryRegistration={form.register('countryCode', { ...clearsOnEdit(form, 'countryCode', 'account'), deps: 'account' })}
          error={errors.account}
          disabled={busy}
        />

        <CodeField id="forget-code" onSend={onSend} registration={form.register('code', clearsOnEdit(form, 'code'))} error={errors.code} disabled={busy} />

        <PasswordFields
          idPrefix="forget"
          password={form.register('password', { ...clearsOnEdit(form, 'password', 'confirm'), deps: 'confirm' })}
          confirm={form.register('confirm', clearsOnEdit(form, 'confirm'))}
          errors={errors}
          disabled={busy}
        />

        <FormFooter
          testIdPrefix="forget"
          error={formRefusal(errors)}
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
