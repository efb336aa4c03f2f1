// Wire types of the phone's side of a desktop QR sign-in, inferred from the schemas the OpenAPI document uses.
import type { z } from 'zod';
import type * as s from './schemas/qrConfirm';

export type QrDecisionPayload = z.infer<typeof s.qrDecisionPayload>;
export type QrScanAnswer = z.infer<typeof s.qrScanAnswer>;
export type QrDecisionAnswer = z.infer<typeof s.qrDecisionAnswer>;
