// The role rules of product.md sections 4 and 6, pinned as tables: who may do what, on whom, what a move gives,
// why an application is refused, and how a visit time reads. Each table is written from the spec, so a changed
// rule (a mutant, or a slip) fails here by name.
import { describe, expect, it } from 'vitest';
import {
  AdminState,
  applyRefusal,
  BKEY_LIMIT,
  InfoType,
  may,
  mayActOn,
  OWNER_LIMIT,
  ROLE_MOVES,
  roleAfterMove,
  roleOf,
  VISIT_FOREVER,
  VISIT_INVALID,
  VISITOR_LIMIT,
  visitTimeFor,
  visitTimeView,
  type DeviceAction,
  type DeviceRole,
} from '../../src/domain/roles';

const ROLES: DeviceRole[] = ['akey', 'bkey', 'visitor', 'ordinary', 'blacklisted'];

describe('roleOf', () => {
  it('reads limit_authority: 3 owner, 2 Bkey, 0 or 1 a bound user, none an ordinary user; the blacklist overrides', () => {
    expect([OWNER_LIMIT, BKEY_LIMIT, VISITOR_LIMIT]).toEqual([3, 2, 0]);
    expect(roleOf(3)).toBe('akey');
    expect(roleOf(4)).toBe('akey');
    expect(roleOf(2)).toBe('bkey');
    expect(roleOf(1)).toBe('visitor');
    expect(roleOf(0)).toBe('visitor');
    expect(roleOf(-1)).toBe('visitor');
    expect(roleOf(undefined)).toBe('ordinary');
    expect(roleOf(3, true)).toBe('blacklisted');
    expect(roleOf(undefined, true)).toBe('blacklisted');
    expect(roleOf(2, false)).toBe('bkey');
  });

  it('names the admin/select lists as api.md does', () => {
    expect(InfoType).toEqual({ admins: 2, visitors: 3, blacklist: -1 });
  });
});

describe('may: what each role may press (product.md section 6)', () => {
  const managers = ['akey', 'bkey'];
  const table: Record<DeviceAction, string[]> = {
    viewAuthority: managers,
    addBkey: managers,
    setVisitTime: managers,
    zeroVisitTime: managers,
    upgradeVisitor: managers,
    downgradeBkey: ['akey'],
    blacklist: managers,
    whitelist: managers,
    approve: managers,
    viewVisitDetails: managers,
    transferOwner: ['akey'],
    changeAuditMode: ['akey'],
    apply: ['visitor', 'ordinary'],
  };
  it.each(Object.entries(table))('%s: %j', (action, allowed) => {
    expect(ROLES.filter((role) => may(role, action as DeviceAction))).toEqual(allowed);
  });
});

describe('mayActOn: the actor holds the right and outranks the target', () => {
  // [actor, action] → the targets it may act on.
  const table: [DeviceRole, DeviceAction, DeviceRole[]][] = [
    ['akey', 'addBkey', ['visitor', 'ordinary']],
    ['bkey', 'addBkey', ['visitor', 'ordinary']],
    ['akey', 'upgradeVisitor', ['visitor']],
    ['bkey', 'upgradeVisitor', ['visitor']],
    ['akey', 'downgradeBkey', ['bkey']],
    ['bkey', 'downgradeBkey', []],
    ['akey', 'blacklist', ['bkey', 'visitor', 'ordinary']],
    ['bkey', 'blacklist', ['visitor', 'ordinary']],
    ['akey', 'whitelist', ['blacklisted']],
    ['bkey', 'whitelist', ['blacklisted']],
    ['akey', 'setVisitTime', ['visitor']],
    ['bkey', 'setVisitTime', ['visitor']],
    ['akey', 'zeroVisitTime', ['visitor']],
    ['bkey', 'zeroVisitTime', ['visitor']],
    ['akey', 'transferOwner', ['bkey', 'visitor']],
    ['bkey', 'transferOwner', []],
    ['akey', 'approve', []],
    ['akey', 'viewAuthority', []],
    ['visitor', 'addBkey', []],
    ['ordinary', 'blacklist', []],
    ['blacklisted', 'whitelist', []],
  ];
  it.each(table)('%s %s → %j', (actor, action, targets) => {
    expect(ROLES.filter((target) => mayActOn(actor, action, target))).toEqual(targets);
  });

  it('lets nobody act on the owner, and no Bkey on another Bkey', () => {
    for (const action of Object.keys(ROLE_MOVES) as DeviceAction[]) {
      expect(mayActOn('akey', action, 'akey')).toBe(false);
      expect(mayActOn('bkey', action, 'bkey')).toBe(false);
    }
  });
});

describe('role moves', () => {
  it('give the roles of product.md section 4', () => {
    expect(Object.fromEntries(Object.entries(ROLE_MOVES).map(([move, { to }]) => [move, to]))).toEqual({
      addBkey: 'bkey', upgradeVisitor: 'bkey', downgradeBkey: 'visitor', blacklist: 'blacklisted', whitelist: 'visitor',
    });
  });

  it('give nothing when the actor may not make the move on that target', () => {
    expect(roleAfterMove('akey', 'downgradeBkey', 'bkey')).toBe('visitor');
    expect(roleAfterMove('bkey', 'downgradeBkey', 'bkey')).toBeUndefined();
    expect(roleAfterMove('akey', 'blacklist', 'akey')).toBeUndefined();
    expect(roleAfterMove('bkey', 'whitelist', 'blacklisted')).toBe('visitor');
    expect(roleAfterMove('visitor', 'addBkey', 'ordinary')).toBeUndefined();
  });
});

describe('applyRefusal', () => {
  it('refuses the blacklisted, the owner and a Bkey, each with its own reason; others may apply', () => {
    expect(ROLES.map(applyRefusal)).toEqual(['alreadyAkey', 'alreadyBkey', undefined, undefined, 'blacklisted']);
  });
});

describe('visit time', () => {
  const now = 1_700_000_000;
  it('reads -1 as forever, 0 and any end not after now as invalid, a later end as that end', () => {
    expect([VISIT_FOREVER, VISIT_INVALID]).toEqual([-1, 0]);
    expect(visitTimeView(-1, now)).toEqual({ kind: 'forever' });
    expect(visitTimeView(0, now)).toEqual({ kind: 'invalid' });
    // Zeroed reads invalid even at a clock before the epoch's first second.
    expect(visitTimeView(0, -5)).toEqual({ kind: 'invalid' });
    expect(visitTimeView(now, now)).toEqual({ kind: 'invalid' });
    expect(visitTimeView(now - 1, now)).toEqual({ kind: 'invalid' });
    expect(visitTimeView(now + 1, now)).toEqual({ kind: 'until', seconds: now + 1 });
  });

  it('stores forever as -1 and a custom time of at least 10 minutes as its end in whole seconds', () => {
    expect(visitTimeFor({ forever: true }, now)).toBe(-1);
    expect(visitTimeFor({ minutes: 10 }, now)).toBe(now + 600);
    expect(visitTimeFor({ minutes: 10 }, now + 0.7)).toBe(now + 600);
    expect(visitTimeFor({ minutes: 9 }, now)).toBeUndefined();
    expect(visitTimeFor({ minutes: 0 }, now)).toBeUndefined();
  });
});

describe('the authority centre state codes', () => {
  it('are 1 added, 2 account missing, 3 already a Bkey, 4 visit zeroed, 5 removed (product.md section 4)', () => {
    expect(AdminState).toEqual({ added: 1, accountMissing: 2, alreadyExists: 3, visitZeroed: 4, removed: 5 });
  });
});
