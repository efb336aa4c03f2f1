// What the document knows of each call beyond calls.tsv: a summary, the payload and answer schemas (the shared
// wire schemas of src/domain/wire/schemas), the business codes it may answer, and whether it needs a sign-in.
// Calls absent here are documented with an open payload and answer: api.md leaves them "not shown" and no shared
// wire schema exists yet (the document says so on each of them).
import type { z } from 'zod';
import type { BusinessCodeName } from '../resultCodes';
import * as core from '../wire/schemas/core';
import * as ezviz from '../wire/schemas/ezviz';
import * as qr from '../wire/schemas/qrConfirm';
import { SPEC_PAYLOADS } from '../wire/schemas/payloads';
import type { CallArea, CallMethod } from './calls';
import { SMS_CALLS } from './smsCalls';
import { AUDIT_CALLS } from './auditCalls';
import { PROJECT_CALLS } from './projectCalls';
import { ENTERPRISE_CALLS } from './enterpriseCalls';
import { MESSAGE_CALLS } from './messageCalls';
import { EZVIZ_CALLS } from './ezvizCalls';
import { OTHER_CALLS } from './otherCalls';

export interface CallDoc {
  summary: string;
  description?: string;
  payload?: z.ZodObject;
  /** Other shapes the same call accepts (the sign-in's code step); a request fits when it fits one of them. */
  alternatives?: z.ZodObject[];
  answer?: z.ZodType;
  codes?: BusinessCodeName[];
  /** No cloudtoken needed. */
  public?: boolean;
  /** The answer is not shown in api.md and has no shared schema: any hwdata. */
  open?: boolean;
}

/** Calls the console makes that calls.tsv does not list (extensions; docs/decisions.md). */
export const EXTENSIONS: readonly (readonly [CallMethod, string, CallArea])[] = [
  ['GET', '/api/device/v1/ezviz/live', 'ezviz'],
  ['POST', '/api/common/scadaRegister', 'other'],
  ['POST', '/api/ext/v1/qr/scan', 'user'],
  ['POST', '/api/ext/v1/qr/confirm', 'user'],
  ['POST', '/api/ext/v1/qr/cancel', 'user'],
  // api.md lists only the DELETE of the receivers; the console adds them with these two (docs/decisions.md).
  ['POST', '/api/v1/alarm/contact/add', 'sms'],
  ['POST', '/api/msg/v1/ent/alarmContact', 'sms'],
  ['GET', '/api/ext/v1/dataCenter/history', 'other'],
  ['PUT', '/api/ext/v1/enterprise/platform', 'enterprise'],
];

/** "METHOD path" of every extension: the document marks them `x-extension: true`. */
export const EXTENSION_KEYS: ReadonlySet<string> = new Set(EXTENSIONS.map(([method, path]) => `${method} ${path}`));

const qrCodes: BusinessCodeName[] = ['QrUnknown', 'QrExpired', 'QrAlreadyUsed'];
const keyCodes: BusinessCodeName[] = ['EzvizAppKeyMalformed', 'EzvizSecretMalformed', 'EzvizKeySameAsSecret', 'EzvizKeyRevoked'];

