// Project rules shared by the console and the simulator (product.md sections 3 to 6 and 9): names, the report
// count, one project per device, who may do what, the reporting address and the key's grace period.
import { accountOf, findNamedPerson } from './memberLookup';
import { PROJECT_DEFAULT_LIMIT_AUTHORITY, REPORT_COUNT_PER_PROJECT_MACHINE } from './constants';
import { checkProjectDescription, checkProjectName, type Check } from './validation';
import type { ProjectType } from './wire/project';

export { accountOf, checkProjectDescription, checkProjectName, PROJECT_DEFAULT_LIMIT_AUTHORITY };

/** limit_authority of the owner and of a member in a project. */
export const PROJECT_OWNER = 3;
export const PROJECT_MEMBER = 1;

/** How long the previous secret key still signs deliveries after a reset, so a receiver can be rolled over. */
export const KEY_GRACE_PERIOD_MS = 24 * 60 * 60 * 1000;

/** Length of a generated secret key (hex characters). */
export const SECRET_KEY_LENGTH = 32;

/** product.md section 9: each project machine adds 100000 to report_count. */
export function reportCount(machineCount: number): number {
  return Math.max(0, Math.floor(machineCount)) * REPORT_COUNT_PER_PROJECT_MACHINE;
}

/** The route's ?type=: 2 is the maintenance list, anything else the enterprise list. */
export function projectTypeOf(value: string | null | undefined): ProjectType {
  return value === '2' ? 2 : 1;
}

/** The caller's role, the list's default when the cloud leaves it out. */
export function projectRole(limitAuthority: number | null | undefined): number {
  // Stryker disable next-line ConditionalExpression: Number.isFinite is false for null and undefined without the typeof.
  return typeof limitAuthority === 'number' && Number.isFinite(limitAuthority) ? limitAuthority : PROJECT_DEFAULT_LIMIT_AUTHORITY;
}

export const isProjectOwner = (limitAuthority: number | null | undefined): boolean => projectRole(limitAuthority) >= PROJECT_OWNER;

/**
 * product.md section 6: the owner edits, transfers and deletes the project, resets its key, turns reporting on
 * or off and manages users and devices; a member may only look and quit.
 */
export type ProjectAction = 'edit' | 'delete' | 'transfer' | 'resetKey' | 'report' | 'manageUsers' | 'manageDevices' | 'quit' | 'view';

export function mayDo(limitAuthority: number | null | undefined, action: ProjectAction): boolean {
  if (action === 'view') return true;
  if (action === 'quit') return !isProjectOwner(limitAuthority);
  return isProjectOwner(limitAuthority);
}

/** Why a device cannot join project `projectId`, or undefined when it may (a device belongs to at most one). */
export function deviceJoinRefusal(currentProjectId: number | null | undefined, projectId: number): 'taken' | 'already' | undefined {
  if (currentProjectId === null || currentProjectId === undefined || currentProjectId === 0) return undefined;
  return currentProjectId === projectId ? 'already' : 'taken';
}

/** The devices' project ids after `machineId` joins `projectId`; refuses (returns undefined) when another holds it. */
export function assignDevice(holders: ReadonlyMap<number, number | null>, machineId: number, projectId: number): Map<number, number | null> | undefined {
  if (deviceJoinRefusal(holders.get(machineId), projectId) === 'taken') return undefined;
  const next = new Map(holders);
  next.set(machineId, projectId);
  return next;
}

/** The longest reporting server address accepted: what browsers and proxies reliably carry. */
export const SERVER_URL_MAX = 2048;

/** The reporting server: an http(s) address the user typed; '' means none (reporting cannot be turned on). */
export function checkServerUrl(value: string): Check {
  const trimmed = value.trim();
  if (trimmed === '') return { ok: true };
  if (trimmed.length > SERVER_URL_MAX) return { ok: false, error: 'projects:server.tooLong' };
  try {
    const url = new URL(trimmed);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password) return { ok: true };
  } catch {
    // Not an address at all: reported below.
  }
  return { ok: false, error: 'projects:server.invalid' };
}

/** The key as the page shows it until the owner copies it: its first and last 4 characters. */
export function maskSecret(key: string): string {
  if (key.length <= 8) return '•'.repeat(key.length);
  return `${key.slice(0, 4)}${'•'.repeat(8)}${key.slice(-4)}`;
}

/**
 * Whether the account typed into the add-user form names one of the enterprise's members: only they may join a
 * project or own it (a user outside the enterprise could never open the project). The look-up is the simulator's
 * too (src/domain/memberLookup.ts).
 */
export function isTeamAccount(members: readonly { email: string; phone: string; country_code: string }[], account: string, countryCode: string): boolean {
  return findNamedPerson(members, account, countryCode, (m) => ({ email: m.email, phone: m.phone, countryCode: m.country_code })) !== undefined;
}
