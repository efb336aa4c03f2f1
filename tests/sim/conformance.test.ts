// The conformance suite against the simulator: every path the simulator can be played through passes; a cloud
// that answers differently (here: the simulator with a fault) is reported path by path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_ACCOUNTS } from '../../scripts/conformance/players';
import { httpTransport, report, runConformance } from '../../scripts/conformance/run';
import { faultsOf } from '../../simulator/faults/faults';
import { startServer, type RunningServer } from '../../simulator/server/main';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, quiet: true, seed: 1 });
});
afterAll(async () => {
  await server?.close();
});

describe('npm run conformance against the simulator', () => {
  it('passes every sign-in, session, audit and roles path', async () => {
    const results = await runConformance(httpTransport(server.url, server.controlKey), SIMULATOR_ACCOUNTS);
    const differing = results.filter((r) => r.status === 'differs');
    expect(differing, report(differing)).toEqual([]);
    const passed = (suite: string) => results.filter((r) => r.suite.startsWith(suite) && r.status === 'pass').length;
    expect(passed('sign-in and session')).toBe(5);
    expect(passed('audit')).toBeGreaterThanOrEqual(6);
    expect(passed('roles (seen by the akey)')).toBeGreaterThan(10);
    expect(passed('roles (seen by the bkey)')).toBeGreaterThan(10);
  }, 120_000);

  it('reports where a cloud differs from the spec, with the step, the expected and the observed answer', async () => {
    faultsOf(server.sim!).add({ path: '/api/msg/v1/device/bind/verify', hwcode: 500 });
    try {
      const results = await runConformance(httpTransport(server.url, server.controlKey), SIMULATOR_ACCOUNTS);
      const audit = results.filter((r) => r.suite.startsWith('audit') && r.name !== '(start)');
      expect(audit.length).toBeGreaterThan(0);
      expect(audit.every((r) => r.status === 'differs')).toBe(true);
      expect(report(audit)).toContain('AKEY_PASS: spec "akeyPassed", cloud {"hwcode":500}');
      expect(results.filter((r) => r.suite.startsWith('roles')).every((r) => r.status === 'pass')).toBe(true);
    } finally {
      faultsOf(server.sim!).clear();
    }
  }, 120_000);
});
