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
    return { case: c, checks: probe.checks, error: (error as Error).message };
  }
}

export type CatalogueOptions = { codes?: CodeSource; only?: (suite: string, name: string) => boolean; contract?: Contract; lanes?: number };

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
  const queue = [...lanes.values()];
  const worker = async () => {
    for (let lane = queue.shift(); lane; lane = queue.shift()) for (const c of lane) outcomes.push(await playCase(c, t, contract, fixture));
  };
  await Promise.all(Array.from({ length: options.lanes ?? 6 }, worker));

  const results: PathResult[] = [];
  for (const [method, path] of CALLS) {
    const key = `${method} ${path}`;
    if (!wanted(key)) continue;
    const checks = outcomes.flatMap((o) => o.checks.filter((c) => c.call === key));
    const owners = outcomes.filter((o) => o.case.calls.includes(key));
    const failed = checks.filter((c) => !c.ok);
    const steps = checks.map((c) => ({ event: c.case, expected: c.expected, observed: c.ok ? c.hwcode : c.problem, ok: c.ok }));
    const suite = callSuite(key);
    if (failed.length > 0) results.push({ suite, name: key, status: 'differs', steps, reason: `${failed[0]!.case}: ${failed[0]!.problem}` });
    else if (checks.length > 0) results.push({ suite, name: key, status: 'pass', steps });
    else {
      const broken = owners.find((o) => o.error);
      const skipped = owners.find((o) => o.skipped);
      if (broken) results.push({ suite, name: key, status: 'differs', steps, reason: `${broken.case.name}: ${broken.error}` });
      else if (skipped) results.push({ suite, name: key, status: 'skipped', steps, reason: skipped.skipped });
      else results.push({ suite, name: key, status: 'differs', steps, reason: owners.length > 0 ? `${owners[0]!.case.name} did not call it` : 'no case calls it' });
    }
  }
  return results;
}
