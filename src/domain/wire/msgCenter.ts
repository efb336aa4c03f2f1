// POST /api/user/getMsgCenterMsgs (api.md section 7, User: "msgwhat", answer not shown): per scene of the message
// centre, the unread count and the newest message, as the tab headers read them. The message rows are those of
// the message centre's own calls (./message.ts); this schema types what the console reads of them.
import { z } from 'zod';
import { messageKind, messageScene } from './message';
import { text } from './user';

export const msgCenterPayload = z.object({ msgwhat: text().optional().describe('A scene; the console sends none and reads every scene') });

const msgCenterMessage = z.looseObject({
  id: z.number(),
  kind: messageKind,
  title: z.string(),
  content: z.string(),
  machineId: z.number().nullable(),
  deviceCode: z.string(),
  applicationId: z.number().nullable(),
  /** Unix seconds. */
  createTime: z.number(),
  state: z.enum(['unread', 'read', 'expired']),
});

export const msgCenterSummary = z.looseObject({
  scenes: z.array(z.looseObject({ scene: messageScene, unread: z.number(), latest: msgCenterMessage.nullable() })),
});
