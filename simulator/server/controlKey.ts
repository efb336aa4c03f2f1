// The key of the /__sim/ control API. `npm start` takes it from SIM_CONTROL_KEY or makes one, prints it and
// writes it to CONTROL_KEY_FILE (git-ignored), where the command line (simulator/cli.ts) finds it.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const CONTROL_KEY_FILE = '.sim-control-key';

export function newControlKey(): string {
  return randomBytes(24).toString('base64url');
}

export function controlKeyPath(cwd = process.cwd()): string {
  return resolve(cwd, CONTROL_KEY_FILE);
}

/** Only the owner may read it: another local user with the key could sign in as anyone. */
export function writeControlKey(key: string, path = controlKeyPath()): void {
  writeFileSync(path, `${key}\n`, { mode: 0o600 });
}

/** SIM_CONTROL_KEY, else the key file of the working folder, else undefined. */
export function readControlKey(env: NodeJS.ProcessEnv = process.env, path = controlKeyPath()): string | undefined {
  if (env.SIM_CONTROL_KEY) return env.SIM_CONTROL_KEY;
  try {
    return readFileSync(path, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}
