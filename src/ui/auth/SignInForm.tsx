// The sign-in form (account, password, remember me, the refusal and the submit button) that /login and the phone
// console share: same ids and test ids, same checks, the state of useSignInForm. Each page puts its own tabs around it.
import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../domain/constants';
import { AccountField } from './AccountField';
import { describedBy, FormField } from './FormField';
import { FormFooter } from './FormFooter';
import type { CredentialTab } from './loginForm';
import type { useSignInForm } from './useSignInForm';
import { PasswordInput } from '../common/controls/PasswordInput';
import { CheckboxInput } from '../common/controls/CheckboxInput';

type Props = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children' | 'className'> & {
  /** The credential tab shown (the caller's QR tab has no form). */
  tab: CredentialTab;
  /** The form's state; the tabs are the caller's. */
  signIn: Omit<ReturnType<typeof useSignInForm>, 'tab' | 'chooseTab'>;
  lang: Language;
};

export function SignInForm({ tab, signIn, lang, ...formProps }: Props) {
  const { t } = useTranslation('auth');
  const { form, errors, edit, remember, setRemember, submit, loggingIn: busy, waitSeconds, serverError, serverErrorValues } = signIn;
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy} {...formProps}>
      <AccountField
        id="login-name"
        testId={`login-${tab}`}
        countryId="login-country"
        kind={tab}
        value={form.loginName}
        countryCode={form.countryCode}
        lang={lang}
        onChange={(loginName) => edit({ loginName })}
        onCountryCodeChange={(countryCode) => edit({ countryCode })}
        error={errors.loginName}
        disabled={busy}
      />
      <FormField id="login-password" label={t('fields.password')} error={errors.password}>
        <PasswordInput
          id="login-password"
          data-testid="login-password"
          value={form.password}
          placeholder={t('fields.passwordPlaceholder')}
          autoComplete="current-password"
          disabled={busy}
          invalid={Boolean(errors.password)}
          onChange={(e) => edit({ password: e.target.value })}
          {...describedBy('login-password', errors.password)}
        />
      </FormField>
      <div className="auth-check">
        <CheckboxInput id="remember-me" data-testid="remember-me" checked={remember} disabled={busy} onChange={(e) => setRemember(e.target.checked)} />
        <label htmlFor="remember-me">{t('login.rememberMe')}</label>
      </div>
      <FormFooter
        testIdPrefix="login"
        error={serverError}
        errorValues={serverErrorValues}
        busy={busy}
        label={t('login.submit')}
        busyLabel={t('login.submitting')}
        waitSeconds={waitSeconds}
      />
    </form>
  );
}
