// The camera-cloud account calls of their own area (api.md section 7, Camera-cloud accounts) and the live picture
// (an extension). Payloads and answers: src/domain/wire/schemas/ezviz.ts.
import { z } from 'zod';
import * as ezviz from '../wire/schemas/ezviz';
import type { BusinessCodeName } from '../resultCodes';
import type { CallDoc } from './callDoc';

const keyCodes: BusinessCodeName[] = ['EzvizAppKeyMalformed', 'EzvizSecretMalformed', 'EzvizKeySameAsSecret', 'EzvizKeyRevoked'];

export const EZVIZ_CALLS: Readonly<Record<string, CallDoc>> = {
  'GET /api/device/v1/ezviz/account': { summary: 'The user\'s camera-cloud accounts (Secrets masked)', answer: ezviz.ezvizAccountList },
  'POST /api/device/v1/ezviz/account': {
    summary: 'Add a camera-cloud account',
    description: 'The camera cloud checks the AppKey and Secret first. The first account becomes the default one.',
    payload: ezviz.ezvizCreatePayload,
    answer: ezviz.ezvizAccount,
    codes: ['InvalidInput', 'EzvizNameExists', ...keyCodes],
  },
  'DELETE /api/device/v1/ezviz/account': {
    summary: 'Delete a camera-cloud account',
    description: 'An account devices use is refused with EzvizAccountInUse (hwdata names the devices) unless release=1.',
    payload: ezviz.ezvizDeletePayload,
    answer: z.null(),
    codes: ['EzvizAccountNotFound', 'EzvizAccountInUse'],
  },
  'GET /api/device/v1/ezviz/live': {
    summary: 'Live picture of a linked device (extension)',
    description: 'The cloud gets an access token from the camera cloud (valid 7 days) and answers the picture address.',
    payload: ezviz.ezvizLivePayload,
    answer: ezviz.ezvizLive,
    codes: ['DeviceNotFound', 'EzvizNotLinked', ...keyCodes],
  },
};
