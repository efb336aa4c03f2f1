import type { Language } from '../../domain/constants';
import { COUNTRY_CODES } from '../../domain/countryCodes';

interface Props {
  id: string;
  value: string;
  lang: Language;
  onChange(code: string): void;
  disabled?: boolean;
  label: string;
}

// A native select: it is keyboard- and screen-reader friendly out of the box and keeps the login bundle light
// (PrimeReact's Dropdown brings its overlay and virtual scroller along).
export function CountryCodeSelect({ id, value, lang, onChange, disabled, label }: Props) {
  return (
    <select
      id={id}
      className="p-inputtext auth-country"
      data-testid="country-code"
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
    >
      {COUNTRY_CODES.map((c) => (
        // Two countries can share a code (+1); the option value is the code, the first entry wins the display.
        <option key={c.iso} value={c.code}>
          +{c.code} {lang === 'cn' ? c.cn : c.en}
        </option>
      ))}
    </select>
  );
}
