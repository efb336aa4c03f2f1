import { accountKind } from '../../src/domain/validation';
import { parsePhone, phoneKey } from '../../src/domain/phoneNumber';
import type { SimUser, World } from './types';

/**
 * A phone as the cloud stores it, on a mainland calling code: the national number (src/domain/phoneNumber.ts,
 * the one rule), or the plain text when it is no phone number.
 */
export function barePhone(phone: string): string {
  return parsePhone(undefined, phone)?.national ?? phone.normalize('NFKC').replace(/\s+/g, '');
}

/**
 * A phone field with its calling code field as the cloud stores and keys it: the known calling code and the
 * national number of the one E.164 number they make together (`8/613900005555` is `86` and `13900005555`), or
 * undefined when they make no phone number.
 */
export function smsTarget(countryCode: string | undefined, phone: string): { countryCode: string; target: string } | undefined {
  const parsed = parsePhone(countryCode, phone);
  return parsed && { countryCode: parsed.countryCode, target: parsed.national };
}

/** The account whose phone is this number, however it is split between calling code and number or spelt. */
export function findByPhone(world: World, phone: string, countryCode?: string): SimUser | undefined {
  const key = phoneKey(countryCode, phone);
  return world.users.find((u) => u.phone !== '' && phoneKey(u.countryCode, u.phone) === key);
}

export function findByEmail(world: World, email: string): SimUser | undefined {
  const wanted = email.trim().toLowerCase();
  return world.users.find((u) => u.email !== '' && u.email.toLowerCase() === wanted);
}

/** Login name as the console sends it: a phone (with countryCode), an e-mail, or a plain account name. */
export function findByLoginName(world: World, loginName: string, countryCode?: string): SimUser | undefined {
  const name = loginName.trim();
  switch (accountKind(name)) {
    case 'email':
      return findByEmail(world, name);
    case 'phone':
      return findByPhone(world, name, countryCode);
    case 'account':
      // Numbers outside the mainland pattern (other calling codes) are accounts to the domain rules.
      return world.users.find((u) => u.account !== '' && u.account === name) ?? findByPhone(world, name, countryCode);
  }
}

/** The control API names users loosely: phone, e-mail, account name or numeric id. */
export function findForControl(world: World, account: string): SimUser | undefined {
  const byLogin = findByLoginName(world, account);
  if (byLogin) return byLogin;
  const bare = barePhone(account);
  return world.users.find((u) => (u.phone !== '' && u.phone === bare) || String(u.id) === account.trim());
}
