// The verify helper the generated Playwright projects carry (support/verify.ts, written by `npm run paths -- …
// --format playwright`): against a running server's journal, through an object with the request fixture's fetch.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePlaywrightProject } from '../../scripts/pathsProject';
import { startServer, type RunningServer } from '../../simulator/server/main';

const dir = mkdtempSync(join(tmpdir(), 'sim-verify-support-'));
let server: RunningServer;

/** The part of Playwright's APIRequestContext the helper uses, over fetch with a base URL. */
const request = {
  async fetch(path: string, init: { method?: string; headers?: Record<string, string>; data?: unknown } = {}) {
    const res = await fetch(`${server.url}${path}`, { method: init.method ?? 'GET', headers: init.headers, body: init.data === undefined ? undefined : JSON.stringify(init.data) });
    const text = await res.text();
    return { status: () => res.status, json: async () => JSON.parse(text) as unknown };
  },
};

beforeAll(async () => {
  server = await startServer({ port: 0, seed: 1, quiet: true });
  await fetch(`${server.url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'loginName=ent%40example.com&loginPwd=demo1234&countryCode=86' });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('support/verify.ts of a generated Playwright project', () => {
  it('is written with the project and verifies calls against the journal', async () => {
    const written = await writePlaywrightProject('audit', [], dir);
    expect(written).toContain('support/verify.ts');
    type Call = { path: string };
    type Support = {
      expectCalls(r: never, f: object, key: string): Promise<{ ok: boolean; count: number }>;
      recentCalls(r: never, f: object, key: string): Promise<Call[]>;
    };
    const support = (await import(join(dir, 'support', 'verify.ts'))) as Support;
    const ok = await support.expectCalls(request as never, { path: '/api/user/login', method: 'POST', count: { exactly: 1 } }, server.controlKey);
    expect(ok).toMatchObject({ ok: true, count: 1 });
    await expect(support.expectCalls(request as never, { path: '/api/machine/select', count: { atLeast: 1 } }, server.controlKey)).rejects.toThrow('expected at least 1 calls matching');
    expect((await support.recentCalls(request as never, { path: '/api/**' }, server.controlKey)).map((c) => c.path)).toEqual(['/api/user/login']);
  });
});
