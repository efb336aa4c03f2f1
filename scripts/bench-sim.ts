// `npm run bench -- sim`: the simulator with 100,000 devices in one process. World start-up time, resident memory
// per device, and p50/p99 latency of machine/select and a 5,000-device enterprise list under 200 concurrent
// clients on loopback, each phase bounded in time. Figures, not pass/fail.
import { performance } from 'node:perf_hooks';
import { loadScenario } from '../simulator/scenario/runner';
import { checkScenario } from '../simulator/scenario/spec';
import { startServer } from '../simulator/server/main';
import { createWorld } from '../simulator/world/createWorld';

const DEVICES = 100_000;
const ENTERPRISE_DEVICES = 5_000;
const CLIENTS = 200;
const PHASE_MS = Number(process.env.BENCH_SIM_MS ?? 5_000);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

async function load(url: string, body: URLSearchParams, token: string): Promise<{ p50: number; p99: number; count: number; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + PHASE_MS;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const start = performance.now();
        try {
          const res = await fetch(url, { method: 'POST', headers: { cloudtoken: token, 'content-type': 'application/x-www-form-urlencoded' }, body });
          const answer = (await res.json()) as { hwcode: number };
          if (answer.hwcode !== 0) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { p50: pct(latencies, 50), p99: pct(latencies, 99), count: latencies.length, errors };
}

export default async function run(): Promise<void> {
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let start = performance.now();
  const world = createWorld({ seed: 1, devices: DEVICES });
  const startupMs = performance.now() - start;
  globalThis.gc?.();
  const after = process.memoryUsage().rss;
  console.log(`world start-up, ${DEVICES} devices: ${startupMs.toFixed(0)} ms; resident memory ${mb(after - before)} (${((after - before) / DEVICES).toFixed(0)} B per device${globalThis.gc ? '' : ', without --expose-gc'})`);
  void world;

  const server = await startServer({ port: 0, quiet: true, seed: 1 });
  try {
    start = performance.now();
    // The same world through a scenario: the base fleet plus one enterprise of 5,000 the enterprise demo user holds.
    loadScenario(server.sim!, checkScenario({ name: 'bench', seed: 1, durationMs: 1, world: { baseDevices: DEVICES - ENTERPRISE_DEVICES, enterprises: [{ name: 'Bench', devices: ENTERPRISE_DEVICES, members: 1 }] } }));
    console.log(`scenario world (${server.sim!.world.devices.length} devices, one enterprise of ${ENTERPRISE_DEVICES}): ${(performance.now() - start).toFixed(0)} ms`);
    const login = async (loginName: string) => {
      const res = await fetch(`${server.url}/api/user/login`, { method: 'POST', body: new URLSearchParams({ loginName, loginPwd: 'demo1234', countryCode: '86', terminalUUID: 'bench', terminalType: 'web', terminalName: 'bench', terminalOS: 'node', loginOemId: '' }) });
      return ((await res.json()) as { hwdata: { token: string } }).hwdata.token;
    };
    const personal = await login('13800138000');
    const enterprise = await login('ent@example.com');
    const eid = server.sim!.world.enterprises.at(-1)!.eid;
    const phases: [string, string, URLSearchParams, string][] = [
      ['machine/select (personal demo user)', '/api/machine/select', new URLSearchParams(), personal],
      [`enterprise list of ${ENTERPRISE_DEVICES}`, '/api/enterprises/enterpriseDeviceList', new URLSearchParams({ eid: String(eid), page: '1', pageSize: String(ENTERPRISE_DEVICES) }), enterprise],
    ];
    for (const [label, path, body, token] of phases) {
      // One call alone first: the handlers run on the server's one thread, so 200 clients of a slow call would
      // take 200 times as long, and the bench must stay bounded in time.
      const one = performance.now();
      const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { cloudtoken: token, 'content-type': 'application/x-www-form-urlencoded' }, body });
      const bytes = (await res.text()).length;
      const alone = performance.now() - one;
      console.log(`${label}: one call alone ${alone.toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KiB`);
      if (alone * CLIENTS > 4 * PHASE_MS + 60_000) {
        console.log(`  ${CLIENTS} concurrent clients skipped: they would hold the server about ${((alone * CLIENTS) / 1000).toFixed(0)} s (p50 and p99 would be about ${((alone * CLIENTS) / 2000).toFixed(0)} s and ${((alone * CLIENTS) / 1000).toFixed(0)} s)`);
        continue;
      }
      const figures = await load(`${server.url}${path}`, body, token);
      console.log(`  ${CLIENTS} clients for ${PHASE_MS} ms: p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms (${figures.count} calls, ${figures.errors} errors)`);
    }
    console.log(`resident memory of the bench process: ${mb(process.memoryUsage().rss)}`);
  } finally {
    await server.close();
  }
}
