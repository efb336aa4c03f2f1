import { accountKind } from '../../src/domain/validation';
import { bareCountryCode } from '../../src/domain/countryCodes';
import type { SimUser, World } from './types';

const MAINLAND_PREFIX = /^(?:\+86|0086|86)(?=1[3-9]\d{9}$)/;

/** Full-width digits and signs become ASCII (NFKC); spaces of any kind go. */
const plain = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');

/** A calling code the cloud can send to: one to four digits once bare. */
export const isCountryCode = (countryCode: string) => /^[1-9]\d{0,3}$/.test(countryCode);

export function barePhone(phone: string): string {
  return plain(phone).replace(MAINLAND_PREFIX, '');
}

export function findByPhone(world: World, phone: string, countryCode?: string): SimUser | undefined {
  const bare = barePhone(phone);
  const cc = bareCountryCode(countryCode);
  return world.users.find((u) => u.phone !== '' && u.phone === bare && u.countryCode === cc);
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
