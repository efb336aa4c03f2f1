import { setup, type SnapshotFrom } from 'xstate';
import { mayActOn, ROLE_MOVES, roleAfterMove, type DeviceRole, type RoleMove } from '../domain/roles';
import { checkVisitExpiry } from '../domain/validation';
import { ownEntry } from '../domain/ownEntry';
import { machineTypes } from './machineTypes';

// One user's standing on a device as an Akey or Bkey changes it (product.md section 4): the role moves of the
// domain table ROLE_MOVES, and a white-list visitor's visit time (forever, a date, or invalid). The authority
// centre offers a row's actions by asking a snapshot what it `can` take.

export type VisitTimeState = 'forever' | 'dated' | 'invalid';

export type RolesEvent =
  | { type: RoleMove }
  | { type: 'SET_FOREVER' }
  | { type: 'SET_CUSTOM'; minutes: number }
  | { type: 'CLEAR' }
  /** admin/zeroVisitTime: only a visit time still running can be zeroed (01010408 otherwise). */
  | { type: 'ZERO' }
  /** A dated visit time ran out. */
  | { type: 'EXPIRE' };

export type RolesContext = { actor: DeviceRole };
export type RolesInput = { actor: DeviceRole };

type TargetRole = Extract<DeviceRole, 'ordinary' | 'visitor' | 'bkey' | 'blacklisted'>;

// Where a move lands: a demoted Bkey or a user back from the blacklist is a bound user without a visit time.
const LANDING: Record<TargetRole, string> = {
  ordinary: '#roles.ordinary',
  visitor: '#roles.visitor.invalid',
  bkey: '#roles.bkey',
  blacklisted: '#roles.blacklisted',
};

const isRoleMove = (name: string): name is RoleMove => Object.hasOwn(ROLE_MOVES, name);

function movesFrom(role: TargetRole) {
  const on: Record<string, { target: string; guard: { type: 'mayMove'; params: { move: RoleMove; from: TargetRole } } }> = {};
  for (const [move, { from, to }] of Object.entries(ROLE_MOVES)) {
    if (!isRoleMove(move) || !from.includes(role)) continue;
    const target = ownEntry(LANDING, to);
    if (!target) throw new Error(`rolesMachine: the move ${move} lands on ${to}, which has no state`);
    on[move] = { target, guard: { type: 'mayMove', params: { move, from: role } } };
  }
  return on;
}

const setTime = { guard: 'maySetTime' } as const;

export const rolesMachine = setup({
  types: machineTypes<{ context: RolesContext; events: RolesEvent; input: RolesInput }>(),
  guards: {
    mayMove: ({ context }, params: { move: RoleMove; from: TargetRole }) =>
      roleAfterMove(context.actor, params.move, params.from) !== undefined,
    maySetTime: ({ context }) => mayActOn(context.actor, 'setVisitTime', 'visitor'),
    mayZero: ({ context }) => mayActOn(context.actor, 'zeroVisitTime', 'visitor'),
    customLongEnough: ({ context, event }) =>
      event.type === 'SET_CUSTOM' && mayActOn(context.actor, 'setVisitTime', 'visitor') && checkVisitExpiry(event.minutes).ok,
  },
}).createMachine({
  id: 'roles',
  context: ({ input }) => ({ actor: input.actor }),
  initial: 'ordinary',
  states: {
    ordinary: { on: movesFrom('ordinary') },
    visitor: {
      initial: 'invalid',
      on: {
        ...movesFrom('visitor'),
        SET_FOREVER: { ...setTime, target: '.forever' },
        SET_CUSTOM: { guard: 'customLongEnough', target: '.dated' },
        CLEAR: { ...setTime, target: '.invalid' },
      },
      states: {
        forever: { on: { ZERO: { guard: 'mayZero', target: 'invalid' } } },
        dated: { on: { ZERO: { guard: 'mayZero', target: 'invalid' }, EXPIRE: { target: 'invalid' } } },
        invalid: {},
      },
    },
    bkey: { on: movesFrom('bkey') },
    blacklisted: { on: movesFrom('blacklisted') },
  },
});

export type RolesSnapshot = SnapshotFrom<typeof rolesMachine>;

/** The snapshot for a target already in `role` (and, for a visitor, `visit`), seen by `actor`. */
export function rolesSnapshot(actor: DeviceRole, role: TargetRole, visit: VisitTimeState = 'invalid'): RolesSnapshot {
  const value = role === 'visitor' ? { visitor: visit } : role;
  return rolesMachine.resolveState({ value, context: { actor } });
}

export type { TargetRole };
