// Owner transfer (product.md sections 4 and 6) over its graph: every simple path, replayed against a live actor
// whose transfer call is settled by the path itself (done or error).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { mayActOn, type DeviceRole } from '../../src/domain/roles';
import { ownerTransferMachine, type OwnerTransferEvent, type TransferCandidate } from '../../src/machines/ownerTransfer.machine';
import { machinePaths, TRANSFER_CANDIDATES, TRANSFER_DONE, TRANSFER_ERROR, TRANSFER_REFUSED } from '../../src/machines/paths';

const DONE = TRANSFER_DONE;
const ERROR = TRANSFER_ERROR;
type GraphEvent = OwnerTransferEvent | { type: typeof DONE } | { type: typeof ERROR; error: unknown };

const refused = TRANSFER_REFUSED;
const candidates: TransferCandidate[] = TRANSFER_CANDIDATES;
// The paths come from the shared generator (src/machines/paths.ts), as `npm run paths -- ownerTransfer` prints them.
const played = machinePaths('ownerTransfer');
const pathsOf = (actor: DeviceRole, kind: 'simple' | 'shortest') => machinePaths('ownerTransfer', kind, `started by the ${actor}`);

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
  const paths = played.filter((p) => p.variant === `started by the ${actor}`);

  it.each(paths.map((p) => [`${p.id}. ${p.name}`, p] as const))('%s', async (_name, path) => {
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
  const finals = (actor: DeviceRole) => pathsOf(actor, 'shortest').filter((p) => p.final);
  const akey = finals('akey');
  expect(akey.length).toBeGreaterThan(0);
  for (const path of akey) expect(path.steps.slice(1).map((s) => s.event.type)).toEqual(['START', 'CHOOSE', 'CONFIRM', DONE]);
  expect(new Set(akey.map((p) => (p.steps.at(-1)!.state.context.candidate as TransferCandidate | undefined)?.role))).toEqual(new Set(['bkey', 'visitor']));
  expect(finals('bkey')).toHaveLength(0);
});
