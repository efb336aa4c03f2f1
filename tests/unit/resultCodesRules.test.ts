// The result-code catalogue and outcome mapping of api.md section 8 ("the error catalogue") and product.md's
// errors section, pinned one rule at a time: which HTTP status, hwcode and business code gives which outcome and
// which message key, with the SMS calls' own rules.
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en/errors';
import cn from '../../src/i18n/cn/errors';
import { LOGOUT_DELAY_MS, SMS_LOGOUT_DELAY_MS } from '../../src/domain/constants';
import {
  BUSINESS_CODES,
  BusinessCode,
  CODE_REFUSALS,
  CONNECTING_ERROR_KEY,
  GENERIC_FAILURE_KEY,
  HTTP_MESSAGES,
  MALFORMED_KEY,
  MISSING_TOKEN_OUTCOME,
  NAMED_REFUSAL_KEYS,
  NETWORK_ERROR_KEY,
  SERVER_API_KEY,
  SMS_SERVER_KEY,
  SMS_TIMEOUT_KEY,
  SMS_TOKEN_KEY,
  TIMEOUT_KEY,
  TOKEN_EXPIRED_KEY,
  TOKEN_MISSING_KEY,
  USER_MESSAGES,
  classify,
  isNotOffered,
  normaliseCode,
  outcomeKey,
  outcomeMessage,
  wireCode,
  type BusinessCodeName,
} from '../../src/domain/resultCodes';
import { errorText as text } from './errorText';

const response = (status: number, hwcode?: number | string, hwdata?: unknown) => ({ type: 'response' as const, status, hwcode, hwdata });

