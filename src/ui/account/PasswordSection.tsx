// Changing the password on /userInfo: the current password, a code sent to the user's own phone or e-mail, and
// the new password twice (POST user/changeLoginPwd). The cloud ends every other session afterwards.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maskPhone } from '../../domain/masking';
import { BusinessCode, outcomeKey } from '../../domain/resultCodes';
import type { UserInfo } from '../../transport/api/user';
import { useConsole } from '../app/runtime';
import { PasswordInput } from '../common/controls/PasswordInput';
import { accountsOf, type AccountTarget } from '../auth/accountForms';
import { CodeField } from '../auth/CodeField';
import { describedBy, FormField } from '../auth/FormField';
import { FormFooter } from '../auth/FormFooter';
import { PasswordFields } from '../auth/PasswordFields';
import { outcomeOf } from '../data/callQuery';
import { hasFormErrors, passwordChangePayload, validatePasswordChange, type PasswordChangeErrors, type PasswordChangeForm } from './accountRules';
import { useChangePassword, useSendAccountCode } from './queries';

const EMPTY: PasswordChangeForm = { current: '', code: '', password: '', confirm: '' };

function label(target: AccountTarget): string {
  return 'phone' in target ? `+${target.countryCode} ${maskPhone(target.phone)}` : target.email;
}

export function PasswordSection({ info }: { info: UserInfo }) {
  const { t } = useTranslation(['account', 'auth']);
  const { http, notify } = useConsole();
  const targets = accountsOf(info);
  const [chosen, setChosen] = useState(0);
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const [formError, setFormError] = useState<string>();
  const send = useSendAccountCode(http);
  const change = useChangePassword(http);
  const target = targets[chosen] ?? targets[0];
  if (!target) return null;

  const edit = (patch: Partial<PasswordChangeForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof PasswordChangeForm];
      if ('password' in patch) delete next.confirm;
      return next;
    });
    setFormError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const found = validatePasswordChange(form);
    setErrors(found);
    if (hasFormErrors(found)) return;
    change.mutate(passwordChangePayload(form, target), {
      onSuccess: () => {
        setForm(EMPTY);
        notify.success('account:password.changed');
      },
      onError: (error) => {
        const outcome = outcomeOf(error);
        const key = outcome ? outcomeKey(outcome) : 'errors:transport.network';
        const code = outcome?.kind === 'business' ? outcome.code : '';
        if (code === BusinessCode.CurrentPasswordWrong) setErrors({ current: key });
        else if (code === BusinessCode.CodeWrong || code === BusinessCode.CodeExpired) setErrors({ code: key });
        else setFormError(key);
      },
    });
  };

  return (
    <section className="account-section" aria-labelledby="userinfo-password">
      <h2 id="userinfo-password">{t('password.title')}</h2>
      <p className="account-muted">{t('password.hint')}</p>
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={change.isPending}>
        <FormField id="password-current" label={t('password.current')} error={errors.current}>
          <PasswordInput
            id="password-current"
            data-testid="password-current"
            value={form.current}
            autoComplete="current-password"
            disabled={change.isPending}
            invalid={Boolean(errors.current)}
            onChange={(e) => edit({ current: e.target.value })}
            {...describedBy('password-current', errors.current)}
          />
        </FormField>
        {targets.length > 1 ? (
          <fieldset className="auth-field" style={{ border: 0, padding: 0, margin: 0 }} disabled={change.isPending}>
            <legend>{t('password.codeTo')}</legend>
            {targets.map((account, i) => (
              <label key={label(account)} className="auth-check">
                <input type="radio" name="password-code-to" data-testid={`password-code-to-${i}`} checked={account === target}
                  onChange={() => { setChosen(i); edit({ code: '' }); }} />
                {label(account)}
              </label>
            ))}
          </fieldset>
        ) : (
          <p className="account-muted">{t('password.codeGoesTo', { target: label(target) })}</p>
        )}
        <CodeField
          id="password-code"
          value={form.code}
          error={errors.code}
          disabled={change.isPending}
          onChange={(code) => edit({ code })}
          onSend={() =>
            send.mutateAsync({ target, purpose: 'changePassword' }).then(
              () => {
                notify.success('phone' in target ? 'auth:code.sentSms' : 'auth:code.sentEmail');
                return true;
              },
              (e: unknown) => {
                const outcome = outcomeOf(e);
                setErrors((prev) => ({ ...prev, code: outcome ? outcomeKey(outcome) : 'errors:transport.network' }));
                return false;
              },
            )
          }
        />
        <PasswordFields idPrefix="password-new" value={form} onChange={edit} errors={errors} disabled={change.isPending} />
        <FormFooter testIdPrefix="password-change" error={formError} busy={change.isPending} label={t('password.submit')} busyLabel={t('password.submitting')} />
      </form>
    </section>
  );
}
