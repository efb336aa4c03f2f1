// The one mapping from transport outcomes (HTTP status, envelope hwcode/hwdata, no answer, time-out) to typed
// results and `errors` namespace message keys (api.md section 8, product.md section 8). Screens switch on `kind`
// and on the named codes below, never on raw numbers.
import { LOGOUT_DELAY_MS, SMS_LOGOUT_DELAY_MS } from './constants';

export type OutcomeInput =
  | { type: 'response'; status: number; hwcode?: number | string; hwdata?: unknown }
  | { type: 'network' }
  | { type: 'timeout' };

export type Outcome =
  | { kind: 'ok'; data: unknown }
  /** hwcode 113 and HTTP 401 (and, on SMS calls, hwcode 404): a notice, then logout after `logoutAfterMs`. */
  | { kind: 'tokenExpired'; messageKey: string; logoutAfterMs?: number }
  | { kind: 'serverApi'; messageKey: string }
  /** `success` is true for the codes the spec counts as success (a delete of an already removed device). */
  | { kind: 'business'; code: string; messageKey: string; success: boolean; serverMessage?: string; details?: object }
  | { kind: 'http'; status: number; messageKey: string; values?: Record<string, unknown> }
  | { kind: 'network'; messageKey: string };

export interface ClassifyOptions {
  /** SMS calls: hwcode 113 or 404 mean a missing or invalid token; HTTP 504 names the URL. */
  sms?: boolean;
  /** The called URL, shown in the SMS time-out notice. */
  url?: string;
}

const NS = 'errors:';

export const HTTP_MESSAGES = {
  400: `${NS}http.badRequest`,
  401: `${NS}http.invalidToken`,
  403: `${NS}http.accessDenied`,
  404: `${NS}http.requestError`,
  408: `${NS}http.requestTimeout`,
  500: `${NS}http.serverError`,
  501: `${NS}http.notImplemented`,
  502: `${NS}http.networkError`,
  503: `${NS}http.serviceUnavailable`,
  504: `${NS}http.networkTimeout`,
  505: `${NS}http.versionUnsupported`,
} as const satisfies Record<number, string>;

/** Any other status: "Connecting error({{code}})". */
export const CONNECTING_ERROR_KEY = `${NS}http.connecting`;
/** No answer at all. */
export const NETWORK_ERROR_KEY = `${NS}transport.network`;
/** A client-side time-out reads like HTTP 408. */
export const TIMEOUT_KEY = HTTP_MESSAGES[408];
export const TOKEN_EXPIRED_KEY = `${NS}envelope.tokenExpired`;
export const TOKEN_MISSING_KEY = `${NS}transport.tokenMissing`;
export const SERVER_API_KEY = `${NS}envelope.serverApi`;
export const MALFORMED_KEY = `${NS}envelope.malformed`;
export const GENERIC_FAILURE_KEY = `${NS}envelope.failed`;
export const SMS_TOKEN_KEY = `${NS}sms.tokenInvalid`;
export const SMS_TIMEOUT_KEY = `${NS}sms.timeout`;
/** Other hwcodes on SMS calls show the server's own message (api.md section 8), given as `{{message}}`. */
export const SMS_SERVER_KEY = `${NS}sms.server`;

