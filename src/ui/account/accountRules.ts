// The personal-info forms as plain data (product.md section 5): a name change, a password change with the current
// password and a code, and a new phone or e-mail. Each answers one i18n key per field that is wrong.
import { DEFAULT_COUNTRY_CODE } from '../../domain/constants';
import {
  checkEmail,
  checkNewPhone,
  checkPassword,
  checkPasswordsMatch,
  checkUserName,
  checkVerificationCode,
  type Check,
} from '../../domain/validation';
import type { ChangeAccountPayload, ChangePasswordPayload } from '../../domain/wire/account';
import type { AccountTarget } from '../auth/accountForms';
import { normalizePhone } from '../auth/loginForm';

const errorOf = (check: Check): string | undefined => (check.ok ? undefined : check.error);

function compact<T extends object>(errors: T): T {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as T;
}

export const hasFormErrors = (errors: object): boolean => Object.keys(errors).length > 0;

export function validateName(name: string): { name?: string } {
  return compact({ name: errorOf(checkUserName(name.trim())) });
}

export interface PasswordChangeForm {
  current: string;
  code: string;
  password: string;
  confirm: string;
}
export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeForm, string>>;

/** The current password must be typed (the server checks it); the new one 6 to 20 characters, typed twice. */
export function validatePasswordChange(form: PasswordChangeForm): PasswordChangeErrors {
  const password = errorOf(checkPassword(form.password));
  return compact({
    current: form.current === '' ? 'validation:password.required' : undefined,
    code: errorOf(checkVerificationCode(form.code.trim())),
    password,
    // The mismatch is named once the new password itself is acceptable, so one fix clears one message.
    confirm: password ? undefined : errorOf(checkPasswordsMatch(form.password, form.confirm)),
  });
}

/** The address the code goes to, as the server names the account (`account` of changeLoginPwd). */
export function accountName(target: AccountTarget): string {
  return 'phone' in target ? target.phone : target.email;
}

export function passwordChangePayload(form: PasswordChangeForm, target: AccountTarget): ChangePasswordPayload {
  return { account: accountName(target), oldPwd: form.current, newPwd: form.password, code: form.code.trim() };
}

export interface NewAddressForm {
  address: string;
  countryCode: string;
  code: string;
}
export type NewAddressErrors = Partial<Record<'address' | 'code', string>>;

export const SAME_EMAIL_KEY = 'account:modify.sameEmail';

/** A new phone: a valid number that differs from the current one. */
export function checkNewAddress(by: 'phone' | 'email', address: string, current: string, countryCode: string = DEFAULT_COUNTRY_CODE): string | undefined {
  if (by === 'phone') return errorOf(checkNewPhone(address.trim(), current, countryCode));
  const format = errorOf(checkEmail(address.trim()));
  if (format) return format;
  return current !== '' && address.trim().toLowerCase() === current.trim().toLowerCase() ? SAME_EMAIL_KEY : undefined;
}

export function validateNewAddress(by: 'phone' | 'email', form: NewAddressForm, current: string): NewAddressErrors {
  return compact({
    address: checkNewAddress(by, form.address, current, form.countryCode),
    code: errorOf(checkVerificationCode(form.code.trim())),
  });
}

export function newAddressTarget(by: 'phone' | 'email', form: Pick<NewAddressForm, 'address' | 'countryCode'>): AccountTarget {
  return by === 'phone'
    ? { phone: normalizePhone(form.address, form.countryCode), countryCode: form.countryCode || DEFAULT_COUNTRY_CODE }
    : { email: form.address.trim() };
}

export function changeAccountPayload(by: 'phone' | 'email', form: NewAddressForm): ChangeAccountPayload {
  const target = newAddressTarget(by, form);
  return 'phone' in target ? { ...target, code: form.code.trim() } : { email: target.email, code: form.code.trim() };
}
