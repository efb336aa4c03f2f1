// The account, password and remember-me fields of a sign-in form: /login and the phone console's sign-in share
// them (same ids and test ids, same checks), each with its own tabs and footer around them.
import { useTranslation } from 'react-i18next';
import type { Language } from '../../domain/constants';
import { AccountField } from './AccountField';
import { describedBy, FormField } from './FormField';
import type { CredentialTab, LoginForm, LoginFormErrors } from './loginForm';
import { PasswordInput } from '../common/controls/PasswordInput';
import { CheckboxInput } from '../common/controls/CheckboxInput';

type Props = {
  tab: CredentialTab;
  form: Omit<LoginForm, 'tab'>;
  errors: LoginFormErrors;
  lang: Language;
  busy: boolean;
  remember: boolean;
  onRemember(remember: boolean): void;
  edit(change: Partial<Omit<LoginForm, 'tab'>>): void;
};

export function SignInFields({ tab, form, errors, lang, busy, remember, onRemember, edit }: Props) {
  const { t } = useTranslation('auth');
  return (
    <>
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
        <CheckboxInput id="remember-me" data-testid="remember-me" checked={remember} disabled={busy} onChange={(e) => onRemember(e.target.checked)} />
        <label htmlFor="remember-me">{t('login.rememberMe')}</label>
      </div>
    </>
  );
}
