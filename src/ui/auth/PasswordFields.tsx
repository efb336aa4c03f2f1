import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../common/controls/PasswordInput';
import { Field } from '../kit/Field';

interface Props {
  idPrefix: string;
  /** Both halves as fields of the kit's form hook (form.register('password'), form.register('confirm')). */
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: FieldError | undefined; confirm?: FieldError | undefined };
  disabled?: boolean;
  /** "Password" on registration, "New password" when resetting. */
  labelKey?: 'fields.password' | 'fields.newPassword';
}

/** The password typed twice, as registration and both password resets ask for it. */
export function PasswordFields({ idPrefix, password, confirm, errors, disabled, labelKey = 'fields.newPassword' }: Props) {
  const { t } = useTranslation('auth');
  const halves = [
    { id: `${idPrefix}-password`, label: t(labelKey), placeholder: t('fields.newPasswordPlaceholder'), error: errors.password, registration: password },
    { id: `${idPrefix}-confirm`, label: t('fields.confirmPassword'), placeholder: t('fields.confirmPasswordPlaceholder'), error: errors.confirm, registration: confirm },
  ];
  return (
    <>
      {halves.map((half) => (
        <Field key={half.id} id={half.id} label={half.label} error={half.error} className="auth-field">
          {({ invalid, ...control }) => (
            <PasswordInput
              {...control}
              data-testid={half.id}
              placeholder={half.placeholder}
              disabled={disabled}
              autoComplete="new-password"
              invalid={invalid}
              {...half.registration}
            />
          )}
        </Field>
      ))}
    </>
  );
}
