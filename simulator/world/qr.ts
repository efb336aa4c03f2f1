import { randomToken } from './sessions';
import type { QrLogin, World } from './types';

/** A QR code on the login page stays scannable this long. */
export const QR_LIFETIME_MS = 5 * 60_000;

export type QrState = 'pending' | 'confirmed' | 'expired' | 'unknown';

export function issueQr(world: World, now: number): QrLogin {
  const qr: QrLogin = { qrToken: randomToken(), createdAt: now, expiresAt: now + QR_LIFETIME_MS };
  world.qrLogins.set(qr.qrToken, qr);
  return qr;
}

export function qrState(world: World, qrToken: string, now: number): QrState {
  const qr = world.qrLogins.get(qrToken);
  if (!qr) return 'unknown';
  if (qr.confirmedBy !== undefined) return 'confirmed';
  return qr.expiresAt <= now ? 'expired' : 'pending';
}

/** What the phone app would do after scanning: bind the QR token to a signed-in user. */
export function confirmQr(world: World, qrToken: string, userId: number, now: number): QrState {
  const state = qrState(world, qrToken, now);
  const qr = world.qrLogins.get(qrToken);
  if (state === 'pending' && qr) qr.confirmedBy = userId;
  return state === 'pending' ? 'confirmed' : state;
}