describe('the message keys of the catalogue', () => {
  it('names each key in the errors namespace', () => {
    expect(HTTP_MESSAGES).toEqual({
      400: 'errors:http.badRequest',
      401: 'errors:http.invalidToken',
      403: 'errors:http.accessDenied',
      404: 'errors:http.requestError',
      408: 'errors:http.requestTimeout',
      500: 'errors:http.serverError',
      501: 'errors:http.notImplemented',
      502: 'errors:http.networkError',
      503: 'errors:http.serviceUnavailable',
      504: 'errors:http.networkTimeout',
      505: 'errors:http.versionUnsupported',
    });
    expect([CONNECTING_ERROR_KEY, NETWORK_ERROR_KEY, TIMEOUT_KEY, TOKEN_EXPIRED_KEY, TOKEN_MISSING_KEY]).toEqual([
      'errors:http.connecting',
      'errors:transport.network',
      'errors:http.requestTimeout',
      'errors:envelope.tokenExpired',
      'errors:transport.tokenMissing',
    ]);
    expect([SERVER_API_KEY, MALFORMED_KEY, GENERIC_FAILURE_KEY, SMS_TOKEN_KEY, SMS_TIMEOUT_KEY, SMS_SERVER_KEY]).toEqual([
      'errors:envelope.serverApi',
      'errors:envelope.malformed',
      'errors:envelope.failed',
      'errors:sms.tokenInvalid',
      'errors:sms.timeout',
      'errors:sms.server',
    ]);
  });

  it('names every user message after its key, with a text in both languages', () => {
    for (const [name, key] of Object.entries(USER_MESSAGES)) {
      expect(key).toBe(`errors:user.${name}`);
      expect(text(en, key), key).toBeTruthy();
      expect(text(cn, key), key).toBeTruthy();
    }
    expect(Object.keys(USER_MESSAGES)).toHaveLength(17);
  });

  it('gives every catalogue entry its own code, its name and a message in both languages', () => {
    const names = Object.keys(BusinessCode) as BusinessCodeName[];
    expect(Object.keys(BUSINESS_CODES).sort()).toEqual(names.map((name) => BusinessCode[name]).sort());
    for (const name of names) {
      const entry = BUSINESS_CODES[BusinessCode[name]];
      expect(entry?.name).toBe(name);
      expect(entry?.messageKey.startsWith('errors:business.') || entry?.messageKey.startsWith('errors:user.')).toBe(true);
      expect(text(en, entry!.messageKey), `${name} ${entry!.messageKey}`).toBeTruthy();
      expect(text(cn, entry!.messageKey), `${name} ${entry!.messageKey}`).toBeTruthy();
    }
  });

  it('pins the message key of each business code', () => {
    const keys = Object.fromEntries(Object.entries(BUSINESS_CODES).map(([, entry]) => [entry.name, entry.messageKey.replace(/^errors:/, '')]));
    expect(keys).toEqual({
      ZeroVisitTimeExpired: 'business.zeroVisitTimeExpired',
      BkeyAccountMissing: 'business.bkeyAccountMissing',
      BkeyAlreadyExists: 'business.bkeyAlreadyExists',
      AlreadyOwned: 'business.alreadyOwned',
      DeviceNotFound: 'business.deviceNotFound',
      DeleteAlreadyGone: 'business.deleted',
      DeleteAccepted: 'business.deleted',
      EditDeviceFailed: 'business.editFailed',
      EditDeviceRefused: 'business.editFailed',
      EditDeviceInvalid: 'business.editFailed',
      LoginFailed: 'business.loginFailed',
      LoginRefused: 'business.loginFailed',
      ProjectUserExists: 'business.projectUserExists',
      ProjectUserNotFound: 'business.projectUserNotFound',
      ProjectDeviceTaken: 'business.projectDeviceTaken',
      ProjectNotFound: 'business.projectNotFound',
      InvalidInput: 'business.invalidInput',
      AccountNotFound: 'business.accountNotFound',
      CodeWrong: 'business.codeWrong',
      CodeExpired: 'user.codeExpired',
      CodeNotVerified: 'business.codeNotVerified',
      CodeUsed: 'business.codeUsed',
      CodeOtherPurpose: 'business.codeOtherPurpose',
      AccountExists: 'business.accountExists',
      CodeTooFrequent: 'user.codeTooFrequent',
      GroupLimitReached: 'business.groupLimitReached',
      GroupNameExists: 'business.groupNameExists',
      GroupNotFound: 'business.groupNotFound',
      ApplyTooFrequent: 'user.visitTooFrequent',
      ApplyBlacklisted: 'user.blacklisted',
      ApplyAlreadyBkey: 'user.alreadyBkey',
      ApplyAlreadyAkey: 'business.alreadyAkey',
      NoPermission: 'user.noPermission',
      DevicePasswordWrong: 'user.wrongPassword',
      ApplicationSettled: 'business.applicationSettled',
      AuditAlreadyAnswered: 'business.auditAlreadyAnswered',
      VisitTimeTooShort: 'business.visitTimeTooShort',
      RoleMoveRefused: 'business.roleMoveRefused',
      LocationRefreshLimit: 'business.locationRefreshLimit',
      SmsReceiverExists: 'business.smsReceiverExists',
      SmsStockShort: 'business.smsStockShort',
      AccountLocked: 'business.accountLocked',
      CurrentPasswordWrong: 'business.currentPasswordWrong',
      TwoFactorExpired: 'business.twoFactorExpired',
      IdentityNotVerified: 'business.identityNotVerified',
      SessionNotFound: 'business.sessionNotFound',
      EzvizNameExists: 'business.ezvizNameExists',
      EzvizAccountNotFound: 'business.ezvizAccountNotFound',
      EzvizAccountInUse: 'business.ezvizAccountInUse',
      EzvizAppKeyMalformed: 'business.ezvizAppKeyMalformed',
      EzvizSecretMalformed: 'business.ezvizSecretMalformed',
      EzvizKeySameAsSecret: 'business.ezvizKeySameAsSecret',
      EzvizKeyRevoked: 'business.ezvizKeyRevoked',
      EzvizNotLinked: 'business.ezvizNotLinked',
      ScadaMachineUnknown: 'business.scadaMachineUnknown',
      ScadaProjectExists: 'business.scadaProjectExists',
      QrExpired: 'business.qrExpired',
      QrUnknown: 'business.qrUnknown',
      QrAlreadyUsed: 'business.qrAlreadyUsed',
      RequestTooFrequent: 'business.requestTooFrequent',
      ScadaAccountUnknown: 'business.scadaAccountUnknown',
      ScadaMachineNotHeld: 'business.scadaMachineNotHeld',
    });
  });

  it('counts only the two delete answers as success (api.md: "delete treated as success")', () => {
    const successes = Object.entries(BUSINESS_CODES).filter(([, entry]) => entry.success).map(([code]) => code).sort();
    expect(successes).toEqual(['040103010', '04010307']);
  });

  it('keeps the verification-code refusals and the named refusal keys as listed', () => {
    expect([...CODE_REFUSALS].sort()).toEqual(['406', '409', '410', '411', '412']);
    expect([...NAMED_REFUSAL_KEYS].sort()).toEqual(['projects:server.internal', 'projects:server.required']);
  });
});

