// Random sequences of role moves, visit times, applications and answers against the simulated cloud keep the
// invariants of product.md sections 4 to 6: exactly one owner, listed first; a blacklisted user never applies
// and holds no role; a visit time is forever, zero, or a date at least 10 minutes ahead when set; nobody but
// the Akey and Bkeys can answer an application.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BusinessCode } from '../../src/domain/resultCodes';
import { call, loginToken, rawCall, simulatorPerTest } from '../sim/support';

const { sim } = simulatorPerTest();

// Seeded world: device 50002 is owned by user 1001 with Bkey 1004; users 1005 to 1010 hold no role on it.
const DEVICE = '50002';
const USERS = [1001, 1004, 1005, 1006, 1007, 1008];
const PHONES: Record<number, string> = { 1001: '13800138000', 1004: '13900139001', 1005: '13900139002', 1006: '13900139003', 1007: '13900139004', 1008: '13900139005' };

/** A user by id, or whoever holds a role when the step runs (so that moves often come from someone entitled). */
type Who = number | 'owner' | 'bkey' | 'visitor';
type Op =
  | { kind: 'push'; actor: Who; target: Who }
  | { kind: 'level'; actor: Who; target: Who; limit: 3 | 2 | 0 | -1 }
  | { kind: 'visitTime'; actor: Who; target: Who; minutes: number | 'forever' }
  | { kind: 'clear'; actor: Who; target: Who }
  | { kind: 'zero'; actor: Who; target: Who }
  | { kind: 'apply'; actor: Who; what: 'addBind' | 'addVisit' }
  | { kind: 'answer'; actor: Who; pass: boolean; blacklist: boolean }
  | { kind: 'wait'; minutes: number };

const user: fc.Arbitrary<Who> = fc.oneof(
  { arbitrary: fc.constantFrom(...USERS), weight: 1 },
  { arbitrary: fc.constantFrom('owner' as const, 'bkey' as const, 'visitor' as const), weight: 2 },
);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('push' as const), actor: user, target: user }),
  fc.record({ kind: fc.constant('level' as const), actor: user, target: user, limit: fc.constantFrom(3 as const, 2 as const, 0 as const, -1 as const) }),
  fc.record({ kind: fc.constant('level' as const), actor: user, target: user, limit: fc.constantFrom(3 as const, 2 as const, 0 as const, -1 as const) }),
  fc.record({ kind: fc.constant('visitTime' as const), actor: user, target: user, minutes: fc.oneof(fc.constant('forever' as const), fc.integer({ min: -5, max: 40 })) }),
  fc.record({ kind: fc.constant('clear' as const), actor: user, target: user }),
  fc.record({ kind: fc.constant('zero' as const), actor: user, target: user }),
  fc.record({ kind: fc.constant('apply' as const), actor: user, what: fc.constantFrom('addBind' as const, 'addVisit' as const) }),
  fc.record({ kind: fc.constant('answer' as const), actor: user, pass: fc.boolean(), blacklist: fc.boolean() }),
  fc.record({ kind: fc.constant('wait' as const), minutes: fc.integer({ min: 1, max: 20 }) }),
);

const members = () => sim().world.memberships.filter((m) => m.machineId === Number(DEVICE));
const limitOf = (id: number) => members().find((m) => m.userId === id)?.limitAuthority;
const blacklisted = (id: number) => sim().world.blacklist.some((b) => b.machineId === Number(DEVICE) && b.userId === id);

type Resolved<T> = T extends { actor: Who } ? Omit<T, 'actor' | 'target'> & { actor: number } & (T extends { target: Who } ? { target: number } : object) : T;

function resolved(raw: Op, resolve: (who: Who) => number): Resolved<Op> {
  if (raw.kind === 'wait') return raw;
  const actor = resolve(raw.actor);
  return ('target' in raw ? { ...raw, actor, target: resolve(raw.target) } : { ...raw, actor }) as Resolved<Op>;
}

