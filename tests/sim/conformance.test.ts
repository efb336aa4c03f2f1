// The conformance suite against the simulator: every path passes and none is skipped; a cloud that answers
// differently (here: the simulator with a fault, or behind a transport that fakes transfers) is reported path by path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, SIMULATOR_ACCOUNTS, type Transport } from '../../scripts/conformance/players';
import { onlyFilter } from '../../scripts/conformance/reports';
import { conformancePaths, httpTransport, playPath, report, runConformance } from '../../scripts/conformance/run';
import { CALLS } from '../../src/domain/openapi/calls';
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
  it('passes every path and every call of the catalogue: none differs and none is skipped', async () => {
    const results = await runConformance(httpTransport(server.url, server.controlKey), SIMULATOR_ACCOUNTS);
    const notPassed = results.filter((r) => r.status !== 'pass');
    expect(notPassed, report(notPassed)).toEqual([]);
    expect(results).toHaveLength(5 + conformancePaths(SIMULATOR_ACCOUNTS).length + CALLS.length);
    expect(CALLS).toHaveLength(146);
    expect(results.filter((r) => r.suite.startsWith('calls (')).map((r) => r.name)).toEqual(CALLS.map(([method, path]) => `${method} ${path}`));
    const passed = (suite: string) => results.filter((r) => r.suite.startsWith(suite) && r.status === 'pass').length;
    expect(passed('sign-in and session')).toBe(5);
    expect(passed('audit')).toBeGreaterThanOrEqual(6);
    expect(passed('roles (seen by the akey)')).toBeGreaterThan(10);
    expect(passed('roles (seen by the bkey)')).toBeGreaterThan(10);
    // Every owner-transfer state the console reaches: chosen, confirmed, transferred and refused, and denied.
    expect(passed('ownerTransfer (started by the akey)')).toBe(10);
    expect(passed('ownerTransfer (started by the bkey)')).toBe(2);
    expect(passed('ownerTransfer (started by the visitor)')).toBe(2);
    expect(report(results)).toContain('Catalogue: 146 calls, 146 PASS, 0 DIFF, 0 SKIP');
    expect(report(results)).toContain(`: ${results.length} PASS, 0 DIFF, 0 SKIP`);
  }, 240_000);

  it('plays the owner-transfer paths over the public API alone and hands the device back after each', async () => {
    await httpTransport(server.url, server.controlKey).control!('reset', { seed: 1 });
    const publicOnly = httpTransport(server.url);
    const paths = conformancePaths(SIMULATOR_ACCOUNTS).filter((p) => p.machine === 'ownerTransfer');
    const results = [];
    for (const path of paths) results.push(await playPath(publicOnly, SIMULATOR_ACCOUNTS, path));
    const notPassed = results.filter((r) => r.status !== 'pass');
    expect(notPassed, report(notPassed)).toEqual([]);
    const a = SIMULATOR_ACCOUNTS;
    const akey = await signIn(publicOnly, a, a.akey);
    const own = await publicOnly.call('GET', '/api/device/v1/detail', { machineId: a.device }, akey);
    expect((own.hwdata as { limit_authority: number }).limit_authority).toBe(3);
    const bkey = await publicOnly.call('GET', '/api/device/v1/user/role/info', { machineID: a.device, account: a.bkey }, akey);
    expect((bkey.hwdata as { limit_authority: number }).limit_authority).toBe(2);
  }, 240_000);

  it('reports a cloud that acknowledges transfers without making them, whoever asks', async () => {
    const real = httpTransport(server.url, server.controlKey);
    const lax: Transport = {
      ...real,
      call: (method, path, fields, token) =>
        path === '/api/admin/updateLevel' && fields.limit === '3' ? Promise.resolve({ hwcode: 0, hwdata: null }) : real.call(method, path, fields, token),
    };
    const paths = conformancePaths(SIMULATOR_ACCOUNTS).filter((p) => p.machine === 'ownerTransfer');
    const results = [];
    for (const path of paths) results.push(await playPath(lax, SIMULATOR_ACCOUNTS, path));
    const differing = results.filter((r) => r.status === 'differs').map((r) => `${r.suite}: ${r.name}`);
    expect(differing).toEqual([
      'ownerTransfer (started by the akey): START → CHOOSE bkey → CONFIRM → done(transfer)',
      'ownerTransfer (started by the akey): START → CHOOSE bkey → CONFIRM → error(transfer, code=01020105)',
      'ownerTransfer (started by the akey): START → CHOOSE visitor → CONFIRM → done(transfer)',
      'ownerTransfer (started by the akey): START → CHOOSE visitor → CONFIRM → error(transfer, code=01020105)',
      'ownerTransfer (started by the bkey): START',
      'ownerTransfer (started by the visitor): START',
    ]);
    const text = report(results);
    expect(text).toContain('xstate.done.actor.transfer: spec "transferred", cloud {"newOwnerLimit":0,"previousOwnerLimit":3,"adminListHead":1001}');
    expect(text).toContain('START: spec "denied", cloud {"role":"bkey","transfer":0}');
  }, 240_000);

  it('reports where a cloud differs from the spec, with the step, the expected and the observed answer', async () => {
    faultsOf(server.sim!).add({ path: '/api/msg/v1/device/bind/verify', hwcode: 500 });
    try {
      const results = await runConformance(httpTransport(server.url, server.controlKey), SIMULATOR_ACCOUNTS, { catalogue: false });
      const audit = results.filter((r) => r.suite.startsWith('audit') && r.name !== '(start)');
      expect(audit.length).toBeGreaterThan(0);
      expect(audit.every((r) => r.status === 'differs')).toBe(true);
      expect(report(audit)).toContain('AKEY_PASS: spec "akeyPassed", cloud {"hwcode":500}');
      expect(results.filter((r) => !r.suite.startsWith('audit')).every((r) => r.status === 'pass')).toBe(true);
    } finally {
      faultsOf(server.sim!).clear();
    }
  }, 240_000);

  it('reports a call whose answer breaks its typed contract, or comes with an undocumented status, as DIFF with the reason', async () => {
    await httpTransport(server.url, server.controlKey).control!('reset', { seed: 1 });
    const real = httpTransport(server.url, server.controlKey);
    const offContract: Transport = {
      ...real,
      async raw(method, path, fields, token) {
        const answer = await real.raw!(method, path, fields, token);
        if (path === '/api/user/selectInfo') return { status: 200, body: { hwcode: 0, hwdata: { userid: 'not a number' } } };
        if (path === '/api/user/getUserId') return { status: 500, body: 'Internal Server Error' };
        return answer;
      },
    };
    const results = await runConformance(offContract, SIMULATOR_ACCOUNTS, { only: onlyFilter('/POST \\/api\\/user\\/(selectInfo|getUserId|selectFriendsList)$/') });
    expect(results.map((r) => [r.name, r.status])).toEqual([
      ['POST /api/user/selectInfo', 'differs'],
      ['POST /api/user/selectFriendsList', 'pass'],
      ['POST /api/user/getUserId', 'differs'],
    ]);
    expect(results[0]!.reason, results[0]!.reason).toMatch(/the answer breaks its schema: data\/hwdata must /);
    expect(results[2]!.reason).toContain('HTTP 500 is not a documented status of POST /api/user/getUserId');
    expect(report(results)).toContain('Catalogue: 3 calls, 1 PASS, 2 DIFF, 0 SKIP');
  });
});
