// The personal-info forms (product.md section 5) as zod schemas over the rules of validation.ts: a name change, a
// password change with the current password and a code, and a new phone or e-mail. The console's forms and the
// simulator's handlers parse with the same schema, so both refuse the same input with the same key.
import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE } from '../constants';
import { ruled, ruledTogether } from '../formSchemas';
import { checkEmail, checkNewPhone, checkUserName, type Check } from '../validation';
import { codeRule, currentPasswordRule, newPasswordShape, newPasswordsMatch } from './auth';

export const SAME_EMAIL_KEY = 'account:modify.sameEmail';

/** PUT user/v1/userName: 2 to 10 letters, digits, CJK, _ or -; the name is kept without outer spaces. */
export const nameSchema = z.object({ name: ruled(checkUserName, { trim: true }) });

/** /modifyPhone and /modifyEmail start with the current password (the server checks it). */
export const currentPasswordSchema = z.object({ password: currentPasswordRule() });

/** POST user/changeLoginPwd: the current password, a code and the new password (6 to 20 characters) twice. */
export const passwordChangeSchema = z
  .object({ current: currentPasswordRule(), code: codeRule(), ...newPasswordShape() })
  .superRefine(newPasswordsMatch);

/** A new phone (valid, and not the current one) or a new e-mail (well formed, not the current one in any case). */
export function checkNewAddress(by: 'phone' | 'email', address: string, current: string, countryCode: string = DEFAULT_COUNTRY_CODE): Check {
  if (by === 'phone') return checkNewPhone(address.trim(), current, countryCode);
  const format = checkEmail(address.trim());
  if (!format.ok) return format;
  // A well-formed address is never empty, so an account without an e-mail ('') never matches.
  return address.trim().toLowerCase() === current.trim().toLowerCase() ? { ok: false, error: SAME_EMAIL_KEY } : { ok: true };
}

/** PUT user/v1/account: the new address and the code sent to it. */
export const newAddressSchema = (by: 'phone' | 'email', current: string) =>
  z
    .object({ address: z.string(), countryCode: z.string(), code: codeRule() })
    .superRefine(
      ruledTogether(({ address, countryCode }: { address: string; countryCode: string }) => checkNewAddress(by, address, current, countryCode), 'address'),
    );
