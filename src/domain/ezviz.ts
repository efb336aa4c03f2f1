// Camera-cloud (Ezviz) account rules shared by the console and the simulator (product.md section 5, api.md
// section 7). The camera cloud issues an AppKey and a Secret per application; both are 32 hexadecimal
// characters. The Secret is a credential: after saving, nobody sees it in full again (only its last characters).
import type { Check } from './validation';

export const EZVIZ_NAME_MAX = 32;
export const EZVIZ_REMARK_MAX = 50;
export const EZVIZ_KEY_LENGTH = 32;
/** How many trailing characters of a saved Secret are shown. */
const EZVIZ_SECRET_VISIBLE = 4;
/** The camera cloud's access tokens last 7 days, like the real one's. */
export const EZVIZ_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Where an AppKey comes from (shown on the form, both languages). */
export const EZVIZ_DEVELOPER_CONSOLE = 'https://open.ys7.com/console/application.html';

const KEY_PATTERN = /^[0-9a-f]{32}$/i;

const fail = (error: string): Check => ({ ok: false, error: `ezviz:rules.${error}` });
const OK: Check = { ok: true };

export function checkEzvizName(name: string): Check {
  const value = name.trim();
  if (value === '') return fail('nameRequired');
  return [...value].length <= EZVIZ_NAME_MAX ? OK : fail('nameLength');
}

export function checkEzvizAppKey(appKey: string): Check {
  const value = appKey.trim();
  if (value === '') return fail('appKeyRequired');
  return KEY_PATTERN.test(value) ? OK : fail('appKeyFormat');
}

export function checkEzvizSecret(secret: string): Check {
  const value = secret.trim();
  if (value === '') return fail('secretRequired');
  return KEY_PATTERN.test(value) ? OK : fail('secretFormat');
}

export function checkEzvizRemark(remark: string): Check {
  return [...remark.trim()].length <= EZVIZ_REMARK_MAX ? OK : fail('remarkLength');
}

/** The saved Secret as anyone sees it afterwards: bullets and its last few characters. */
export function maskSecret(secret: string): string {
  const tail = secret.slice(-EZVIZ_SECRET_VISIBLE);
  return `${'•'.repeat(8)}${tail}`;
}

/** Why the camera cloud refuses a key pair; each reason has its own result code and message. */
export type EzvizKeyRefusal = 'appKeyFormat' | 'secretFormat' | 'sameAsKey' | 'revoked';

/** The camera cloud's verdict on an AppKey and Secret (the simulator's rule; the console checks the format first). */
export function refuseKeyPair(appKey: string, secret: string, revoked: ReadonlySet<string>): EzvizKeyRefusal | undefined {
  const key = appKey.trim().toLowerCase();
  const sec = secret.trim().toLowerCase();
  if (!KEY_PATTERN.test(key)) return 'appKeyFormat';
  if (!KEY_PATTERN.test(sec)) return 'secretFormat';
  if (key === sec) return 'sameAsKey';
  if (revoked.has(key)) return 'revoked';
  return undefined;
}