/** Business codes of api.md section 8; strings, because the leading zeros are part of the code. */
export const BusinessCode = {
  ZeroVisitTimeExpired: '01010408',
  BkeyAccountMissing: '01010304',
  BkeyAlreadyExists: '01010305',
  AlreadyOwned: '04010112',
  DeviceNotFound: '04010102',
  DeleteAlreadyGone: '040103010',
  DeleteAccepted: '04010307',
  // api.md names these three only as "edit device failures"; they share one message.
  EditDeviceFailed: '040104011',
  EditDeviceRefused: '04010406',
  EditDeviceInvalid: '04010412',
  // "login errors" without detail; one message, which also avoids telling which half of the credentials was wrong.
  LoginFailed: '07010110',
  LoginRefused: '07010109',
  ProjectUserExists: '08011007',
  ProjectUserNotFound: '08011006',
  // api.md gives no code for these two project refusals; console and simulator agree on them (decisions.md, "Projects").
  ProjectDeviceTaken: '08011008',
  ProjectNotFound: '08011009',
  // The account and verification calls' failure codes are "not shown" in api.md; the console and the simulator
  // agree on these HTTP-like values (api.md itself answers 400 and 420 on account calls). See decisions.md.
  InvalidInput: '400',
  AccountNotFound: '404',
  CodeWrong: '406',
  CodeExpired: '410',
  CodeNotVerified: '412',
  // The right code, but an action already spent it, or it was sent for another action (a registration code on a reset).
  CodeUsed: '409',
  CodeOtherPurpose: '411',
  AccountExists: '420',
  CodeTooFrequent: '429',
  // Device groups (api.md gives no codes; see decisions.md).
  GroupLimitReached: '06010101',
  GroupNameExists: '06010102',
  GroupNotFound: '06010103',
  // Audit and authority-centre refusals (api.md names the user messages, not the codes; see decisions.md).
  ApplyTooFrequent: '01020101',
  ApplyBlacklisted: '01020102',
  ApplyAlreadyBkey: '01020103',
  ApplyAlreadyAkey: '01020104',
  NoPermission: '01020105',
  DevicePasswordWrong: '01020106',
  ApplicationSettled: '01020107',
  AuditAlreadyAnswered: '01020108',
  VisitTimeTooShort: '01020109',
  RoleMoveRefused: '01020110',
  // The spec gives no code for the sixth location refresh of a day; console and simulator agree on this one.
  LocationRefreshLimit: '04010901',
  // SMS and e-mail alarms (docs/decisions.md, "SMS and e-mail alarms"; api.md gives no codes): a receiver's e-mail already listed, too little stock.
  SmsReceiverExists: '09010101',
  SmsStockShort: '09010102',
  // Sign-in protection and the account centre (docs/decisions.md, "Accounts and sign-in"; api.md gives no codes, see decisions.md).
  AccountLocked: '07010111',
  CurrentPasswordWrong: '07010112',
  TwoFactorExpired: '07010113',
  IdentityNotVerified: '07010114',
  SessionNotFound: '07010115',
  // Camera-cloud accounts and SCADA registration (docs/decisions.md, "Camera accounts, app download, SCADA registration"; api.md gives no codes, see decisions.md).
  EzvizNameExists: '11010101',
  EzvizAccountNotFound: '11010102',
  EzvizAccountInUse: '11010103',
  EzvizAppKeyMalformed: '11010104',
  EzvizSecretMalformed: '11010105',
  EzvizKeySameAsSecret: '11010106',
  EzvizKeyRevoked: '11010107',
  EzvizNotLinked: '11010108',
  ScadaMachineUnknown: '11020101',
  ScadaProjectExists: '11020102',
  // The phone's side of a desktop QR sign-in (docs/decisions.md, "Accounts and sign-in", an extension; api.md gives no codes, see decisions.md).
  QrExpired: '07010116',
  QrUnknown: '07010117',
  QrAlreadyUsed: '07010118',
  // product.md's "frequent request": too many sign-in attempts or wrong codes from one place (decisions.md, Sign-in limits).
  RequestTooFrequent: '07010119',
  // SCADA registration signed out: the account must exist and hold every listed device (decisions.md).
  ScadaAccountUnknown: '11020103',
  ScadaMachineNotHeld: '11020104',
} as const;
export type BusinessCodeName = keyof typeof BusinessCode;

/** Refusals about the verification code a form sent: each form shows them under its code field. */
export const CODE_REFUSALS: ReadonlySet<string> = new Set([
  BusinessCode.CodeWrong,
  BusinessCode.CodeExpired,
  BusinessCode.CodeNotVerified,
  BusinessCode.CodeUsed,
  BusinessCode.CodeOtherPurpose,
]);
export type BusinessCodeValue = (typeof BusinessCode)[BusinessCodeName];

export interface BusinessCodeEntry {
  name: BusinessCodeName;
  messageKey: string;
  success: boolean;
}

