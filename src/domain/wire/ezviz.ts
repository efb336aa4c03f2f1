// Camera-cloud account types, inferred from the schemas the OpenAPI document is generated from.
import type { z } from 'zod';
import type * as s from './schemas/ezviz';

export type EzvizAccount = z.infer<typeof s.ezvizAccount>;
export type EzvizLinkedDevice = z.infer<typeof s.ezvizLinkedDevice>;
export type EzvizCheckNameAnswer = z.infer<typeof s.ezvizCheckNameAnswer>;
export type EzvizCheckKeyAnswer = z.infer<typeof s.ezvizCheckKeyAnswer>;
export type EzvizDeviceLink = z.infer<typeof s.ezvizDeviceLink>;
export type EzvizLive = z.infer<typeof s.ezvizLive>;
