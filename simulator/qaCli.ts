// `npm run sim -- fault …` and `npm run sim -- scenario …`: QA faults and scenarios on a running simulator.
import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { callControl } from './controlClient';
import { parseScenario, ScenarioError } from './scenario/spec';
import { fieldsOf, messageOf } from './narrow';

export const QA_HELP = `  fault add '<json>'            add a fault, e.g. '{"path":"/api/**","status":503,"share":0.1}'
                                (latencyMs, latency {min,max}|{distribution,mean,sd}, status, hwcode, share,
                                timeout, realtime "drop"|{drop,delayMs}, clockSkewMs)
                                scope: method, account, limit (next N hits), until (instant), enabled
  fault list                    the faults and how often each hit
  fault enable <id> | fault disable <id>
                                turn one fault on or off, keeping it listed
  fault clear [id]              clear all faults (or one): normal service
  scenario run <file> [--realtime] [--step ms] [--record FILE]
                                load a scenario (YAML or JSON) and play it: at once in simulated time (default), or
                                a second per second; prints its status and event-log hash
  scenario status [--record FILE]
                                the loaded scenario's status, its accounts, its hash (kept once the run ended)
                                and its whole record (--record: written to FILE, one JSON line per entry)`;

/** A page of the scenario's record as GET /__sim/scenario answers it (with the run's status beside it). */
const recordPage = z.looseObject({ record: z.array(z.unknown()), nextOffset: z.number().nullable() });

/** Every line of the loaded scenario's record, page by page. */
async function wholeRecord(base: string, key: string | undefined): Promise<unknown[]> {
  const record: unknown[] = [];
  for (let offset: number | null = 0; offset !== null;) {
    const page = await send(base, key, { path: `scenario?offset=${offset}&limit=5000`, method: 'GET' });
    if (!page.ok) print(page);
    const body = recordPage.parse(page.body);
    record.push(...body.record);
    offset = body.nextOffset;
  }
  return record;
}

function writeRecord(file: string, record: readonly unknown[]): void {
  writeFileSync(file, record.map((line) => JSON.stringify(line)).join('\n') + (record.length > 0 ? '\n' : ''));
}

type Call = { path: string; method: 'GET' | 'POST' | 'DELETE'; body?: unknown; contentType?: string };

function usage(message: string): never {
  console.error(`${message}\n\n${QA_HELP}`);
  process.exit(1);
}

function faultCall(args: string[]): Call {
  const [sub, arg] = args;
  if (sub === 'list') return { path: 'faults', method: 'GET' };
  if ((sub === 'enable' || sub === 'disable') && arg && /^\d+$/.test(arg)) return { path: `faults/${sub}`, method: 'POST', body: { id: Number(arg) } };
  if (sub === 'clear') return { path: `faults${arg ? `?id=${encodeURIComponent(arg)}` : ''}`, method: 'DELETE' };
  if (sub === 'add' && arg) {
    try {
      const body: unknown = JSON.parse(arg);
      return { path: 'faults', method: 'POST', body };
    } catch {
      usage(`Not JSON: ${arg.slice(0, 80)}`);
    }
  }
  usage('fault: add <json> | list | enable <id> | disable <id> | clear [id]');
}

async function send(base: string, key: string | undefined, call: Call): Promise<{ ok: boolean; body: unknown }> {
  const { ok, body } = await callControl(base, key, call.path, { method: call.method, body: call.body, contentType: call.contentType });
  return { ok, body };
}

function print(answer: { ok: boolean; body: unknown }): void {
  console.log(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body, null, 2));
  if (!answer.ok) process.exit(1);
}

export async function runQaCli(command: string, args: string[], base: string, key: string | undefined): Promise<never> {
  if (command === 'fault') {
    print(await send(base, key, faultCall(args)));
    process.exit(0);
  }
  const [sub, file] = args;
  const recordAt = args.indexOf('--record');
  const recordFile = recordAt >= 0 ? args[recordAt + 1] : undefined;
  if (recordAt >= 0 && !recordFile) usage('scenario: --record needs a file name');
  if (sub === 'status') {
    // The whole record, page by page: the server answers at most a page a call and says where the next starts.
    const first = await send(base, key, { path: 'scenario?offset=0&limit=5000', method: 'GET' });
    if (!first.ok || typeof first.body !== 'object' || first.body === null) print(first);
    const status = recordPage.parse(first.body);
    const record = [...status.record];
    let nextOffset = status.nextOffset;
    while (nextOffset !== null) {
      const page = await send(base, key, { path: `scenario?offset=${nextOffset}&limit=5000`, method: 'GET' });
      if (!page.ok) print(page);
      const body = recordPage.parse(page.body);
      record.push(...body.record);
      nextOffset = body.nextOffset;
    }
    if (recordFile) {
      writeRecord(recordFile, record);
      const { record: _record, ...rest } = status;
      print({ ok: true, body: { ...rest, offset: 0, nextOffset: null, recordFile, recordWritten: record.length } });
    } else print({ ok: true, body: { ...status, offset: 0, record, nextOffset: null } });
    process.exit(0);
  }
  if (sub !== 'run' || !file) usage('scenario: run <file> [--realtime] [--step ms] [--record FILE] | status [--record FILE]');
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
    parseScenario(source); // the same checks as the server's, with the reason before anything is sent
  } catch (error) {
    console.error(error instanceof ScenarioError ? `${file}: ${error.message}` : `Cannot read ${file}: ${messageOf(error)}`);
    process.exit(1);
  }
  const realtime = args.includes('--realtime');
  const stepAt = args.indexOf('--step');
  const stepMs = stepAt >= 0 ? Number(args[stepAt + 1]) : 1_000;
  const loaded = await send(base, key, { path: `scenario${realtime ? '?play=realtime' : ''}`, method: 'POST', body: source, contentType: 'text/yaml' });
  if (realtime || !loaded.ok) {
    print(loaded);
    process.exit(0);
  }
  const ran = await send(base, key, { path: 'scenario/run', method: 'POST', body: { stepMs } });
  if (!ran.ok || !recordFile) {
    print(ran);
    process.exit(0);
  }
  // The whole record, however long, to the file the run names (one JSON line per entry).
  const record = await wholeRecord(base, key);
  writeRecord(recordFile, record);
  print({ ok: true, body: { ...fieldsOf(ran.body), recordFile, recordWritten: record.length } });
  process.exit(0);
}
