// The message centre's calls (api.md section 7, Message, and user/getMsgCenterMsgs): the wire contract the console
// sends and the simulator answers. The spec names only `scene`; the rest is ours (docs/decisions.md).

/** Every kind of message a user's message centre holds: the realtime types plus the mass text and system notes. */
export type MessageKind = 'deviceAlarm' | 'deviceVoice' | 'deviceBind' | 'deviceVisit' | 'projectAlarm' | 'massTexting' | 'system';

/** The message centre's tabs ("scenes"): each holds one family of message kinds. */
export const MESSAGE_SCENES = {
  alarm: ['deviceAlarm', 'deviceVoice'],
  application: ['deviceBind', 'deviceVisit'],
  project: ['projectAlarm'],
  notice: ['massTexting', 'system'],
} as const satisfies Record<string, readonly MessageKind[]>;
export type MessageScene = keyof typeof MESSAGE_SCENES;
export const SCENES = Object.keys(MESSAGE_SCENES) as MessageScene[];

export function isScene(value: unknown): value is MessageScene {
  return typeof value === 'string' && (SCENES as string[]).includes(value);
}

/** product.md section 4: messages move unread → read; an unread message past its life is expired. */
export type MessageState = 'unread' | 'read' | 'expired';

export interface WireMessage {
  id: number;
  kind: MessageKind;
  title: string;
  content: string;
  /** The device the message is about; null for texts and system notes. */
  machineId: number | null;
  deviceCode: string;
  /** The bind or visit application a message asks the user to approve. */
  applicationId: number | null;
  /** Unix seconds. */
  createTime: number;
  state: MessageState;
}

/** POST /api/msg/v1/page. Without `scene` every message. */
export interface MessagePagePayload {
  scene?: MessageScene;
  page: number;
  pageSize: number;
}
export interface MessagePage {
  list: WireMessage[];
  total: number;
  page: number;
  pageSize: number;
}

/** The scene of a count over every scene (the header's badge): api.md names `scene` as the count's query. */
export const ALL_SCENES = 'all';
/** What GET /api/msg/v1/totalUnread counts: one scene, or every scene. */
export type UnreadScene = MessageScene | typeof ALL_SCENES;

/** GET /api/msg/v1/totalUnread?scene= → the unread count of the scene (`all`: of every scene). */
export interface TotalUnread {
  totalUnread: number;
}

/** PUT /api/msg/v1/read: the listed ids (comma separated), or every message of the scene (all when no scene). */
export interface ReadPayload {
  ids?: string;
  scene?: MessageScene;
}
/** DELETE /api/msg/v1/clear: the same selection as read; cleared messages are gone. */
export type ClearPayload = ReadPayload;

/** Answer of read and clear: how many changed and the user's unread total after it. */
export interface MessageChange {
  changed: number;
  totalUnread: number;
}

/** GET /api/msg/v1/detail/{id}: the message; opening it reads it. */
export interface MessageDetail {
  message: WireMessage;
  totalUnread: number;
}

/** POST /api/user/getMsgCenterMsgs: per scene, the unread count and the newest message (tab headers). */
export interface MsgCenterSummary {
  scenes: Array<{ scene: MessageScene; unread: number; latest: WireMessage | null }>;
}

export const idsParam = (ids: readonly number[]): string => ids.join(',');

export function parseIds(value: string | undefined): number[] {
  if (!value) return [];
  return value
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}
