// The command line of the journal and the recordings: `npm run sim -- requests | verify | import-har | replay-report`.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMessage } from '../../src/domain/realtime/codec';
import { startServer, type RunningServer } from '../../simulator/server/main';

const run = promisify(execFile);
let server: RunningServer;
const dir = mkdtempSync(join(tmpdir(), 'sim-record-cli-'));

const sim = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'simulator/cli.ts', '--url', server.url, '--key', server.controlKey, ...args]);

beforeAll(async () => {
  server = await startServer({ port: 0, seed: 1, quiet: true });
  const res = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ loginName: 'ent@example.com', loginPwd: 'demo1234', countryCode: '86', terminalUUID: 't', terminalType: 'web', terminalName: 'V', terminalOS: 'L', loginOemId: '' }),
  });
  const token = ((await res.json()) as { hwdata: { token: string } }).hwdata.token;
  await fetch(`${server.url}/api/machine/select`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', cloudtoken: token }, body: 'terminalID=t&version=1' });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run sim -- verify', () => {
  it('exits 0 and prints the matched calls when the journal holds them', async () => {
    const { stdout, stderr } = await sim('verify', '{"path":"/api/machine/select","method":"POST","count":{"atLeast":1}}');
    expect(JSON.parse(stdout)).toMatchObject({ ok: true, count: 1, matched: [{ path: '/api/machine/select', method: 'POST', hwcode: '0' }] });
    expect(stderr).toContain('verified: 1 matching calls');
  });

  it('exits 1 when the count is not met, and on a filter it refuses', async () => {
    await expect(sim('verify', '{"path":"/api/machine/select","count":{"exactly":3}}')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('NOT verified: 1 matching calls, expected exactly 3') });
    await expect(sim('verify', '{"path":"/api/**","colour":"red"}')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('colour') });
  });
});

describe('npm run sim -- requests', () => {
  it('prints the journal, filtered, without the password', async () => {
    const { stdout } = await sim('requests', '--path', '/api/user/*');
    const { requests } = JSON.parse(stdout) as { requests: { path: string; requestBody: string; account: string[] }[] };
    expect(requests.map((r) => r.path)).toEqual(['/api/user/login']);
    expect(requests[0]!.requestBody).not.toContain('demo1234');
    expect(requests[0]!.account).toContain('ent@example.com');
  });
});

describe('npm run sim -- import-har and replay-report', () => {
  const saved = join(dir, 'saved.har');
  const rec = join(dir, 'rec');
  const token = 'BrowserToken-0123456789abcdef';
  beforeAll(() => {
    const entry = (method: string, url: string, body: string | undefined, answer: unknown, headers: { name: string; value: string }[] = []) => ({
      startedDateTime: '2026-11-28T10:00:00.000Z', time: 12,
      request: { method, url, httpVersion: 'HTTP/1.1', headers, queryString: [], cookies: [], headersSize: -1, bodySize: 0, ...(body ? { postData: { mimeType: 'application/x-www-form-urlencoded', text: body } } : {}) },
      response: { status: 200, statusText: 'OK', httpVersion: 'HTTP/1.1', headers: [{ name: 'Content-Type', value: 'application/json' }], cookies: [], content: { size: 0, mimeType: 'application/json', text: JSON.stringify(answer) }, redirectURL: '', headersSize: -1, bodySize: 0 },
      cache: {}, timings: { send: 0, wait: 12, receive: 0 },
    });
    const frame = Buffer.from(encodeMessage({ type: 'massTexting', content: 'from the browser', totalUnreadMsg: 1, sentAt: 1 } as never)).toString('base64');
    const har = {
      log: {
        version: '1.2', creator: { name: 'Chromium', version: '1' },
        entries: [
          entry('GET', 'https://cloud.example/assets/app.js', undefined, 'x'),
          entry('POST', 'https://cloud.example/api/user/login', 'loginName=a%40b.c&loginPwd=S3cretPass!&countryCode=86', { hwcode: 0, hwdata: { token, userid: 1, phone: '', email: 'a@b.c' } }),
          // A list whose device has a name of the wrong type: a contract break the report names with the field.
          entry('POST', 'https://cloud.example/api/machine/select', 'terminalID=x&version=1', { hwcode: 0, hwdata: [{ id: 'seven' }] }, [{ name: 'cloudtoken', value: token }, { name: 'Cookie', value: `session=${token}` }]),
          { ...entry('GET', `wss://cloud.example/echo.io?sid=${token}`, undefined, ''), _resourceType: 'websocket', _webSocketMessages: [{ type: 'receive', time: 1_764_324_001, opcode: 2, data: frame }] },
        ],
      },
    };
    writeFileSync(saved, JSON.stringify(har));
  });

  it('imports the cloud\'s calls and frames with the secrets replaced', async () => {
    const { stdout } = await sim('import-har', saved, rec);
    expect(stdout).toContain('Imported 2 calls and 1 realtime frames');
    const http = readFileSync(join(rec, 'http.har'), 'utf8');
    const frames = readFileSync(join(rec, 'realtime.jsonl'), 'utf8');
    for (const text of [http, frames]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain('S3cretPass');
    }
    expect(frames).toContain('"content":"from the browser"');
    expect(frames).toContain('"token":"rec-token-1"');
  });

  it('reports the calls seen, the catalogue\'s calls never seen and the contract breaks with their field', async () => {
    const { stdout } = await sim('replay-report', rec, '--json');
    const report = JSON.parse(stdout) as { seen: { call: string }[]; notSeen: string[]; contractBreaks: { call: string; field: string }[]; frames: number };
    expect(report.seen.map((s) => s.call)).toEqual(['POST /api/machine/select', 'POST /api/user/login']);
    expect(report.notSeen).toContain('GET /api/device/v1/detail');
    expect(report.frames).toBe(1);
    expect(report.contractBreaks).toContainEqual(expect.objectContaining({ call: 'POST /api/machine/select', field: 'hwdata.0.machine_name' }));
    const text = (await sim('replay-report', rec)).stdout;
    expect(text).toContain('Calls of the catalogue never seen');
    expect(text).toContain('POST /api/machine/select: hwdata.0.machine_name');
  });
});