const business = (name: BusinessCodeName, key: string, success = false): [string, BusinessCodeEntry] => [
  BusinessCode[name],
  { name, messageKey: key.includes('.') ? `${NS}${key}` : `${NS}business.${key}`, success },
];

export const BUSINESS_CODES: Readonly<Record<string, BusinessCodeEntry>> = Object.fromEntries([
  business('ZeroVisitTimeExpired', 'zeroVisitTimeExpired'),
  business('BkeyAccountMissing', 'bkeyAccountMissing'),
  business('BkeyAlreadyExists', 'bkeyAlreadyExists'),
  business('AlreadyOwned', 'alreadyOwned'),
  business('DeviceNotFound', 'deviceNotFound'),
  business('DeleteAlreadyGone', 'deleted', true),
  business('DeleteAccepted', 'deleted', true),
  business('EditDeviceFailed', 'editFailed'),
  business('EditDeviceRefused', 'editFailed'),
  business('EditDeviceInvalid', 'editFailed'),
  business('LoginFailed', 'loginFailed'),
  business('LoginRefused', 'loginFailed'),
  business('ProjectUserExists', 'projectUserExists'),
  business('ProjectUserNotFound', 'projectUserNotFound'),
  business('ProjectDeviceTaken', 'projectDeviceTaken'),
  business('ProjectNotFound', 'projectNotFound'),
  business('InvalidInput', 'invalidInput'),
  business('AccountNotFound', 'accountNotFound'),
  business('CodeWrong', 'codeWrong'),
  business('CodeExpired', 'user.codeExpired'),
  business('CodeNotVerified', 'codeNotVerified'),
  business('CodeUsed', 'codeUsed'),
  business('CodeOtherPurpose', 'codeOtherPurpose'),
  business('AccountExists', 'accountExists'),
  business('CodeTooFrequent', 'user.codeTooFrequent'),
  business('GroupLimitReached', 'groupLimitReached'),
  business('GroupNameExists', 'groupNameExists'),
  business('GroupNotFound', 'groupNotFound'),
  business('ApplyTooFrequent', 'user.visitTooFrequent'),
  business('ApplyBlacklisted', 'user.blacklisted'),
  business('ApplyAlreadyBkey', 'user.alreadyBkey'),
  business('ApplyAlreadyAkey', 'alreadyAkey'),
  business('NoPermission', 'user.noPermission'),
  business('DevicePasswordWrong', 'user.wrongPassword'),
  business('ApplicationSettled', 'applicationSettled'),
  business('AuditAlreadyAnswered', 'auditAlreadyAnswered'),
  business('VisitTimeTooShort', 'visitTimeTooShort'),
  business('RoleMoveRefused', 'roleMoveRefused'),
  business('LocationRefreshLimit', 'locationRefreshLimit'),
  business('SmsReceiverExists', 'smsReceiverExists'),
  business('SmsStockShort', 'smsStockShort'),
  business('AccountLocked', 'accountLocked'),
  business('CurrentPasswordWrong', 'currentPasswordWrong'),
  business('TwoFactorExpired', 'twoFactorExpired'),
  business('IdentityNotVerified', 'identityNotVerified'),
  business('SessionNotFound', 'sessionNotFound'),
  business('EzvizNameExists', 'ezvizNameExists'),
  business('EzvizAccountNotFound', 'ezvizAccountNotFound'),
  business('EzvizAccountInUse', 'ezvizAccountInUse'),
  business('EzvizAppKeyMalformed', 'ezvizAppKeyMalformed'),
  business('EzvizSecretMalformed', 'ezvizSecretMalformed'),
  business('EzvizKeySameAsSecret', 'ezvizKeySameAsSecret'),
  business('EzvizKeyRevoked', 'ezvizKeyRevoked'),
  business('EzvizNotLinked', 'ezvizNotLinked'),
  business('ScadaMachineUnknown', 'scadaMachineUnknown'),
  business('ScadaProjectExists', 'scadaProjectExists'),
  business('QrExpired', 'qrExpired'),
  business('QrUnknown', 'qrUnknown'),
  business('QrAlreadyUsed', 'qrAlreadyUsed'),
  business('RequestTooFrequent', 'requestTooFrequent'),
  business('ScadaAccountUnknown', 'scadaAccountUnknown'),
  business('ScadaMachineNotHeld', 'scadaMachineNotHeld'),
]);

