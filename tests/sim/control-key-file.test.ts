// The control key file is made fresh and owner-only whatever was at its place, and it goes on every way out of the
// process (docs/decisions.md, "Security": a file left with mode 644, or a symlink, kept its mode or was followed; a crash left it behind).
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlKeyPath, keepControlKey } from '../../simulator/server/controlKey';

const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const MAIN = resolve('simulator/server/main.ts');
const KEY_MODULE = pathToFileURL(resolve('simulator/server/controlKey.ts')).href;

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'control-key-file-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function exited(child: ReturnType<typeof spawn>): Promise<string> {
  return new Promise((done) => child.once('exit', (code, signal) => done(`${code ?? signal}`)));
}

describe('the control key file is made fresh', () => {
  it('replaces a file left with mode 644: the new one is 600 and holds the new key', () => {
    const path = controlKeyPath(7101, folder);
    writeFileSync(path, 'old-key\n');
    chmodSync(path, 0o644);
    const kept = keepControlKey({ key: 'new-key', generated: true, port: 7101, cwd: folder });
    expect(lstatSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, 'utf8')).toBe('new-key\n');
    kept.forget();
  });

  it('never writes through a symlink at its place: the link goes, the file it named stays as it was', () => {
    const target = join(folder, 'elsewhere.txt');
    writeFileSync(target, 'not yours\n');
    chmodSync(target, 0o644);
    const path = controlKeyPath(7102, folder);
    symlinkSync(target, path);
    const kept = keepControlKey({ key: 'linked-key', generated: true, port: 7102, cwd: folder });
    expect(lstatSync(path).isSymbolicLink()).toBe(false);
    expect(lstatSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(target, 'utf8')).toBe('not yours\n');
    expect(lstatSync(target).mode & 0o777).toBe(0o644);
    kept.forget();
  });
});

describe('the control key file goes on every way out', () => {
  it('goes when the process ends with an uncaught error', async () => {
    const script = `const m = await import(${JSON.stringify(KEY_MODULE)}); m.keepControlKey({ key: 'k', generated: true, port: 7103, cwd: ${JSON.stringify(folder)} }); console.log('kept'); setTimeout(() => { throw new Error('boom'); }, 0);`;
    const child = spawn(process.execPath, ['--import', TSX, '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const code = await exited(child);
    expect(code).not.toBe('0');
    expect(existsSync(controlKeyPath(7103, folder))).toBe(false);
  });

  it.each(['SIGTERM', 'SIGHUP'] as const)('goes when npm start gets %s (SIGINT takes the same path as SIGTERM)', async (signal) => {
    const child = spawn(process.execPath, ['--import', TSX, MAIN], {
      cwd: folder,
      env: { ...process.env, SIM_CONTROL_KEY: '', PORT: '0', DIST_DIR: join(folder, 'no-dist'), SIM_ACTIVITY: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const ended = exited(child);
    let out = '';
    let err = '';
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const path = await new Promise<string>((done, fail) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const written = /written to (\S+) /.exec(out);
        if (written && out.includes('Demo accounts')) done(written[1]!);
      });
      void ended.then((code) => fail(new Error(`npm start ended (${code}): ${out}`)));
    });
    expect(existsSync(path)).toBe(true);
    // One answer from the server: main() has run to its end, its signal handlers included.
    await fetch(/Console: (\S+)\/login/.exec(out)![1]!);
    child.kill(signal);
    const code = await ended;
    expect(existsSync(path), `${code} ${err}`).toBe(false);
  }, 240_000);
});
