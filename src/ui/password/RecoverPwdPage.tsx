// /recoverPwd (main layout): a signed-in user changes the password after verifying an own phone or e-mail.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../common/controls/ActionButton';
import { Spinner } from '../common/controls/Spinner';
import { maskPhone } from '../../domain/masking';
import { useConsole } from '../app/runtime';
import { codeAndPasswordsSchema } from '../../domain/forms/auth';
import { accountsOf, type AccountTarget } from '../auth/accountForms';
import { CodeField } from '../auth/CodeField';
import { PasswordFields } from '../auth/PasswordFields';
import { FormFooter } from '../auth/FormFooter';
import { useGuardedSubmit } from '../auth/useGuardedSubmit';
import { useSendCode } from '../auth/useSendCode';
import { clearsOnEdit, FORM_REFUSAL, formRefusal } from '../kit/callErrors';
import { useKitForm } from '../kit/form';
import { resetWithCode } from '../auth/resetPassword';
import { outcomeKey } from '../../domain/resultCodes';
import { loadState } from '../data/loadState';
import { userInfoQuery } from '../layout/queries';
import '../auth/auth.css';

const EMPTY = { code: '', password: '', confirm: '' };

function accountLabel(target: AccountTarget): string {
  return 'phone' in target ? `+${target.countryCode} ${maskPhone(target.phone)}` : target.email;
}

export default function RecoverPwdPage() {
  const { t } = useTranslation('auth');
  const { http, notify } = useConsole();
  // The user's own phone and e-mail: the signed-in layout's user info (one cache entry for the header and this page).
  const info = useQuery(userInfoQuery(http));
  const loaded = loadState(info);
  const [chosen, setChosen] = useState(0);
  const [done, setDone] = useState(false);
  const form = useKitForm(codeAndPasswordsSchema, EMPTY);
  const { errors } = form.formState;
  const sendCodeTo = useSendCode((key) => form.setError('code', { message: key }));
  /** register() options: an edit retires the field's errors (and `also`'s) and the success notice. */
  const edits = (name: keyof typeof EMPTY, ...also: (keyof typeof EMPTY)[]) => ({
    onChange: () => {
      clearsOnEdit(form, name, ...also).onChange();
      setDone(false);
    },
  });

  const list: AccountTarget[] = loaded.status === 'ready' ? accountsOf(loaded.data) : [];
  const target = list[chosen] ?? list[0];
  const { busy, waitSeconds, onSubmit } = useGuardedSubmit(form, async (values) => {
    if (!target) return;
    const answer = await resetWithCode(http, target, values.code, values.password, true);
    if (!answer.ok) {
      return answer.field === 'code'
        ? form.setError('code', { message: answer.key })
        : form.setError(FORM_REFUSAL, { message: answer.key });
    }
    notify.success('auth:recover.success');
    form.reset(EMPTY);
    setDone(true);
  });

  if (loaded.status === 'loading') {
    return (
      <div className="auth-card" aria-busy="true">
        <h1>{t('recover.title')}</h1>
        <Spinner />
        <p className="auth-hint">{t('recover.loadingAccount')}</p>
      </div>
    );
  }
  if (loaded.status === 'error' || !target) {
    return (
      <div className="auth-card">
        <h1>{t('recover.title')}</h1>
        <p className="auth-error" role="alert">
          {loaded.status === 'error' ? t(outcomeKey(loaded.outcome)) : t('recover.noAccount')}
        </p>
        {loaded.status === 'error' ? (
          <ActionButton type="button" label={t('recover.retry')} icon="pi pi-refresh" onClick={() => void info.refetch()} />
        ) : null}
      </div>
    );
  }

  // From here on there is an account to verify: the form below shows only then.
  const onSend = (): Promise<boolean> => sendCodeTo(target, 'resetPassword', true);

  return (
    <div className="auth-card">
      <h1>{t('recover.title')}</h1>
      <p className="auth-hint">{t('recover.hint')}</p>
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <fieldset className="auth-field" style={{ border: 0, padding: 0, margin: 0 }} disabled={busy}>
          <legend>{t('recover.account')}</legend>
          {list.map((account, i) => (
            <label key={accountLabel(account)} className="auth-check">
              <input
                type="radio"
                name="recover-account"
                data-testid={`recover-account-${i}`}
                checked={target === account}
                onChange={() => {
                  setChosen(i);
                  form.resetField('code');
                  form.clearErrors('root');
                  setDone(false);
                }}
              />
              {accountLabel(account)}
            </label>
          ))}
        </fieldset>

        <CodeField id="recover-code" onSend={onSend} registration={form.register('code', edits('code'))} error={errors.code} disabled={busy} />

        <PasswordFields
          idPrefix="recover"
          password={form.register('password', { ...edits('password', 'confirm'), deps: 'confirm' })}
          confirm={form.register('confirm', edits('confirm'))}
          errors={errors}
          disabled={busy}
        />

        <FormFooter
          testIdPrefix="recover"
          error={formRefusal(errors)}
          busy={busy}
          label={t('recover.submit')}
          busyLabel={t('recover.submitting')}
          waitSeconds={waitSeconds}
        >
          {done ? (
            <p className="auth-success" role="status" data-testid="recover-done">
              {t('recover.success')}
            </p>
          ) : null}
        </FormFooter>
      </form>
    </div>
  );
}
