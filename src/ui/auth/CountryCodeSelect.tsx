import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Language } from '../../domain/constants';
import { COUNTRY_CODES } from '../../domain/countryCodes';

type Props = {
  id: string;
  lang: Language;
  disabled?: boolean | undefined;
  label: string;
} & (
  | { value: string; onChange(code: string): void; registration?: undefined }
  /** A field of the kit's form hook (form.register(…)). */
  | { registration: UseFormRegisterReturn; value?: undefined; onChange?: undefined }
);

// A native select: it is keyboard- and screen-reader friendly out of the box and keeps the login bundle light
// (PrimeReact's Dropdown brings its overlay and virtual scroller along).
export function CountryCodeSelect({ id, value, lang, onChange, disabled, label, registration }: Props) {
  const binding = registration ?? { value, onChange: (e: { target: { value: string } }) => onChange?.(e.target.value) };
  return (
    <select id={id} className="p-inputtext auth-country" data-testid="country-code" aria-label={label} disabled={disabled} {...binding}>
      {COUNTRY_CODES.map((c) => (
        // Two countries can share a code (+1); the option value is the code, the first entry wins the display.
        <option key={c.iso} value={c.code}>
          +{c.code} {lang === 'cn' ? c.cn : c.en}
        </option>
      ))}
    </select>
  );
}
