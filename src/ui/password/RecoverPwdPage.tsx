// /recoverPwd (main layout): a signed-in user changes the password after verifying an own phone or e-mail.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../common/controls/ActionButton';
import { Spinner } from '../common/controls/Spinner';
import { maskPhone } from '../../domain/masking';
import { selectInfo } from '../../transport/api/user';
import { useConsole } from '../app/runtime';
import { accountsOf, validateCodeAndPasswords, type AccountTarget, type ResetErrors } from '../auth/accountForms';
import { hasErrors } from '../auth/loginForm';
import { CodeField } from '../auth/CodeField';
import { PasswordFields } from '../auth/PasswordFields';
import { useClickGuard } from '../auth/useClickGuard';
import { sendCode } from '../auth/verificationCalls';
import { resetWithCode } from '../auth/resetPassword';
import { outcomeKey } from '../auth/outcomeText';
import '../auth/auth.css';

type Accounts = { status: 'loading' } | { status: 'failed'; key: string } | { status: 'ready'; list: AccountTarget[] };

const EMPTY = { code: '', password: '', confirm: '' };

function accountLabel(target: AccountTarget): string {
  return 'phone' in target ? `+${target.countryCode} ${maskPhone(target.phone)}` : target.email;
}

export default function RecoverPwdPage() {
  const { t } = useTranslation('auth');
  const { http, notify } = useConsole();
  const [accounts, setAccounts] = useState<Accounts>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const [chosen, setChosen] = useState(0);
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<ResetErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const enter = useClickGuard();

  useEffect(() => {
    let left = false;
    void selectInfo(http).then((answer) => {
      if (left) return;
      setAccounts(answer.ok ? { status: 'ready', list: accountsOf(answer.data) } : { status: 'failed', key: outcomeKey(answer.outcome) });
    });
    return () => {
      left = true;
    };
  }, [http, round]);

  const list = accounts.status === 'ready' ? accounts.list : [];
  const target = list[chosen] ?? list[0];

  const edit = (patch: Partial<typeof EMPTY>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof ResetErrors];
      if ('password' in patch) delete next.confirm;
      return next;
    });
    setFormError(undefined);
    setDone(false);
  };

  const onSend = async (): Promise<boolean> => {
    if (!target) return false;
    const answer = await sendCode(http, target, 'resetPassword', true);
    if (!answer.ok) {
      setErrors((e) => ({ ...e, code: outcomeKey(answer.outcome) }));
      return false;
    }
    notify.success('phone' in target ? 'auth:code.sentSms' : 'auth:code.sentEmail');
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !target) return;
    const found = validateCodeAndPasswords(form);
    setErrors(found);
    setFormError(undefined);
    if (hasErrors(found) || !enter()) return;
    setBusy(true);
    try {
      const answer = await resetWithCode(http, target, form.code, form.password, true);
      if (!answer.ok) return answer.field === 'code' ? setErrors({ code: answer.key }) : setFormError(answer.key);
      notify.success('auth:recover.success');
      setForm(EMPTY);
      setDone(true);
    } finally {
      setBusy(false);
    }
  };

  if (accounts.status === 'loading') {
    return (
      <div className="auth-card" aria-busy="true">
        <h1>{t('recover.title')}</h1>
        <Spinner />
        <p className="auth-hint">{t('recover.loadingAccount')}</p>
      </div>
    );
  }
  if (accounts.status === 'failed' || !target) {
    return (
      <div className="auth-card">
        <h1>{t('recover.title')}</h1>
        <p className="auth-error" role="alert">
          {accounts.status === 'failed' ? t(accounts.key) : t('recover.noAccount')}
        </p>
        {accounts.status === 'failed' ? (
          <ActionButton type="button" label={t('recover.retry')} icon="pi pi-refresh" onClick={() => { setAccounts({ status: 'loading' }); setRound((r) => r + 1); }} />
        ) : null}
      </div>
    );
  }

  return (
    <div className="auth-card">
      <h1>{t('recover.title')}</h1>
      <p className="auth-hint">{t('recover.hint')}</p>
      <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
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
                  edit({ code: '' });
                }}
              />
              {accountLabel(account)}
            </label>
          ))}
        </fieldset>

        <CodeField id="recover-code" value={form.code} onChange={(code) => edit({ code })} onSend={onSend} error={errors.code} disabled={busy} />

        <PasswordFields
          idPrefix="recover"
          value={{ password: form.password, confirm: form.confirm }}
          onChange={(pair) => edit(pair.password !== form.password ? { password: pair.password } : { confirm: pair.confirm })}
          errors={errors}
          disabled={busy}
        />

        {formError ? (
          <p className="auth-error" role="alert" data-testid="recover-error">
            {t(formError)}
          </p>
        ) : null}
        {done ? (
          <p className="auth-success" role="status" data-testid="recover-done">
            {t('recover.success')}
          </p>
        ) : null}

        <ActionButton
          type="submit"
          className="auth-submit"
          data-testid="recover-submit"
          label={busy ? t('recover.submitting') : t('recover.submit')}
          busy={busy}
        />
      </form>
    </div>
  );
}
