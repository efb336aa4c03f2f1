// Every call of the catalogue (calls.tsv, src/domain/openapi/calls.ts) against a cloud: the cases of calls/ play
// them through the public API, each answer checked against /openapi.json's contract and the hwcode the case
// expects, and the report says per call PASS, DIFF (with the case and what differed) or SKIP (with the reason).
// Cases sharing an account or a device run in order (a lane); lanes run side by side.
import { CALLS } from '../../src/domain/openapi/calls';
import { contractOf, type Contract } from './contract';
import { NotPlayable, type Accounts, type Transport } from './playerBase';
import { Fixture, Probe, type CallCheck, type CodeSource } from './probe';
import { accountCases } from './calls/accountCases';
import { deviceCases } from './calls/deviceCases';
import { enterpriseCases } from './calls/enterpriseCases';
import { memberCases } from './calls/memberCases';
import type { CallCase } from './calls/types';
import { userCases } from './calls/userCases';
import type { PathResult } from './results';
import { silentProgress, type Progress } from './progress';

const CATALOGUE_CASES: readonly CallCase[] = [...userCases, ...deviceCases, ...memberCases, ...enterpriseCases, ...accountCases];

const AREA = new Map(CALLS.map(([method, path, area]) => [`${method} ${path}`, area]));
/** The report's suite of a call: "calls (area)". */
const callSuite = (key: string) => `calls (${AREA.get(key) ?? 'extension'})`;

type CaseOutcome = { case: CallCase; checks: CallCheck[]; skipped?: string; error?: string };

async function playCase(c: CallCase, t: Transport, contract: Contract, fixture: Fixture): Promise<CaseOutcome> {
  const probe = new Probe(t, contract, c.name);
  try {
    await c.run(probe, fixture);
    return { case: c, checks: probe.checks };
  } catch (error) {
    if (error instanceof NotPlayable) return { case: c, checks: probe.checks, skipped: error.message };
    return { case: c, checks: probe.checks, error: error instanceof Error ? error.message : String(error) };
  }
}

export type CatalogueOptions = { codes?: CodeSource; only?: (suite: string, name: string) => boolean; contract?: Contract; lanes?: number; progress?: Progress };

/** How many calls of the catalogue a run with this `--only` reports. */
export function catalogueSize(only?: (suite: string, name: string) => boolean): number {
  return CALLS.filter(([method, path]) => !only || only(callSuite(`${method} ${path}`), `${method} ${path}`)).length;
}

/** Plays the catalogue; one PathResult per call of calls.tsv (suite "calls (area)", name "METHOD path"). */
export async function runCatalogue(t: Transport, accounts: Accounts, options: CatalogueOptions = {}): Promise<PathResult[]> {
  const contract = options.contract ?? contractOf();
  const wanted = (key: string) => !options.only || options.only(callSuite(key), key);
  const fixture = new Fixture(t, accounts, options.codes);
  const lanes = new Map<string, CallCase[]>();
  for (const c of CATALOGUE_CASES) {
    if (!c.calls.some(wanted)) continue;
    const lane = c.lane ?? c.name;
    lanes.set(lane, [...(lanes.get(lane) ?? []), c]);
  }
  const outcomes: CaseOutcome[] = [];
  const progress = options.progress ?? silentProgress;
  const keys = CALLS.map(([method, path]) => `${method} ${path}`).filter(wanted);
  const pending = new Map(keys.map((key) => [key, CATALOGUE_CASES.filter((c) => c.calls.includes(key) && lanes.get(c.lane ?? c.name)?.includes(c)).length]));
  // A call is reported as soon as every case that exists for it has played (a pipe sees one line per call as it goes).
  const settle = (key: string) => {
    progress.done(resultOf(key, outcomes));
  };
  for (const [key, n] of pending) if (n === 0) settle(key);
  const queue = [...lanes.values()];
  const worker = async () => {
    for (let lane = queue.shift(); lane; lane = queue.shift()) {
      for (const c of lane) {
        progress.now(`calls: ${c.name}`);
        outcomes.push(await playCase(c, t, contract, fixture));
        for (const key of c.calls) {
          if (!pending.has(key)) continue;
          const left = pending.get(key)! - 1;
          pending.set(key, left);
          if (left === 0) settle(key);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: options.lanes ?? 6 }, worker));
  // The report holds every check, also those a later case made of a call already shown.
  return keys.map((key) => resultOf(key, outcomes));
}

/** The result of one call from the outcomes of the cases that made it. */
function resultOf(key: string, outcomes: readonly CaseOutcome[]): PathResult {
  const checks = outcomes.flatMap((o) => o.checks.filter((c) => c.call === key));
  const owners = outcomes.filter((o) => o.case.calls.includes(key));
  const failed = checks.filter((c) => !c.ok);
  const steps = checks.map((c) => ({ event: c.case, expected: c.expected, observed: c.ok ? c.hwcode : c.problem, ok: c.ok }));
  const suite = callSuite(key);
  const first = failed[0];
  // An effect's problem is what the read showed; the reason also says what it should have shown.
  if (first) return { suite, name: key, status: 'differs', steps, reason: `${first.case}: ${first.hwcode === 'no effect' ? `${first.expected}; ` : ''}${first.problem}` };
  // A story that broke before its end could not check what this call should have done: not a PASS.
  const broken = owners.find((o) => o.error);
  if (broken) return { suite, name: key, status: 'differs', steps, reason: `${broken.case.name}: ${broken.error}` };
  if (checks.length > 0) return { suite, name: key, status: 'pass', steps };
  const skipped = owners.find((o) => o.skipped);
  if (skipped) return { suite, name: key, status: 'skipped', steps, reason: skipped.skipped };
  return { suite, name: key, status: 'differs', steps, reason: owners.length > 0 ? `${owners[0]!.case.name} did not call it` : 'no case calls it' };
}
