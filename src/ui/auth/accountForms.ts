// Registration and password-reset forms as plain data: the product.md section 5 rules per field, and the
// payloads of POST /api/user/v1/register, GET v1/confirmAccount and PUT v1/password.
import { DEFAULT_COUNTRY_CODE } from '../../domain/constants';
import {
  checkEmail,
  checkPasswordsMatch,
  checkPassword,
  checkPhone,
  checkUserName,
  checkVerificationCode,
  type Check,
} from '../../domain/validation';
import type { AccountQuery, RegisterPayload, ResetPasswordPayload } from '../../transport/api/user';
import { normalizePhone } from './loginForm';

export type AccountChannel = 'phone' | 'email';

/** A phone number (with its calling code) or an e-mail: where a verification code goes. */
export type AccountTarget = { phone: string; countryCode: string } | { email: string };

export interface PasswordErrors {
  password?: string;
  confirm?: string;
}

export interface RegisterForm {
  by: AccountChannel;
  name: string;
  account: string;
  countryCode: string;
  password: string;
  confirm: string;
  code: string;
}

export type RegisterErrors = PasswordErrors & { name?: string; account?: string; code?: string };

export interface ResetForm {
  account: string;
  countryCode: string;
  code: string;
  password: string;
  confirm: string;
}

export type ResetErrors = PasswordErrors & { account?: string; code?: string };

const errorOf = (check: Check): string | undefined => (check.ok ? undefined : check.error);

/** The reset form takes either kind of account in one field: an at sign makes it an e-mail. */
export function channelOf(account: string): AccountChannel {
  return account.includes('@') ? 'email' : 'phone';
}

export function checkAccountFor(channel: AccountChannel, account: string, countryCode: string): Check {
  return channel === 'phone' ? checkPhone(account.trim(), countryCode) : checkEmail(account.trim());
}

export function targetOf(channel: AccountChannel, account: string, countryCode: string): AccountTarget {
  return channel === 'phone'
    ? { phone: normalizePhone(account, countryCode), countryCode }
    : { email: account.trim() };
}

function passwordErrors(password: string, confirm: string): PasswordErrors {
  const errors: PasswordErrors = {};
  const first = errorOf(checkPassword(password));
  if (first) errors.password = first;
  // The mismatch is reported once the first password itself is acceptable, so one fix clears one message.
  const second = first ? undefined : errorOf(checkPasswordsMatch(password, confirm));
  if (second) errors.confirm = second;
  return errors;
}

function compact<T extends object>(errors: T): T {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as T;
}

export function validateRegisterForm(form: RegisterForm): RegisterErrors {
  return compact({
    name: errorOf(checkUserName(form.name.trim())),
    account: errorOf(checkAccountFor(form.by, form.account, form.countryCode)),
    ...passwordErrors(form.password, form.confirm),
    code: errorOf(checkVerificationCode(form.code.trim())),
  });
}

export function validateResetForm(form: ResetForm): ResetErrors {
  return compact({
    account: errorOf(checkAccountFor(channelOf(form.account), form.account, form.countryCode)),
    ...validateCodeAndPasswords(form),
  });
}

/** A signed-in user's change of password: the account is known, only the code and the new password are typed. */
export function validateCodeAndPasswords(form: { code: string; password: string; confirm: string }): ResetErrors {
  return compact({
    code: errorOf(checkVerificationCode(form.code.trim())),
    ...passwordErrors(form.password, form.confirm),
  });
}

/** The accounts of a signed-in user a code can be sent to, phone first. */
export function accountsOf(info: { phone: string; email: string; countryCode: string }): AccountTarget[] {
  const out: AccountTarget[] = [];
  if (info.phone.trim()) out.push({ phone: info.phone.trim(), countryCode: info.countryCode || DEFAULT_COUNTRY_CODE });
  if (info.email.trim()) out.push({ email: info.email.trim() });
  return out;
}

export function accountQuery(target: AccountTarget): AccountQuery {
  return 'phone' in target ? { phone: target.phone, countryCode: target.countryCode } : { email: target.email };
}

export function buildRegisterPayload(form: RegisterForm, oemid: string): RegisterPayload {
  const base = { password: form.password, name: form.name.trim(), oemid, hideMap: 0 as const };
  const target = targetOf(form.by, form.account, form.countryCode);
  return 'phone' in target ? { ...base, phone: target.phone, countryCode: target.countryCode } : { ...base, email: target.email };
}

export function buildResetPayload(target: AccountTarget, password: string): ResetPasswordPayload {
  return 'phone' in target
    ? { phone: target.phone, countryCode: target.countryCode || DEFAULT_COUNTRY_CODE, password }
    : { email: target.email, password };
}

/** Where the login page should land after registration or a reset: the account prefilled on its tab. */
export function loginPathFor(target: AccountTarget): string {
  const params = new URLSearchParams(
    'phone' in target
      ? { tab: 'phone', loginName: target.phone, countryCode: target.countryCode }
      : { tab: 'email', loginName: target.email },
  );
  return `/login?${params.toString()}`;
}
