import type { Sim } from './sim';
import { deviceById } from './world/fleetIndex';
import { nextId } from './world/ids';
import type { SimMessage, World } from './world/types';

// Every message a user receives goes through here: it lands in the message centre and, for the realtime
// types, reaches the user's open consoles at once with the new unread total.

/** An unread message older than this counts as expired (docs/decisions.md): it no longer asks for attention. */
export const MESSAGE_LIFETIME_MS = 30 * 24 * 3600_000;

export type NewMessage = Omit<SimMessage, 'id' | 'userId' | 'createdAt' | 'state'> & {
  /** Realtime device-audit fields for bind and visit messages. */
  audit?: { isResult: boolean; auditState: number };
};

/** The state a user sees now: an unread message past its life is expired. */
export function messageState(message: SimMessage, now: number): SimMessage['state'] {
  if (message.state === 'unread' && now - message.createdAt > MESSAGE_LIFETIME_MS) return 'expired';
  return message.state;
}

// Each delivery reports the user's unread total. Counting over every message each time made an alarm storm
// quadratic, so the count is kept per user: a delivery adds one; a read or a clear (unreadChanged) and the first
// expiry due (or a clock that went back) count again from the messages.
type UnreadEntry = { count: number; nextExpiry: number; at: number; dirty: boolean };
const unreadCaches = new WeakMap<World, Map<number, UnreadEntry>>();

function unreadCache(world: World): Map<number, UnreadEntry> {
  let cache = unreadCaches.get(world);
  if (!cache) unreadCaches.set(world, (cache = new Map()));
  return cache;
}

/** A message of the user was read or cleared outside deliverMessage: count again on the next ask. */
export function unreadChanged(sim: Sim, userId: number): void {
  const entry = unreadCache(sim.world).get(userId);
  if (entry) entry.dirty = true;
}

export function unreadCount(sim: Sim, userId: number): number {
  const now = sim.clock.now();
  const cache = unreadCache(sim.world);
  const entry = cache.get(userId);
  if (entry && !entry.dirty && now < entry.nextExpiry && now >= entry.at) {
    entry.at = now;
    return entry.count;
  }
  let count = 0;
  let nextExpiry = Number.POSITIVE_INFINITY;
  for (const m of sim.world.messages) {
    if (m.userId !== userId || messageState(m, now) !== 'unread') continue;
    count += 1;
    nextExpiry = Math.min(nextExpiry, m.createdAt + MESSAGE_LIFETIME_MS + 1);
  }
  cache.set(userId, { count, nextExpiry, at: now, dirty: false });
  return count;
}

/** Stores the message for the user and pushes the matching realtime message; returns the stored message. */
export function deliverMessage(sim: Sim, userId: number, message: NewMessage): SimMessage {
  // Every message in one literal of every field, in one order: all stored messages share one hidden class. Built by
  // spreading what the caller passed, each message of an alarm storm got a hidden class of its own (about 300 bytes
  // kept per message besides the message, `npm run bench -- realtime`).
  const stored: SimMessage = {
    id: nextId(sim.world), userId, type: message.type, title: message.title, content: message.content,
    machineId: message.machineId, deviceCode: message.deviceCode, applicationId: message.applicationId, request: message.request,
    createdAt: sim.clock.now(), state: 'unread',
  };
  const audit = message.audit;
  sim.world.messages.push(stored);
  const entry = unreadCache(sim.world).get(userId);
  if (entry && !entry.dirty) {
    entry.count += 1;
    entry.nextExpiry = Math.min(entry.nextExpiry, stored.createdAt + MESSAGE_LIFETIME_MS + 1);
  }
  const totalUnreadMsg = unreadCount(sim, userId);
  // Sent as it is stored: one reading of the clock (a number kept for each of a storm's messages).
  const sentAt = stored.createdAt;
  const device = stored.machineId === undefined ? undefined : deviceById(sim.world, stored.machineId);
  const deviceCode = stored.deviceCode ?? device?.machine_code ?? '';
  const deviceId = device?.deviceId ?? '';
  switch (stored.type) {
    case 'deviceAlarm':
    case 'deviceVoice':
    case 'projectAlarm':
      sim.hub.push(userId, { type: stored.type, deviceCode, deviceId, totalUnreadMsg, content: stored.content, sentAt });
      break;
    case 'deviceBind':
    case 'deviceVisit':
      sim.hub.push(userId, {
        type: stored.type, deviceCode, deviceId, totalUnreadMsg, sentAt,
        isResult: audit?.isResult ?? false, auditState: audit?.auditState ?? 0,
      });
      break;
    case 'massTexting':
      sim.hub.push(userId, { type: 'massTexting', content: stored.content, totalUnreadMsg, sentAt });
      break;
    case 'system':
      break;
  }
  return stored;
}
