// Same seed, same hash on a plain server: `npm start` runs the world's background activity (alarms, flapping) on
// wall-clock timers, and a scenario played there must still replay exactly (docs/qa.md, "Scenarios"). A reset
// starts every random draw again from its seed, the faults' share draws included.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../simulator/server/main';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0, quiet: true, activity: true });
});
afterAll(async () => {
  await server?.close();
});

async function control(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<Record<string, unknown>> {
  const res = await fetch(`${server.url}/__sim/${path}`, {
    method,
    headers: { ...server.controlHeaders, 'content-type': typeof body === 'string' ? 'text/yaml' : 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  expect(res.status, path).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

const shipped = readdirSync('simulator/scenarios').filter((f) => /\.(ya?ml|json)$/.test(f)).sort();

describe('replaying a shipped scenario on a server with background activity', () => {
  it.each(shipped)('%s gives the same hash and record three times', async (file) => {
    const source = readFileSync(`simulator/scenarios/${file}`, 'utf8');
    const runs: Array<{ hash: unknown; lines: unknown }> = [];
    for (let i = 0; i < 3; i += 1) {
      await control('scenario', source);
      // The background timers tick while the run is loaded and while it plays in slices.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const ran = await control('scenario/run', { stepMs: 1_000 });
      runs.push({ hash: ran.hash, lines: ran.recordLines });
    }
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
  }, 240_000);
});

describe('a reset reseeds every draw', () => {
  it('the same seed lets the same calls through a fault with a share', async () => {
    await control('faults', undefined, 'DELETE');
    await control('faults', { path: '/api/user/selectInfo', status: 503, share: 0.5 });
    const pattern = async () => {
      await control('reset', { seed: 9 });
      const statuses: number[] = [];
      for (let i = 0; i < 24; i += 1) statuses.push((await fetch(`${server.url}/api/user/selectInfo`, { method: 'POST' })).status);
      return statuses;
    };
    const first = await pattern();
    expect(new Set(first).size).toBe(2);
    // Other calls in between move the stream on; the reset must start it again.
    for (let i = 0; i < 5; i += 1) await fetch(`${server.url}/api/user/selectInfo`, { method: 'POST' });
    expect(await pattern()).toEqual(first);
    await control('faults', undefined, 'DELETE');
  });
});
