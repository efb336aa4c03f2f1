// Applications and the remote visit as the audit calls carry them (api.md section 7, Audit): the zod schemas are
// the wire types (z.infer). /openapi.json, the simulator's request checks and the console's answer checks all read
// them. api.md gives the payloads of addVisit, addBind and checkCloudServiceState; the rest is "not shown" and
// agreed here between the console and the simulator (docs/decisions.md). Answers are loose objects: a cloud may
// send more fields.
import { z } from 'zod';
import type { ApplicationKind, AuditState } from '../audit';
import type { DeviceRole } from '../roles';
import { MAX_VISIT_MINUTES, VISIT_MESSAGE_MAX } from '../constants';
import { bitField, idField, terminalIdField, terminalNameField, textField } from './schemas/bounded';

const kinds = { bind: 'bind', visit: 'visit', bindBkey: 'bindBkey' } as const satisfies Record<ApplicationKind, ApplicationKind>;
const states = {
  unaudited: 'unaudited', akeyPassed: 'akeyPassed', bkeyPassed: 'bkeyPassed', akeyRefused: 'akeyRefused', bkeyRefused: 'bkeyRefused', allPassed: 'allPassed',
} as const satisfies Record<AuditState, AuditState>;
const roles = { akey: 'akey', bkey: 'bkey', visitor: 'visitor', ordinary: 'ordinary', blacklisted: 'blacklisted' } as const satisfies Record<DeviceRole, DeviceRole>;
const applicationKind = z.enum(kinds);
const auditState = z.enum(states);
const deviceRole = z.enum(roles);

const applicationAnswerView = z.looseObject({
  role: z.enum(['akey', 'bkey']),
  verdict: z.enum(['pass', 'refuse']),
  name: z.string(),
  /** Seconds since the epoch. */
  at: z.number(),
});

/** One application and where its audit stands (GET /api/v1/devices/auditProcess, and every answer to one). */
export const applicationView = z.looseObject({
  id: z.number(),
  kind: applicationKind,
  machineId: z.number(),
  machineName: z.string(),
  machineCode: z.string(),
  applicantId: z.number(),
  applicantName: z.string(),
  applicantPhone: z.string().describe('Unmasked; the console masks it for display'),
  applicantEmail: z.string(),
  message: z.string(),
  remarks: z.string(),
  terminalName: z.string(),
  createdAt: z.number().describe('Unix seconds'),
  state: auditState,
  checkType: bitField.describe('Audit mode: 0 Akey+Bkey, 1 Akey+password'),
  answers: z.array(applicationAnswerView),
  durationMinutes: z.number().optional().describe('Granted access in minutes, -1 forever, once an answer set it'),
  canAnswer: z.boolean().describe('Whether the caller can still pass or refuse it'),
  viewerRole: deviceRole.describe('The caller\'s role on the device'),
  hasBkeys: z.boolean(),
});
export type ApplicationView = z.infer<typeof applicationView>;

/** GET /api/v1/devices/auditProcess: a device's applications, or the one an application or message names. */
export const auditProcessPayload = z.object({
  machineID: idField.optional(),
  applicationId: idField.optional(),
  messageId: idField.optional().describe('A message-centre message about an application (the caller\'s own)'),
});
export type AuditProcessPayload = z.infer<typeof auditProcessPayload>;

/** An answer to an application (msg/v1/device/{bind,visit}/verify, audit/{visit,bind}Reply). */
export const auditReplyPayload = z.object({
  applicationId: idField,
  result: bitField.describe('1 pass, 0 refuse'),
  blacklist: bitField.optional().describe('1 also puts a refused applicant on the device\'s blacklist'),
  duration: z.number().int().min(-1).max(MAX_VISIT_MINUTES).optional().describe('Access granted on a pass: minutes (at least 10) or -1 forever'),
});
export type AuditReplyPayload = z.infer<typeof auditReplyPayload>;

/** POST /api/v1/audit/addVisit (api.md). */
export const addVisitPayload = z.object({
  machineID: idField,
  terminalID: terminalIdField,
  message: textField(VISIT_MESSAGE_MAX).describe(`Leave message, at most ${VISIT_MESSAGE_MAX} characters`),
  terminalName: terminalNameField,
});
export type AddVisitPayload = z.infer<typeof addVisitPayload>;

/** POST /api/v1/audit/addBind (api.md). */
export const addBindPayload = z.object({
  machineID: idField,
  remarks: textField(50),
  message: textField(VISIT_MESSAGE_MAX),
});
export type AddBindPayload = z.infer<typeof addBindPayload>;

/** POST /api/v1/audit/checkMachinePwd: in Akey+password mode the device password binds at once. */
export const checkMachinePwdPayload = z.object({ machineID: idField, password: textField(64) });
export type CheckMachinePwdPayload = z.infer<typeof checkMachinePwdPayload>;

/** What an accepted application answers: its id and state (unaudited, or allPassed at once by password). */
export const applyResult = z.looseObject({ applicationId: z.number(), state: auditState });
export type ApplyResult = z.infer<typeof applyResult>;

/** POST /api/v1/audit/checkCloudServiceState (api.md): may the caller reach the device now? */
export const checkCloudServicePayload = z.object({
  machineID: idField,
  visitAlidTimeID: idField.describe('The white-list entry of the visit (0 for none)'),
  limitAuthority: z.number().int().min(-1).max(3),
  terminalID: terminalIdField,
});
export type CheckCloudServicePayload = z.infer<typeof checkCloudServicePayload>;
/** hwcode 0 lets the visit go on; the refusals are the visit results of api.md section 8 (203, 416, 507). */
export const cloudServiceState = z.looseObject({ state: z.literal(1).describe('1: the caller may reach the device now') });
export type CloudServiceState = z.infer<typeof cloudServiceState>;

/** POST /api/v1/audit/getValidVisitUrl {machineID, terminalID}. */
export const visitUrlPayload = z.object({ machineID: idField, terminalID: terminalIdField });
export type VisitUrlPayload = z.infer<typeof visitUrlPayload>;

/**
 * The access address (getValidVisitUrl, enterprises/validVisitUrl, eapi machine/getVisitUrl). Either absolute (http
 * or https, opened as it is) or the device's host label with an optional path, which the console puts under the
 * brand's machine-access host suffix and port.
 */
export const visitUrl = z.looseObject({ url: z.string() });
export type VisitUrl = z.infer<typeof visitUrl>;

// The admin/select list entry is written with the admin calls' schemas.
export type { AdminListItem } from './admin';

/** GET /api/v1/devices/msgConfig list entry: a device's SMS and e-mail alarm switches. */
export interface DeviceMsgConfig {
  machineId: number;
  machineName: string;
  machineCode: string;
  smsFlag: 0 | 1;
  emailFlag: 0 | 1;
}
