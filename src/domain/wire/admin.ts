// The authority centre's calls (api.md section 7: Admin, and the visit-time, role and application calls of Device):
// member lists, adding a Bkey, role moves, visit times. The zod schemas are the wire types (z.infer).
import { z } from 'zod';
import { MAX_VISIT_MINUTES } from '../constants';
import { text, wireId } from './machine';

const ACCOUNT_MAX = 254;
const TERMINAL_MAX = 128;

/** admin/select list entry (api.md section 3: the Bkey info); the last element of a list is `{ total }`. */
export const adminListItem = z.object({
  id: z.number().describe('The user\'s id'),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  limit_authority: z.number(),
  visitTime: z.number().optional().describe('White-list entries: -1 forever, 0 invalid, otherwise the end in seconds'),
  visitTimeId: z.number().optional(),
});
export type AdminListItem = z.infer<typeof adminListItem>;
export const adminListTotal = z.object({ total: z.number() });
export type AdminListTotal = z.infer<typeof adminListTotal>;
/** A page of members: the rows, then one `{ total }`. */
export const adminList = z.array(z.union([adminListItem, adminListTotal]));

/** POST /api/admin/select: infoType 2 admins, 3 valid visitors, -1 blacklist; pageSize 500 admins, 300 visitors. */
export const adminSelectPayload = z.object({
  machineID: wireId,
  infoType: z.union([z.literal(2), z.literal(3), z.literal(-1)]),
  start: z.number().int().min(0).max(100_000),
  pageSize: z.number().int().min(1).max(500),
});

/** POST /api/admin/push {account, machineID}: add a Bkey by account. */
export const adminPushPayload = z.object({ account: text(ACCOUNT_MAX, 1), machineID: wireId, countryCode: text(8).optional() });
export const adminPushAnswer = z.object({ res: z.number(), bkeyInfo: adminListItem });
export type AdminPushAnswer = z.infer<typeof adminPushAnswer>;

/**
 * POST /api/admin/updateLevel {id, limit, terminalID} plus the device (machineID, which api.md leaves out and the
 * cloud needs): limit 3 transfers the device, 2 upgrades a visitor, 0 downgrades a Bkey or takes a user back from
 * the blacklist, -1 blacklists.
 */
export const updateLevelPayload = z.object({
  id: wireId,
  limit: z.union([z.literal(3), z.literal(2), z.literal(1), z.literal(0), z.literal(-1)]),
  terminalID: text(TERMINAL_MAX),
  machineID: wireId,
});
export type UpdateLevelPayload = z.infer<typeof updateLevelPayload>;

/** POST /api/admin/zeroVisitTime {visitAlidTimeID, machineID}: answers 1; 01010408 when it had already expired. */
export const zeroVisitTimePayload = z.object({ visitAlidTimeID: wireId, machineID: wireId });
export const zeroVisitTimeAnswer = z.number();

/** PUT /api/device/v1/visit/time: forever (forever=1), or a custom time of at least 10 minutes. */
export const visitTimePayload = z.object({
  machineID: wireId,
  userId: wireId,
  forever: z.literal(1).optional(),
  minutes: z.number().int().min(0).max(MAX_VISIT_MINUTES).optional(),
});
/** DELETE /api/device/v1/visit/time: the visit time becomes invalid. */
export const visitTimeClearPayload = z.object({ machineID: wireId, userId: wireId });
export const visitTimeAnswer = z.object({ visitTime: z.number().describe('-1 forever, 0 invalid, otherwise the end in seconds'), visitTimeId: z.number() });
export type VisitTimeAnswer = z.infer<typeof visitTimeAnswer>;

/** GET /api/device/v1/user/role/info {machineID, account}: a user's identity on the device. */
export const roleInfoPayload = z.object({ machineID: wireId, account: text(ACCOUNT_MAX, 1), countryCode: text(8).optional() });
export const roleInfo = adminListItem.extend({
  // Someone with no role on the device and not on its blacklist is answered with the name and masked contact data
  // only (docs/decisions.md, "Security"): what adding them as a Bkey needs, never their full phone or e-mail.
  phone: z.string().describe('Masked (139****5555) unless the user holds a role on the device or is on its blacklist'),
  email: z.string().describe('Masked (a***@example.com) unless the user holds a role on the device or is on its blacklist'),
  role: z.enum(['akey', 'bkey', 'visitor', 'ordinary', 'blacklisted']),
  blacklisted: z.boolean(),
});
export type RoleInfo = z.infer<typeof roleInfo>;

/** One answer to an application. */
const applicationAnswerView = z.object({
  role: z.enum(['akey', 'bkey']),
  verdict: z.enum(['pass', 'refuse']),
  name: z.string(),
  at: z.number().describe('Seconds since the epoch'),
});

/**
 * One application and where its audit stands, as GET /api/v1/devices/auditProcess and the visit-detail page carry
 * it (the same shape the audit calls answer: src/domain/wire/audit.ts ApplicationView).
 */
const applicationRow = z.object({
  id: z.number(),
  kind: z.enum(['bind', 'visit', 'bindBkey']),
  machineId: z.number(),
  machineName: z.string(),
  machineCode: z.string(),
  applicantId: z.number(),
  applicantName: z.string(),
  applicantPhone: z.string(),
  applicantEmail: z.string(),
  message: z.string(),
  remarks: z.string(),
  terminalName: z.string(),
  createdAt: z.number(),
  state: z.enum(['unaudited', 'akeyPassed', 'bkeyPassed', 'akeyRefused', 'bkeyRefused', 'allPassed']),
  checkType: z.union([z.literal(0), z.literal(1)]),
  answers: z.array(applicationAnswerView),
  durationMinutes: z.number().optional(),
  canAnswer: z.boolean(),
  viewerRole: z.enum(['akey', 'bkey', 'visitor', 'ordinary', 'blacklisted']),
  hasBkeys: z.boolean(),
});

/** GET /api/v1/devices/auditProcess: ?machineID (a manager sees the device's applications), ?applicationId or ?messageId. */
export const auditProcessPayload = z.object({ machineID: wireId.optional(), applicationId: wireId.optional(), messageId: wireId.optional() });
export const auditProcessAnswer = z.array(applicationRow);

/** POST /api/device/v1/admin/visit/detail/page {deviceId, page, pageSize 6}: the device's visit applications. */
export const visitDetailPayload = z.object({
  deviceId: wireId,
  page: z.number().int().min(1).max(100_000),
  pageSize: z.number().int().min(1).max(100),
});
export const visitDetailPage = z.object({ list: z.array(applicationRow), total: z.number(), page: z.number(), pageSize: z.number() });
export type VisitDetailPage = z.infer<typeof visitDetailPage>;
