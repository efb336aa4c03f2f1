// `npm run sim -- requests | verify | replay-report | import-har`: the request journal, WireMock-style verify, and
// recordings (simulator/record). The first two call the control API of a running server (simulated or behind
// CLOUD_URL); the last two work on a recording folder and need no server.

import { callControl } from './controlClient';
import { fieldsOf, messageOf } from './narrow';

export const RECORD_COMMANDS: ReadonlySet<string> = new Set(['requests', 'verify', 'replay-report', 'import-har']);

export const RECORD_HELP = `  requests [--path glob] [--method M] [--account A] [--since instant] [--hwcode C] [--limit N] [--clear]
                                recent calls to /api and /eapi: redacted bodies, status, hwcode, timings
  verify '<json>'               e.g. '{"path":"/api/machine/select","method":"POST","count":{"atLeast":1}}':
                                exits 0 when the journal holds that many matching calls, 1 otherwise; prints them
  replay-report <dir> [--json]  what a recording covers: calls seen, catalogue calls never seen, contract breaks
  import-har <file.har> <dir>   a HAR saved by a browser's developer tools as a recording (secrets replaced)
  fault add '{"path":"/api/**","connection":{"bandwidth":2000}}'
                                connection faults: bandwidth, slowCloseMs, slicer {averageSize,sizeVariation,delayMs},
                                reset true|{afterBytes}, garbage "cut"|"json" (a fault of their own; they stack)`;

function usage(message: string): never {
  console.error(`${message}\n\n${RECORD_HELP}`);
  process.exit(1);
}

async function control(base: string, key: string | undefined, path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: unknown }> {
  const { status, body } = await callControl(base, key, path, init);
  if (status === 401 || status === 403) {
    console.error(`The server at ${base} refused the call (${String(fieldsOf(body).error ?? status)}): pass --key or set SIM_CONTROL_KEY.`);
    process.exit(1);
  }
  return { status, body };
}

/** `--name value` pairs as an object (the journal filter). */
function options(args: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 1) {
    const name = /^--([a-z]+)$/.exec(args[i] ?? '')?.[1];
    if (!name) usage(`expected --field value, got ${args[i]}`);
    if (name === 'clear' || name === 'json') {
      out[name] = 'true';
      continue;
    }
    const value = args[i + 1];
    if (value === undefined) usage(`--${name} needs a value`);
    out[name] = value;
    i += 1;
  }
  return out;
}

export async function runRecordCli(command: string, args: string[], base: string, key: string | undefined): Promise<never> {
  if (command === 'requests') {
    const { clear, ...filter } = options(args);
    if (clear) {
      const res = await control(base, key, 'requests', { method: 'DELETE' });
      console.log(JSON.stringify(res.body, null, 2));
      process.exit(res.status === 200 ? 0 : 1);
    }
    const res = await control(base, key, `requests?${new URLSearchParams(filter)}`);
    console.log(JSON.stringify(res.body, null, 2));
    process.exit(res.status === 200 ? 0 : 1);
  }
  if (command === 'verify') {
    if (!args[0]) usage('verify needs a JSON filter');
    let spec: unknown;
    try {
      spec = JSON.parse(args[0]);
    } catch {
      usage(`Not JSON: ${args[0].slice(0, 80)}`);
    }
    const res = await control(base, key, 'verify', { body: spec });
    const result = fieldsOf(res.body);
    if (res.status !== 200) {
      console.error(`verify: ${result.error ?? res.status}`);
      process.exit(1);
    }
    console.log(JSON.stringify(res.body, null, 2));
    console.error(result.ok ? `verified: ${result.count} matching calls (${result.expected})` : `NOT verified: ${result.count} matching calls, expected ${result.expected}`);
    process.exit(result.ok ? 0 : 1);
  }
  if (command === 'replay-report') {
    const [dir, ...rest] = args;
    if (!dir) usage('replay-report needs the recording folder');
    const { replayReport, reportText } = await import('./record/report');
    try {
      const report = replayReport(dir);
      console.log(options(rest).json ? JSON.stringify(report, null, 2) : reportText(report));
    } catch (error) {
      console.error(messageOf(error));
      process.exit(1);
    }
    process.exit(0);
  }
  if (command === 'import-har') {
    const [file, dir] = args;
    if (!file || !dir) usage('import-har needs the saved HAR file and the recording folder');
    const { importHar } = await import('./record/importHar');
    try {
      const done = importHar(file, dir);
      console.log(`Imported ${done.calls} calls and ${done.frames} realtime frames into ${dir} (${done.skipped} other entries left out); secrets replaced.`);
    } catch (error) {
      console.error(messageOf(error));
      process.exit(1);
    }
    process.exit(0);
  }
  usage(`unknown command ${command}`);
}
