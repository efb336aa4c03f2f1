// Third-party OpenAPI linters (Redocly, Spectral) from this checkout's node_modules, without telemetry or colour.
import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN = resolve(__dirname, '../../node_modules/.bin');
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

/** Runs a linter that exits non-zero on errors; its JSON report is read either way. */
export async function lintReport(command: 'redocly' | 'spectral', args: string[]): Promise<string> {
  try {
    return (await run(join(BIN, command), args, { env, maxBuffer: 32 * 1024 * 1024, timeout: 240_000 })).stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    if (failed.stdout) return failed.stdout;
    throw new Error(`${command} did not run: ${failed.stderr ?? String(error)}`);
  }
}
