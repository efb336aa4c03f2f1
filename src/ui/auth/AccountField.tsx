import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../domain/constants';
import { TextInput } from '../common/controls/TextInput';
import { CountryCodeSelect } from './CountryCodeSelect';
import { describedBy, FormField } from './FormField';

export type AccountKind = 'phone' | 'email' | 'account';

// What the browser and the user are told about each kind of account name.
const INPUTS: Record<AccountKind, { label: string; placeholder: string; type: string; inputMode?: 'tel'; autoComplete: string }> = {
  phone: { label: 'fields.phone', placeholder: 'fields.phonePlaceholder', type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
  email: { label: 'fields.email', placeholder: 'fields.emailPlaceholder', type: 'email', autoComplete: 'email' },
  account: { label: 'fields.account', placeholder: 'fields.accountPlaceholder', type: 'text', autoComplete: 'username' },
};

type Props = {
  /** The input's id; its error is tied to it. */
  id: string;
  /** Defaults to `id`. */
  testId?: string;
  countryId: string;
  kind: AccountKind;
  /** The calling-code select before the input; by default for phone numbers only. */
  withCountry?: boolean;
  /** Translated texts that replace the kind's own label and placeholder. */
  label?: string;
  placeholder?: string;
  lang: Language;
  /** A rule's i18n key (or the kit form's error carrying one). */
  error?: FieldError | string | undefined;
  disabled?: boolean;
} & (
  | { value: string; onChange(value: string): void; registration?: undefined }
  /** The account as a field of the kit's form hook (form.register(…)). */
  | { registration: UseFormRegisterReturn; value?: undefined; onChange?: undefined }
) &
  (
    | { countryCode: string; onCountryCodeChange(code: string): void; countryRegistration?: undefined }
    | { countryRegistration: UseFormRegisterReturn; countryCode?: undefined; onCountryCodeChange?: undefined }
  );

/** The account a sign-in form is about: a phone number with its calling code, an e-mail or an account name. */
export function AccountField({
  id,
  testId = id,
  countryId,
  kind,
  withCountry = kind === 'phone',
  label,
  placeholder,
  value,
  countryCode,
  lang,
  onChange,
  onCountryCodeChange,
  registration,
  countryRegistration,
  error,
  disabled,
}: Props) {
  const { t } = useTranslation('auth');
  const input = INPUTS[kind];
  const binding = registration ?? { value, onChange: (e: { target: { value: string } }) => onChange?.(e.target.value) };
  const country = countryRegistration
    ? { registration: countryRegistration }
    : { value: countryCode ?? '', onChange: (code: string) => onCountryCodeChange?.(code) };
  // A kit form's error carries the rule's key as its message.
  const errorKey = typeof error === 'string' ? error : error?.message;
  return (
    <FormField id={id} label={label ?? t(input.label)} error={errorKey}>
      <div className="auth-row">
        {withCountry ? <CountryCodeSelect id={countryId} label={t('fields.countryCode')} lang={lang} disabled={disabled} {...country} /> : null}
        <TextInput
          id={id}
          data-testid={testId}
          type={input.type}
          inputMode={input.inputMode}
          autoComplete={input.autoComplete}
          placeholder={placeholder ?? t(input.placeholder)}
          disabled={disabled}
          invalid={Boolean(errorKey)}
          {...describedBy(id, errorKey)}
          {...binding}
        />
      </div>
    </FormField>
  );
}
