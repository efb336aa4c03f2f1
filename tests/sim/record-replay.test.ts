// Record through CLOUD_URL, replay on a third server. A second server stands in for the real cloud; the recorder
// proxies to it with SIM_RECORD; the replayer serves the folder with SIM_REPLAY. No secret of the session
// (password, token, verification code, project secret key, camera secret) may be found in the recording's files.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { decodeMessage } from '../../src/domain/realtime/codec';
import { startServer, type RunningServer } from '../../simulator/server/main';
import { matchKey } from '../../simulator/record/matchTable';

/** hwdata as these tests read it: a login's token, a project's key, a list's first device. */
type Data = { token?: string; secret_key?: string } & Partial<Record<number, { machine_id: number }>>;
type Envelope = { hwcode: number | string; hwdata: Data };
const terminal = { terminalUUID: 't', terminalType: 'web', terminalName: 'Vitest', terminalOS: 'Linux', loginOemId: '' };

async function call(base: string, method: string, path: string, fields: Record<string, string> = {}, token?: string): Promise<Envelope> {
  const query = new URLSearchParams(fields).toString();
  const get = method === 'GET' || method === 'DELETE';
  const res = await fetch(`${base}${path}${get && query ? `?${query}` : ''}`, {
    method,
    headers: { ...(token ? { cloudtoken: token } : {}), ...(get ? {} : { 'content-type': 'application/x-www-form-urlencoded' }) },
    body: get ? undefined : query,
  });
  return (await res.json()) as Envelope;
}

const dir = mkdtempSync(join(tmpdir(), 'sim-record-'));
let cloud: RunningServer;
let recorder: RunningServer;
const secrets: Record<string, string> = {};
const recorded: Record<string, unknown> = {};
const frames: unknown[] = [];

