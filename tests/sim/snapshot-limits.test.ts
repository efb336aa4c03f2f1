// Snapshots of the control API are bounded (docs/decisions.md, "Security": four snapshots of a 200,000-device world took 1.4 GB that a
// reset did not free, each holding the server for seconds): kept compressed under a byte bound as well as the count,
// freed on reset, and written in slices that give the event loop back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSim } from '../../simulator/sim';
import { captureStateInSlices } from '../../simulator/state/captureInSlices';
import { captureState, readState } from '../../simulator/state/format';
import { memoryStore, SNAPSHOT_MEMORY_BYTES } from '../../simulator/state/snapshots';
import { startServer, type RunningServer } from '../../simulator/server/main';

describe('a snapshot written in slices', () => {
  it('reads back as the one-piece document does, and gives the event loop back between slices', async () => {
    const sim = createSim({ seed: 3, devices: 3_000 });
    let pauses = 0;
    const captured = await captureStateInSlices(sim, { budgetMs: 0, pause: async () => void (pauses += 1) });
    const text = captured.parts.join('');
    expect(captured.bytes).toBe(new TextEncoder().encode(text).length);
    const whole = JSON.parse(captureState(sim)) as Record<string, unknown>;
    // The simulator's clock runs on between the two captures: only savedAt may differ.
    expect({ ...(JSON.parse(text) as Record<string, unknown>), savedAt: 0 }).toEqual({ ...whole, savedAt: 0 });
    expect(readState(text).ok).toBe(true);
    expect(pauses).toBeGreaterThan(3);
  });

  it('stays consistent when records are added between its slices', async () => {
    const sim = createSim({ seed: 3, devices: 2_000 });
    const { parts } = await captureStateInSlices(sim, {
      budgetMs: 0,
      pause: async () => {
        // A request meanwhile: a new alarm record takes the next id.
        sim.world.alarms.push({ ...sim.world.alarms[0]!, id: sim.world.nextId++ });
      },
    });
    const read = readState(parts.join(''));
    expect(read.ok, read.ok ? '' : read.reason).toBe(true);
  });
});

describe('snapshots kept in memory', () => {
  it('are kept compressed and refused past the byte bound (64 MiB), the others kept', async () => {
    expect(SNAPSHOT_MEMORY_BYTES).toBe(64 * 1024 * 1024);
    const store = memoryStore(4_000);
    const noise = (n: number) => Array.from({ length: n }, (_, i) => ((i * 2654435761) >>> 0).toString(36)).join('');
    expect(await store.save('small', 'x'.repeat(100_000), 1)).toEqual({ replaced: false, bytes: 100_000 });
    const big = await store.save('big', noise(5_000), 2);
    expect(big.refused).toMatch(/may take 4000 bytes compressed/);
    expect((await store.list()).map((s) => s.name)).toEqual(['small']);
    expect(await store.load('small')).toBe('x'.repeat(100_000));
  });

  describe('over HTTP', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer({ port: 0, seed: 1, quiet: true });
    });
    afterAll(() => server.close());
    const control = async (path: string, body?: unknown) => {
      const res = await fetch(`${server.url}/__sim/${path}`, { method: body === undefined ? 'GET' : 'POST', headers: { 'content-type': 'application/json', ...server.controlHeaders }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };

    it('are freed by a reset', async () => {
      expect((await control('snapshot', { name: 'before-reset' })).status).toBe(200);
      expect((await control('snapshots')).body.snapshots).toHaveLength(1);
      await control('reset', {});
      expect((await control('snapshots')).body.snapshots).toEqual([]);
      expect((await control('restore', { name: 'before-reset' })).status).toBe(404);
    });
  });
});
