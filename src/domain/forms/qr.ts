// The phone's code entry for a desktop QR sign-in: what the user typed, pasted or a camera read must hold a code
// worth sending once its spaces and dashes go (qrCode.ts); the cloud judges the rest.
import { z } from 'zod';
import { ruled } from '../formSchemas';
import { looksLikeQrCode, parseQrCode } from '../qrCode';

export const qrCodeEntrySchema = z.object({
  code: ruled((text) => (looksLikeQrCode(parseQrCode(text)) ? { ok: true } : { ok: false, error: 'mobileQr:code.invalid' })),
});
