import { LIMITS } from './limits';
import { QR_POLL_MS } from '../../src/domain/constants';
import { MAX_QR_LOGINS, randomToken, sweepQrLogins } from './sessions';
import type { QrLogin, World } from './types';

/** A QR code on the login page stays scannable this long. */
export const QR_LIFETIME_MS = 5 * 60_000;

/** The states of src/transport/api/user.ts `QrLoginCheck`, plus unknown. */
export type QrState = 'waiting' | 'scanned' | 'confirmed' | 'expired' | 'unknown';

/** A browser's own user-agent header is far shorter; a longer one is cut so a waiting code stays small. */
const DESKTOP_TEXT_MAX = 256;

/** Each world's waiting codes by client address, oldest first; entries of codes gone elsewhere are dropped on read. */
const byAddress = new WeakMap<World, Map<string, string[]>>();

function addressIndex(world: World): Map<string, string[]> {
  let index = byAddress.get(world);
  // Rebuilt when it holds far more addresses than codes are kept (addresses whose codes all went elsewhere).
  if (!index || index.size > 2 * MAX_QR_LOGINS) {
    index = new Map();
    for (const [token, qr] of world.qrLogins) {
      const list = index.get(qr.ip ?? '');
      if (list) list.push(token);
      else index.set(qr.ip ?? '', [token]);
    }
    byAddress.set(world, index);
  }
  return index;
}

/**
 * Makes room for one more code of `ip`: an address holds at most LIMITS.pendingQrPerClient waiting codes and its
 * own oldest goes first, so a flood from one address never evicts another address's code. Costs what one address
 * holds, not what the world holds.
 */
function capPerAddress(world: World, ip: string, now: number): void {
  const index = addressIndex(world);
  const pending = (index.get(ip) ?? []).filter((token) => {
    const qr = world.qrLogins.get(token);
    return qr !== undefined && qr.confirmedBy === undefined && qr.expiresAt > now;
  });
  for (const token of pending.splice(0, Math.max(0, pending.length - LIMITS.pendingQrPerClient + 1))) world.qrLogins.delete(token);
  if (pending.length === 0) index.delete(ip);
  else index.set(ip, pending);
}

/** Codes dropped at once when the overall cap is reached, so the scan that picks them runs once per this many codes. */
const EVICT_BATCH = 100;

/**
 * The overall cap (MAX_QR_LOGINS) is reached: the busiest client's oldest codes go first, one at a time from
 * whichever client holds the most, so a flood from many addresses evicts the flood and not a victim's one waiting
 * code (docs/decisions.md, "Security"). A code younger than the login page's first poll (QR_POLL_MS) is never evicted. Answers whether
 * there is room now.
 */
function evictBusiest(world: World, now: number): boolean {
  if (world.qrLogins.size < MAX_QR_LOGINS) return true;
  const byClient = new Map<string, string[]>();
  for (const [token, qr] of world.qrLogins) {
    if (now - qr.createdAt < QR_POLL_MS) continue;
    const ip = qr.ip ?? '';
    const list = byClient.get(ip);
    if (list) list.push(token);
    else byClient.set(ip, [token]);
  }
  // Oldest first within a client (insertion order); the busiest client gives up its oldest, then the next busiest.
  const queues = [...byClient.values()].map((tokens) => ({ tokens, next: 0 }));
  const target = MAX_QR_LOGINS - EVICT_BATCH;
  while (world.qrLogins.size > target) {
    let busiest: (typeof queues)[number] | undefined;
    for (const queue of queues) if (queue.next < queue.tokens.length && (!busiest || queue.tokens.length - queue.next > busiest.tokens.length - busiest.next)) busiest = queue;
    if (!busiest) break;
    world.qrLogins.delete(busiest.tokens[busiest.next]!);
    busiest.next += 1;
  }
  return world.qrLogins.size < MAX_QR_LOGINS;
}

/**
 * `desktop`: the computer's address and browser, which the phone shows before its user confirms. Undefined when
 * the overall cap is full of codes younger than one poll (the caller answers "frequent request").
 */
