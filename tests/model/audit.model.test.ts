// The audit process (product.md section 4) over its graph: every simple path under every audit policy, replayed
// against a live actor of the console's machine and against the simulated cloud, whose answers must lead the
// application through the same states.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { AUDIT_POLICIES, AUDIT_STATES, auditStep, isFinalAudit, type AuditPolicy } from '../../src/domain/audit';
import { auditMachine, auditSnapshot, type AuditEvent } from '../../src/machines/audit.machine';
import { machinePaths } from '../../src/machines/paths';
import { call, loginToken, simulatorPerTest } from '../sim/support';

const { sim } = simulatorPerTest();

// The paths come from the shared generator (src/machines/paths.ts), as `npm run paths -- audit` prints them.
const label = (policy: AuditPolicy) => `checkType ${policy.checkType}, ${policy.hasBkeys ? 'with' : 'without'} Bkeys`;
const played = machinePaths('audit');
const pathsOf = (policy: AuditPolicy) => played.filter((p) => p.variant === label(policy));

// Seeded world: device 50002 is owned by 13800138000 (user 1001) with Bkey 13900139001 (user 1004); the
// applicant 13900139003 (user 1006) holds no role on it.
const DEVICE = 50002;

async function applyAndAnswer(policy: AuditPolicy, answers: AuditEvent[]): Promise<string[]> {
  const world = sim().world;
  const device = world.devices.find((d) => d.machine_id === DEVICE);
  if (!device) throw new Error('seeded device missing');
  device.checkType = policy.checkType;
  if (!policy.hasBkeys) world.memberships = world.memberships.filter((m) => !(m.machineId === DEVICE && m.limitAuthority === 2));
  const applicant = await loginToken('13900139003');
  const applied = await call('/api/v1/audit/addBind', { machineID: String(DEVICE), message: '', remarks: '' }, { token: applicant });
  const { applicationId } = applied.hwdata as { applicationId: number };
  const akey = await loginToken('13800138000');
  const bkey = await loginToken('13900139001');
  const states: string[] = [];
  for (const answer of answers) {
    const token = answer.type.startsWith('AKEY') ? akey : bkey;
    const result = answer.type.endsWith('PASS') ? '1' : '0';
    const reply = await call('/api/msg/v1/device/bind/verify', { applicationId: String(applicationId), result }, { token });
    expect(reply.hwcode).toBe(0);
    states.push((reply.hwdata as { state: string }).state);
  }
  return states;
}

describe('audit machine', () => {
  const all = AUDIT_POLICIES.map((policy) => ({ policy, paths: pathsOf(policy) }));

  it('has the six states of product.md section 4 and reaches each final one under message audit with Bkeys', () => {
    const states = new Set(all.flatMap(({ paths }) => paths.map((p) => JSON.stringify(p.steps.at(-1)!.state.value))));
    expect([...states].sort()).toEqual(AUDIT_STATES.map((s) => JSON.stringify(s)).sort());
    const withBkeys = machinePaths('audit', 'shortest', label({ checkType: 0, hasBkeys: true }));
    const finals = withBkeys.filter((p) => p.final).map((p) => p.steps.at(-1)!.state.value);
    expect(finals.sort()).toEqual(['akeyRefused', 'allPassed', 'bkeyRefused']);
  });

  for (const { policy, paths } of all) {
    describe(label(policy), () => {
      it.each(paths.map((p) => [`${p.id}. ${p.name}`, p] as const))('%s', async (_name, path) => {
        const actor = createActor(auditMachine, { input: { policy } }).start();
        const answers: AuditEvent[] = [];
        // The first step is the machine's start.
        for (const step of path.steps.slice(1)) {
          const event = step.event as AuditEvent;
          const before = actor.getSnapshot().value as (typeof AUDIT_STATES)[number];
          actor.send(event);
          answers.push(event);
          // The machine follows the domain's step function, and a final state takes no further answer.
          expect(actor.getSnapshot().value).toBe(auditStep(before, event.type, policy));
          expect(actor.getSnapshot().value).toEqual(step.state.value);
        }
        const end = actor.getSnapshot();
        expect(end.status === 'done').toBe(isFinalAudit(end.value as never));
        // With Akey+password, or without Bkeys, the Akey alone decides.
        if (policy.checkType === 1 || !policy.hasBkeys) expect(answers.every((a) => a.type.startsWith('AKEY'))).toBe(true);
        // One refusal blocks.
        if (answers.some((a) => a.type.endsWith('REFUSE'))) expect(['akeyRefused', 'bkeyRefused']).toContain(end.value);
        expect(await applyAndAnswer(policy, answers)).toEqual(path.steps.slice(1).map((s) => s.state.value));
      });
    });
  }

  it('resumes from a stored state with only the answers still open', () => {
    const policy = { checkType: 0 as const, hasBkeys: true };
    const snapshot = auditSnapshot('akeyPassed', policy);
    expect(snapshot.can({ type: 'AKEY_PASS' })).toBe(false);
    expect(snapshot.can({ type: 'BKEY_PASS' })).toBe(true);
    expect(auditSnapshot('allPassed', policy).can({ type: 'BKEY_REFUSE' })).toBe(false);
  });
});
