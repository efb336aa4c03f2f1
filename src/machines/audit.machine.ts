import { setup, type SnapshotFrom } from 'xstate';
import {
  AUDIT_ANSWERS, AUDIT_POLICIES, AUDIT_STATES, auditStep, isFinalAudit,
  type AuditAnswerEvent, type AuditPolicy, type AuditState,
} from '../domain/audit';
import { machineTypes } from './machineTypes';

// The audit process of one application (product.md section 4), built from the domain's step function so that
// the console, the simulator and the model tests share one rule. The approval screen starts it from the
// application's current state (`auditSnapshot`) and offers the answers the snapshot `can` take.

export type AuditEvent = { type: AuditAnswerEvent };
export type AuditContext = { policy: AuditPolicy };
export type AuditInput = { policy: AuditPolicy };

type Transition = { target: AuditState; guard: { type: 'leadsTo'; params: { from: AuditState; to: AuditState } } };

/** Every state an answer can lead to from `from`, under any policy, each guarded by the step function. */
function transitionsFrom(from: AuditState): Partial<Record<AuditAnswerEvent, Transition[]>> {
  const on: Partial<Record<AuditAnswerEvent, Transition[]>> = {};
  for (const answer of AUDIT_ANSWERS) {
    const targets = new Set<AuditState>();
    for (const policy of AUDIT_POLICIES) {
      const to = auditStep(from, answer, policy);
      if (to) targets.add(to);
    }
    if (targets.size > 0) on[answer] = [...targets].map((to) => ({ target: to, guard: { type: 'leadsTo', params: { from, to } } }));
  }
  return on;
}

const states = Object.fromEntries(
  AUDIT_STATES.map((state) => [state, isFinalAudit(state) ? { type: 'final' as const } : { on: transitionsFrom(state) }]),
);

export const auditMachine = setup({
  types: machineTypes<{ context: AuditContext; events: AuditEvent; input: AuditInput }>(),
  guards: {
    leadsTo: ({ context, event }, params: { from: AuditState; to: AuditState }) =>
      auditStep(params.from, event.type, context.policy) === params.to,
  },
}).createMachine({
  id: 'audit',
  context: ({ input }) => ({ policy: input.policy }),
  initial: 'unaudited',
  // The generated states hold only targets and guards named above.
  states,
});

export type AuditSnapshot = SnapshotFrom<typeof auditMachine>;

/** The machine's snapshot for an application already at `state` (what the cloud reports). */
export function auditSnapshot(state: AuditState, policy: AuditPolicy): AuditSnapshot {
  return auditMachine.resolveState({ value: state, context: { policy } });
}
