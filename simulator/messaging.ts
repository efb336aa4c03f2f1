import type { Sim } from './sim';
import { nextId } from './world/ids';
import type { SimMessage } from './world/types';

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

export function unreadCount(sim: Sim, userId: number): number {
  const now = sim.clock.now();
  let count = 0;
  for (const m of sim.world.messages) if (m.userId === userId && messageState(m, now) === 'unread') count += 1;
  return count;
}

/** Stores the message for the user and pushes the matching realtime message; returns the stored message. */
export function deliverMessage(sim: Sim, userId: number, message: NewMessage): SimMessage {
  const { audit, ...fields } = message;
  const stored: SimMessage = { ...fields, id: nextId(sim.world), userId, createdAt: sim.clock.now(), state: 'unread' };
  sim.world.messages.push(stored);
  const totalUnreadMsg = unreadCount(sim, userId);
  const sentAt = sim.clock.now();
  const device = stored.machineId === undefined ? undefined : sim.world.devices.find((d) => d.machine_id === stored.machineId);
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
