// Registration and password-reset payloads: POST /api/user/v1/register, GET v1/confirmAccount and PUT v1/password.
// The forms' rules are the schemas of src/domain/forms/auth.ts.
import { DEFAULT_COUNTRY_CODE } from '../../domain/constants';
import type { AccountChannel } from '../../domain/forms/auth';
import type { AccountQuery, RegisterPayload, ResetPasswordPayload } from '../../transport/api/user';
import { normalizePhone } from './loginForm';

/** A phone number (with its calling code) or an e-mail: where a verification code goes. */
export type AccountTarget = { phone: string; countryCode: string } | { email: string };

export interface RegisterForm {
  by: AccountChannel;
  name: string;
  account: string;
  countryCode: string;
  password: string;
}

export function targetOf(channel: AccountChannel, account: string, countryCode: string): AccountTarget {
  return channel === 'phone'
    ? { phone: normalizePhone(account, countryCode), countryCode }
    : { email: account.trim() };
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