// JSON numbers lose leading zeros; the catalogue's numeric values are all distinct, so a numeric hwcode can
// still be matched to its code.
const BUSINESS_BY_NUMBER = new Map(Object.keys(BUSINESS_CODES).map((code) => [Number(code), code]));

/** The user messages of api.md section 8, as named keys. */
export const USER_MESSAGES = {
  bindFirst: `${NS}user.bindFirst`,
  deviceOffline: `${NS}user.deviceOffline`,
  cloudServiceNotSet: `${NS}user.cloudServiceNotSet`,
  codeTooFrequent: `${NS}user.codeTooFrequent`,
  nameLength: `${NS}user.nameLength`,
  duplicateDevice: `${NS}user.duplicateDevice`,
  deviceCodeMissing: `${NS}user.deviceCodeMissing`,
  visitTooFrequent: `${NS}user.visitTooFrequent`,
  cloudServiceClosed: `${NS}user.cloudServiceClosed`,
  visitTimeExpired: `${NS}user.visitTimeExpired`,
  demotedByAkey: `${NS}user.demotedByAkey`,
  alreadyBkey: `${NS}user.alreadyBkey`,
  blacklisted: `${NS}user.blacklisted`,
  wrongPassword: `${NS}user.wrongPassword`,
  codeExpired: `${NS}user.codeExpired`,
  smsLimitExceeded: `${NS}user.smsLimitExceeded`,
  noPermission: `${NS}user.noPermission`,
} as const;
export type UserMessage = keyof typeof USER_MESSAGES;

/** The hwcode of a call is normalised to the string the catalogue uses. */
export function normaliseCode(hwcode: number | string): string {
  if (typeof hwcode === 'number') return BUSINESS_BY_NUMBER.get(hwcode) ?? String(hwcode);
  return hwcode.trim();
}

function httpOutcome(status: number, options: ClassifyOptions): Outcome {
  if (status === 401) return { kind: 'tokenExpired', messageKey: HTTP_MESSAGES[401], logoutAfterMs: LOGOUT_DELAY_MS };
  if (status === 504 && options.sms) {
    return { kind: 'http', status, messageKey: SMS_TIMEOUT_KEY, values: { url: options.url ?? '' } };
  }
  const known = (HTTP_MESSAGES as Record<number, string>)[status];
  if (known) return { kind: 'http', status, messageKey: known };
  return { kind: 'http', status, messageKey: CONNECTING_ERROR_KEY, values: { code: status } };
}

/**
 * Refusals of invalid input whose hwdata names the reason with one of the console's own message keys: shown as that
 * reason, in the reader's language, instead of the generic "The request was refused" (docs/decisions.md, "Console"). Only these keys:
 * any other hwdata stays the cloud's words.
 */
export const NAMED_REFUSAL_KEYS: ReadonlySet<string> = new Set(['projects:server.internal', 'projects:server.required']);

function isNamedRefusal(hwdata: unknown): hwdata is string {
  // Stryker disable next-line ConditionalExpression: the set holds only strings, so a non-string is never in it anyway.
  if (typeof hwdata !== 'string') return false;
  return NAMED_REFUSAL_KEYS.has(hwdata);
}

/** The server's own words on an SMS call: a text hwdata, or the `message` of an object one. */
function serverText(hwdata: unknown): unknown {
  if (typeof hwdata === 'string') return hwdata;
  if (!hwdata) return undefined;
  // Stryker disable next-line ConditionalExpression: hwdata is parsed JSON, so a truthy non-object here is a number or true, which have no message.
  return typeof hwdata === 'object' ? (hwdata as { message?: unknown }).message : undefined;
}

