import { MESSAGE_TYPES, type MessageType, type RealtimeMessage } from '../../src/domain/realtime/messageTypes';

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));
const int = (value: unknown) => (Number.isFinite(Number(value)) ? Math.trunc(Number(value)) : 0);

/**
 * The control API accepts a loose JSON message (`{ type: 'userLogout', loginIp, reason }`); missing fields get
 * the proto defaults and `sentAt` defaults to now. Answers undefined for an unknown type.
 */
export function messageFromJson(input: unknown, now: number): RealtimeMessage | undefined {
  if (!input || typeof input !== 'object') return undefined;
  const m = input as Record<string, unknown>;
  const type = m.type as MessageType;
  if (!MESSAGE_TYPES.includes(type)) return undefined;
  const sentAt = m.sentAt === undefined ? now : int(m.sentAt);
  switch (type) {
    case 'heartbeat':
      return { type, sentAt, at: m.at === undefined ? now : int(m.at) };
    case 'deviceAlarm':
    case 'deviceVoice':
    case 'projectAlarm':
      return { type, sentAt, deviceCode: text(m.deviceCode), deviceId: text(m.deviceId), totalUnreadMsg: int(m.totalUnreadMsg), content: text(m.content) };
    case 'deviceBind':
    case 'deviceVisit':
      return {
        type, sentAt, deviceCode: text(m.deviceCode), deviceId: text(m.deviceId), isResult: m.isResult === true || m.isResult === 'true',
        auditState: int(m.auditState), totalUnreadMsg: int(m.totalUnreadMsg),
      };
    case 'massTexting':
      return { type, sentAt, content: text(m.content), totalUnreadMsg: int(m.totalUnreadMsg) };
    case 'userLogout':
      return { type, sentAt, loginIp: text(m.loginIp), reason: text(m.reason) };
  }
}
