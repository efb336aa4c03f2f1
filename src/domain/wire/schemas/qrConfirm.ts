// The phone's side of a desktop QR sign-in: an extension of the API (not in calls.tsv; docs/decisions.md, "Accounts and sign-in:
// the phone's side of QR sign-in"). The phone console, signed in, scans the code the desktop's /login shows
// (the qrToken of getQrToken), confirms or cancels; the desktop's qrLoginCheck polling then signs in as the phone's
// user. Rules: simulator/world/qr.ts.
import { z } from 'zod';

export const qrDecisionPayload = z.object({
  qrToken: z.string().min(1).max(128).describe('The code the desktop shows: the qrToken of POST /api/user/getQrToken'),
});

/** What the phone may show before confirming: which computer asks, and as whom it will be signed in. */
export const qrScanAnswer = z.object({
  state: z.literal('scanned'),
  account: z.string().describe('The phone user\'s account (name, phone or e-mail) the computer will be signed in as'),
  ip: z.string().describe('The address the computer asked for the code from'),
  userAgent: z.string().describe('The computer\'s browser as its User-Agent header named it; empty when unknown'),
  issuedAt: z.number().int().describe('Unix milliseconds'),
  expiresAt: z.number().int().describe('Unix milliseconds'),
});

export const qrDecisionAnswer = z.object({
  state: z.enum(['confirmed', 'waiting']).describe('confirmed: the computer signs in at its next check; waiting: cancelled, the code may be scanned again'),
});
