// The project calls' shapes (api.md section 7, Project; product.md section 3). api.md names the calls and a few
// payload fields only; the rest is fixed here once, for the console and the simulator (docs/decisions.md, "Projects").
// The zod schemas are the wire types (z.infer): /openapi.json, the simulator's request checks and the console's
// answer checks all read them. Answers are loose objects: a cloud may send more fields.
import { z } from 'zod';
import { PROJECT_DESCRIPTION_MAX, PROJECT_NAME_MAX } from '../validation';
import { bitField, eidField, idField, terminalIdField, textField } from './schemas/bounded';

/** 1: enterprise projects (/project/?type=1), 2: maintenance projects (/project/?type=2). */
export const projectType = z.union([z.literal(1), z.literal(2)]);
export type ProjectType = z.infer<typeof projectType>;

const bit = z.union([z.literal(0), z.literal(1)]);

/** A project user (getUser). limit_authority 3 marks the owner, 1 a member. */
export const projectUser = z.looseObject({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  country_code: z.string(),
  limit_authority: z.number().describe('3 owner, 1 member'),
});
export type ProjectUser = z.infer<typeof projectUser>;

/** A device of a project (getMachine) or a device that could join one (eapi project/machine/list). */
export const projectMachine = z.looseObject({
  machine_id: z.number(),
  machine_name: z.string(),
  machine_code: z.string(),
  alias: z.string(),
  state: bit.describe('1 online, 0 offline'),
  eid: z.number(),
  cloudState: bit,
  limit_authority: z.number().describe('The caller\'s role on the device: 3 owner, 2 admin, -1 maintainer without a key'),
  emq_project_id: z.number().nullable().describe('The project holding the device, null when it is in none'),
  project: z.string().describe('The holding project\'s name (\'\' when none)'),
});
export type ProjectMachine = z.infer<typeof projectMachine>;

/** A project as the list and get answer it (product.md section 3). `secret_key` is '' for anyone but the owner. */
export const project = z.looseObject({
  id: z.number(),
  eid: z.number(),
  type: projectType,
  name: z.string(),
  description: z.string(),
  report_state: bit.describe('1 reporting on, 0 off'),
  ownner: z.number().describe('The owner\'s user id (the cloud spells it "ownner")'),
  ownerName: z.string(),
  enable_get_visit_url: bit.describe('1 when members may open the project\'s devices remotely (machine/getVisitUrl)'),
  server: z.string().describe('The customer\'s reporting server address (\'\' when none is configured)'),
  secret_key: z.string(),
  report_count: z.number(),
  user_length: z.number(),
  machine_length: z.number(),
  limit_authority: z.number().optional().describe('The caller\'s role in the project: 3 owner, 1 member (api.md: 3 when the list leaves it out)'),
});
export type Project = z.infer<typeof project>;

/** eapi/web/c/project/list {eid, type, limit_authority}: limit_authority is the highest role listed (3: all). */
export const projectListPayload = z.object({ eid: eidField, type: projectType, limit_authority: z.number().int().min(-1).max(3) });
export type ProjectListPayload = z.infer<typeof projectListPayload>;

export const projectIdPayload = z.object({ id: idField });
export type ProjectIdPayload = z.infer<typeof projectIdPayload>;

const projectName = textField(PROJECT_NAME_MAX).describe(`1 to ${PROJECT_NAME_MAX} characters`);
const projectDescription = textField(PROJECT_DESCRIPTION_MAX).describe(`At most ${PROJECT_DESCRIPTION_MAX} characters`);

/** project/add. */
export const projectAddPayload = z.object({ eid: eidField, type: projectType, name: projectName, description: projectDescription });
export type ProjectAddPayload = z.infer<typeof projectAddPayload>;

/** project/edit: only the fields sent change; resetKey 1 issues a new secret key (the old one has a grace period). */
export const projectEditPayload = z.object({
  id: idField,
  name: projectName.optional(),
  description: projectDescription.optional(),
  server: textField(2048).optional().describe('The reporting server address, \'\' for none'),
  report_state: bitField.optional(),
  enable_get_visit_url: bitField.optional(),
  resetKey: z.literal(1).optional(),
});
export type ProjectEditPayload = z.infer<typeof projectEditPayload>;

/** project/getServer {id}: the reporting server, the key and the previous key's grace period (owner only). */
export const projectServer = z.looseObject({
  id: z.number(),
  server: z.string(),
  secret_key: z.string(),
  report_state: bit,
  previousKeyValidUntil: z.number().nullable().describe('Unix milliseconds until which the previous key still signs deliveries; null when there is none'),
});
export type ProjectServer = z.infer<typeof projectServer>;

export const projectAddUserPayload = z.object({
  id: idField,
  account: textField(254).describe('A phone number or an e-mail address'),
  countryCode: textField(8),
});
export type ProjectAddUserPayload = z.infer<typeof projectAddUserPayload>;

export const projectDelUserPayload = z.object({ id: idField, delUserId: idField });
export type ProjectDelUserPayload = z.infer<typeof projectDelUserPayload>;

export const projectTransferPayload = z.object({ id: idField, transferUser: idField.describe('The member who becomes the owner') });
export type ProjectTransferPayload = z.infer<typeof projectTransferPayload>;

export const projectMachinePayload = z.object({ id: idField, machineId: idField });
export type ProjectMachinePayload = z.infer<typeof projectMachinePayload>;

/** One attempt to deliver a report to the project's server. */
export const deliveryAttempt = z.looseObject({
  deliveryId: z.string().describe('The report the attempt carried; retries share it'),
  attempt: z.number(),
  at: z.number().describe('Unix milliseconds'),
  status: z.number().describe('The server\'s HTTP status; 0 when it could not be reached'),
  ok: z.boolean(),
  latencyMs: z.number(),
  retries: z.number(),
  error: z.string().describe('What went wrong, in English for the log (\'\' on success)'),
  nextRetryAt: z.number().nullable().describe('When the next retry goes out (Unix milliseconds), or null after the last attempt'),
  server: z.string(),
  devices: z.number(),
  alarms: z.number(),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttempt>;

/** eapi/web/c/project/info {id}: the project with its reporting state and delivery log. */
export const projectInfo = z.looseObject({
  project,
  previousKeyValidUntil: z.number().nullable(),
  delivering: z.boolean().describe('False where the cloud cannot send (the demo in the browser): the log stays empty'),
  deliveries: z.array(deliveryAttempt),
});
export type ProjectInfo = z.infer<typeof projectInfo>;

/** eapi/web/c/managerteam/members {eid}: the enterprise's members, for picking who to add. */
export const teamMember = z.looseObject({ id: z.number(), name: z.string(), email: z.string(), phone: z.string(), country_code: z.string() });
export type TeamMember = z.infer<typeof teamMember>;

export const teamMembersPayload = z.object({ eid: eidField });

/** eapi/web/c/machine/getVisitUrl {id, machineID, terminalID}: a visit link to a project device. */
export const projectVisitPayload = z.object({ id: idField, machineID: idField, terminalID: terminalIdField });
export type ProjectVisitPayload = z.infer<typeof projectVisitPayload>;
