// The key of the /__sim/ control API. `npm start` takes it from SIM_CONTROL_KEY or makes one and prints it; a key
// it made is written to `.sim-control-key.<port>` (git-ignored, owner-only), where the command line
// (simulator/cli.ts) finds the key of the server its URL names. A key the operator set is never written: the
// operator has it already, and a file would keep a copy of a secret that was meant to live elsewhere. One file per
// port, so two servers in one checkout keep their own keys.
import { randomBytes } from 'node:crypto';
import { closeSync, constants, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';

export const CONTROL_KEY_FILE = '.sim-control-key';

export function newControlKey(): string {
  return randomBytes(24).toString('base64url');
}

/** The key file of the server on `port`. */
export function controlKeyPath(port: number, cwd = process.cwd()): string {
  return resolve(cwd, `${CONTROL_KEY_FILE}.${port}`);
}

/**
 * Only the owner may read it: another local user with the key could sign in as anyone. Made fresh every time: a file
 * left there (mode 644, or a symlink to somewhere else) is removed first, and the new one is created exclusively
 * (O_EXCL, which with O_CREAT never follows a symlink; O_NOFOLLOW besides), so it can neither keep an old mode nor
 * write through a link someone planted between the removal and the creation (that fails instead).
 */
function writeControlKey(key: string, path: string): void {
  rmSync(path, { force: true });
  const fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), 0o600);
  try {
    writeSync(fd, `${key}\n`);
  } finally {
    closeSync(fd);
  }
}

/** The key files still to remove when the process ends: one 'exit' listener for all (a crash included). */
const toRemove = new Set<() => void>();
let listening = false;
function removeAtExit(forget: () => void): void {
  if (!listening) {
    listening = true;
    process.on('exit', () => {
      for (const f of [...toRemove]) f();
    });
  }
  toRemove.add(forget);
}

/**
 * Writes a generated key to the port's file and answers the path; a key from SIM_CONTROL_KEY is not written
 * (undefined). `forget()` removes the file again when it still holds this key (at shutdown).
 */
export function keepControlKey(options: { key: string; generated: boolean; port: number; cwd?: string }): { path?: string; forget(): void } {
  if (!options.generated) return { forget: () => undefined };
  const path = controlKeyPath(options.port, options.cwd);
  writeControlKey(options.key, path);
  const kept = {
    path,
    forget() {
      toRemove.delete(kept.forget);
      try {
        if (readFileSync(path, 'utf8').trim() === options.key) rmSync(path, { force: true });
      } catch {
        // Already gone.
      }
    },
  };
  removeAtExit(kept.forget);
  return kept;
}

/** The port a simulator URL names (80 or 443 when it names none); undefined for a URL that is none. */
export function portOfUrl(url: string): number | undefined {
  try {
    const parsed = new URL(url);
    return parsed.port ? Number(parsed.port) : parsed.protocol === 'https:' ? 443 : 80;
  } catch {
    return undefined;
  }
}

/** SIM_CONTROL_KEY, else the key file of the server at `url` in the working folder, else undefined. */
export function readControlKey(url: string, env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string | undefined {
  if (env.SIM_CONTROL_KEY) return env.SIM_CONTROL_KEY;
  const port = portOfUrl(url);
  if (port === undefined) return undefined;
  try {
    return readFileSync(controlKeyPath(port, cwd), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}