describe('HTTP status outside 2xx', () => {
  it('maps each listed status to its own key', () => {
    for (const status of [400, 403, 404, 408, 500, 501, 502, 503, 504, 505] as const) {
      expect(classify(response(status))).toEqual({ kind: 'http', status, messageKey: HTTP_MESSAGES[status] });
    }
  });

  it('reads HTTP 401 as an expired token that logs out after one second', () => {
    expect(classify(response(401))).toEqual({ kind: 'tokenExpired', messageKey: 'errors:http.invalidToken', logoutAfterMs: LOGOUT_DELAY_MS });
    expect(classify(response(401), { sms: true })).toEqual({ kind: 'tokenExpired', messageKey: 'errors:http.invalidToken', logoutAfterMs: LOGOUT_DELAY_MS });
    expect(LOGOUT_DELAY_MS).toBe(1000);
  });

  it('names the URL in an SMS call time-out (504), and only there', () => {
    expect(classify(response(504), { sms: true, url: '/sms/send' })).toEqual({ kind: 'http', status: 504, messageKey: SMS_TIMEOUT_KEY, values: { url: '/sms/send' } });
    expect(classify(response(504), { sms: true })).toEqual({ kind: 'http', status: 504, messageKey: SMS_TIMEOUT_KEY, values: { url: '' } });
    expect(classify(response(504), { url: '/sms/send' })).toEqual({ kind: 'http', status: 504, messageKey: 'errors:http.networkTimeout' });
    expect(classify(response(503), { sms: true, url: '/x' })).toEqual({ kind: 'http', status: 503, messageKey: 'errors:http.serviceUnavailable' });
  });

  it('shows any other status as "Connecting error(code)"', () => {
    for (const status of [100, 199, 300, 302, 418, 599]) {
      expect(classify(response(status))).toEqual({ kind: 'http', status, messageKey: CONNECTING_ERROR_KEY, values: { code: status } });
    }
  });

  it('reads 200 and 299 as an envelope, 199 and 300 as HTTP failures', () => {
    expect(classify(response(200, 0, 'x'))).toEqual({ kind: 'ok', data: 'x' });
    expect(classify(response(299, 0, 'y'))).toEqual({ kind: 'ok', data: 'y' });
    expect(classify(response(199, 0)).kind).toBe('http');
    expect(classify(response(300, 0)).kind).toBe('http');
  });
});

describe('no answer', () => {
  it('reads no response as the network error and a time-out as HTTP 408', () => {
    expect(classify({ type: 'network' })).toEqual({ kind: 'network', messageKey: 'errors:transport.network' });
    expect(classify({ type: 'timeout' })).toEqual({ kind: 'network', messageKey: 'errors:http.requestTimeout' });
  });
});

