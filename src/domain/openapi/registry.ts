// What the document knows of each call beyond calls.tsv: a summary, the payload and answer schemas (the shared
// wire schemas of src/domain/wire/schemas), the business codes it may answer, and whether it needs a sign-in.
// Calls absent here are documented with an open payload and answer: api.md leaves them "not shown" and no shared
// wire schema exists yet (the document says so on each of them).
import type { BusinessCodeName } from '../resultCodes';
import * as ezviz from '../wire/schemas/ezviz';
import { SPEC_PAYLOADS } from '../wire/schemas/payloads';
import type { CallArea, CallMethod } from './calls';
import type { CallDoc } from './callDoc';
import { SMS_CALLS } from './smsCalls';
import { DEVICE_CALLS } from './deviceCalls';
import { USER_CALLS } from './userCalls';
import { AUDIT_CALLS } from './auditCalls';
import { PROJECT_CALLS } from './projectCalls';
import { ENTERPRISE_CALLS } from './enterpriseCalls';
import { MESSAGE_CALLS } from './messageCalls';
import { EZVIZ_CALLS } from './ezvizCalls';
import { OTHER_CALLS } from './otherCalls';

export type { CallDoc };

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

const keyCodes: BusinessCodeName[] = ['EzvizAppKeyMalformed', 'EzvizSecretMalformed', 'EzvizKeySameAsSecret', 'EzvizKeyRevoked'];

const DOCUMENTED: Readonly<Record<string, CallDoc>> = {
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
};

/** The calls above, plus the payloads api.md gives for calls whose answers have no shared schema yet. */
export const REGISTRY: Readonly<Record<string, CallDoc>> = {
  ...Object.fromEntries(Object.entries(SPEC_PAYLOADS).map(([key, payload]) => [key, { summary: '', payload, open: true }])),
  ...SMS_CALLS,
  ...DEVICE_CALLS,
  ...USER_CALLS,
  ...AUDIT_CALLS,
  ...PROJECT_CALLS,
  ...ENTERPRISE_CALLS,
  ...MESSAGE_CALLS,
  ...EZVIZ_CALLS,
  ...OTHER_CALLS,
  ...DOCUMENTED,
};
