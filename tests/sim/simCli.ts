// `npm run sim -- …` in a child process, as a QA engineer types it: exit code, standard output and error, never a
// thrown error for a non-zero exit (the tests assert the codes: 0 done, 1 refused, 2 usage).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { RunningServer } from '../../simulator/server/main';

const run = promisify(execFile);

export type CliResult = { code: number; out: string; err: string };

export async function runSimCli(args: string[], env: Record<string, string | undefined>): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'simulator/cli.ts', ...args], { env: { ...process.env, ...env } });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, out: failed.stdout ?? '', err: failed.stderr ?? '' };
  }
}

/** The command line pointed at `server()` with its control key. */
export const simCliOf = (server: () => RunningServer) => (...args: string[]): Promise<CliResult> =>
  runSimCli(['--url', server().url, ...args], { SIM_CONTROL_KEY: server().controlKey });
