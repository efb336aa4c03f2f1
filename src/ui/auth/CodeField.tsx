import { useTranslation } from 'react-i18next';
import { TextInput } from '../common/controls/TextInput';
import { describedBy, FormField } from './FormField';
import { VerificationCodeButton } from './VerificationCodeButton';

interface Props {
  id: string;
  value: string;
  onChange(code: string): void;
  /** Sends a code; resolves true when it went out (starts the countdown). */
  onSend(): Promise<boolean>;
  error?: string | undefined;
  disabled?: boolean;
}

/** Verification code input with its "send code" button and one-minute countdown. */
export function CodeField({ id, value, onChange, onSend, error, disabled }: Props) {
  const { t } = useTranslation('auth');
  return (
    <FormField id={id} label={t('fields.code')} error={error}>
      <div className="auth-row">
        <TextInput
          id={id}
          data-testid={id}
          className="auth-grow"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('fields.codePlaceholder')}
          value={value}
          disabled={disabled}
          invalid={Boolean(error)}
          onChange={(e) => onChange(e.target.value)}
          {...describedBy(id, error)}
        />
        <VerificationCodeButton onSend={onSend} disabled={disabled} testId={`${id}-send`} />
      </div>
    </FormField>
  );
}