describe('the envelope', () => {
  it('reads a missing hwcode as a malformed answer', () => {
    expect(classify(response(200))).toEqual({ kind: 'serverApi', messageKey: MALFORMED_KEY });
    expect(classify(response(200, null as unknown as number))).toEqual({ kind: 'serverApi', messageKey: MALFORMED_KEY });
  });

  it('reads hwcode 0, number or string, as success carrying hwdata', () => {
    expect(classify(response(200, 0, { a: 1 }))).toEqual({ kind: 'ok', data: { a: 1 } });
    expect(classify(response(200, ' 0 ', [1]))).toEqual({ kind: 'ok', data: [1] });
  });

  it('reads hwcode 113 as an expired token: logout after 1 second', () => {
    for (const code of [113, '113']) {
      expect(classify(response(200, code))).toEqual({ kind: 'tokenExpired', messageKey: TOKEN_EXPIRED_KEY, logoutAfterMs: LOGOUT_DELAY_MS });
    }
  });

  it('reads hwcode 113 or 404 on an SMS call as a missing or invalid token: logout after 1.2 seconds', () => {
    for (const code of [113, '113', 404, '404']) {
      expect(classify(response(200, code), { sms: true })).toEqual({ kind: 'tokenExpired', messageKey: SMS_TOKEN_KEY, logoutAfterMs: SMS_LOGOUT_DELAY_MS });
    }
    expect(SMS_LOGOUT_DELAY_MS).toBe(1200);
  });

  it('reads hwcode 404 on other calls as the catalogue code, not a token', () => {
    expect(classify(response(200, 404))).toEqual({ kind: 'business', code: '404', messageKey: 'errors:business.accountNotFound', success: false });
  });

  it('reads hwcode 500 as "Server-api Error", SMS call or not', () => {
    expect(classify(response(200, 500))).toEqual({ kind: 'serverApi', messageKey: SERVER_API_KEY });
    expect(classify(response(200, '500', 'oops'), { sms: true })).toEqual({ kind: 'serverApi', messageKey: SERVER_API_KEY });
  });

  it('maps a business code to its entry, string or number (lost leading zeros)', () => {
    expect(classify(response(200, '04010102'))).toEqual({ kind: 'business', code: '04010102', messageKey: 'errors:business.deviceNotFound', success: false });
    expect(classify(response(200, 4010102))).toEqual({ kind: 'business', code: '04010102', messageKey: 'errors:business.deviceNotFound', success: false });
    expect(classify(response(200, 40103010))).toEqual({ kind: 'business', code: '040103010', messageKey: 'errors:business.deleted', success: true });
    expect(classify(response(200, '04010307'))).toEqual({ kind: 'business', code: '04010307', messageKey: 'errors:business.deleted', success: true });
  });

  it('carries structured hwdata with a catalogue code, and nothing else', () => {
    expect(classify(response(200, BusinessCode.AccountLocked, { remainingSeconds: 60 }))).toEqual({
      kind: 'business',
      code: '07010111',
      messageKey: 'errors:business.accountLocked',
      success: false,
      details: { remainingSeconds: 60 },
    });
    expect(classify(response(200, BusinessCode.AccountLocked, null))).toEqual({ kind: 'business', code: '07010111', messageKey: 'errors:business.accountLocked', success: false });
    expect(classify(response(200, BusinessCode.AccountLocked, 'text'))).toEqual({ kind: 'business', code: '07010111', messageKey: 'errors:business.accountLocked', success: false });
    expect(classify(response(200, BusinessCode.DeleteAccepted, { id: 1 }))).toMatchObject({ success: true, details: { id: 1 } });
  });

  it('shows a named refusal key of invalid input (400) as that reason, any other hwdata as the generic refusal', () => {
    expect(classify(response(200, 400, 'projects:server.required'))).toEqual({ kind: 'business', code: '400', messageKey: 'projects:server.required', success: false });
    expect(classify(response(200, '400', 'projects:server.internal'))).toEqual({ kind: 'business', code: '400', messageKey: 'projects:server.internal', success: false });
    expect(classify(response(200, 400, 'projects:other'))).toEqual({ kind: 'business', code: '400', messageKey: 'errors:business.invalidInput', success: false });
    expect(classify(response(200, 420, 'projects:server.required'))).toEqual({ kind: 'business', code: '420', messageKey: 'errors:business.accountExists', success: false });
  });

  it('shows the server message for other hwcodes on SMS calls, trimmed', () => {
    expect(classify(response(200, 777, '  quota gone  '), { sms: true })).toEqual({ kind: 'business', code: '777', messageKey: SMS_SERVER_KEY, success: false, serverMessage: 'quota gone' });
    expect(classify(response(200, 777, { message: ' bad number ' }), { sms: true })).toEqual({ kind: 'business', code: '777', messageKey: SMS_SERVER_KEY, success: false, serverMessage: 'bad number' });
  });

  it('falls back to the generic failure on SMS calls without a usable server message', () => {
    const generic = { kind: 'business', code: '777', messageKey: GENERIC_FAILURE_KEY, success: false };
    expect(classify(response(200, 777, '   '), { sms: true })).toEqual(generic);
    expect(classify(response(200, 777, ''), { sms: true })).toEqual(generic);
    expect(classify(response(200, 777, { message: '  ' }), { sms: true })).toEqual(generic);
    expect(classify(response(200, 777, { message: 5 }), { sms: true })).toEqual(generic);
    expect(classify(response(200, 777, { other: 'x' }), { sms: true })).toEqual(generic);
    expect(classify(response(200, 777, null), { sms: true })).toEqual(generic);
    expect(classify(response(200, 777, 12), { sms: true })).toEqual(generic);
  });

  it('keeps an unknown code as a generic failure, with the cloud words of a non-blank text hwdata as they came', () => {
    expect(classify(response(200, 777, ' words '))).toEqual({ kind: 'business', code: '777', messageKey: GENERIC_FAILURE_KEY, success: false, serverMessage: ' words ' });
    expect(classify(response(200, 777, '  '))).toEqual({ kind: 'business', code: '777', messageKey: GENERIC_FAILURE_KEY, success: false });
    expect(classify(response(200, 777, { message: 'm' }))).toEqual({ kind: 'business', code: '777', messageKey: GENERIC_FAILURE_KEY, success: false });
    expect(classify(response(200, 777))).toEqual({ kind: 'business', code: '777', messageKey: GENERIC_FAILURE_KEY, success: false });
  });
});

