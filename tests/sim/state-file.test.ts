// SIM_STATE_FILE and the named snapshots: the world a QA engineer set up survives a restart; a damaged or
// foreign file is refused with its reason, kept, and the server starts from the seed; nothing is overwritten
// without a backup; the minute saves follow the simulator's clock, not the wall clock.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inputFromArgs, CONTROL_CALLS } from '../../simulator/control/catalogue';
import { startServer, type RunningServer } from '../../simulator/server/main';
import { createSim } from '../../simulator/sim';
import { captureState, readState } from '../../simulator/state/format';

const PHONE = '13800138000';
const dirs: string[] = [];
const servers: RunningServer[] = [];

function stateFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sim-state-'));
  dirs.push(dir);
  return join(dir, 'world.json');
}

async function start(file: string, logStream?: NodeJS.WritableStream): Promise<RunningServer> {
  const server = await startServer({ port: 0, seed: 1, quiet: true, stateFile: file, ...(logStream ? { logStream } : {}) });
  servers.push(server);
  return server;
}

async function stop(server: RunningServer): Promise<void> {
  servers.splice(servers.indexOf(server), 1);
  await server.close();
}

async function control<T = Record<string, unknown>>(server: RunningServer, path: string, json?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${server.url}/__sim/${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...server.controlHeaders },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function signIn(server: RunningServer, loginName: string): Promise<{ hwcode: number; hwdata: Record<string, unknown> }> {
  const body = new URLSearchParams({ loginName, loginPwd: 'demo1234', countryCode: '86', terminalUUID: 't', terminalType: 'web', terminalName: 'Vitest', terminalOS: 'Linux', loginOemId: '' });
  const res = await fetch(`${server.url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  return (await res.json()) as { hwcode: number; hwdata: Record<string, unknown> };
}

async function login(server: RunningServer): Promise<string> {
  const answer = await signIn(server, PHONE);
  expect(answer.hwcode).toBe(0);
  return String(answer.hwdata.token);
}

const devicesOf = async (server: RunningServer) => (await control<{ devices: number }>(server, 'state')).body.devices;

afterEach(async () => {
  vi.useRealTimers();
  for (const server of servers.splice(0)) await server.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('SIM_STATE_FILE', () => {
  it('keeps what was set up by hand across two starts of the server', async () => {
    const file = stateFile();
    const first = await start(file);
    expect(first.state?.outcome).toMatchObject({ loaded: false, reason: 'no file yet' });
    expect((await control(first, 'devices', { count: 3, account: PHONE })).status).toBe(200);
    expect((await control(first, 'security/twoFactor', { account: 'user2@example.com', channel: 'email' })).status).toBe(200);
    expect((await control(first, 'sms/recharge', { account: PHONE, amount: 77 })).status).toBe(200);
    const stock = (await control<Record<string, unknown>>(first, `sms?account=${PHONE}`)).body;
    const token = await login(first);
    const devices = await devicesOf(first);
    expect(devices).toBe(39);
    await stop(first);
    expect(existsSync(file)).toBe(true);

    const second = await start(file);
    expect(second.state?.outcome).toEqual({ loaded: true });
    expect(await devicesOf(second)).toBe(devices);
    // The second factor switched on by hand still asks for a code.
    expect((await signIn(second, 'user2@example.com')).hwdata).toHaveProperty('ticket');
    expect((await control(second, `sms?account=${PHONE}`)).body).toEqual(stock);
    // The session of the first run still signs in the second (the console stays signed in over a restart).
    const res = await fetch(`${second.url}/api/safety/update`, { method: 'POST', headers: { cloudtoken: token } });
    expect(((await res.json()) as { hwcode: number }).hwcode).toBe(0);
  });

  it('saves every minute of the simulator\'s clock, whatever the wall clock does', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const file = stateFile();
    const server = await start(file);
    // Ten minutes of the keeper's polling with the simulator's clock standing still: nothing is written.
    vi.advanceTimersByTime(10 * 60_000);
    expect(await server.state!.tick()).toBe(false);
    expect(existsSync(file)).toBe(false);
    await control(server, 'devices', { count: 2 });
    await control(server, 'clock', { advanceMs: 60_000 });
    vi.advanceTimersByTime(1_000);
    await expect.poll(() => existsSync(file)).toBe(true);
    const saved = readState(readFileSync(file, 'utf8'));
    expect(saved.ok && saved.state.world.devices.length).toBe(38);
  });

  it('refuses a damaged file with its reason, keeps it aside and starts from the seed', async () => {
    const file = stateFile();
    writeFileSync(file, '{"format":"device-cloud-simulator-state","version":1,"savedAt":1,"world":{"seed":');
    const lines: string[] = [];
    const log = new PassThrough();
    log.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n')));
    const server = await start(file, log);
    expect(server.state?.outcome).toMatchObject({ loaded: false, reason: expect.stringContaining('not JSON') });
    await expect.poll(() => lines.join('\n')).toContain('refused: not JSON');
    expect(await devicesOf(server)).toBe(36);
    const aside = readdirSync(join(file, '..')).filter((f) => f.startsWith('world.json.refused-'));
    expect(aside).toHaveLength(1);
    await control(server, 'clock', { advanceMs: 60_000 });
    await server.state!.tick();
    await stop(server);
    // The refused file is still there, as it was; the new save did not replace it.
    expect(readFileSync(join(file, '..', aside[0]!), 'utf8')).toContain('"world":{"seed":');
    expect(readState(readFileSync(file, 'utf8')).ok).toBe(true);
  });

  it('keeps the previous file as .bak before it writes a new one', async () => {
    const file = stateFile();
    const server = await start(file);
    await server.state!.save();
    const before = readFileSync(file, 'utf8');
    await control(server, 'devices', { count: 5 });
    await server.state!.save();
    expect(readFileSync(`${file}.bak`, 'utf8')).toBe(before);
    const after = readState(readFileSync(file, 'utf8'));
    expect(after.ok && after.state.world.devices.length).toBe(41);
    expect(readdirSync(join(file, '..')).filter((f) => f.includes('.tmp'))).toEqual([]);
  });
});

describe('reading a state document', () => {
  const good = () => JSON.parse(captureState(createSim({ seed: 3 }))) as Record<string, unknown> & { world: { devices: Array<Record<string, unknown>> } };

  it('reads back what it wrote, Maps and Sets included', () => {
    const sim = createSim({ seed: 3 });
    const read = readState(captureState(sim));
    expect(read.ok).toBe(true);
    if (read.ok) {
      expect(read.state.world.sessions).toBeInstanceOf(Map);
      expect(read.state.world.devices).toEqual(sim.world.devices);
    }
  });

  it.each([
    ['not JSON', () => 'not json at all', 'not JSON'],
    ['another program\'s JSON', () => JSON.stringify({ format: 'something-else', version: 1 }), 'not a simulator state'],
    ['another version', () => JSON.stringify({ ...good(), version: 2 }), 'state version 2'],
    ['a record of the wrong shape', () => {
      const doc = good();
      delete doc.world.devices[0]!.machine_code;
      return JSON.stringify(doc);
    }, 'world.devices.0.machine_code'],
    ['an unknown field', () => {
      const doc = good();
      doc.world.devices[1]!.colour = 'red';
      return JSON.stringify(doc);
    }, 'world.devices.1'],
    ['counters behind the ids', () => JSON.stringify({ ...good(), world: { ...good().world, nextMachineId: 1 } }), 'nextMachineId'],
  ])('refuses %s with the reason', (_name, text, reason) => {
    const read = readState(text());
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.reason).toContain(reason);
  });
});

describe('named snapshots', () => {
  it('restores a snapshot in place of the world, lists it, and refuses an unknown or unsafe name', async () => {
    const server = await startServer({ port: 0, seed: 1, quiet: true });
    servers.push(server);
    expect(await control(server, 'snapshot', { name: 'clean' })).toMatchObject({ status: 200, body: { name: 'clean', replaced: false, where: 'memory' } });
    await control(server, 'devices', { count: 4 });
    expect(await devicesOf(server)).toBe(40);
    expect(await control(server, 'restore', { name: 'clean' })).toMatchObject({ status: 200, body: { devices: 36 } });
    expect(await devicesOf(server)).toBe(36);
    expect((await control<{ snapshots: Array<{ name: string }> }>(server, 'snapshots')).body.snapshots.map((s) => s.name)).toEqual(['clean']);
    expect(await control(server, 'restore', { name: 'nothing-here' })).toMatchObject({ status: 404, body: { error: expect.stringContaining('no snapshot nothing-here') } });
    expect((await control(server, 'snapshot', { name: '../etc/passwd' })).status).toBe(400);
    expect((await control(server, 'snapshot', { name: 'x'.repeat(65) })).status).toBe(400);
  });

  it('keeps at most 20 snapshots (a name may be reused)', async () => {
    const server = await startServer({ port: 0, seed: 1, quiet: true, devices: 19 });
    servers.push(server);
    for (let i = 0; i < 20; i += 1) expect((await control(server, 'snapshot', { name: `s${i}` })).status).toBe(200);
    expect(await control(server, 'snapshot', { name: 's20' })).toMatchObject({ status: 409 });
    expect(await control(server, 'snapshot', { name: 's3' })).toMatchObject({ status: 200, body: { replaced: true } });
  });

  it('keeps snapshots as files beside the state file, with a backup of a replaced one, across a restart', async () => {
    const file = stateFile();
    const first = await start(file);
    await control(first, 'snapshot', { name: 'base' });
    await control(first, 'devices', { count: 1 });
    await control(first, 'snapshot', { name: 'base' });
    expect(existsSync(`${file}.snapshots/base.json`)).toBe(true);
    expect(existsSync(`${file}.snapshots/base.json.bak`)).toBe(true);
    await stop(first);
    const second = await start(file);
    await control(second, 'devices', { count: 6 });
    expect(await control(second, 'restore', { name: 'base' })).toMatchObject({ status: 200, body: { devices: 37 } });
    // A snapshot file damaged on disk is refused with the reason, and the world stays as it was.
    writeFileSync(`${file}.snapshots/broken.json`, '{"format":"device-cloud-simulator-state","version":7}');
    expect(await control(second, 'restore', { name: 'broken' })).toMatchObject({ status: 422, body: { error: expect.stringContaining('state version 7') } });
    expect(await devicesOf(second)).toBe(37);
  });

  it('takes the snapshot name as a plain word on the command line', () => {
    const snapshot = CONTROL_CALLS.find((c) => c.path === 'snapshot')!;
    expect(inputFromArgs(snapshot, ['before-upgrade'])).toEqual({ ok: true, value: { name: 'before-upgrade' } });
    expect(inputFromArgs(snapshot, ['--name', 'x1'])).toEqual({ ok: true, value: { name: 'x1' } });
    expect(inputFromArgs(snapshot, ['a/b'])).toMatchObject({ ok: false });
  });
});
