// The message centre's calls (api.md section 7, Message, and user/getMsgCenterMsgs): the wire contract the console
// sends and the simulator answers. The spec names only `scene`; the rest is ours (docs/decisions.md). The zod
// schemas are the wire types (z.infer), read by /openapi.json, the simulator's request checks and the console's
// answer checks. Answers are loose objects: a cloud may send more fields.
import { z } from 'zod';
import { pageField, pageSizeField, textField } from './schemas/bounded';

/** Every kind of message a user's message centre holds: the realtime types plus the mass text and system notes. */
export const messageKind = z.enum(['deviceAlarm', 'deviceVoice', 'deviceBind', 'deviceVisit', 'projectAlarm', 'massTexting', 'system']);
export type MessageKind = z.infer<typeof messageKind>;

/** The message centre's tabs ("scenes"), in the order the console shows them. */
export const messageScene = z.enum(['alarm', 'application', 'project', 'notice']);
export type MessageScene = z.infer<typeof messageScene>;
/** Each scene holds one family of message kinds. */
export const MESSAGE_SCENES = {
  alarm: ['deviceAlarm', 'deviceVoice'],
  application: ['deviceBind', 'deviceVisit'],
  project: ['projectAlarm'],
  notice: ['massTexting', 'system'],
} as const satisfies Record<MessageScene, readonly MessageKind[]>;
export const SCENES = messageScene.options;

export function isScene(value: unknown): value is MessageScene {
  return messageScene.safeParse(value).success;
}

/** product.md section 4: messages move unread → read; an unread message past its life is expired. */
const messageState = z.enum(['unread', 'read', 'expired']);

export const wireMessage = z.looseObject({
  id: z.number(),
  kind: messageKind,
  title: z.string(),
  content: z.string(),
  machineId: z.number().nullable().describe('The device the message is about; null for texts and system notes'),
  deviceCode: z.string(),
  applicationId: z.number().nullable().describe('The bind or visit application a message asks the user to approve'),
  // A request's parts, so the console builds its title in the reader's language (docs/decisions.md, "Console"); a cloud that sends
  // none gets its own title shown.
  applicationKind: z.enum(['bind', 'visit', 'bindBkey']).optional().describe('Bind and visit requests: what is asked'),
  applicantName: z.string().optional().describe('Bind and visit requests: who asks'),
  machineName: z.string().optional().describe('Bind and visit requests: the device\'s name'),
  createTime: z.number().describe('Unix seconds'),
  state: messageState,
});
export type WireMessage = z.infer<typeof wireMessage>;

const pageSize = pageSizeField(100);

/** A scene to narrow to; absent, empty or `all` means every scene (the simulator reads it so). */
const sceneOrEvery = z.union([messageScene, z.literal('all'), z.literal('')]).describe('one scene; empty or all: every scene');

/** POST /api/msg/v1/page. Without `scene` every message. */
export const messagePagePayload = z.object({ scene: sceneOrEvery.optional(), page: pageField, pageSize });
export type MessagePagePayload = z.infer<typeof messagePagePayload>;
export const messagePage = z.looseObject({ list: z.array(wireMessage), total: z.number(), page: z.number(), pageSize: z.number() });
export type MessagePage = z.infer<typeof messagePage>;

// Kept apart from the schemas (src/domain/messageParams.ts, with the ids parameter) for the console's start.
import { ALL_SCENES } from '../messageParams';

export { ALL_SCENES };
/** What GET /api/msg/v1/totalUnread counts: one scene, or every scene. */
export type UnreadScene = MessageScene | typeof ALL_SCENES;

/** GET /api/msg/v1/totalUnread?scene= (api.md: the query is scene). */
export const totalUnreadPayload = z.object({ scene: z.enum([...SCENES, ALL_SCENES]) });
/** The unread count of the scene (`all`: of every scene). */
export const totalUnread = z.looseObject({ totalUnread: z.number() });
export type TotalUnread = z.infer<typeof totalUnread>;

/** PUT /api/msg/v1/read and DELETE /api/msg/v1/clear: the listed ids (comma separated), or every message of the
 *  scene (all when no scene). Cleared messages are gone. */
export const selectionPayload = z.object({
  ids: textField(2000).optional().describe('Message ids separated by commas'),
  scene: sceneOrEvery.optional(),
});

/** Answer of read and clear: how many changed and the user's unread total after it. */
export const messageChange = z.looseObject({ changed: z.number(), totalUnread: z.number() });
export type MessageChange = z.infer<typeof messageChange>;

/** GET /api/msg/v1/detail/{id}: the message; opening it reads it. */
export const messageDetail = z.looseObject({ message: wireMessage, totalUnread: z.number() });
export type MessageDetail = z.infer<typeof messageDetail>;

/** POST /api/user/getMsgCenterMsgs: per scene, the unread count and the newest message (tab headers). */
export const msgCenterSummary = z.looseObject({
  scenes: z.array(z.looseObject({ scene: messageScene, unread: z.number(), latest: wireMessage.nullable() })),
});
export type MsgCenterSummary = z.infer<typeof msgCenterSummary>;

export function parseIds(value: string | undefined): number[] {
  if (!value) return [];
  return value
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}
