// Country calling codes offered by the phone fields (product.md section 3: English name, Chinese name, calling code).
// Pure data, shared with the simulator so it accepts the same codes the console offers.
import { DEFAULT_COUNTRY_CODE } from './constants';

export interface CountryCode {
  /** ISO 3166-1 alpha-2, a stable key for lists. */
  iso: string;
  en: string;
  cn: string;
  /** Calling code without the plus sign, as the API expects it (countryCode=86). */
  code: string;
}

export const COUNTRY_CODES: readonly CountryCode[] = [
  { iso: 'CN', en: 'China', cn: '中国', code: '86' },
  { iso: 'HK', en: 'Hong Kong (China)', cn: '中国香港', code: '852' },
  { iso: 'MO', en: 'Macao (China)', cn: '中国澳门', code: '853' },
  { iso: 'TW', en: 'Taiwan (China)', cn: '中国台湾', code: '886' },
  { iso: 'US', en: 'United States', cn: '美国', code: '1' },
  { iso: 'CA', en: 'Canada', cn: '加拿大', code: '1' },
  { iso: 'GB', en: 'United Kingdom', cn: '英国', code: '44' },
  { iso: 'DE', en: 'Germany', cn: '德国', code: '49' },
  { iso: 'FR', en: 'France', cn: '法国', code: '33' },
  { iso: 'IT', en: 'Italy', cn: '意大利', code: '39' },
  { iso: 'ES', en: 'Spain', cn: '西班牙', code: '34' },
  { iso: 'PT', en: 'Portugal', cn: '葡萄牙', code: '351' },
  { iso: 'NL', en: 'Netherlands', cn: '荷兰', code: '31' },
  { iso: 'BE', en: 'Belgium', cn: '比利时', code: '32' },
  { iso: 'CH', en: 'Switzerland', cn: '瑞士', code: '41' },
  { iso: 'AT', en: 'Austria', cn: '奥地利', code: '43' },
  { iso: 'SE', en: 'Sweden', cn: '瑞典', code: '46' },
  { iso: 'NO', en: 'Norway', cn: '挪威', code: '47' },
  { iso: 'DK', en: 'Denmark', cn: '丹麦', code: '45' },
  { iso: 'FI', en: 'Finland', cn: '芬兰', code: '358' },
  { iso: 'PL', en: 'Poland', cn: '波兰', code: '48' },
  { iso: 'CZ', en: 'Czechia', cn: '捷克', code: '420' },
  { iso: 'RU', en: 'Russia', cn: '俄罗斯', code: '7' },
  { iso: 'TR', en: 'Türkiye', cn: '土耳其', code: '90' },
  { iso: 'JP', en: 'Japan', cn: '日本', code: '81' },
  { iso: 'KR', en: 'South Korea', cn: '韩国', code: '82' },
  { iso: 'SG', en: 'Singapore', cn: '新加坡', code: '65' },
  { iso: 'MY', en: 'Malaysia', cn: '马来西亚', code: '60' },
  { iso: 'TH', en: 'Thailand', cn: '泰国', code: '66' },
  { iso: 'VN', en: 'Vietnam', cn: '越南', code: '84' },
  { iso: 'ID', en: 'Indonesia', cn: '印度尼西亚', code: '62' },
  { iso: 'PH', en: 'Philippines', cn: '菲律宾', code: '63' },
  { iso: 'IN', en: 'India', cn: '印度', code: '91' },
  { iso: 'PK', en: 'Pakistan', cn: '巴基斯坦', code: '92' },
  { iso: 'AE', en: 'United Arab Emirates', cn: '阿联酋', code: '971' },
  { iso: 'SA', en: 'Saudi Arabia', cn: '沙特阿拉伯', code: '966' },
  { iso: 'IL', en: 'Israel', cn: '以色列', code: '972' },
  { iso: 'EG', en: 'Egypt', cn: '埃及', code: '20' },
  { iso: 'ZA', en: 'South Africa', cn: '南非', code: '27' },
  { iso: 'NG', en: 'Nigeria', cn: '尼日利亚', code: '234' },
  { iso: 'AU', en: 'Australia', cn: '澳大利亚', code: '61' },
  { iso: 'NZ', en: 'New Zealand', cn: '新西兰', code: '64' },
  { iso: 'BR', en: 'Brazil', cn: '巴西', code: '55' },
  { iso: 'MX', en: 'Mexico', cn: '墨西哥', code: '52' },
  { iso: 'AR', en: 'Argentina', cn: '阿根廷', code: '54' },
  { iso: 'CL', en: 'Chile', cn: '智利', code: '56' },
];

export const DEFAULT_COUNTRY = COUNTRY_CODES.find((c) => c.code === DEFAULT_COUNTRY_CODE)!;

const KNOWN_CODES = new Set(COUNTRY_CODES.map((c) => c.code));

/**
 * Whether a calling code (bare digits) is one the console offers. The one rule on both sides (docs/decisions.md, "Code shape and tooling"): the
 * console falls back to the default for an unknown remembered code (`normalizeCountryCode`); the simulator reads a
 * calling code and a number as one E.164 number and splits it at the known code it starts with
 * (src/domain/phoneNumber.ts), refusing a number that starts with none.
 */
export function isKnownCountryCode(code: string): boolean {
  return KNOWN_CODES.has(code);
}

/**
 * A calling code as typed, stored or sent ('+86', '0086', '086', ' 86', a full-width ８６) reduced to its digits, so
 * that one code has one spelling on both sides (the simulator keys its limits by it and no spelling steps around
 * them). Empty means the mainland. An unknown code stays as it is: phoneNumber.ts decides where the number splits.
 */
export function bareCountryCode(input: string | null | undefined): string {
  const digits = (input ?? '').normalize('NFKC').replace(/\s/g, '').replace(/^\+/, '').replace(/^0+/, '');
  return digits === '' ? DEFAULT_COUNTRY_CODE : digits;
}

/** The console's reading of a calling code (a remembered or linked one): unknown codes fall back to the default. */
export function normalizeCountryCode(input: string | null | undefined): string {
  const digits = bareCountryCode(input);
  return isKnownCountryCode(digits) ? digits : DEFAULT_COUNTRY_CODE;
}
