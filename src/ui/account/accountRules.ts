// The personal-info forms' payloads (product.md section 5): a password change with the current password and a
// code, and a new phone or e-mail. Their rules are the schemas of src/domain/forms/account.ts.
import { DEFAULT_COUNTRY_CODE } from '../../domain/constants';
import type { ChangeAccountPayload, ChangePasswordPayload } from '../../domain/wire/account';
import type { AccountTarget } from '../auth/accountForms';
import { normalizePhone } from '../auth/loginForm';

export interface PasswordChangeForm {
  current: string;
  code: string;
  password: string;
  confirm: string;
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

export function newAddressTarget(by: 'phone' | 'email', form: Pick<NewAddressForm, 'address' | 'countryCode'>): AccountTarget {
  return by === 'phone'
    ? { phone: normalizePhone(form.address, form.countryCode), countryCode: form.countryCode || DEFAULT_COUNTRY_CODE }
    : { email: form.address.trim() };
}

export function changeAccountPayload(by: 'phone' | 'email', form: NewAddressForm): ChangeAccountPayload {
  const target = newAddressTarget(by, form);
  return 'phone' in target ? { ...target, code: form.code.trim() } : { email: target.email, code: form.code.trim() };
}
