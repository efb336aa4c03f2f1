import { randomToken, sweepQrLogins } from './sessions';
import type { QrLogin, World } from './types';

/** A QR code on the login page stays scannable this long. */
export const QR_LIFETIME_MS = 5 * 60_000;

/** The states of src/transport/api/user.ts `QrLoginCheck`, plus unknown. */
export type QrState = 'waiting' | 'scanned' | 'confirmed' | 'expired' | 'unknown';

export function issueQr(world: World, now: number): QrLogin {
  sweepQrLogins(world, now, QR_LIFETIME_MS);
  const qr: QrLogin = { qrToken: randomToken(), createdAt: now, expiresAt: now + QR_LIFETIME_MS };
  world.qrLogins.set(qr.qrToken, qr);
  return qr;
}

export function qrState(world: World, qrToken: string, now: number): QrState {
  const qr = world.qrLogins.get(qrToken);
  if (!qr) return 'unknown';
  if (qr.confirmedBy !== undefined) return 'confirmed';
  if (qr.expiresAt <= now) return 'expired';
  return qr.scannedAt === undefined ? 'waiting' : 'scanned';
}

/** The phone app scanned the code but the user has not confirmed yet. */
export function scanQr(world: World, qrToken: string, now: number): QrState {
  const state = qrState(world, qrToken, now);
  const qr = world.qrLogins.get(qrToken);
  if (state === 'waiting' && qr) qr.scannedAt = now;
  return state === 'waiting' ? 'scanned' : state;
}

/** What the phone app would do after scanning: bind the QR token to a signed-in user. */
export function confirmQr(world: World, qrToken: string, userId: number, now: number): QrState {
  const state = qrState(world, qrToken, now);
  const qr = world.qrLogins.get(qrToken);
  const open = state === 'waiting' || state === 'scanned';
  if (open && qr) qr.confirmedBy = userId;
  return open ? 'confirmed' : state;
}
