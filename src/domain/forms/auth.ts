// The sign-in area's forms as zod schemas over the rules of validation.ts: registration, the forgotten password,
// a signed-in user's reset (/recoverPwd) and the one-code forms (two-factor, activation). The console's forms
// (src/ui/kit/form.ts) parse with them; a file apart from validation.ts so the first sign-in load stays free of zod.
import { z } from 'zod';
import { ruled, ruledTogether } from '../formSchemas';
import { checkEmail, checkPassword, checkPasswordsMatch, checkPhone, checkUserName, checkVerificationCode, type Check } from '../validation';

export type AccountChannel = 'phone' | 'email';

const OK: Check = { ok: true };

/** The reset form takes either kind of account in one field: an at sign makes it an e-mail. */
export function channelOf(account: string): AccountChannel {
  return account.includes('@') ? 'email' : 'phone';
}

/** A phone number (valid for its calling code) or an e-mail, outer spaces ignored. */
export function checkAccountFor(channel: AccountChannel, account: string, countryCode: string): Check {
  return channel === 'phone' ? checkPhone(account.trim(), countryCode) : checkEmail(account.trim());
}

/** A code from an SMS or an e-mail (4 or 6 characters); the form yields it without outer spaces. */
export const codeRule = () => ruled(checkVerificationCode, { trim: true });

/** A password the server checks itself: only an empty one is refused here. */
export const currentPasswordRule = () => ruled((password) => (password === '' ? checkPassword(password) : OK));

/** The new password typed twice. */
export const newPasswordShape = () => ({ password: ruled(checkPassword), confirm: z.string() });

/** The mismatch is named (under the confirmation) once the new password itself is acceptable, so one fix clears one message. */
export const newPasswordsMatch = ruledTogether<{ password: string; confirm: string }>(
  ({ password, confirm }) => (checkPassword(password).ok ? checkPasswordsMatch(password, confirm) : OK),
  'confirm',
);

/** One verification code (two-factor sign-in, switching two-factor, activating an address). */
export const codeSchema = z.object({ code: codeRule() });

/** /register (phone) and /registerByEmail. */
export const registerSchema = (by: AccountChannel) =>
  z
    .object({ name: ruled(checkUserName, { trim: true }), account: z.string(), countryCode: z.string(), ...newPasswordShape(), code: codeRule() })
    .superRefine(ruledTogether(({ account, countryCode }: { account: string; countryCode: string }) => checkAccountFor(by, account, countryCode), 'account'))
    .superRefine(newPasswordsMatch);

/** /forgetPwd: a phone or an e-mail in one field, a code sent to it and the new password. */
export const resetSchema = z
  .object({ account: z.string(), countryCode: z.string(), code: codeRule(), ...newPasswordShape() })
  .superRefine(ruledTogether(({ account, countryCode }: { account: string; countryCode: string }) => checkAccountFor(channelOf(account), account, countryCode), 'account'))
  .superRefine(newPasswordsMatch);

/** /recoverPwd: the account is known (signed in), only the code and the new password are typed. */
export const codeAndPasswordsSchema = z.object({ code: codeRule(), ...newPasswordShape() }).superRefine(newPasswordsMatch);
