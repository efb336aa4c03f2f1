// Camera-cloud accounts on the wire (api.md section 7: User updateEzvizAccount, checkEzvizAccount,
// checkEzvizAppkey; Device changeEzvizAccount, releaseEzvizAccount; GET/POST/DELETE /api/device/v1/ezviz/account).
// The spec leaves the shapes "not shown"; these are the console's and simulator's agreement (docs/decisions.md).
// The TS types in ../ezviz.ts are inferred from these schemas, and the OpenAPI document is generated from them.
import { z } from 'zod';
import { EZVIZ_KEY_LENGTH, EZVIZ_NAME_MAX, EZVIZ_REMARK_MAX } from '../../ezviz';

const flag = z.enum(['0', '1']).describe('1 yes, 0 no (form field)');
const id = z.string().regex(/^\d+$/).max(10).describe('numeric id (form field)');
// Bounds for the document; the handlers refuse what breaks the rules of src/domain/ezviz.ts with their own codes.
const name = z.string().min(1).max(EZVIZ_NAME_MAX);
const key = z.string().min(1).max(EZVIZ_KEY_LENGTH * 2);
const remark = z.string().max(EZVIZ_REMARK_MAX);

export const ezvizLinkedDevice = z.object({
  machineId: z.number().int(),
  machineName: z.string(),
  machineCode: z.string(),
});

export const ezvizAccount = z
  .object({
    id: z.number().int(),
    name: z.string(),
    appKey: z.string(),
    /** Never the Secret itself: bullets and its last characters. */
    secretMasked: z.string().describe('The Secret is never sent back: bullets and its last 4 characters'),
    remark: z.string(),
    isDefault: z.boolean(),
    devices: z.array(ezvizLinkedDevice).describe('The devices that use this account'),
  })
  .describe('A camera-cloud (Ezviz) account');

export const ezvizAccountList = z.array(ezvizAccount);

export const ezvizCreatePayload = z.object({
  name,
  appKey: key,
  secret: key,
  remark: remark.optional(),
  isDefault: flag.optional(),
});

export const ezvizUpdatePayload = z.object({
  id,
  name,
  appKey: key,
  secret: z.string().max(EZVIZ_KEY_LENGTH * 2).optional().describe('Empty or absent keeps the saved Secret'),
  remark: remark.optional(),
  isDefault: flag.optional(),
});

export const ezvizDeletePayload = z.object({
  id,
  release: flag.optional().describe('1 releases the devices that use the account; without it such an account is refused'),
});

export const ezvizCheckNamePayload = z.object({
  name,
  id: id.optional().describe('The account being edited, which may keep its own name'),
});
export const ezvizCheckNameAnswer = z.object({ available: z.boolean() });

export const ezvizCheckKeyPayload = z.object({ appKey: key, secret: key });
export const ezvizCheckKeyAnswer = z.object({ valid: z.literal(true) });

export const ezvizChangePayload = z.object({ machineId: id, ezvizAccountId: id });
export const ezvizReleasePayload = z.object({ machineId: id });
export const ezvizDeviceLink = z.object({ machineId: z.number().int(), ezvizAccountId: z.number().int().nullable() });

export const ezvizLivePayload = z.object({ machineId: id });
export const ezvizLive = z
  .object({
    url: z.string().describe('Address of the live picture, valid with the access token it carries'),
    accessToken: z.string(),
    expiresAt: z.number().int().describe('When the access token expires, Unix milliseconds'),
    accountName: z.string(),
  })
  .describe('The live picture of a linked device');
