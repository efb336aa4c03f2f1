// The realtime messages of the /echo.io channel (product.md section 3), as the console sees them once decoded.

/** Wire scene numbers of proto/realtime.proto (enum echo.Scene). */
export const Scene = {
  heartbeat: 0,
  deviceAlarm: 1,
  deviceVoice: 2,
  deviceBind: 3,
  deviceVisit: 4,
  projectAlarm: 5,
  userLogout: 6,
  massTexting: 7,
} as const;

export type MessageType = keyof typeof Scene;
export const MESSAGE_TYPES = Object.keys(Scene) as MessageType[];

export const MessageType = {
  heartbeat: 'heartbeat',
  deviceAlarm: 'deviceAlarm',
  deviceVoice: 'deviceVoice',
  deviceBind: 'deviceBind',
  deviceVisit: 'deviceVisit',
  projectAlarm: 'projectAlarm',
  userLogout: 'userLogout',
  massTexting: 'massTexting',
} as const satisfies Record<MessageType, MessageType>;

/** `sentAt`: milliseconds since the epoch, set by the sender. */
interface Stamped {
  sentAt: number;
}

export interface HeartbeatMessage extends Stamped {
  type: 'heartbeat';
  at: number;
}

export interface DeviceInformMessage extends Stamped {
  type: 'deviceAlarm' | 'deviceVoice' | 'projectAlarm';
  deviceCode: string;
  deviceId: string;
  totalUnreadMsg: number;
  /** Alarm text for toasts; '' when the cloud sends none. */
  content: string;
}

export interface DeviceAuditMessage extends Stamped {
  type: 'deviceBind' | 'deviceVisit';
  deviceCode: string;
  deviceId: string;
  isResult: boolean;
  auditState: number;
  totalUnreadMsg: number;
}

export interface MassTextingMessage extends Stamped {
  type: 'massTexting';
  content: string;
  totalUnreadMsg: number;
}

export interface UserLogoutMessage extends Stamped {
  type: 'userLogout';
  loginIp: string;
  reason: string;
}

export type RealtimeMessage =
  | HeartbeatMessage
  | DeviceInformMessage
  | DeviceAuditMessage
  | MassTextingMessage
  | UserLogoutMessage;
