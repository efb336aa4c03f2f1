import { afterEach, describe, expect, it } from 'vitest';
import type { ProjectInfo, ProjectMachine, ProjectServer } from '../../src/domain/wire/project';
import { KEY_GRACE_PERIOD_MS } from '../../src/domain/projects';
import { spawn } from 'node:child_process';
import { startReceiver } from '../../simulator/receiver';
import { createClock } from '../../simulator/clock';
import { createSim } from '../../simulator/sim';
import { startReporting } from '../../simulator/reporting/reporter';
import { projectState } from '../../simulator/reporting/state';
import { allowReceiver, callAs, control, controlHeadersFor, ENT, login, loopbackReceiver, SEEDED_PROJECT, serverPerFile } from './projectsSupport';

const server = serverPerFile();
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  // Reporting off again, so one test's project does not send to the next test's receiver.
  const base = server().url;
  const token = await login(base, ENT);
  await callAs(base, token, '/api/project/edit', { id: SEEDED_PROJECT, report_state: 0 });
});

async function owner() {
  const base = server().url;
  const token = await login(base, ENT);
  const call = (path: string, fields: Record<string, string | number> = {}) => callAs(base, token, path, fields);
  const key = async () => ((await call('/api/project/getServer', { id: SEEDED_PROJECT })).hwdata as ProjectServer);
  const info = async () => (await call('/eapi/web/c/project/info', { id: SEEDED_PROJECT })).hwdata as ProjectInfo;
  /** The delivery log once it holds `count` attempts to `server`: an attempt is logged after its answer arrived. */
  const logged = async (server: string, count: number) => {
    await expect.poll(async () => (await info()).deliveries.filter((d) => d.server === server).length, { timeout: 30_000 }).toBe(count);
    return info();
  };
  return { base, call, key, info, logged };
}

