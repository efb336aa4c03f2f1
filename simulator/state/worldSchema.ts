// The saved world's shape (simulator/world/types.ts) as zod schemas: a state file or a snapshot is read back only
// when every record has the fields and kinds the simulator relies on. Maps are saved as lists of entries and
// come back as Maps here. Each schema is typed against the world's own type, so a field added to the world and
// not here fails the type check rather than a restart.
import { z } from 'zod';
import type {
  Application, BlacklistEntry, Device, Enterprise, Membership, QrLogin, Session, SimAlarm, SimMessage, SimUser, UserGroup,
  VerificationCode, World,
} from '../world/types';

/** Texts of the world: names, remarks, message contents (the control API's 6 MiB texts included). */
export const text = z.string().max(7 * 1024 * 1024);
export const int = z.number().int();
export const num = z.number();
/** A list of at most `max` items (the world's own limits are far below). */
export const list = <T extends z.ZodType>(item: T, max = 2_000_000) => z.array(item).max(max);
/** A Map saved as its entries. */
export const mapOf = <K extends z.ZodType, V extends z.ZodType>(key: K, value: V, max = 2_000_000) =>
  z.array(z.tuple([key, value])).max(max).transform((entries) => new Map(entries as Array<[z.output<K>, z.output<V>]>));
export const setOf = <T extends z.ZodType>(item: T, max = 1_000) => z.array(item).max(max).transform((items) => new Set(items as Array<z.output<T>>));
const bit = z.union([z.literal(0), z.literal(1)]);

const user: z.ZodType<SimUser> = z.strictObject({
  id: int, name: text, phone: text, countryCode: text, email: text, account: text, password: text, hideMap: bit, oemid: text, registeredAt: num,
});

const enterprise: z.ZodType<Enterprise> = z.strictObject({
  eid: int, name: text, enableProject: bit, platformName: text, applyLogoUrl: text, memberIds: list(int),
});

const device: z.ZodType<Device> = z.strictObject({
  machine_id: int, machine_name: text, machine_code: text, alias: text, machineRemark: text, maintenanceRemark: text,
  checkType: bit, hasPasswd: z.boolean(), project: text, address: text, lat: num, lng: num, locationType: z.enum(['auto', 'manual']),
  locationWay: int, version: text, eid: int, deviceId: text, groups: list(text, 1_000), iccid_num: text, ip: text, model: text,
  maintainstart: text, maintainstop: text, cloudState: bit, emq_project_id: int.nullable(), ezviz_account_id: int.nullable(),
  password: text, online: z.boolean(), registtime: num,
});

const membership: z.ZodType<Membership> = z.strictObject({
  userId: int, machineId: int, limitAuthority: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]), since: num,
  groupIds: list(text, 1_000), visitTime: num, visitTimeId: int, access: z.enum(['readOnly', 'readWrite', 'noAlarm']),
});

const session: z.ZodType<Session> = z.strictObject({
  token: text, userId: int, terminalUUID: text, terminalName: text, terminalOS: text, terminalType: text, loginIp: text,
  loginTime: num, expiresAt: num, endedAt: num.optional(),
});

const code: z.ZodType<VerificationCode> = z.strictObject({
  channel: z.enum(['sms', 'email']), target: text, countryCode: text, code: text, purpose: text, sentAt: num, expiresAt: num,
  verifiedAt: num.optional(), usedAt: num.optional(), wrongTries: int.optional(), burntAt: num.optional(),
});

const qrLogin: z.ZodType<QrLogin> = z.strictObject({
  qrToken: text, createdAt: num, expiresAt: num, scannedAt: num.optional(), scannedBy: int.optional(), confirmedBy: int.optional(),
  ip: text.optional(), userAgent: text.optional(), token: text.optional(),
});

const group: z.ZodType<UserGroup> = z.strictObject({ id: text, userId: int, name: text, createdAt: num });
const blacklisted: z.ZodType<BlacklistEntry> = z.strictObject({ machineId: int, userId: int, since: num });

const application: z.ZodType<Application> = z.strictObject({
  id: int, kind: z.enum(['bind', 'visit', 'bindBkey']), machineId: int, applicantId: int, message: text, remarks: text,
  terminalID: text, terminalName: text, createdAt: num,
  state: z.enum(['unaudited', 'akeyPassed', 'bkeyPassed', 'akeyRefused', 'bkeyRefused', 'allPassed']),
  answers: list(z.strictObject({ userId: int, role: z.enum(['akey', 'bkey']), verdict: z.enum(['pass', 'refuse']), at: num }), 100),
  durationMinutes: num.optional(),
});

const message: z.ZodType<SimMessage> = z.strictObject({
  id: int, userId: int, type: z.enum(['deviceAlarm', 'deviceVoice', 'deviceBind', 'deviceVisit', 'projectAlarm', 'massTexting', 'system']),
  title: text, content: text, machineId: int.optional(), deviceCode: text.optional(), applicationId: int.optional(), createdAt: num,
  request: z.strictObject({ kind: z.enum(['bind', 'visit', 'bindBkey']), applicant: text, machineName: text }).optional(),
  state: z.enum(['unread', 'read', 'expired']),
});

const alarm: z.ZodType<SimAlarm> = z.strictObject({
  id: int, machineId: int, deviceCode: text, level: z.union([z.literal(1), z.literal(2), z.literal(3)]), content: text, voice: z.boolean(),
  raisedAt: num, state: z.enum(['active', 'confirmed', 'recovered']), confirmedBy: int.optional(), confirmedAt: num.optional(),
});

export const worldSchema: z.ZodType<World> = z.strictObject({
  seed: int,
  users: list(user),
  enterprises: list(enterprise, 100_000),
  devices: list(device),
  memberships: list(membership, 10_000_000),
  sessions: mapOf(text, session),
  codes: list(code),
  qrLogins: mapOf(text, qrLogin),
  nextUserId: int,
  nextMachineId: int,
  groups: list(group),
  blacklist: list(blacklisted),
  applications: list(application),
  messages: list(message, 10_000_000),
  alarms: list(alarm, 10_000_000),
  nextId: int,
});