describe('codes on the wire', () => {
  it('normalises a number to its catalogue code and a string by trimming it', () => {
    expect(normaliseCode(1010408)).toBe('01010408');
    expect(normaliseCode(12345)).toBe('12345');
    expect(normaliseCode(' 04010102 ')).toBe('04010102');
    expect(normaliseCode('0')).toBe('0');
  });

  it('sends HTTP-like codes (1 to 4 digits, no leading zero) as numbers and the rest as strings', () => {
    expect(wireCode('400')).toBe(400);
    expect(wireCode(' 420 ')).toBe(420);
    expect(wireCode(1)).toBe(1);
    expect(wireCode('9999')).toBe(9999);
    expect(wireCode('10000')).toBe('10000');
    expect(wireCode('0')).toBe('0');
    expect(wireCode('0400')).toBe('0400');
    expect(wireCode('01010408')).toBe('01010408');
    expect(wireCode('a400')).toBe('a400');
    expect(wireCode('400a')).toBe('400a');
  });
});

describe('what a screen shows', () => {
  it('gives an HTTP failure its key and values', () => {
    expect(outcomeMessage({ kind: 'http', status: 418, messageKey: CONNECTING_ERROR_KEY, values: { code: 418 } })).toEqual({ key: CONNECTING_ERROR_KEY, values: { code: 418 } });
    expect(outcomeMessage({ kind: 'http', status: 500, messageKey: HTTP_MESSAGES[500] })).toEqual({ key: HTTP_MESSAGES[500], values: undefined });
  });

  it('gives the SMS server message as the message value', () => {
    expect(outcomeMessage({ kind: 'business', code: '7', messageKey: SMS_SERVER_KEY, success: false, serverMessage: 'm' })).toEqual({ key: SMS_SERVER_KEY, values: { message: 'm' } });
    expect(outcomeMessage({ kind: 'business', code: '7', messageKey: SMS_SERVER_KEY, success: false })).toEqual({ key: SMS_SERVER_KEY, values: { message: '' } });
    // Only a business outcome carries a server message: another kind under the same key shows the key alone.
    expect(outcomeMessage({ kind: 'serverApi', messageKey: SMS_SERVER_KEY })).toEqual({ key: SMS_SERVER_KEY });
  });

  it('gives any other outcome its own key alone, and success the generic failure', () => {
    expect(outcomeMessage({ kind: 'business', code: '7', messageKey: GENERIC_FAILURE_KEY, success: false, serverMessage: 'm' })).toEqual({ key: GENERIC_FAILURE_KEY });
    expect(outcomeMessage({ kind: 'tokenExpired', messageKey: TOKEN_EXPIRED_KEY })).toEqual({ key: TOKEN_EXPIRED_KEY });
    expect(outcomeMessage({ kind: 'network', messageKey: NETWORK_ERROR_KEY })).toEqual({ key: NETWORK_ERROR_KEY });
    expect(outcomeMessage({ kind: 'ok', data: 1 })).toEqual({ key: GENERIC_FAILURE_KEY });
    expect(outcomeKey({ kind: 'http', status: 403, messageKey: HTTP_MESSAGES[403] })).toBe('errors:http.accessDenied');
    expect(outcomeKey({ kind: 'business', code: '7', messageKey: SMS_SERVER_KEY, success: false, serverMessage: 'm' })).toBe(SMS_SERVER_KEY);
  });

  it('reads a call sent without a token cookie as a missing token that logs out after one second', () => {
    expect(MISSING_TOKEN_OUTCOME).toEqual({ kind: 'tokenExpired', messageKey: 'errors:transport.tokenMissing', logoutAfterMs: 1000 });
  });

  it('reads HTTP or envelope 404 and 501 as a call the cloud does not offer', () => {
    expect(isNotOffered({ kind: 'http', status: 404, messageKey: '' })).toBe(true);
    expect(isNotOffered({ kind: 'http', status: 501, messageKey: '' })).toBe(true);
    expect(isNotOffered({ kind: 'http', status: 500, messageKey: '' })).toBe(false);
    expect(isNotOffered({ kind: 'business', code: '404', messageKey: '', success: false })).toBe(true);
    expect(isNotOffered({ kind: 'business', code: '501', messageKey: '', success: false })).toBe(true);
    expect(isNotOffered({ kind: 'business', code: '500', messageKey: '', success: false })).toBe(false);
    expect(isNotOffered({ kind: 'serverApi', messageKey: '' })).toBe(false);
    expect(isNotOffered({ kind: 'tokenExpired', messageKey: '' })).toBe(false);
  });
});
