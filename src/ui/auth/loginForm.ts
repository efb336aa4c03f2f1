// The sign-in form as plain data: what each tab checks and the login payload it sends
// (product.md section 3 and api.md section 7, POST /api/user/login).
import { DEFAULT_COUNTRY_CODE } from '../../domain/constants';
import { checkAccount, checkEmail, checkPassword, checkPhone } from '../../domain/validation';
import { bareCountryCode } from '../../domain/countryCodes';
import { parsePhone } from '../../domain/phoneNumber';
import type { LoginPayload } from '../../machines/session.machine';
import { TERMINAL_TYPE } from './terminal';

export type CredentialTab = 'phone' | 'email' | 'account';
export type LoginTab = CredentialTab | 'qr';
export const LOGIN_TABS: readonly LoginTab[] = ['phone', 'email', 'account', 'qr'];

export interface LoginForm {
  tab: CredentialTab;
  loginName: string;
  countryCode: string;
  password: string;
}

/** i18n keys (validation namespace) per field; an empty object means the form may be sent. */
export interface LoginFormErrors {
  loginName?: string;
  password?: string;
}

export function validateLoginForm(form: LoginForm): LoginFormErrors {
  const name = form.loginName.trim();
  const nameCheck =
    form.tab === 'phone' ? checkPhone(name, form.countryCode) : form.tab === 'email' ? checkEmail(name) : checkAccount(name);
  const passwordCheck = checkPassword(form.password);
  const errors: LoginFormErrors = {};
  if (!nameCheck.ok) errors.loginName = nameCheck.error;
  if (!passwordCheck.ok) errors.password = passwordCheck.error;
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some((v) => v !== undefined);
}

/**
 * +8613800000000, 008613800000000 and 13800000000 are one mainland number; the cloud stores the national number
 * beside its calling code (src/domain/phoneNumber.ts, the rule the simulator keys on). A number written with
 * another calling code than the field's is sent as typed.
 */
export function normalizePhone(phone: string, countryCode: string): string {
  const parsed = parsePhone(countryCode, phone);
  return parsed && parsed.countryCode === bareCountryCode(countryCode) ? parsed.national : phone.trim();
}

export interface Terminal {
  uuid: string;
  name: string;
  os: string;
}

export function buildLoginPayload(form: LoginForm, terminal: Terminal, oemId: string): LoginPayload {
  // E-mail and account logins carry no chosen code; the field is still part of the payload, so it gets the default.
  const countryCode = form.tab === 'phone' ? form.countryCode : DEFAULT_COUNTRY_CODE;
  const loginName = form.tab === 'phone' ? normalizePhone(form.loginName, countryCode) : form.loginName.trim();
  return {
    loginName,
    loginPwd: form.password,
    terminalUUID: terminal.uuid,
    countryCode,
    terminalType: TERMINAL_TYPE,
    terminalName: terminal.name,
    terminalOS: terminal.os,
    loginOemId: oemId,
  };
}
