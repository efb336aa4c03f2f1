// A user's device group (GET/POST/PUT/DELETE /api/device/v1/userGroup). The spec leaves the payloads out; these
// are the simulator's and the console's shared reading (docs/decisions.md). The zod schemas are the wire types.
import { z } from 'zod';
import { GROUP_NAME_MAX } from '../validation';
import { text } from './machine';

export const userGroupItem = z.object({
  id: z.string(),
  name: z.string(),
  count: z.number().describe('How many of the user\'s devices the group holds'),
});
export type UserGroupItem = z.infer<typeof userGroupItem>;
export const userGroupList = z.array(userGroupItem);

const groupId = text(32, 1);
/** Comma-separated machine ids. */
const idList = text(20_000);

/** POST: a new group (name 1-10 characters; the handler checks the letters). */
export const userGroupCreate = z.object({ name: text(GROUP_NAME_MAX) });

/** PUT: rename and/or move devices in or out; moving between groups is a remove from one and an add to another. */
export const userGroupUpdate = z.object({
  id: groupId,
  name: text(GROUP_NAME_MAX).optional(),
  addMachineIds: z.array(z.number()).optional(),
  removeMachineIds: z.array(z.number()).optional(),
});
export type UserGroupUpdate = z.infer<typeof userGroupUpdate>;
/** PUT on the wire: the id lists travel comma-separated. */
export const userGroupUpdateFields = userGroupUpdate.extend({ addMachineIds: idList.optional(), removeMachineIds: idList.optional() });

/** DELETE ?id= */
export const userGroupDelete = z.object({ id: groupId });
