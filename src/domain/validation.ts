// Input rules of product.md section 5 and api.md section 5. Each check answers with an i18n key of the
// `validation` namespace so that screens never hold their own wording.
import { samePhoneNumber } from './phoneNumber';
import {
  ALIAS_MAX,
  DEFAULT_COUNTRY_CODE,
  MACHINE_NAME_MAX,
  MIN_VISIT_MINUTES,
  MAX_VISIT_MINUTES,
  REMARK_MAX,
  VISIT_MESSAGE_MAX,
} from './constants';

export type Check = { ok: true } | { ok: false; error: string };

// Limits the spec states only inside the validation rules; the texts of the `validation` namespace read them
// through i18next's default variables (see VALIDATION_TEXT_VARIABLES), so a number lives in one place.
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const VERIFICATION_CODE_LENGTHS: readonly number[] = [4, 6];
export const USER_NAME_MIN = 2;
export const USER_NAME_MAX = 10;
export const GROUP_NAME_MAX = 10;
export const PROJECT_NAME_MAX = 20;
export const PROJECT_DESCRIPTION_MAX = 50;
export const RECEIVER_NAME_MAX = 20;
export const RECEIVER_EMAIL_MAX = 30;
const PHONE_MIN_DIGITS = 6;
/** The longest address mail systems carry (RFC 5321's path limit less the angle brackets). */
const EMAIL_MAX = 254;
export const MACHINE_CODE_MIN = 6;
export const MACHINE_CODE_MAX = 32;

/**
 * The PN / machine code printed on the devices is alphanumeric; the spec gives no exact shape, so the console
 * accepts 6 to 32 ASCII letters, digits and hyphens (vendors group the code with hyphens). The simulator
 * generates its codes from the same pattern so both sides agree.
 */
export const MACHINE_CODE_PATTERN = /^[A-Za-z0-9-]{6,32}$/;

/** Optional 86, +86 or 0086 prefix, then an 11-digit mainland mobile number starting 13 to 19. */
const MAINLAND_PHONE_PATTERN = /^(?:\+86|0086|86)?1[3-9]\d{9}$/;

/**
 * Word characters with dots or hyphens between them in the local part and in the domain labels, an at sign
 * and a top-level suffix of 2 to 4 letters.
 */
const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.[A-Za-z]{2,4}$/;

/** "No special characters": letters and digits of any script (CJK included), underscore and hyphen. */
const NAME_PATTERN = /^[\p{L}\p{N}_-]+$/u;
/** A group name is words of those characters with one space between them ("Line 9", "Workshop A"): a space between
 *  words is no special character (docs/decisions.md, "Console"); the form trims the ends, and no double or leading space is taken. */
const GROUP_NAME_PATTERN = /^[\p{L}\p{N}_-]+(?: [\p{L}\p{N}_-]+)*$/u;

export const VALIDATION_TEXT_VARIABLES = {
  passwordMin: PASSWORD_MIN,
  passwordMax: PASSWORD_MAX,
  userNameMin: USER_NAME_MIN,
  userNameMax: USER_NAME_MAX,
  groupNameMax: GROUP_NAME_MAX,
  aliasMax: ALIAS_MAX,
  remarkMax: REMARK_MAX,
  machineNameMax: MACHINE_NAME_MAX,
  visitMessageMax: VISIT_MESSAGE_MAX,
  projectNameMax: PROJECT_NAME_MAX,
  projectDescriptionMax: PROJECT_DESCRIPTION_MAX,
  receiverNameMax: RECEIVER_NAME_MAX,
  receiverEmailMax: RECEIVER_EMAIL_MAX,
  phoneMinDigits: PHONE_MIN_DIGITS,
  emailMax: EMAIL_MAX,
  machineCodeMin: MACHINE_CODE_MIN,
  machineCodeMax: MACHINE_CODE_MAX,
  minVisitMinutes: MIN_VISIT_MINUTES,
  maxVisitMinutes: MAX_VISIT_MINUTES,
} as const;

const OK: Check = { ok: true };
const fail = (key: string): Check => ({ ok: false, error: `validation:${key}` });