const DOCUMENTED: Readonly<Record<string, CallDoc>> = {
  'POST /api/user/login': {
    summary: 'Sign in',
    description: 'Answers the token (stored as the cloudtoken cookie for 30 days) or, for a two-factor account, a challenge.',
    payload: core.loginPayload,
    alternatives: [core.twoFactorCodePayload, core.twoFactorResendPayload],
    answer: core.loginAnswer,
    codes: ['LoginFailed', 'LoginRefused', 'AccountLocked', 'RequestTooFrequent', 'CodeWrong', 'CodeExpired', 'CodeTooFrequent', 'TwoFactorExpired'],
    public: true,
  },
  'POST /api/user/selectInfo': { summary: 'The signed-in user', answer: core.userInfo },
  'POST /api/machine/select': { summary: 'Personal device list', payload: core.machineSelectPayload, answer: core.machineList },
  'POST /api/machine/add': {
    summary: 'Add a device by machine code and password',
    payload: core.machineAddPayload,
    answer: core.machine,
    codes: ['AlreadyOwned', 'DeviceNotFound', 'InvalidInput'],
  },
  'POST /api/machine/getMachineState': { summary: 'Online state of a machine code', payload: core.machineStatePayload, answer: core.machineStateInfo, codes: ['InvalidInput'] },
  'GET /api/device/v1/userGroup': { summary: 'The user\'s device groups', answer: core.userGroupList },
  'POST /api/device/v1/userGroup': { summary: 'Create a device group', answer: core.userGroupItem, codes: ['InvalidInput', 'GroupLimitReached', 'GroupNameExists'] },
  'PUT /api/device/v1/userGroup': { summary: 'Rename a group or move devices in and out', answer: core.userGroupItem, codes: ['GroupNotFound', 'InvalidInput', 'GroupNameExists'] },
  'DELETE /api/device/v1/userGroup': { summary: 'Delete a group (its devices stay in ALL)', codes: ['GroupNotFound'] },

  'POST /api/user/updateEzvizAccount': {
    summary: 'Edit a camera-cloud account',
    payload: ezviz.ezvizUpdatePayload,
    answer: ezviz.ezvizAccount,
    codes: ['InvalidInput', 'EzvizAccountNotFound', 'EzvizNameExists', ...keyCodes],
  },
  'POST /api/user/checkEzvizAccount': { summary: 'Is a camera-account name free', payload: ezviz.ezvizCheckNamePayload, answer: ezviz.ezvizCheckNameAnswer, codes: ['InvalidInput'] },
  'POST /api/user/checkEzvizAppkey': {
    summary: 'Ask the camera cloud whether an AppKey and Secret are valid',
    payload: ezviz.ezvizCheckKeyPayload,
    answer: ezviz.ezvizCheckKeyAnswer,
    codes: keyCodes,
  },
  'POST /api/machine/changeEzvizAccount': {
    summary: 'Link a device to a camera-cloud account (Akey or Bkey)',
    payload: ezviz.ezvizChangePayload,
    answer: ezviz.ezvizDeviceLink,
    codes: ['DeviceNotFound', 'NoPermission', 'EzvizAccountNotFound'],
  },
  'POST /api/machine/releaseEzvizAccount': {
    summary: 'Clear a device\'s camera-cloud account (Akey or Bkey)',
    payload: ezviz.ezvizReleasePayload,
    answer: ezviz.ezvizDeviceLink,
    codes: ['DeviceNotFound', 'NoPermission'],
  },
  'POST /api/ext/v1/qr/scan': {
    summary: 'The phone scanned a desktop QR sign-in code (extension)',
    description: 'By the signed-in phone user. Answers which computer asks, so the phone can ask "sign in on the computer as …?"; the computer\'s qrLoginCheck answers scanned.',
    payload: qr.qrDecisionPayload,
    answer: qr.qrScanAnswer,
    codes: qrCodes,
  },
  'POST /api/ext/v1/qr/confirm': {
    summary: 'The phone confirms a desktop QR sign-in (extension)',
    description: 'Only by the user who scanned it. The computer\'s next qrLoginCheck answers confirmed with a login of this user; the code cannot be used again.',
    payload: qr.qrDecisionPayload,
    answer: qr.qrDecisionAnswer,
    codes: qrCodes,
  },
  'POST /api/ext/v1/qr/cancel': {
    summary: 'The phone declines a desktop QR sign-in (extension)',
    description: 'The code goes back to waiting on the computer, which may be scanned again.',
    payload: qr.qrDecisionPayload,
    answer: qr.qrDecisionAnswer,
    codes: qrCodes,
  },
};

/** The calls above, plus the payloads api.md gives for calls whose answers have no shared schema yet. */
export const REGISTRY: Readonly<Record<string, CallDoc>> = {
  ...Object.fromEntries(Object.entries(SPEC_PAYLOADS).map(([key, payload]) => [key, { summary: '', payload, open: true }])),
  ...SMS_CALLS,
  ...AUDIT_CALLS,
  ...PROJECT_CALLS,
  ...ENTERPRISE_CALLS,
  ...MESSAGE_CALLS,
  ...EZVIZ_CALLS,
  ...OTHER_CALLS,
  ...DOCUMENTED,
};
