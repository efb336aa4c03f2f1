// Changing the password on /userInfo: the current password, a code sent to the user's own phone or e-mail, and
// the new password twice (POST user/changeLoginPwd). The cloud ends every other session afterwards.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordChangeSchema } from '../../domain/forms/account';
import { maskPhone } from '../../domain/masking';
import { BusinessCode, CODE_REFUSALS, NETWORK_ERROR_KEY, outcomeKey } from '../../domain/resultCodes';
import type { UserInfo } from '../../transport/api/user';
import { useConsole } from '../app/runtime';
import { PasswordInput } from '../common/controls/PasswordInput';
import { accountsOf, type AccountTarget } from '../auth/accountForms';
import { CodeField } from '../auth/CodeField';
import { FormFooter } from '../auth/FormFooter';
import { PasswordFields } from '../auth/PasswordFields';
import { outcomeOf } from '../data/callQuery';
import { clearsOnEdit, FORM_REFUSAL, formRefusal } from '../kit/callErrors';
import { Field } from '../kit/Field';
import { useKitForm } from '../kit/form';
import { passwordChangePayload } from './accountRules';
import { useChangePassword, useSendAccountCode } from './queries';

const EMPTY = { current: '', code: '', password: '', confirm: '' };

function label(target: AccountTarget): string {
  return 'phone' in target ? `+${target.countryCode} ${maskPhone(target.phone)}` : target.email;
}

export function PasswordSection({ info }: { info: UserInfo }) {
  const { t } = useTranslation(['account', 'auth']);
  const { http, notify } = useConsole();
  const targets = accountsOf(info);
  const [chosen, setChosen] = useState(0);
  const form = useKitForm(passwordChangeSchema, EMPTY);
  const { errors } = form.formState;
  // Registered before the pieces below, so the first field in the page is the first to take the focus on a refusal.
  const currentField = form.register('current', clearsOnEdit(form, 'current'));
  const send = useSendAccountCode(http);
  const change = useChangePassword(http);
  const target = targets[chosen] ?? targets[0];
  if (!target) return null;

  const submit = form.handleSubmit((values) => {
    if (change.isPending) return;
    change.mutate(passwordChangePayload(values, target), {
      onSuccess: () => {
        form.reset(EMPTY);
        notify.success('account:password.changed');
      },
      onError: (error) => {
        const outcome = outcomeOf(error);
        const key = outcome ? outcomeKey(outcome) : NETWORK_ERROR_KEY;
        const code = outcome?.kind === 'business' ? outcome.code : '';
        if (code === BusinessCode.CurrentPasswordWrong) form.setError('current', { message: key });
        else if (CODE_REFUSALS.has(code)) form.setError('code', { message: key });
        else form.setError(FORM_REFUSAL, { message: key });
      },
    });
  });

  return (
    <section className="account-section" aria-labelledby="userinfo-password">
      <h2 id="userinfo-password">{t('password.title')}</h2>
      <p className="account-muted">{t('password.hint')}</p>
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={change.isPending}>
        <Field id="password-current" label={t('password.current')} error={errors.current} className="auth-field">
          {({ invalid, ...control }) => (
            <PasswordInput {...control} data-testid="password-current" autoComplete="current-password" disabled={change.isPending}
              invalid={invalid} {...currentField} />
          )}
        </Field>
        {targets.length > 1 ? (
          <fieldset className="auth-field" style={{ border: 0, padding: 0, margin: 0 }} disabled={change.isPending}>
            <legend>{t('password.codeTo')}</legend>
            {targets.map((account, i) => (
              <label key={label(account)} className="auth-check">
                <input type="radio" name="password-code-to" data-testid={`password-code-to-${i}`} checked={account === target}
                  onChange={() => { setChosen(i); form.resetField('code'); form.clearErrors('root'); }} />
                {label(account)}
              </label>
            ))}
          </fieldset>
        ) : (
          <p className="account-muted">{t('password.codeGoesTo', { target: label(target) })}</p>
        )}
        <CodeField
          id="password-code"
          registration={form.register('code', clearsOnEdit(form, 'code'))}
          error={errors.code}
          disabled={change.isPending}
          onSend={() =>
            send.mutateAsync({ target, purpose: 'changePassword' }).then(
              () => {
                notify.success('phone' in target ? 'auth:code.sentSms' : 'auth:code.sentEmail');
                return true;
              },
              (e: unknown) => {
                const outcome = outcomeOf(e);
                form.setError('code', { message: outcome ? outcomeKey(outcome) : NETWORK_ERROR_KEY });
                return false;
              },
            )
          }
        />
        <PasswordFields
          idPrefix="password-new"
          password={form.register('password', { ...clearsOnEdit(form, 'password', 'confirm'), deps: 'confirm' })}
          confirm={form.register('confirm', clearsOnEdit(form, 'confirm'))}
          errors={errors}
          disabled={change.isPending}
        />
        <FormFooter testIdPrefix="password-change" error={formRefusal(errors)} busy={change.isPending} label={t('password.submit')} busyLabel={t('password.submitting')} />
      </form>
    </section>
  );
}