/** Characters as the user sees them: a CJK character or an emoji counts once. */
const charCount = (s: string): number => [...s].length;
const isBlank = (s: string): boolean => s.trim() === '';

export function isMainlandPhone(phone: string): boolean {
  return MAINLAND_PHONE_PATTERN.test(phone);
}

export function isEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

export function accountKind(id: string): 'phone' | 'email' | 'account' {
  if (id.includes('@')) return 'email';
  if (isMainlandPhone(id)) return 'phone';
  return 'account';
}

export function checkRequired(value: string): Check {
  return isBlank(value) ? fail('required') : OK;
}

/** For calling codes other than 86 only the length can be known: at least 6 digits. */
export function checkPhoneLength(phone: string): Check {
  if (isBlank(phone)) return fail('phone.required');
  return /^\d+$/.test(phone) && phone.length >= PHONE_MIN_DIGITS ? OK : fail('phone.length');
}

export function checkPhone(phone: string, countryCode: string = DEFAULT_COUNTRY_CODE): Check {
  if (isBlank(phone)) return fail('phone.required');
  if (countryCode.replace(/^\+|^00/, '') !== DEFAULT_COUNTRY_CODE) return checkPhoneLength(phone);
  return isMainlandPhone(phone) ? OK : fail('phone.format');
}

export function checkEmail(email: string): Check {
  if (isBlank(email)) return fail('email.required');
  if (charCount(email.trim()) > EMAIL_MAX) return fail('email.length');
  return isEmail(email) ? OK : fail('email.format');
}

/** A login identifier: any non-empty account name, but one with an at sign must be a well-formed e-mail. */
export function checkAccount(id: string): Check {
  if (isBlank(id)) return fail('account.required');
  if (accountKind(id) === 'email' && !isEmail(id)) return fail('email.format');
  return OK;
}

export function checkPassword(password: string): Check {
  if (password === '') return fail('password.required');
  const n = charCount(password);
  return n >= PASSWORD_MIN && n <= PASSWORD_MAX ? OK : fail('password.length');
}

export function checkPasswordsMatch(password: string, confirmation: string): Check {
  return password === confirmation ? OK : fail('password.mismatch');
}

export function checkVerificationCode(code: string): Check {
  if (isBlank(code)) return fail('code.required');
  return VERIFICATION_CODE_LENGTHS.includes(code.length) ? OK : fail('code.length');
}

export function checkUserName(name: string): Check {
  if (isBlank(name)) return fail('userName.required');
  const n = charCount(name);
  if (n < USER_NAME_MIN || n > USER_NAME_MAX) return fail('userName.length');
  return NAME_PATTERN.test(name) ? OK : fail('userName.chars');
}

/** Two names a user gives (groups, camera accounts) are the same name when they read the same: outer spaces and
 *  case do not count (docs/decisions.md, "Devices: groups wire"; "Camera accounts: camera rules"). */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function checkGroupName(name: string): Check {
  if (isBlank(name)) return fail('groupName.required');
  if (charCount(name) > GROUP_NAME_MAX) return fail('groupName.length');
  return GROUP_NAME_PATTERN.test(name) ? OK : fail('groupName.chars');
}

/** An alias may be cleared, so empty is accepted. */
export function checkAlias(alias: string): Check {
  return charCount(alias) <= ALIAS_MAX ? OK : fail('alias.length');
}

export function checkRemark(remark: string): Check {
  if (isBlank(remark)) return fail('remark.required');
  return charCount(remark) <= REMARK_MAX ? OK : fail('remark.length');
}

export function checkMachineName(name: string): Check {
  if (isBlank(name)) return fail('machineName.required');
  return charCount(name) <= MACHINE_NAME_MAX ? OK : fail('machineName.length');
}

/** The leave message of a visit request is optional. */
export function checkVisitMessage(message: string): Check {
  return charCount(message) <= VISIT_MESSAGE_MAX ? OK : fail('visitMessage.length');
}

export function checkProjectName(name: string): Check {
  if (isBlank(name)) return fail('projectName.required');
  return charCount(name) <= PROJECT_NAME_MAX ? OK : fail('projectName.length');
}

