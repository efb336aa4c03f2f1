import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../common/controls/TextInput';
import { Field } from '../kit/Field';
import { VerificationCodeButton } from './VerificationCodeButton';

interface Props {
  id: string;
  /** The code as a field of the kit's form hook (form.register(…)). */
  registration: UseFormRegisterReturn;
  /** Sends a code; resolves true when it went out (starts the countdown). */
  onSend(): Promise<boolean>;
  error?: FieldError | string | undefined;
  disabled?: boolean;
}

/** Verification code input with its "send code" button and one-minute countdown. */
export function CodeField({ id, registration, onSend, error, disabled }: Props) {
  const { t } = useTranslation('auth');
  return (
    <Field id={id} label={t('fields.code')} error={error} className="auth-field">
      {({ invalid, ...control }) => (
        <div className="auth-row">
          <TextInput
            {...control}
            data-testid={id}
            className="auth-grow"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('fields.codePlaceholder')}
            disabled={disabled}
            invalid={invalid}
            {...registration}
          />
          <VerificationCodeButton onSend={onSend} disabled={disabled} testId={`${id}-send`} />
        </div>
      )}
    </Field>
  );
}