async function openSocket(base: string, token: string, into: unknown[]): Promise<WebSocket> {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/echo.io?sid=${token}`);
  socket.on('message', (data: Buffer) => into.push(decodeMessage(new Uint8Array(data))));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return socket;
}

beforeAll(async () => {
  cloud = await startServer({ port: 0, seed: 1, quiet: true });
  recorder = await startServer({ port: 0, cloudUrl: cloud.url, recordDir: dir, quiet: true });
  const base = recorder.url;
  secrets.password = 'demo1234';
  const login = await call(base, 'POST', '/api/user/login', { loginName: 'ent@example.com', loginPwd: secrets.password, countryCode: '86', ...terminal });
  expect(login.hwcode).toBe(0);
  const token = (secrets.token = login.hwdata.token!);
  recorded.list = await call(base, 'POST', '/api/machine/select', { terminalID: 't', version: '1' }, token);
  const first = (recorded.list as Envelope).hwdata[0]!;
  recorded.detail = await call(base, 'GET', '/api/device/v1/detail', { machineId: String(first.machine_id) }, token);
  expect(recorded.detail).toMatchObject({ hwcode: 0, hwdata: { machine_id: first.machine_id } });
  recorded.alarms = await call(base, 'GET', '/api/v1/devices/alarms', { page: '1', pageSize: '20', start: '1', end: '2' }, token);
  // A verification code the session typed.
  await call(base, 'POST', '/api/common/mobSendMessage', { phone: '13800138000', countryCode: '86', type: 'resetPassword' });
  const codes = (await (await fetch(`${cloud.url}/__sim/codes?account=13800138000`, { headers: cloud.controlHeaders })).json()) as { codes: { code: string }[] };
  secrets.code = codes.codes.at(-1)!.code;
  await call(base, 'POST', '/api/common/mobCheckCode', { phone: '13800138000', countryCode: '86', code: secrets.code });
  // A camera account's secret, typed by the user.
  secrets.camera = 'c4m3r4s3cr3tc4m3r4s3cr3tc4m3r4s3';
  await call(base, 'POST', '/api/device/v1/ezviz/account', { name: 'Yard', appKey: 'a'.repeat(32), secret: secrets.camera }, token);
  // A project's secret key, shown to its owner.
  const projects = (await (await fetch(`${cloud.url}/__sim/projects`, { headers: cloud.controlHeaders })).json()) as { projects: { id: number; secretKey?: string }[] };
  for (const project of projects.projects ?? []) {
    const server = await call(base, 'POST', '/api/project/getServer', { id: String(project.id) }, token);
    if (server.hwcode === 0 && server.hwdata?.secret_key) {
      secrets.projectKey = server.hwdata.secret_key;
      break;
    }
  }
  // A realtime alarm while signed in.
  const socket = await openSocket(base, token, frames);
  for (;;) {
    const pushed = await fetch(`${cloud.url}/__sim/push`, {
      method: 'POST',
      headers: cloud.controlHeaders,
      body: JSON.stringify({ account: 'ent@example.com', message: { type: 'massTexting', content: 'recorded hello', totalUnreadMsg: 3 } }),
    });
    if (((await pushed.json()) as { delivered: number }).delivered > 0) break;
  }
  while (frames.length === 0) await new Promise((resolve) => socket.once('message', resolve));
  socket.close();
  await recorder.close();
});

afterAll(async () => {
  await cloud.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a recording made through CLOUD_URL', () => {
  it('is a HAR 1.2 file and a JSON lines file with the decoded frames', () => {
    expect(readdirSync(dir).sort()).toEqual(['http.har', 'realtime.jsonl']);
    const har = JSON.parse(readFileSync(join(dir, 'http.har'), 'utf8')) as { log: { version: string; entries: { request: { url: string } }[] } };
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries.map((e) => e.request.url.split('?')[0])).toEqual(expect.arrayContaining(['/api/user/login', '/api/machine/select', '/api/device/v1/detail', '/api/v1/devices/alarms']));
    const lines = readFileSync(join(dir, 'realtime.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { event: string; token: string; message?: { content?: string }; t: number });
    expect(lines.find((l) => l.event === 'frame')).toMatchObject({ token: 'rec-token-1', message: { type: 'massTexting', content: 'recorded hello' } });
  });

  it('holds none of the session\'s secrets: password, token, verification code, project secret key, camera secret', () => {
    expect(Object.keys(secrets).sort()).toEqual(['camera', 'code', 'password', 'projectKey', 'token']);
    for (const file of readdirSync(dir)) {
      const text = readFileSync(join(dir, file), 'utf8');
      for (const [what, secret] of Object.entries(secrets)) {
        expect(text.includes(secret), `${what} in ${file}`).toBe(false);
        expect(text.includes(encodeURIComponent(secret)), `${what} (encoded) in ${file}`).toBe(false);
      }
    }
    // The same token is the same placeholder everywhere: the login's answer, the calls' header, the socket.
    const har = JSON.parse(readFileSync(join(dir, 'http.har'), 'utf8')) as { log: { entries: { request: { url: string; headers: { name: string; value: string }[] }; response: { content: { text: string } } }[] } };
    const [login, ...rest] = har.log.entries;
    expect(JSON.parse(login!.response.content.text)).toMatchObject({ hwdata: { token: 'rec-token-1' } });
    expect(rest[0]!.request.headers).toContainEqual({ name: 'cloudtoken', value: 'rec-token-1' });
  });
});

describe('the recording replayed on a third server', () => {
  let replayer: RunningServer;
  beforeAll(async () => {
    replayer = await startServer({ port: 0, seed: 7, replayDir: dir, quiet: true });
  });
  afterAll(async () => replayer.close());

  it('answers the recorded session: sign-in, device list, detail and alarms, as recorded', async () => {
    const login = await call(replayer.url, 'POST', '/api/user/login', { loginName: 'ent@example.com', loginPwd: 'anything', countryCode: '86', ...terminal, terminalName: 'Other' });
    expect(login).toMatchObject({ hwcode: 0, hwdata: { token: 'rec-token-1' } });
    const token = login.hwdata.token!;
    const list = await call(replayer.url, 'POST', '/api/machine/select', { terminalID: 'other', version: '2' }, token);
    expect(list).toEqual(recorded.list);
    const first = list.hwdata[0]!;
    expect(await call(replayer.url, 'GET', '/api/device/v1/detail', { machineId: String(first.machine_id) }, token)).toEqual(recorded.detail);
    // start and end move from run to run and are not significant for the alarm list (matchTable.ts).
    expect(await call(replayer.url, 'GET', '/api/v1/devices/alarms', { page: '1', pageSize: '20', start: '100', end: '200' }, token)).toEqual(recorded.alarms);
  });

  it('plays the recorded frames to a socket of the recorded session, and answers its heartbeats', async () => {
    const got: unknown[] = [];
    const socket = await openSocket(replayer.url, 'rec-token-1', got);
    await expect.poll(() => got.length).toBeGreaterThan(0);
    expect(got[0]).toMatchObject({ type: 'massTexting', content: 'recorded hello', totalUnreadMsg: 3 });
    socket.close();
  });

  it('answers hwcode 501 "not recorded" to an unrecorded call of the recorded session, and hands other calls to the simulated world', async () => {
    expect(await call(replayer.url, 'POST', '/api/user/selectFriendsList', {}, 'rec-token-1')).toMatchObject({ hwcode: 501, hwdata: expect.stringContaining('not recorded') });
    const simulated = await call(replayer.url, 'POST', '/api/user/login', { loginName: '13800138000', loginPwd: 'demo1234', countryCode: '86', ...terminal });
    expect(simulated.hwcode).toBe(0);
    expect(simulated.hwdata.token).not.toMatch(/^rec-/);
  });

  it('answers every unrecorded call with hwcode 501 when strict', async () => {
    const strict = await startServer({ port: 0, seed: 7, replayDir: dir, replayStrict: true, quiet: true });
    try {
      expect(await call(strict.url, 'POST', '/api/user/login', { loginName: '13800138000', loginPwd: 'demo1234', countryCode: '86', ...terminal })).toMatchObject({ hwcode: 501 });
    } finally {
      await strict.close();
    }
  });

  it('gives repeated calls their recorded answers in order, then the last again', () => {
    // The key ignores terminal fields and secrets, keeps the significant ones.
    expect(matchKey('POST', '/api/user/login', { loginName: 'a', loginPwd: 'x', terminalName: 'y', countryCode: '86' })).toBe('POST /api/user/login countryCode=86&loginName=a');
    expect(matchKey('GET', '/api/v1/unknown', { id: '3', t: '99', token: 'z' })).toBe('GET /api/v1/unknown id=3');
  });
});
