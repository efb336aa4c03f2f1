// "Remember me" keeps the login name, the tab and the calling code, never the password: a password in
// browser storage (even the spec's 3-day cookie) is readable by any script on the page, and the browser's own
// password manager already offers to fill the field.
import { normalizeCountryCode } from '../../domain/countryCodes';
import type { CredentialTab } from './loginForm';
import type { KeyValueStore } from './terminal';

export const REMEMBER_KEY = 'rememberLogin';

export interface RememberedLogin {
  tab: CredentialTab;
  loginName: string;
  countryCode: string;
}

const TABS = ['phone', 'email', 'account'] as const satisfies readonly CredentialTab[];
const isTab = (value: unknown): value is CredentialTab => TABS.some((tab) => tab === value);

export function loadRememberedLogin(store: KeyValueStore): RememberedLogin | null {
  const raw = store.getItem(REMEMBER_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const fields: ReadonlyMap<string, unknown> = new Map(Object.entries(value));
    const tab = fields.get('tab');
    const loginName = fields.get('loginName');
    const countryCode = fields.get('countryCode');
    if (!isTab(tab) || typeof loginName !== 'string') return null;
    return {
      tab,
      loginName,
      countryCode: normalizeCountryCode(typeof countryCode === 'string' ? countryCode : undefined),
    };
  } catch {
    return null;
  }
}

/** Called after the login was sent: remembers the account, or forgets it when the box is unticked. */
export function saveRememberedLogin(store: KeyValueStore, remember: boolean, login: RememberedLogin): void {
  if (!remember) {
    store.removeItem(REMEMBER_KEY);
    return;
  }
  const { tab, loginName, countryCode } = login;
  store.setItem(REMEMBER_KEY, JSON.stringify({ tab, loginName: loginName.trim(), countryCode }));
}

/**
 * After registration or a password reset the login page opens with the account filled in
 * (/login?tab=phone&loginName=…&countryCode=…); that wins over the remembered account.
 */
export function prefillFromSearch(search: string): RememberedLogin | null {
  const params = new URLSearchParams(search);
  const tab = params.get('tab');
  const loginName = params.get('loginName');
  if (!isTab(tab) || !loginName) return null;
  return { tab, loginName, countryCode: normalizeCountryCode(params.get('countryCode')) };
}
