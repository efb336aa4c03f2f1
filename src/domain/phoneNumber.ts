// One rule for a phone number, shared by the console and the simulator (issues 33 and 38): a calling code and a
// national number are one number, written as one E.164 digit string (`8613900005555`, no plus). Every split of
// the same digits (`86/13900005555`, `8/613900005555`, `861/3900005555`, `8613/900005555`) is the same number,
// and the known calling codes of countryCodes.ts decide where the split really is. Limits, "phone taken" checks,
// look-ups and the console's "same as the current phone" all compare this string.
import { bareCountryCode, isKnownCountryCode } from './countryCodes';
import { DEFAULT_COUNTRY_CODE } from './constants';

/** E.164 allows 15 digits; anything longer is no phone number. */
const E164_MAX_DIGITS = 15;
/** A mainland mobile number, which users often type with the calling code in front. */
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
/** A phone written internationally: its calling code follows. */
const INTERNATIONAL = /^(?:\+|00)/;

export type PhoneNumber = {
  /** Calling code and national number as one digit string: the key of every limit and look-up. */
  e164: string;
  /** The known calling code that starts `e164` (the split countryCodes.ts decides). */
  countryCode: string;
  /** The rest: the number as the cloud stores it beside its calling code. */
  national: string;
};

/** Full-width digits and signs become ASCII; blanks and the usual separators (`-`, `.`, `(`, `)`) go. */
function plainDigits(text: string): string {
  return text.normalize('NFKC').replace(/[\s\-.()]/g, '');
}

/** The known calling code that starts `digits` (calling codes are prefix-free) and leaves a number after it, or undefined. */
function leadingCountryCode(digits: string): string | undefined {
  const longest = Math.min(4, digits.length - 1);
  for (let length = 1; length <= longest; length += 1) {
    const code = digits.slice(0, length);
    if (isKnownCountryCode(code)) return code;
  }
  return undefined;
}

/**
 * The number a calling code and a phone field name together, or undefined when the text is no phone number.
 * A phone written internationally (`+44…`, `0044…`) names its own calling code; otherwise the calling code field
 * (any spelling: `+86`, `0086`, `８６`; empty is the mainland) goes in front of the national number, whose trunk
 * zeros go (`07700…` in the UK is `7700…`). A mainland mobile typed with its `86` in front is read once.
 */
export function parsePhone(countryCode: string | null | undefined, phone: string): PhoneNumber | undefined {
  const text = plainDigits(phone);
  let digits: string;
  if (INTERNATIONAL.test(text)) digits = text.replace(INTERNATIONAL, '');
  else {
    const code = bareCountryCode(countryCode);
    if (!/^\d{1,4}$/.test(code)) return undefined;
    // Stryker disable next-line Regex: equivalent, a text starting with two zeros was read as international above, so one leading zero is all there can be
    let national = text.replace(/^0+/, '');
    if (code === DEFAULT_COUNTRY_CODE && national.startsWith(DEFAULT_COUNTRY_CODE) && MAINLAND_MOBILE.test(national.slice(2))) national = national.slice(2);
    digits = `${code}${national}`;
  }
  if (!/^\d+$/.test(digits) || digits.length > E164_MAX_DIGITS) return undefined;
  const split = leadingCountryCode(digits);
  if (!split) return undefined;
  return { e164: digits, countryCode: split, national: digits.slice(split.length) };
}

/** The E.164 digits of a phone, or the trimmed text when it is no phone number (so it matches nothing real). */
export function phoneKey(countryCode: string | null | undefined, phone: string): string {
  return parsePhone(countryCode, phone)?.e164 ?? `?${phone.trim()}`;
}

/** Whether two phones (each with its calling code) are one number however they were split or spelt. */
export function samePhoneNumber(a: { countryCode?: string | null; phone: string }, b: { countryCode?: string | null; phone: string }): boolean {
  const left = parsePhone(a.countryCode, a.phone);
  const right = parsePhone(b.countryCode, b.phone);
  return left !== undefined && right !== undefined && left.e164 === right.e164;
}