function envelopeOutcome(hwcode: number | string | undefined, hwdata: unknown, options: ClassifyOptions): Outcome {
  if (hwcode === undefined || hwcode === null) return { kind: 'serverApi', messageKey: MALFORMED_KEY };
  const code = normaliseCode(hwcode);
  if (code === '0') return { kind: 'ok', data: hwdata };
  if (options.sms && (code === '113' || code === '404')) {
    return { kind: 'tokenExpired', messageKey: SMS_TOKEN_KEY, logoutAfterMs: SMS_LOGOUT_DELAY_MS };
  }
  if (code === '113') return { kind: 'tokenExpired', messageKey: TOKEN_EXPIRED_KEY, logoutAfterMs: LOGOUT_DELAY_MS };
  if (code === '500') return { kind: 'serverApi', messageKey: SERVER_API_KEY };
  const entry = BUSINESS_CODES[code];
  if (entry) {
    // Structured hwdata (a lock's remaining time) travels with the code for the screen that explains it.
    if (hwdata && typeof hwdata === 'object') return { kind: 'business', code, messageKey: entry.messageKey, success: entry.success, details: hwdata };
    if (code === BusinessCode.InvalidInput && isNamedRefusal(hwdata)) return { kind: 'business', code, messageKey: hwdata, success: false };
    return { kind: 'business', code, messageKey: entry.messageKey, success: entry.success };
  }
  if (options.sms) {
    const text = serverText(hwdata);
    if (typeof text === 'string' && text.trim() !== '') return { kind: 'business', code, messageKey: SMS_SERVER_KEY, success: false, serverMessage: text.trim() };
  }
  const outcome: Outcome = { kind: 'business', code, messageKey: GENERIC_FAILURE_KEY, success: false };
  if (typeof hwdata === 'string' && hwdata.trim() !== '') outcome.serverMessage = hwdata;
  return outcome;
}

export function classify(input: OutcomeInput, options: ClassifyOptions = {}): Outcome {
  switch (input.type) {
    case 'network':
      return { kind: 'network', messageKey: NETWORK_ERROR_KEY };
    case 'timeout':
      return { kind: 'network', messageKey: TIMEOUT_KEY };
    case 'response':
      if (input.status < 200 || input.status > 299) return httpOutcome(input.status, options);
      return envelopeOutcome(input.hwcode, input.hwdata, options);
  }
}

/** What to show for a failed call: its key (errors namespace) and the values its text names (the HTTP code). */
export function outcomeMessage(outcome: Outcome): { key: string; values?: Record<string, unknown> } {
  if (outcome.kind === 'http') return { key: outcome.messageKey, values: outcome.values };
  if (outcome.kind === 'business' && outcome.messageKey === SMS_SERVER_KEY) return { key: SMS_SERVER_KEY, values: { message: outcome.serverMessage ?? '' } };
  return { key: 'messageKey' in outcome ? outcome.messageKey : GENERIC_FAILURE_KEY };
}

/** The key alone, for forms that keep an error key per field. */
export function outcomeKey(outcome: Outcome): string {
  return outcomeMessage(outcome).key;
}

/** The outcome of an authenticated call that was not sent because there is no token cookie. */
export const MISSING_TOKEN_OUTCOME: Outcome = {
  kind: 'tokenExpired',
  messageKey: TOKEN_MISSING_KEY,
  logoutAfterMs: LOGOUT_DELAY_MS,
};

/**
 * A call the cloud does not offer: HTTP 404 or 501, or the envelope's 404 or 501 (the simulator's answer for a call
 * it does not play). Screens built on the API's extensions (docs/decisions.md) say so plainly instead of failing.
 */
export function isNotOffered(outcome: Outcome): boolean {
  if (outcome.kind === 'http') return outcome.status === 404 || outcome.status === 501;
  // Stryker disable next-line ConditionalExpression: HTTP outcomes returned above, and no other kind has a code to match.
  if (outcome.kind !== 'business') return false;
  return outcome.code === '404' || outcome.code === '501';
}

/**
 * A catalogue code as it travels in hwcode (api.md section 8): the numeric hwcodes api.md writes as numbers (the
 * account calls' 400 and 420 and the other HTTP-like codes) as integers; the business codes of 8 or 9 digits as
 * strings, whose leading zeros are part of the code.
 */
export function wireCode(code: string | number): number | string {
  const text = String(code).trim();
  return /^[1-9]\d{0,3}$/.test(text) ? Number(text) : text;
}
