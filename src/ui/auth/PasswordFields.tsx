import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../common/controls/PasswordInput';
import { describedBy, FormField } from './FormField';

export interface PasswordPair {
  password: string;
  confirm: string;
}

interface Props {
  idPrefix: string;
  value: PasswordPair;
  /** The one half that was typed. */
  onChange(patch: { password: string } | { confirm: string }): void;
  errors: { password?: string | undefined; confirm?: string | undefined };
  disabled?: boolean;
  /** "Password" on registration, "New password" when resetting. */
  labelKey?: 'fields.password' | 'fields.newPassword';
}

/** The password typed twice, as registration and both password resets ask for it. */
export function PasswordFields({ idPrefix, value, onChange, errors, disabled, labelKey = 'fields.newPassword' }: Props) {
  const { t } = useTranslation('auth');
  const passwordId = `${idPrefix}-password`;
  const confirmId = `${idPrefix}-confirm`;
  return (
    <>
      <FormField id={passwordId} label={t(labelKey)} error={errors.password}>
        <PasswordInput
          id={passwordId}
          value={value.password}
          onChange={(e) => onChange({ password: e.target.value })}
          placeholder={t('fields.newPasswordPlaceholder')}
          disabled={disabled}
          autoComplete="new-password"
          invalid={Boolean(errors.password)}
          data-testid={`${idPrefix}-password`}
          {...describedBy(passwordId, errors.password)}
        />
      </FormField>
      <FormField id={confirmId} label={t('fields.confirmPassword')} error={errors.confirm}>
        <PasswordInput
          id={confirmId}
          value={value.confirm}
          onChange={(e) => onChange({ confirm: e.target.value })}
          placeholder={t('fields.confirmPasswordPlaceholder')}
          disabled={disabled}
          autoComplete="new-password"
          invalid={Boolean(errors.confirm)}
          data-testid={`${idPrefix}-confirm`}
          {...describedBy(confirmId, errors.confirm)}
        />
      </FormField>
    </>
  );
}
