// /forgetPwd: a signed-out user resets the password of a phone or e-mail account with a verification code.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../common/controls/TextInput';
import { ActionButton } from '../common/controls/ActionButton';
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
import { hasErrors } from '../auth/loginForm';
import { CountryCodeSelect } from '../auth/CountryCodeSelect';
import { CodeField } from '../auth/CodeField';
import { describedBy, FormField } from '../auth/FormField';
import { PasswordFields } from '../auth/PasswordFields';
import { useClickGuard } from '../auth/useClickGuard';
import { sendCode } from '../auth/verificationCalls';
import { resetWithCode } from '../auth/resetPassword';
import { outcomeKey } from '../auth/outcomeText';
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
  const [form, setForm] = useState<ResetForm>(EMPTY);
  const [errors, setErrors] = useState<ResetErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const enter = useClickGuard();
  const channel = channelOf(form.account);

  const edit = (patch: Partial<ResetForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof ResetErrors];
      if ('countryCode' in patch) delete next.account;
      if ('password' in patch) delete next.confirm;
      return next;
    });
    setFormError(undefined);
  };

  const onSend = async (): Promise<boolean> => {
    const check = checkAccountFor(channel, form.account, form.countryCode);
    if (!check.ok) {
      setErrors((e) => ({ ...e, account: check.error }));
      return false;
    }
    const target = targetOf(channel, form.account, form.countryCode);
    const state = await accountState(http, target);
    if (state.error === 'account') {
      setErrors((e) => ({ ...e, account: state.key }));
      return false;
    }
    if (state.error) {
      setFormError(state.key);
      return false;
    }
    const answer = await sendCode(http, target, 'resetPassword', false);
    if (!answer.ok) {
      setErrors((e) => ({ ...e, code: outcomeKey(answer.outcome) }));
      return false;
    }
    notify.success(channel === 'phone' ? 'auth:code.sentSms' : 'auth:code.sentEmail');
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateResetForm(form);
    setErrors(found);
    setFormError(undefined);
    if (hasErrors(found) || !enter()) return;
    const target = targetOf(channel, form.account, form.countryCode);
    setBusy(true);
    try {
      const state = await accountState(http, target);
      if (state.error === 'account') return setErrors({ account: state.key });
      if (state.error) return setFormError(state.key);
      const answer = await resetWithCode(http, target, form.code, form.password, false);
      if (!answer.ok) return answer.field === 'code' ? setErrors({ code: answer.key }) : setFormError(answer.key);
      notify.success('auth:forget.success');
      go(loginPathFor(target));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-card">
      <h1>{t('forget.title')}</h1>
      <p className="auth-hint">{t('forget.hint')}</p>
      <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
        <FormField id="forget-account" label={t('forget.account')} error={errors.account}>
          <div className="auth-row">
            {channel === 'phone' ? (
              <CountryCodeSelect
                id="forget-country"
                label={t('fields.countryCode')}
                lang={lang}
                value={form.countryCode}
                disabled={busy}
                onChange={(countryCode) => edit({ countryCode })}
              />
            ) : null}
            <TextInput
              id="forget-account"
              data-testid="forget-account"
              autoComplete="username"
              placeholder={t('forget.accountPlaceholder')}
              value={form.account}
              disabled={busy}
              invalid={Boolean(errors.account)}
              onChange={(e) => edit({ account: e.target.value })}
              {...describedBy('forget-account', errors.account)}
            />
          </div>
        </FormField>

        <CodeField
          id="forget-code"
          value={form.code}
          onChange={(code) => edit({ code })}
          onSend={onSend}
          error={errors.code}
          disabled={busy}
        />

        <PasswordFields
          idPrefix="forget"
          value={{ password: form.password, confirm: form.confirm }}
          onChange={(pair) => edit(pair.password !== form.password ? { password: pair.password } : { confirm: pair.confirm })}
          errors={errors}
          disabled={busy}
        />

        {formError ? (
          <p className="auth-error" role="alert" data-testid="forget-error">
            {t(formError)}
          </p>
        ) : null}

        <ActionButton
          type="submit"
          className="auth-submit"
          data-testid="forget-submit"
          label={busy ? t('forget.submitting') : t('forget.submit')}
          busy={busy}
        />
      </form>
      <div className="auth-links">
        <Link to={withLang('/login', lang)}>{t('forget.backToLogin')}</Link>
      </div>
    </div>
  );
}
