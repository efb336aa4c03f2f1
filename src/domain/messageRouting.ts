// What each realtime message does to the console, decided in one place (docs/decisions.md, "Realtime"). The console applies these
// reactions; the rule itself is pure so it can be tested message type by message type.
import type { RealtimeMessage } from './realtime/messageTypes';

export type AlertKind = 'deviceAlarm' | 'deviceVoice' | 'projectAlarm' | 'deviceBind' | 'deviceVisit' | 'bindResult' | 'visitResult';

export interface Reaction {
  /** The user's new unread total, as the cloud counted it. */
  unread?: number;
  /** A short notice (toast, and the desktop when allowed). */
  alert?: { kind: AlertKind; deviceCode: string; content: string };
  /** Play the audible alert (unless muted). */
  sound?: boolean;
  /** Lists that now miss something and should reload (coalesced by the screen). */
  reload: Array<'alarms' | 'messages' | 'applications'>;
  /** A bind or visit request that waits for this user's approval. */
  approval?: { kind: 'deviceBind' | 'deviceVisit'; deviceCode: string };
  /** A mass text for the banner. */
  banner?: string;
  /** Signed out elsewhere: the session's blocking dialog. */
  logout?: { loginIp: string; reason: string };
}

const NONE: Reaction = { reload: [] };

export function routeMessage(message: RealtimeMessage): Reaction {
  switch (message.type) {
    case 'heartbeat':
      return NONE;
    case 'deviceAlarm':
    case 'projectAlarm':
      return {
        unread: message.totalUnreadMsg,
        alert: { kind: message.type, deviceCode: message.deviceCode, content: message.content },
        reload: ['alarms', 'messages'],
      };
    case 'deviceVoice':
      return {
        unread: message.totalUnreadMsg,
        alert: { kind: 'deviceVoice', deviceCode: message.deviceCode, content: message.content },
        sound: true,
        reload: ['alarms', 'messages'],
      };
    case 'deviceBind':
    case 'deviceVisit': {
      if (message.isResult) {
        // The answer to an application this user sent: the pending entry settles and a notice says so.
        return {
          unread: message.totalUnreadMsg,
          alert: { kind: message.type === 'deviceBind' ? 'bindResult' : 'visitResult', deviceCode: message.deviceCode, content: '' },
          reload: ['messages', 'applications'],
        };
      }
      return {
        unread: message.totalUnreadMsg,
        alert: { kind: message.type, deviceCode: message.deviceCode, content: '' },
        approval: { kind: message.type, deviceCode: message.deviceCode },
        reload: ['messages'],
      };
    }
    case 'massTexting':
      return { unread: message.totalUnreadMsg, banner: message.content, reload: ['messages'] };
    case 'userLogout':
      return { logout: { loginIp: message.loginIp, reason: message.reason }, reload: [] };
  }
}
