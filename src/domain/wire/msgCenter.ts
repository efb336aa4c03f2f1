// POST /api/user/getMsgCenterMsgs (api.md section 7, User: "msgwhat", answer not shown): per scene of the message
// centre, the unread count and the newest message, as the tab headers read them. The message rows are those of
// the message centre's own calls (./message.ts); this schema types what the console reads of them.
import { z } from 'zod';
import { MESSAGE_SCENES, SCENES, type MessageScene } from './message';
import { text } from './user';

const kinds = [...new Set(Object.values(MESSAGE_SCENES).flat())] as [string, ...string[]];

export const msgCenterPayload = z.object({ msgwhat: text().optional().describe('A scene; the console sends none and reads every scene') });

const msgCenterMessage = z.looseObject({
  id: z.number(),
  kind: z.enum(kinds),
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
  scenes: z.array(z.looseObject({ scene: z.enum(SCENES as [MessageScene, ...MessageScene[]]), unread: z.number(), latest: msgCenterMessage.nullable() })),
});
