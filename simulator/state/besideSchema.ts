// What the simulated cloud keeps beside the world object (simulator/world/types.ts): projects, SMS settings and
// records, camera accounts, SCADA registrations, accounts' security records and forced visit results. These are
// what a QA engineer sets up by hand, so a state file carries them too. Caches and indexes are not saved: they
// are rebuilt from the world on first use. Nor are short-lived things (2FA tickets, send-rate counters).
import { z } from 'zod';
import { allocationRecord, emailLogRow, flag, receiver, saleRecord, smsLogRow } from '../../src/domain/wire/sms';
import { scadaRegistration } from '../../src/domain/wire/schemas/scada';
import type { CameraAccount, CameraState } from '../camera/state';
import type { SmsAccount, SmsState } from '../delivery/state';
import { FORCED_VISIT_RESULTS, type ForcedVisitResult, type VisitLink } from '../handlers/deviceState';
import type { StoredScadaRegistration } from '../handlers/scada';
import type { ProjectState, SimProject } from '../reporting/state';
import type { UserSecurity } from '../world/security';
import { int, list, mapOf, num, setOf, text } from './worldSchema';

const attempt = z.strictObject({
  deliveryId: text, attempt: int, at: num, status: int, ok: z.boolean(), latencyMs: num, retries: int, error: text,
  nextRetryAt: num.nullable(), server: text, devices: int, alarms: int,
});

const project: z.ZodType<SimProject> = z.strictObject({
  id: int, eid: int, type: z.union([z.literal(1), z.literal(2)]), name: text, description: text, ownerId: int, memberIds: list(int),
  machineIds: list(int), reportState: z.union([z.literal(0), z.literal(1)]), server: text, secretKey: text,
  previousKey: z.strictObject({ key: text, validUntil: num }).nullable(), enableVisitUrl: z.union([z.literal(0), z.literal(1)]),
  createdAt: num, deliveries: list(attempt, 1_000), lastAlarmId: int, sequence: int,
});

const projects: z.ZodType<ProjectState> = z.strictObject({ projects: mapOf(int, project), nextId: int });

const smsAccount: z.ZodType<SmsAccount> = z.strictObject({
  userId: int, eid: int, smsFlag: flag, emailFlag: flag, userDaily: num, deviceDaily: num, stock: num, contacts: list(receiver, 10_000),
  warned: mapOf(text, num, 10_000),
});

type SavedSms = Omit<SmsState, 'random'>;
const sms: z.ZodType<SavedSms> = z.strictObject({
  accounts: mapOf(text, smsAccount),
  pools: mapOf(int, num),
  deviceFlags: mapOf(int, z.strictObject({ smsFlag: flag, emailFlag: flag })),
  used: mapOf(text, num),
  smsLog: list(smsLogRow),
  emailLog: list(emailLogRow),
  sales: list(saleRecord.extend({ userId: int })),
  allocations: list(allocationRecord),
  failShare: z.number().min(0).max(1),
});

const cameraAccount: z.ZodType<CameraAccount> = z.strictObject({
  id: int, userId: int, name: text, appKey: text, secret: text, remark: text, isDefault: z.boolean(), createdAt: num,
});
const camera: z.ZodType<CameraState> = z.strictObject({
  accounts: list(cameraAccount, 100_000),
  revoked: setOf(text, 100_000),
  tokens: mapOf(text, z.strictObject({ token: text, appKey: text, issuedAt: num, expiresAt: num })),
  nextId: int,
  tokenTtlMs: num,
});

const scada: z.ZodType<StoredScadaRegistration[]> = list(
  scadaRegistration.extend({ account: text, company: text, contactName: text, contactPhone: text, machineCodes: list(text, 10_000), description: text }).strict(),
  100_000,
);

const signIn = z.strictObject({ loginTime: num, loginIp: text, terminalName: text, terminalOS: text, token: text });
const userSecurity: z.ZodType<UserSecurity> = z.strictObject({
  lock: z.strictObject({ failures: int, lockedUntil: num.optional() }),
  lockLogged: num.optional(),
  failures: list(num, 100_000),
  signIns: list(signIn, 1_000),
  twoFactor: z.enum(['sms', 'email']).optional(),
  unverified: setOf(z.enum(['phone', 'email']), 2),
  identityVerifiedAt: num.optional(),
  wrongSecondFactors: int.optional(),
});

const forcedVisit = z.enum(FORCED_VISIT_RESULTS as [ForcedVisitResult, ...ForcedVisitResult[]]);
const visitLink: z.ZodType<VisitLink> = z.strictObject({ token: text, machineId: int, userId: int, issuedAt: num, expiresAt: num });
const visits = z.strictObject({
  locationRefreshes: mapOf(int, list(num, 10_000)),
  forcedVisits: mapOf(text, forcedVisit),
  visitLinks: mapOf(text, visitLink),
});

export const besideSchema = z.strictObject({
  projects,
  sms,
  camera,
  scada,
  security: mapOf(int, userSecurity),
  visits,
});

export type Beside = z.output<typeof besideSchema>;