describe('signed reporting to the project server', () => {
  it('signs every report with HMAC-SHA256 of the raw body and retries with backoff until the server takes it', async () => {
    const { base, call, key, logged } = await owner();
    await control(base, 'projects/reporting', { backoffMs: 40, maxAttempts: 4, intervalMs: 3_600_000 });
    const secret = (await key()).secret_key;
    const receiver = await loopbackReceiver(() => [secret], [503, 500]);
    await allowReceiver(base, receiver.url);
    closers.push(receiver.close);

    // Turning reporting on sends the first report at once.
    expect((await call('/api/project/edit', { id: SEEDED_PROJECT, server: receiver.url, report_state: 1 })).hwcode).toBe(0);
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(3);

    for (const r of receiver.received) {
      expect(r.validWith).toEqual([secret]);
      const body = JSON.parse(r.raw) as { timestamp: number; deliveryId: string; projectId: number; devices: unknown[] };
      expect(String(body.timestamp)).toBe(r.headers['x-report-timestamp']);
      expect(body.projectId).toBe(SEEDED_PROJECT);
      expect(body.devices).toHaveLength(1);
    }
    const ids = new Set(receiver.received.map((r) => r.headers['x-report-delivery']));
    expect(ids.size).toBe(1);
    expect(receiver.received.map((r) => r.headers['x-report-attempt'])).toEqual(['1', '2', '3']);

    const info = await logged(receiver.url, 3);
    expect(info.delivering).toBe(true);
    const attempts = info.deliveries.slice(0, 3).reverse();
    expect(attempts.map((a) => [a.attempt, a.status, a.ok, a.retries])).toEqual([[1, 503, false, 0], [2, 500, false, 1], [3, 200, true, 2]]);
    // The second wait is twice the first (backoff 40 ms, then 80 ms).
    expect(attempts[0]!.nextRetryAt! - attempts[0]!.at).toBe(40);
    expect(attempts[1]!.nextRetryAt! - attempts[1]!.at).toBe(80);
    expect(attempts[2]!.nextRetryAt).toBeNull();
    expect(attempts.every((a) => a.latencyMs >= 0 && a.server === receiver.url)).toBe(true);
  });

  it('logs the next retry exactly one backoff after the attempt, however far the clock moves meanwhile', async () => {
    // A clock that moves 7 ms at every reading, as a loaded machine does between two reads.
    let reads = 0;
    const sim = createSim({ seed: 1, clock: createClock(() => 1_700_000_000_000 + 7 * reads++) });
    const receiver = await loopbackReceiver(() => [], [503]);
    const reporter = startReporting(sim, { backoffMs: 40, maxAttempts: 2, intervalMs: 3_600_000, allow: [new URL(receiver.url).host] });
    closers.push(receiver.close, async () => reporter.stop());
    const project = projectState(sim.world).projects.get(SEEDED_PROJECT)!;
    project.reportState = 1;
    project.server = receiver.url;
    await reporter.reportNow(SEEDED_PROJECT);
    const [first, second] = project.deliveries;
    expect(first!.ok).toBe(false);
    expect(first!.nextRetryAt! - first!.at).toBe(40);
    expect(second!.ok).toBe(true);
    expect(second!.nextRetryAt).toBeNull();
  });

  it('logs an unreachable server and gives up after the last attempt', async () => {
    const { base, call } = await owner();
    await control(base, 'projects/reporting', { backoffMs: 20, maxAttempts: 3, intervalMs: 3_600_000 });
    const gone = await loopbackReceiver(() => []);
    await allowReceiver(base, gone.url);
    await gone.close();
    await call('/api/project/edit', { id: SEEDED_PROJECT, server: gone.url, report_state: 1 });
    await expect.poll(async () => ((await call('/eapi/web/c/project/info', { id: SEEDED_PROJECT })).hwdata as ProjectInfo).deliveries.filter((d) => d.server === gone.url).length, { timeout: 30_000 }).toBe(3);
    const attempts = ((await call('/eapi/web/c/project/info', { id: SEEDED_PROJECT })).hwdata as ProjectInfo).deliveries.filter((d) => d.server === gone.url);
    expect(attempts.every((a) => a.status === 0 && !a.ok && a.error !== '')).toBe(true);
    expect(attempts[0]!.nextRetryAt).toBeNull();
  });

  it('keeps the old key signing for the grace period after a reset, then only the new one', async () => {
    const { base, call, key, logged } = await owner();
    await control(base, 'projects/reporting', { backoffMs: 20, maxAttempts: 2, intervalMs: 3_600_000, graceMs: KEY_GRACE_PERIOD_MS });
    const old = (await key()).secret_key;
    let current = old;
    const receiver = await loopbackReceiver(() => [old, current]);
    await allowReceiver(base, receiver.url);
    closers.push(receiver.close);
    await call('/api/project/edit', { id: SEEDED_PROJECT, server: receiver.url, report_state: 1 });
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1);
    await logged(receiver.url, 1);

    expect((await call('/api/project/edit', { id: SEEDED_PROJECT, resetKey: 1 })).hwcode).toBe(0);
    const after = await key();
    current = after.secret_key;
    expect(current).not.toBe(old);
    expect(after.previousKeyValidUntil).toBeGreaterThan(Date.now() + KEY_GRACE_PERIOD_MS - 60_000);

    await control(base, 'projects/report', { id: SEEDED_PROJECT });
    const during = receiver.received.at(-1)!;
    expect(during.entries).toBe(2);
    expect(during.validWith.sort()).toEqual([old, current].sort());

    await control(base, 'clock', { advanceMs: KEY_GRACE_PERIOD_MS + 1_000 });
    expect((await key()).previousKeyValidUntil).toBeNull();
    await control(base, 'projects/report', { id: SEEDED_PROJECT });
    const later = receiver.received.at(-1)!;
    expect(later.entries).toBe(1);
    expect(later.validWith).toEqual([current]);
  });

  it('calls only the configured address, and nothing once reporting is off', async () => {
    const { base, call, key } = await owner();
    await control(base, 'projects/reporting', { backoffMs: 20, maxAttempts: 2, intervalMs: 3_600_000 });
    const secret = (await key()).secret_key;
    const configured = await loopbackReceiver(() => [secret]);
    const other = await loopbackReceiver(() => [secret]);
    await allowReceiver(base, configured.url, other.url);
    closers.push(configured.close, other.close);
    await call('/api/project/edit', { id: SEEDED_PROJECT, server: configured.url, report_state: 1 });
    await expect.poll(() => configured.received.length, { timeout: 30_000 }).toBe(1);
    await call('/api/project/edit', { id: SEEDED_PROJECT, report_state: 0 });
    const refused = await fetch(`${base}/__sim/projects/report`, { method: 'POST', headers: { 'content-type': 'application/json', ...controlHeadersFor(base) }, body: JSON.stringify({ id: SEEDED_PROJECT }) });
    expect(refused.status).toBe(409);
    expect(configured.received).toHaveLength(1);
    expect(other.received).toHaveLength(0);
    // Reporting needs an address, and only http(s) addresses are taken.
    expect((await call('/api/project/edit', { id: SEEDED_PROJECT, server: '', report_state: 1 })).hwcode).not.toBe(0);
    expect((await call('/api/project/edit', { id: SEEDED_PROJECT, server: 'file:///etc/passwd' })).hwcode).not.toBe(0);
  });

  it('the QA receiver (npm run sim -- receiver) takes reports signed with its key and refuses others', async () => {
    const { base, call, key, logged } = await owner();
    await control(base, 'projects/reporting', { backoffMs: 20, maxAttempts: 3, intervalMs: 3_600_000 });
    const secret = (await key()).secret_key;
    const lines: string[] = [];
    const good = await startReceiver({ port: 0, key: secret, failFirst: 1, onArrival: (a) => lines.push(`${a.status} ${a.why}`) });
    const refused: { status: number; why: string }[] = [];
    const wrong = await startReceiver({ port: 0, key: 'not-the-key', onArrival: (a) => refused.push(a) });
    await allowReceiver(base, good.url, wrong.url);
    closers.push(good.close, wrong.close);

    await call('/api/project/edit', { id: SEEDED_PROJECT, server: good.url, report_state: 1 });
    await expect.poll(() => good.arrivals.length, { timeout: 30_000 }).toBe(2);
    expect(good.arrivals.map((a) => a.status)).toEqual([503, 200]);
    // The next report waits until this one is over (a project sends one report at a time).
    await logged(good.url, 2);
    expect(lines[1]).toBe('200 ');

    await call('/api/project/edit', { id: SEEDED_PROJECT, server: wrong.url });
    await expect.poll(() => refused.length, { timeout: 30_000 }).toBe(3);
    expect(refused.every((a) => a.status === 401 && a.why.includes('signature'))).toBe(true);
    // Only deliveries signed with the receiver's key are journalled.
    expect(wrong.arrivals).toEqual([]);
    const info = await logged(wrong.url, 3);
    expect(info.deliveries[0]).toMatchObject({ status: 401, ok: false, nextRetryAt: null, server: wrong.url });
  });

  it('runs as `npm run sim -- receiver --port N --key K` and prints each verified report', async () => {
    const { base, call, key } = await owner();
    await control(base, 'projects/reporting', { backoffMs: 20, maxAttempts: 2, intervalMs: 3_600_000 });
    const secret = (await key()).secret_key;
    const child = spawn(process.execPath, ['--import', 'tsx', 'simulator/cli.ts', 'receiver', '--port', '0', '--key', secret], { stdio: ['ignore', 'pipe', 'pipe'] });
    closers.push(async () => {
      child.kill('SIGTERM');
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    await expect.poll(() => /Receiving project reports at (\S+)/.exec(out)?.[1], { timeout: 60_000 }).toBeTruthy();
    const url = /Receiving project reports at (\S+)/.exec(out)![1]!;
    await allowReceiver(base, url);
    await call('/api/project/edit', { id: SEEDED_PROJECT, server: url, report_state: 1 });
    await expect.poll(() => out, { timeout: 30_000 }).toContain('signature OK; project "Water plant", devices: 1, alarms:');
    // The report's JSON may come in a later chunk of the child's output than the line before it.
    await expect.poll(() => out, { timeout: 30_000 }).toContain(`"projectId": ${SEEDED_PROJECT}`);
  });

  it('reports the devices\' values and each new alarm of a project device once', async () => {
    const { base, call, key, logged } = await owner();
    await control(base, 'projects/reporting', { backoffMs: 20, maxAttempts: 2, intervalMs: 3_600_000 });
    const secret = (await key()).secret_key;
    const receiver = await loopbackReceiver(() => [secret]);
    await allowReceiver(base, receiver.url);
    closers.push(receiver.close);
    const [device] = (await call('/api/project/getMachine', { id: SEEDED_PROJECT })).hwdata as ProjectMachine[];
    await call('/api/project/edit', { id: SEEDED_PROJECT, server: receiver.url, report_state: 1 });
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1);
    // A report asked for while the first is still being logged would be skipped (one report at a time).
    await logged(receiver.url, 1);

    await control(base, 'alarm', { machineCode: device!.machine_code, content: 'Pressure high', level: 3 });
    await control(base, 'projects/report', { id: SEEDED_PROJECT });
    await control(base, 'projects/report', { id: SEEDED_PROJECT });
    type Body = { devices: Array<{ machineId: number; values: Record<string, number> }>; alarms: Array<{ machineId: number; content: string; level: number }> };
    const [withAlarm, after] = receiver.received.slice(1).map((r) => JSON.parse(r.raw) as Body);
    expect(withAlarm!.devices.map((d) => d.machineId)).toEqual([device!.machine_id]);
    expect(Object.keys(withAlarm!.devices[0]!.values).length).toBeGreaterThan(0);
    expect(withAlarm!.alarms).toMatchObject([{ machineId: device!.machine_id, content: 'Pressure high', level: 3 }]);
    expect(after!.alarms).toEqual([]);
  });
});
