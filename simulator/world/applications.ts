import { auditStep, type AuditAnswerEvent, type AuditPolicy } from '../../src/domain/audit';
import { BKEY_LIMIT, OWNER_LIMIT, roleOf, VISIT_FOREVER, VISITOR_LIMIT, type DeviceRole } from '../../src/domain/roles';
import { membershipsOfDevice } from './fleetIndex';
import { nextId } from './ids';
import type { Application, AuditState, Device, LimitAuthority, Membership, World } from './types';

// The authority records of a device: who holds which role, the blacklist, and the applications with their
// answers. Handlers (handlers/audit.ts, handlers/admin.ts) decide who may call; these functions keep the
// records consistent (one owner, no member on the blacklist).

export function membershipOf(world: World, machineId: number, userId: number): Membership | undefined {
  return membershipsOfDevice(world, machineId).find((m) => m.userId === userId);
}

export function isBlacklisted(world: World, machineId: number, userId: number): boolean {
  return world.blacklist.some((b) => b.machineId === machineId && b.userId === userId);
}

export function roleOn(world: World, machineId: number, userId: number): DeviceRole {
  return roleOf(membershipOf(world, machineId, userId)?.limitAuthority, isBlacklisted(world, machineId, userId));
}

export function membersOf(world: World, machineId: number): Membership[] {
  return [...membershipsOfDevice(world, machineId)];
}

export function ownerOf(world: World, machineId: number): Membership | undefined {
  return membershipsOfDevice(world, machineId).find((m) => m.limitAuthority === OWNER_LIMIT);
}

export function auditPolicy(world: World, device: Device): AuditPolicy {
  return { checkType: device.checkType, hasBkeys: membersOf(world, device.machine_id).some((m) => m.limitAuthority === BKEY_LIMIT) };
}

/** Gives the user a role, creating the membership when there is none; leaves the blacklist. */
export function grant(world: World, machineId: number, userId: number, limit: LimitAuthority, visitTime: number, now: number): Membership {
  world.blacklist = world.blacklist.filter((b) => !(b.machineId === machineId && b.userId === userId));
  const existing = membershipOf(world, machineId, userId);
  if (existing) {
    existing.limitAuthority = limit;
    existing.visitTime = limit <= 1 ? visitTime : 0;
    existing.visitTimeId = nextId(world);
    return existing;
  }
  const created: Membership = {
    userId, machineId, limitAuthority: limit, since: now, groupIds: [], visitTime: limit <= 1 ? visitTime : 0,
    visitTimeId: nextId(world), access: 'readWrite',
  };
  world.memberships.push(created);
  return created;
}

/** Removes any membership and puts the user on the device's blacklist. */
export function blacklistUser(world: World, machineId: number, userId: number, now: number): void {
  world.memberships = world.memberships.filter((m) => !(m.machineId === machineId && m.userId === userId));
  if (!isBlacklisted(world, machineId, userId)) world.blacklist.push({ machineId, userId, since: now });
}

/** Back to the white list: a bound user whose visit time an admin sets next. */
export function whitelistUser(world: World, machineId: number, userId: number, now: number): Membership {
  return grant(world, machineId, userId, VISITOR_LIMIT, 0, now);
}

/** The applicant's most recent application of a kind on a device, if any. */
export function lastApplication(world: World, machineId: number, applicantId: number, kind: Application['kind']): Application | undefined {
  let last: Application | undefined;
  for (const a of world.applications) {
    if (a.machineId === machineId && a.applicantId === applicantId && a.kind === kind && (!last || a.createdAt >= last.createdAt)) last = a;
  }
  return last;
}

export type AnswerOutcome =
  | { ok: true; application: Application; before: AuditState }
  | { ok: false; why: 'settled' | 'answered' | 'notAuditor' };

/** Records one Akey or Bkey answer through the domain's audit step. */
export function answerApplication(
  application: Application,
  answer: { userId: number; role: 'akey' | 'bkey'; verdict: 'pass' | 'refuse'; at: number },
  policy: AuditPolicy,
): AnswerOutcome {
  const event: AuditAnswerEvent = `${answer.role === 'akey' ? 'AKEY' : 'BKEY'}_${answer.verdict === 'pass' ? 'PASS' : 'REFUSE'}`;
  const next = auditStep(application.state, event, policy);
  if (!next) {
    if (['allPassed', 'akeyRefused', 'bkeyRefused'].includes(application.state)) return { ok: false, why: 'settled' };
    if (answer.role === 'bkey' && (policy.checkType === 1 || !policy.hasBkeys)) return { ok: false, why: 'notAuditor' };
    return { ok: false, why: 'answered' };
  }
  const before = application.state;
  application.answers.push(answer);
  application.state = next;
  return { ok: true, application, before };
}

/** What a passed application gives its applicant. */
export function grantFor(application: Application): { limit: LimitAuthority; durationMinutes: number } {
  const durationMinutes = application.durationMinutes ?? VISIT_FOREVER;
  return { limit: application.kind === 'bindBkey' ? BKEY_LIMIT : VISITOR_LIMIT, durationMinutes };
}
