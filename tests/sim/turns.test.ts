// The server takes the cloud's calls in turns (simulator/server/turns.ts): one call per loop turn in arrival order,
// except that list calls waiting together start in one turn (up to GROUP), and only while their microtasks run may
// a device compared for one of them count as compared for all (togetherMark).
import { describe, expect, it } from 'vitest';
import { GROUP, createTurns } from '../../simulator/server/turns';
import { togetherMark } from '../../simulator/handlers/listAnswer';

/** Queues `calls` (each a group or undefined) at once; resolves with the loop turn each one started in. */
async function startTurns(calls: (string | undefined)[], groupSize?: number): Promise<number[]> {
  const turns = createTurns(groupSize);
  let turn = 0;
  let counting = true;
  const count = () => {
    if (!counting) return;
    turn += 1;
    setImmediate(count);
  };
  setImmediate(count);
  const started = await Promise.all(calls.map((group) => turns.next(group).then(() => turn)));
  counting = false;
  return started;
}

describe('createTurns', () => {
  it('starts calls without a group one per loop turn, in the order they came', async () => {
    const started = await startTurns([undefined, undefined, undefined, undefined]);
    expect(started).toEqual([...started].sort((a, b) => a - b));
    expect(new Set(started).size).toBe(4);
  });

  it('starts the calls of one group that wait together in one turn, and the others in their order', async () => {
    const started = await startTurns([undefined, 'list', undefined, 'list', 'list', undefined, 'other', 'other']);
    const [first, list1, between, list2, list3, last, other1, other2] = started;
    expect(list2).toBe(list1);
    expect(list3).toBe(list1);
    expect(other2).toBe(other1);
    expect(first!).toBeLessThan(list1!);
    // The call that came between the list calls waits for their turn; both calls without a group keep their order.
    expect(between!).toBeGreaterThan(list1!);
    expect(last!).toBeGreaterThan(between!);
    expect(other1!).toBeGreaterThan(last!);
  });

  it('starts at most GROUP calls of a group in one turn', async () => {
    const started = await startTurns(Array.from({ length: GROUP * 2 + 1 }, () => 'list'));
    const perTurn = new Map<number, number>();
    for (const turn of started) perTurn.set(turn, (perTurn.get(turn) ?? 0) + 1);
    // The first call starts at once, alone: nothing waited before it.
    expect([...perTurn.values()]).toEqual([1, GROUP, GROUP]);
  });

  it('marks the devices compared while the calls started together run, and no longer once another callback runs', async () => {
    // Out of the callback the test runner started in, whose microtasks may still be those of the test before.
    await new Promise((resolve) => setImmediate(resolve));
    const turns = createTurns();
    const seen: number[] = [];
    const call = () => turns.next('list').then(async () => {
      seen.push(togetherMark.current);
      await Promise.resolve();
      seen.push(togetherMark.current);
    });
    // The first call starts alone (nothing waited before it); the next three wait together and start in one turn.
    await Promise.all([call(), call(), call(), call()]);
    expect(seen.slice(0, 2)).toEqual([0, 0]);
    const together = seen.slice(2);
    expect(together[0]).toBeGreaterThan(0);
    expect(new Set(together).size).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(togetherMark.current).toBe(0);
  });
});