async function run(ops: Op[]): Promise<void> {
  sim().reset({ seed: 1 });
  const tokens = new Map<number, string>();
  for (const id of USERS) tokens.set(id, await loginToken(PHONES[id] ?? ''));
  const token = (id: number) => tokens.get(id) ?? '';
  const nowSeconds = () => Math.floor(sim().clock.now() / 1000);

  const resolve = (who: Who): number => {
    if (typeof who === 'number') return who;
    const limits = { owner: [3], bkey: [2], visitor: [0, 1] }[who];
    return members().find((m) => limits.includes(m.limitAuthority))?.userId ?? USERS[USERS.length - 1] ?? 0;
  };

  for (const raw of ops) {
    const step = resolved(raw, resolve);
    const limitBefore = step.kind === 'wait' ? undefined : limitOf(step.actor);
    const wasBlacklisted = step.kind === 'wait' ? false : blacklisted(step.actor);
    switch (step.kind) {
      case 'wait':
        sim().clock.advance(step.minutes * 60_000);
        break;
      case 'push':
        await call('/api/admin/push', { account: PHONES[step.target] ?? '', machineID: DEVICE }, { token: token(step.actor) });
        break;
      case 'level':
        await call('/api/admin/updateLevel', { id: String(step.target), limit: String(step.limit), terminalID: 't', machineID: DEVICE }, { token: token(step.actor) });
        break;
      case 'visitTime': {
        const fields: Record<string, string> = step.minutes === 'forever' ? { forever: '1' } : { minutes: String(step.minutes) };
        // A negative number of minutes breaks the document's schema: the request error (HTTP 400), nothing changes.
        if (typeof step.minutes === 'number' && step.minutes < 0) {
          const refused = await rawCall('PUT', '/api/device/v1/visit/time', { machineID: DEVICE, userId: String(step.target), ...fields }, token(step.actor));
          expect({ status: refused.status, hwcode: refused.body.hwcode }).toEqual({ status: 400, hwcode: 400 });
          break;
        }
        const answer = await call('/api/device/v1/visit/time', { machineID: DEVICE, userId: String(step.target), ...fields }, { token: token(step.actor), method: 'PUT' });
        if (answer.hwcode === 0) {
          const { visitTime } = answer.hwdata as { visitTime: number };
          expect(visitTime === -1 || visitTime >= nowSeconds() + 600).toBe(true);
        }
        break;
      }
      case 'clear':
        await call('/api/device/v1/visit/time', { machineID: DEVICE, userId: String(step.target) }, { token: token(step.actor), method: 'DELETE' });
        break;
      case 'zero': {
        const row = members().find((m) => m.userId === step.target);
        await call('/api/admin/zeroVisitTime', { machineID: DEVICE, visitAlidTimeID: String(row?.visitTimeId ?? 0) }, { token: token(step.actor) });
        break;
      }
      case 'apply': {
        const fields: Record<string, string> = step.what === 'addBind' ? { remarks: '', message: '' } : { message: '', terminalID: 't', terminalName: 'n' };
        const answer = await call(`/api/v1/audit/${step.what}`, { machineID: DEVICE, ...fields }, { token: token(step.actor) });
        if (wasBlacklisted) expect(answer.hwcode).toBe(BusinessCode.ApplyBlacklisted);
        if (limitBefore !== undefined && limitBefore >= 2) expect(answer.hwcode).not.toBe(0);
        break;
      }
      case 'answer': {
        const open = sim().world.applications.filter((a) => a.machineId === Number(DEVICE) && a.state !== 'allPassed' && !a.state.endsWith('Refused')).at(-1);
        if (!open) break;
        const before = open.state;
        const answer = await call('/api/msg/v1/device/bind/verify', { applicationId: String(open.id), result: step.pass ? '1' : '0', blacklist: step.blacklist ? '1' : '0' }, { token: token(step.actor) });
        if (limitBefore === undefined || limitBefore < 2) {
          expect(answer.hwcode).toBe(BusinessCode.NoPermission);
          expect(open.state).toBe(before);
        }
        break;
      }
    }
    const owners = members().filter((m) => m.limitAuthority === 3);
    expect(owners).toHaveLength(1);
    const ownerId = owners[0]?.userId ?? 0;
    const list = await call('/api/admin/select', { machineID: DEVICE, infoType: '2', start: '0', pageSize: '500' }, { token: token(ownerId) });
    expect((list.hwdata as { id: number; limit_authority: number }[])[0]).toMatchObject({ id: ownerId, limit_authority: 3 });
    for (const m of members()) {
      expect(blacklisted(m.userId)).toBe(false);
      if (m.limitAuthority >= 2) expect(m.visitTime).toBe(0);
      else expect(m.visitTime === -1 || m.visitTime >= 0).toBe(true);
    }
  }
}

describe('role moves keep the authority invariants', () => {
  it('holds for random sequences of moves, visit times, applications and answers', async () => {
    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 30, size: 'max' }), run), { numRuns: 60 });
  });
});