export function issueQr(world: World, now: number, desktop: { ip?: string; userAgent?: string } = {}): QrLogin | undefined {
  sweepQrLogins(world, now, QR_LIFETIME_MS);
  capPerAddress(world, desktop.ip?.slice(0, DESKTOP_TEXT_MAX) ?? '', now);
  if (!evictBusiest(world, now)) return undefined;
  const qr: QrLogin = {
    qrToken: randomToken(),
    createdAt: now,
    expiresAt: now + QR_LIFETIME_MS,
    ip: desktop.ip?.slice(0, DESKTOP_TEXT_MAX),
    userAgent: desktop.userAgent?.slice(0, DESKTOP_TEXT_MAX),
  };
  world.qrLogins.set(qr.qrToken, qr);
  const index = addressIndex(world);
  index.set(qr.ip ?? '', [...(index.get(qr.ip ?? '') ?? []), qr.qrToken]);
  return qr;
}

export function qrState(world: World, qrToken: string, now: number): QrState {
  const qr = world.qrLogins.get(qrToken);
  if (!qr) return 'unknown';
  // A code dies at its expiry, confirmed or not, and at its first collected sign-in (single-use, ASVS 3.3.1).
  if (qr.spentAt !== undefined || qr.expiresAt <= now) return 'expired';
  if (qr.confirmedBy !== undefined) return 'confirmed';
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

/**
 * The desktop collects the confirmed sign-in: the code is spent, so a second check (a replay of the captured code,
 * after a logout or a password change) finds it expired.
 */
export function spendQr(qr: QrLogin, now: number): void {
  qr.spentAt = now;
}

/**
 * The confirming account signed out, had its sessions revoked or changed its password: a code it confirmed and the
 * desktop has not collected yet dies with them (ASVS 3.3.3).
 */
export function dropQrOf(world: World, userId: number): void {
  for (const [token, qr] of world.qrLogins) if (qr.confirmedBy === userId || qr.scannedBy === userId) world.qrLogins.delete(token);
}

// The phone's side through the API extension (simulator/handlers/qrConfirm.ts): the same states, with who scanned.
// A refusal names the catalogue's code; the desktop's polling sees only waiting, scanned, confirmed or expired.

export type QrRefusal = 'unknown' | 'expired' | 'used';
export type QrDecision<T> = { ok: true; qr: QrLogin & T } | { ok: false; refusal: QrRefusal };

/** Why a code cannot be used by `userId` any more, or undefined while it is open to them. */
function refusalOf(world: World, qrToken: string, userId: number, now: number): QrRefusal | undefined {
  const state = qrState(world, qrToken, now);
  if (state === 'unknown') return 'unknown';
  if (state === 'confirmed') return 'used';
  if (state === 'expired') return 'expired';
  const qr = world.qrLogins.get(qrToken);
  // Scanned by another phone user: one phone at a time; that one confirms or cancels first.
  if (qr?.scannedBy !== undefined && qr.scannedBy !== userId) return 'used';
  return undefined;
}

/** A signed-in phone user scanned the code: the desktop shows "scanned"; scanning again is harmless. */
export function scanQrBy(world: World, qrToken: string, userId: number, now: number): QrDecision<{ scannedAt: number }> {
  const refusal = refusalOf(world, qrToken, userId, now);
  const qr = world.qrLogins.get(qrToken);
  if (refusal || !qr) return { ok: false, refusal: refusal ?? 'unknown' };
  qr.scannedAt ??= now;
  qr.scannedBy = userId;
  return { ok: true, qr: qr as QrLogin & { scannedAt: number } };
}

/** The phone user confirmed: the desktop's next check signs in as them. Only the one who scanned confirms. */
export function confirmQrBy(world: World, qrToken: string, userId: number, now: number): QrDecision<{ confirmedBy: number }> {
  const refusal = refusalOf(world, qrToken, userId, now);
  const qr = world.qrLogins.get(qrToken);
  if (refusal || !qr) return { ok: false, refusal: refusal ?? 'unknown' };
  if (qr.scannedBy !== userId) return { ok: false, refusal: 'unknown' };
  qr.confirmedBy = userId;
  return { ok: true, qr: qr as QrLogin & { confirmedBy: number } };
}

/** The phone user said no: the code goes back to waiting, so the computer can be scanned again (by anyone). */
export function cancelQrBy(world: World, qrToken: string, userId: number, now: number): QrDecision<object> {
  const refusal = refusalOf(world, qrToken, userId, now);
  const qr = world.qrLogins.get(qrToken);
  if (refusal || !qr) return { ok: false, refusal: refusal ?? 'unknown' };
  qr.scannedAt = undefined;
  qr.scannedBy = undefined;
  return { ok: true, qr };
}
