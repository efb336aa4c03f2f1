// Who may do what on a device (product.md section 6). The console hides or disables what a role may not press,
// and the simulator refuses the same calls with BusinessCode.NoPermission: both ask this module.
import { checkVisitExpiry } from './validation';

/** A user's standing on one device. `ordinary` holds no membership; `blacklisted` overrides everything else. */
export type DeviceRole = 'akey' | 'bkey' | 'visitor' | 'ordinary' | 'blacklisted';

/** limit_authority: 3 owner, 2 admin (Bkey), 0 or 1 a bound user (white-list visitor). */
export const OWNER_LIMIT = 3;
export const BKEY_LIMIT = 2;
export const VISITOR_LIMIT = 0;

/** admin/select infoType values (api.md section 7, Admin). */
export const InfoType = { admins: 2, visitors: 3, blacklist: -1 } as const;

/** visitTime on the wire: -1 forever, 0 invalid (zeroed or expired), otherwise the end in seconds. */
export const VISIT_FOREVER = -1;
export const VISIT_INVALID = 0;

export function roleOf(limitAuthority: number | undefined, blacklisted = false): DeviceRole {
  if (blacklisted) return 'blacklisted';
  if (limitAuthority === undefined) return 'ordinary';
  if (limitAuthority >= OWNER_LIMIT) return 'akey';
  if (limitAuthority === BKEY_LIMIT) return 'bkey';
  return 'visitor';
}

export type DeviceAction =
  | 'viewAuthority'
  | 'addBkey'
  | 'setVisitTime'
  | 'zeroVisitTime'
  | RoleMove
  | 'approve'
  | 'viewVisitDetails'
  | 'transferOwner'
  | 'changeAuditMode'
  | 'apply';

const MANAGERS: readonly DeviceRole[] = ['akey', 'bkey'];

/** product.md section 6. The Akey alone transfers, changes the audit mode and demotes a Bkey ("demoted by Akey"). */
const ALLOWED: Record<DeviceAction, readonly DeviceRole[]> = {
  viewAuthority: MANAGERS,
  addBkey: MANAGERS,
  setVisitTime: MANAGERS,
  zeroVisitTime: MANAGERS,
  upgradeVisitor: MANAGERS,
  downgradeBkey: ['akey'],
  blacklist: MANAGERS,
  whitelist: MANAGERS,
  approve: MANAGERS,
  viewVisitDetails: MANAGERS,
  transferOwner: ['akey'],
  changeAuditMode: ['akey'],
  // Only a user who is neither Akey nor Bkey may apply; a blacklisted user never again.
  apply: ['visitor', 'ordinary'],
};

export function may(role: DeviceRole, action: DeviceAction): boolean {
  return ALLOWED[action].includes(role);
}

/**
 * The role moves an Akey or Bkey makes on another user (product.md section 4). One table: the console's roles
 * machine is built from it, `mayActOn` reads its `from`, and the simulator applies its `to`.
 * Downgrading a Bkey or taking a user back from the blacklist leaves a bound user with no valid visit time.
 */
export type RoleMove = 'addBkey' | 'upgradeVisitor' | 'downgradeBkey' | 'blacklist' | 'whitelist';

export const ROLE_MOVES: Record<RoleMove, { from: readonly DeviceRole[]; to: DeviceRole }> = {
  addBkey: { from: ['ordinary', 'visitor'], to: 'bkey' },
  upgradeVisitor: { from: ['visitor'], to: 'bkey' },
  downgradeBkey: { from: ['bkey'], to: 'visitor' },
  blacklist: { from: ['ordinary', 'visitor', 'bkey'], to: 'blacklisted' },
  whitelist: { from: ['blacklisted'], to: 'visitor' },
};

const TARGETS: Partial<Record<DeviceAction, readonly DeviceRole[]>> = {
  setVisitTime: ['visitor'],
  zeroVisitTime: ['visitor'],
  // The new owner must already hold a role on the device.
  transferOwner: ['bkey', 'visitor'],
  ...Object.fromEntries(Object.entries(ROLE_MOVES).map(([move, { from }]) => [move, from])),
};

/**
 * An action aimed at another user: the actor must hold the right, and the target must be someone the actor
 * outranks (a Bkey never acts on another Bkey; nobody acts on the owner, whose role changes only by transfer).
 */
export function mayActOn(actor: DeviceRole, action: DeviceAction, target: DeviceRole): boolean {
  if (!may(actor, action)) return false;
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent while no TARGETS list names the owner; it keeps the rule if one ever does.
  if (target === 'akey') return false;
  if (actor === 'bkey' && target === 'bkey') return false;
  return TARGETS[action]?.includes(target) ?? false;
}

/** The role a move gives, or undefined when the actor may not make it on this target. */
export function roleAfterMove(actor: DeviceRole, move: RoleMove, target: DeviceRole): DeviceRole | undefined {
  return mayActOn(actor, move, target) ? ROLE_MOVES[move].to : undefined;
}

/** Why an application is refused, or undefined when the user may apply. */
export type ApplyRefusal = 'blacklisted' | 'alreadyAkey' | 'alreadyBkey';

export function applyRefusal(role: DeviceRole): ApplyRefusal | undefined {
  switch (role) {
    case 'blacklisted':
      return 'blacklisted';
    case 'akey':
      return 'alreadyAkey';
    case 'bkey':
      return 'alreadyBkey';
    // Stryker disable next-line ConditionalExpression: equivalent, a switch that returns nothing also answers undefined.
    default:
      return undefined;
  }
}

export type VisitTimeView = { kind: 'forever' } | { kind: 'invalid' } | { kind: 'until'; seconds: number };

/** How a white-list entry's visit time reads at `nowSeconds`: a passed end date is as invalid as a zeroed one. */
export function visitTimeView(visitTime: number, nowSeconds: number): VisitTimeView {
  if (visitTime === VISIT_FOREVER) return { kind: 'forever' };
  if (visitTime === VISIT_INVALID || visitTime <= nowSeconds) return { kind: 'invalid' };
  return { kind: 'until', seconds: visitTime };
}

/** The stored visit time for a choice of forever or a custom number of minutes from now (at least 10). */
export function visitTimeFor(choice: { forever: true } | { minutes: number }, nowSeconds: number): number | undefined {
  if ('forever' in choice) return VISIT_FOREVER;
  if (!checkVisitExpiry(choice.minutes).ok) return undefined;
  return Math.floor(nowSeconds + choice.minutes * 60);
}

/** product.md section 4: the authority centre's local state codes; each shows its message, cleared after 1 s. */
export const AdminState = { added: 1, accountMissing: 2, alreadyExists: 3, visitZeroed: 4, removed: 5 } as const;
export type AdminStateCode = (typeof AdminState)[keyof typeof AdminState];
