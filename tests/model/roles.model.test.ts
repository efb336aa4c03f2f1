// One user's standing on a device as the Akey or a Bkey moves it (product.md sections 4 and 6): every simple path
// of the roles machine, replayed against a live actor and against the simulated cloud, whose member lists must
// show the same role and visit time after each move.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { visitTimeView, type DeviceRole } from '../../src/domain/roles';
import { machinePaths } from '../../src/machines/paths';
import { rolesMachine, rolesSnapshot, type RolesEvent } from '../../src/machines/roles.machine';
import { call, loginToken, simulatorPerTest } from '../sim/support';

const { sim } = simulatorPerTest();

// The paths come from the shared generator (src/machines/paths.ts), as `npm run paths -- roles` prints them.
const played = machinePaths('roles');
const pathsOf = (actor: DeviceRole, kind: 'simple' | 'shortest') => machinePaths('roles', kind, `seen by the ${actor}`);

// Seeded world: device 50002 is owned by 13800138000 with Bkey 13900139001; the target 13900139003 (user 1006,
// e-mail user4@example.com) holds no role on it.
const DEVICE = '50002';
const TARGET = 1006;
const ACTORS: Record<'akey' | 'bkey', string> = { akey: '13800138000', bkey: '13900139001' };

/** Where the cloud says the target stands: role, and for a visitor the visit time. */
async function cloudState(token: string): Promise<unknown> {
  const found = await call('/api/device/v1/user/role/info', { machineID: DEVICE, account: 'user4@example.com' }, { token, method: 'GET' });
  const info = found.hwdata as { role: string; visitTime?: number };
  if (info.role !== 'visitor') return info.role;
  const view = visitTimeView(info.visitTime ?? 0, Math.floor(sim().clock.now() / 1000));
  return { visitor: view.kind === 'until' ? 'dated' : view.kind };
}

async function perform(token: string, event: RolesEvent): Promise<void> {
  const level = (limit: string) => call('/api/admin/updateLevel', { id: String(TARGET), limit, terminalID: 't', machineID: DEVICE }, { token });
  const answers: Record<string, () => Promise<unknown>> = {
    addBkey: () => call('/api/admin/push', { account: 'user4@example.com', machineID: DEVICE }, { token }),
    upgradeVisitor: () => level('2'),
    downgradeBkey: () => level('0'),
    blacklist: () => level('-1'),
    whitelist: () => level('0'),
    SET_FOREVER: () => call('/api/device/v1/visit/time', { machineID: DEVICE, userId: String(TARGET), forever: '1' }, { token, method: 'PUT' }),
    SET_CUSTOM: () => call('/api/device/v1/visit/time', { machineID: DEVICE, userId: String(TARGET), minutes: String((event as { minutes: number }).minutes) }, { token, method: 'PUT' }),
    CLEAR: () => call('/api/device/v1/visit/time', { machineID: DEVICE, userId: String(TARGET) }, { token, method: 'DELETE' }),
    ZERO: async () => {
      const row = sim().world.memberships.find((m) => m.machineId === Number(DEVICE) && m.userId === TARGET);
      return call('/api/admin/zeroVisitTime', { machineID: DEVICE, visitAlidTimeID: String(row?.visitTimeId) }, { token });
    },
    EXPIRE: async () => {
      sim().clock.advance(11 * 60_000);
      return { hwcode: 0 };
    },
  };
  const answer = (await answers[event.type]?.()) as { hwcode: number | string } | undefined;
  expect(answer?.hwcode).toBe(0);
}

describe.each(['akey', 'bkey'] as const)('roles machine seen by the %s', (actor) => {
  const paths = played.filter((p) => p.variant === `seen by the ${actor}`);

  it('reaches every role a move can give', () => {
    const reached = new Set(pathsOf(actor, 'shortest').map((p) => JSON.stringify(p.steps.at(-1)!.state.value)));
    expect(reached).toContain('"bkey"');
    expect(reached).toContain('"blacklisted"');
    expect(reached).toContain(JSON.stringify({ visitor: 'dated' }));
    expect(reached.has(JSON.stringify({ visitor: 'invalid' }))).toBe(true);
  });

  it.each(paths.map((p) => [`${p.id}. ${p.name}`, p] as const))('%s', async (_name, path) => {
    const live = createActor(rolesMachine, { input: { actor } }).start();
    const token = await loginToken(ACTORS[actor]);
    for (const step of path.steps.slice(1)) {
      const event = step.event as RolesEvent;
      // A custom time under 10 minutes is never a move.
      if (event.type === 'SET_CUSTOM') expect(event.minutes).toBeGreaterThanOrEqual(10);
      live.send(event);
      expect(live.getSnapshot().value).toEqual(step.state.value);
      await perform(token, event);
      expect(await cloudState(token)).toEqual(step.state.value);
    }
  });
});

describe('roles machine limits', () => {
  it('offers a visitor or an ordinary user no move at all', () => {
    expect(pathsOf('visitor', 'simple')).toHaveLength(1);
    const moves: RolesEvent[] = [
      { type: 'addBkey' }, { type: 'upgradeVisitor' }, { type: 'downgradeBkey' }, { type: 'blacklist' }, { type: 'whitelist' },
      { type: 'SET_FOREVER' }, { type: 'SET_CUSTOM', minutes: 10 }, { type: 'CLEAR' }, { type: 'ZERO' }, { type: 'EXPIRE' },
    ];
    for (const viewer of ['visitor', 'ordinary', 'blacklisted'] as const) {
      const start = createActor(rolesMachine, { input: { actor: viewer } }).getSnapshot();
      for (const move of moves) expect(start.can(move), `${viewer}: ${move.type}`).toBe(false);
    }
  });

  it('lets only the Akey demote a Bkey, and nobody zero a time that already ran out', () => {
    expect(rolesSnapshot('akey', 'bkey').can({ type: 'downgradeBkey' })).toBe(true);
    expect(rolesSnapshot('bkey', 'bkey').can({ type: 'downgradeBkey' })).toBe(false);
    expect(rolesSnapshot('akey', 'visitor', 'invalid').can({ type: 'ZERO' })).toBe(false);
    expect(rolesSnapshot('akey', 'visitor', 'forever').can({ type: 'ZERO' })).toBe(true);
  });
});