export function checkProjectDescription(description: string): Check {
  return charCount(description) <= PROJECT_DESCRIPTION_MAX ? OK : fail('projectDescription.length');
}

export function checkReceiverName(name: string): Check {
  if (isBlank(name)) return fail('receiverName.required');
  return charCount(name) <= RECEIVER_NAME_MAX ? OK : fail('receiverName.length');
}

/** Mail servers treat addresses case-insensitively, so a receiver differing only in case is a duplicate. */
export function checkReceiverEmail(email: string, existing: readonly string[]): Check {
  if (isBlank(email)) return fail('receiverEmail.required');
  if (charCount(email) > RECEIVER_EMAIL_MAX) return fail('receiverEmail.length');
  if (!isEmail(email)) return fail('email.format');
  // isEmail above refused outer spaces, so the address compares as it is; the listed ones may carry them.
  const wanted = email.toLowerCase();
  return existing.some((e) => e.trim().toLowerCase() === wanted) ? fail('receiverEmail.duplicate') : OK;
}

export function checkMachineCode(code: string): Check {
  if (isBlank(code)) return fail('machineCode.required');
  return MACHINE_CODE_PATTERN.test(code) ? OK : fail('machineCode.format');
}

/** +8613800000000 and 13800000000 are one number (src/domain/phoneNumber.ts, the rule both sides use). */
export function checkNewPhone(next: string, current: string, countryCode: string = DEFAULT_COUNTRY_CODE): Check {
  const format = checkPhone(next, countryCode);
  if (!format.ok) return format;
  return samePhoneNumber({ countryCode, phone: next }, { countryCode, phone: current }) ? fail('phone.sameAsCurrent') : OK;
}

/** Custom visit validity in whole minutes. */
export function checkVisitExpiry(minutes: number): Check {
  if (!Number.isInteger(minutes)) return fail('visitExpiry.invalid');
  if (minutes < MIN_VISIT_MINUTES) return fail('visitExpiry.min');
  return minutes <= MAX_VISIT_MINUTES ? OK : fail('visitExpiry.max');
}

export interface CameraAccountInput {
  name: string;
  appKey: string;
  secret: string;
}

/**
 * `existingNames` are the names of the user's other camera accounts (when editing, leave out the account's
 * own current name). Names compare after trimming, case-sensitively as the cloud stores them.
 */
export function checkCameraAccount(account: CameraAccountInput, existingNames: readonly string[]): Check {
  if (isBlank(account.name)) return fail('camera.nameRequired');
  if (isBlank(account.appKey)) return fail('camera.appKeyRequired');
  if (isBlank(account.secret)) return fail('camera.secretRequired');
  const name = account.name.trim();
  return existingNames.some((n) => n.trim() === name) ? fail('camera.nameDuplicate') : OK;
}

/** Every key a check above can return, for the i18n completeness test. */
export const VALIDATION_ERROR_KEYS = [
  'required',
  'phone.required',
  'phone.format',
  'phone.length',
  'phone.sameAsCurrent',
  'email.required',
  'email.format',
  'email.length',
  'account.required',
  'password.required',
  'password.length',
  'password.mismatch',
  'code.required',
  'code.length',
  'userName.required',
  'userName.length',
  'userName.chars',
  'groupName.required',
  'groupName.length',
  'groupName.chars',
  'alias.length',
  'remark.required',
  'remark.length',
  'machineName.required',
  'machineName.length',
  'visitMessage.length',
  'projectName.required',
  'projectName.length',
  'projectDescription.length',
  'receiverName.required',
  'receiverName.length',
  'receiverEmail.required',
  'receiverEmail.length',
  'receiverEmail.duplicate',
  'machineCode.required',
  'machineCode.format',
  'visitExpiry.invalid',
  'visitExpiry.min',
  'visitExpiry.max',
  'camera.nameRequired',
  'camera.appKeyRequired',
  'camera.secretRequired',
  'camera.nameDuplicate',
].map((k) => `validation:${k}`);
