// Which sent applications are still pending, and whether a new one may be sent (the repeat block).
import { REPEAT_REQUEST_BLOCK_MS } from '../../domain/constants';
import type { RealtimeMessage } from '../../domain/realtime/messageTypes';
import type { PendingApplication } from '../../transport/pendingApplications';

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** A realtime bind or visit result settles the pending applications of that kind for that device. */
export function settle(pending: readonly PendingApplication[], message: RealtimeMessage): PendingApplication[] {
  if ((message.type !== 'deviceBind' && message.type !== 'deviceVisit') || !message.isResult) return [...pending];
  const kind = message.type === 'deviceBind' ? 'bind' : 'visit';
  return pending.filter((p) => !(p.kind === kind && sameCode(p.machineCode, message.deviceCode)));
}

/** The same request to the same device within REPEAT_REQUEST_BLOCK_MS is blocked; the ms left, or 0. */
export function blockedFor(pending: readonly PendingApplication[], machineCode: string, kind: 'bind' | 'visit', now: number): number {
  const last = pending
    .filter((p) => p.kind === kind && sameCode(p.machineCode, machineCode))
    .reduce((latest, p) => Math.max(latest, p.sentAt), -Infinity);
  const left = last + REPEAT_REQUEST_BLOCK_MS - now;
  return left > 0 ? left : 0;
}
