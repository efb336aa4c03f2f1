// The control key's file: written only when `npm start` made the key, one file per port, and `npm run sim` picks
// the file of the server its URL names, so two servers in one checkout keep their own keys.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlKeyPath, keepControlKey, readControlKey } from '../../simulator/server/controlKey';
import { startServer, type RunningServer } from '../../simulator/server/main';

const run = promisify(execFile);
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const CLI = resolve('simulator/cli.ts');
const MAIN = resolve('simulator/server/main.ts');

let folder: string;
const servers: RunningServer[] = [];
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'control-key-'));
  servers.push(await startServer({ port: 0, quiet: true, seed: 1 }), await startServer({ port: 0, quiet: true, seed: 2 }));
});
afterAll(async () => {
  for (const server of servers) await server.close();
  rmSync(folder, { recursive: true, force: true });
});
const portOf = (server: RunningServer) => Number(new URL(server.url).port);

/** `npm run sim` in the test's folder, with no key in its environment. */
async function sim(args: string[]): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', TSX, CLI, ...args], { cwd: folder, env: { ...process.env, SIM_CONTROL_KEY: undefined, SIM_URL: undefined } });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, out: failed.stdout ?? '', err: failed.stderr ?? '' };
  }
}

describe('the control key file', () => {
  it('is written for a generated key only, owner-only, named after the port', () => {
    const given = keepControlKey({ key: 'from-the-environment', generated: false, port: 7001, cwd: folder });
    expect(given.path).toBeUndefined();
    expect(readdirSync(folder)).toEqual([]);
    const made = keepControlKey({ key: 'made-here', generated: true, port: 7001, cwd: folder });
    expect(made.path).toBe(join(folder, '.sim-control-key.7001'));
    expect(statSync(made.path!).mode & 0o777).toBe(0o600);
    expect(readControlKey('http://localhost:7001', {}, folder)).toBe('made-here');
    expect(readControlKey('http://localhost:7002', {}, folder)).toBeUndefined();
    made.forget();
    expect(existsSync(made.path!)).toBe(false);
  });

  it('lets npm run sim reach each of two servers with its own key', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const kept = [a, b].map((server) => keepControlKey({ key: server.controlKey, generated: true, port: portOf(server), cwd: folder }));
    expect(readFileSync(controlKeyPath(portOf(a), folder), 'utf8').trim()).toBe(a.controlKey);
    expect(readFileSync(controlKeyPath(portOf(b), folder), 'utf8').trim()).toBe(b.controlKey);
    for (const server of [a, b]) {
      const answer = await sim(['--url', server.url, 'state']);
      expect(answer.code, answer.err).toBe(0);
      expect((JSON.parse(answer.out) as { seed: number }).seed).toBe(server.sim!.world.seed);
    }
    for (const k of kept) k.forget();
    const refused = await sim(['--url', a.url, 'state']);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`.sim-control-key.${portOf(a)}`);
  });

  it('is not written by npm start when SIM_CONTROL_KEY is set', async () => {
    const child = spawn(process.execPath, ['--import', TSX, MAIN], {
      cwd: folder,
      env: { ...process.env, SIM_CONTROL_KEY: 'operator-key', PORT: '0', DIST_DIR: join(folder, 'no-dist'), SIM_ACTIVITY: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let out = '';
      await new Promise<void>((done, fail) => {
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('Demo accounts')) done();
        });
        child.once('exit', (code) => fail(new Error(`npm start ended (${code}): ${out}`)));
      });
      expect(out).toContain('key from SIM_CONTROL_KEY (not written to a file)');
      expect(readdirSync(folder).filter((name) => name.startsWith('.sim-control-key'))).toEqual([]);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
