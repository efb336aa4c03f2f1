// Owner transfer (product.md sections 4 and 6) over its graph: every simple path, replayed against a live actor
// whose transfer call is settled by the path itself (done or error).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { mayActOn, type DeviceRole } from '../../src/domain/roles';
import { BusinessCode, classify } from '../../src/domain/resultCodes';
import { ownerTransferMachine, type OwnerTransferEvent, type TransferCandidate } from '../../src/machines/ownerTransfer.machine';

const DONE = 'xstate.done.actor.transfer';
const ERROR = 'xstate.error.actor.transfer';
type GraphEvent = OwnerTransferEvent | { type: typeof DONE } | { type: typeof ERROR; error: unknown };

const refused = classify({ type: 'response', status: 200, hwcode: BusinessCode.NoPermission });
const candidates: TransferCandidate[] = (['bkey', 'visitor', 'ordinary', 'akey', 'blacklisted'] as const).map((role, i) => ({ userId: 2000 + i, name: role, role }));

const traversal = (actor: DeviceRole) => ({
  input: { actor },
  limit: 5_000,
  serializeState: (s: ReturnType<typeof ownerTransferMachine.transition>) => JSON.stringify({ v: s.value, c: s.context.candidate?.userId, e: s.context.error }),
  events: (s: ReturnType<typeof ownerTransferMachine.transition>) =>
    [
      { type: 'START' }, { type: 'CONFIRM' }, { type: 'BACK' }, { type: 'CANCEL' }, { type: 'RETRY' },
      ...candidates.map((candidate) => ({ type: 'CHOOSE', candidate })),
      ...(s.matches('transferring') ? [{ type: DONE }, { type: ERROR, error: refused }] : []),
    ] as OwnerTransferEvent[],
});

/** Replays a path; the transfer call settles when the path says so. */
function replay(actor: DeviceRole, steps: { event: GraphEvent; state: { value: unknown } }[]) {
  const calls: { userId: number; settle(ok: boolean): void }[] = [];
  const machine = ownerTransferMachine.provide({
    actors: {
      transfer: fromPromise<void, { userId: number }>(
        ({ input }) => new Promise<void>((resolve, reject) => calls.push({ userId: input.userId, settle: (ok) => (ok ? resolve() : reject(refused)) })),
      ),
    },
  });
  const live = createActor(machine, { input: { actor } }).start();
  return { live, calls, async run() {
    for (const step of steps.slice(1)) {
      if (step.event.type === DONE || step.event.type === ERROR) {
        calls.at(-1)?.settle(step.event.type === DONE);
        await new Promise((r) => setTimeout(r, 0));
      } else live.send(step.event as OwnerTransferEvent);
      expect(live.getSnapshot().value).toEqual(step.state.value);
    }
  } };
}

describe.each(['akey', 'bkey', 'visitor'] as const)('owner transfer started by the %s', (actor) => {
  const paths = getSimplePaths(ownerTransferMachine, traversal(actor));

  it.each(paths.map((p) => [p.steps.slice(1).map((s) => (s.event.type === 'CHOOSE' ? `CHOOSE ${(s.event as { candidate: TransferCandidate }).candidate.role}` : s.event.type)).join(' → ') || '(start)', p] as const))('%s', async (_name, path) => {
    const { live, calls, run } = replay(actor, path.steps as never);
    await run();
    const end = live.getSnapshot();
    // Only the Akey gets past the start, only a Bkey or visitor can be chosen, and the call names the chosen one.
    if (actor !== 'akey') expect(['idle', 'denied']).toContain(end.value);
    for (const c of calls) expect(candidates.find((x) => x.userId === c.userId && mayActOn('akey', 'transferOwner', x.role))).toBeDefined();
    if (end.matches('transferred')) expect(end.context.actor).toBe('bkey');
    if (end.matches('failed')) expect(end.context.error).toBe('errors:user.noPermission');
  });
});

it('has a shortest path to the transferred state for the Akey only', () => {
  const finals = (actor: DeviceRole) => getShortestPaths(ownerTransferMachine, traversal(actor)).filter((p) => p.state.status === 'done');
  const akey = finals('akey');
  expect(akey.length).toBeGreaterThan(0);
  for (const path of akey) expect(path.steps.slice(1).map((s) => s.event.type)).toEqual(['START', 'CHOOSE', 'CONFIRM', DONE]);
  expect(new Set(akey.map((p) => p.state.context.candidate?.role))).toEqual(new Set(['bkey', 'visitor']));
  expect(finals('bkey')).toHaveLength(0);
});
