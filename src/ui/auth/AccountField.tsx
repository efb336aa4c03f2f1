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

interface Props {
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
  value: string;
  countryCode: string;
  lang: Language;
  onChange(value: string): void;
  onCountryCodeChange(code: string): void;
  error?: string | undefined;
  disabled?: boolean;
}

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
  error,
  disabled,
}: Props) {
  const { t } = useTranslation('auth');
  const input = INPUTS[kind];
  return (
    <FormField id={id} label={label ?? t(input.label)} error={error}>
      <div className="auth-row">
        {withCountry ? (
          <CountryCodeSelect
            id={countryId}
            label={t('fields.countryCode')}
            lang={lang}
            value={countryCode}
            disabled={disabled}
            onChange={onCountryCodeChange}
          />
        ) : null}
        <TextInput
          id={id}
          data-testid={testId}
          type={input.type}
          inputMode={input.inputMode}
          autoComplete={input.autoComplete}
          placeholder={placeholder ?? t(input.placeholder)}
          value={value}
          disabled={disabled}
          invalid={Boolean(error)}
          onChange={(e) => onChange(e.target.value)}
          {...describedBy(id, error)}
        />
      </div>
    </FormField>
  );
}
