// `npm run conformance -- [--cloud URL] [--accounts FILE] [--codes FILE] [--key KEY | --no-key] [--only PATTERN]
// [--report junit|json|html --out FILE] [--json]`: does the cloud at URL speak the API the console expects? Plays the
// sign-in cases, the generated paths and every call of the catalogue (a per-call PASS/DIFF/SKIP, each answer checked
// against /openapi.json). Exit 1 when anything differs. Without --cloud, a simulator is started in-process. The
// control key is found as `npm run sim` finds it (--key, SIM_CONTROL_KEY, the key file npm start wrote) and used only
// when the cloud takes it: a real cloud has none, and --no-key plays as against one. Verification codes for the
// accounts the run registers come from the control API, else from --codes FILE (or the accounts file's "codesFile").
import { readFileSync, writeFileSync } from 'node:fs';
import { fileCodes } from './conformance/probe';
import { SIMULATOR_ACCOUNTS, type Accounts } from './conformance/players';
import { jsonReport, junitReport, onlyFilter } from './conformance/reports';
import { httpTransport, runConformance } from './conformance/run';
import { streamProgress } from './conformance/progress';
import { summaryLines } from './conformance/summary';
import { htmlReport } from './conformance/htmlReport';
import { readControlKey } from '../simulator/server/controlKey';
import { startServer } from '../simulator/server/main';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const reportFormat = flag('report');
const out = flag('out');
if ((reportFormat !== undefined && reportFormat !== 'junit' && reportFormat !== 'json' && reportFormat !== 'html') || (reportFormat !== undefined) !== (out !== undefined)) {
  console.error('Usage: npm run conformance -- [--cloud URL] [--accounts FILE] [--codes FILE] [--key KEY | --no-key] [--only PATTERN] [--report junit|json|html --out FILE] [--json]');
  process.exit(1);
}
const accountsFile = flag('accounts');
const accounts: Accounts = accountsFile ? { ...SIMULATOR_ACCOUNTS, ...(JSON.parse(readFileSync(accountsFile, 'utf8')) as Partial<Accounts>) } : SIMULATOR_ACCOUNTS;
const cloud = flag('cloud');
const local = cloud ? undefined : await startServer({ port: 0, quiet: true, seed: 1 });
const base = (cloud ?? local!.url).replace(/\/+$/, '');

/** The key, if the cloud takes it (a simulator with that key); a real cloud, or another simulator's key, gives none. */
async function usableKey(candidate: string | undefined): Promise<string | undefined> {
  if (!candidate) return undefined;
  try {
    const res = await fetch(`${base}/__sim/state`, { headers: { authorization: `Bearer ${candidate}` } });
    if (res.ok) return candidate;
  } catch {
    // the cloud is unreachable: the suite says so on its first call
  }
  console.error(`Note: ${base} does not take the control key found; playing through the public API only.`);
  return undefined;
}

const key = args.includes('--no-key') ? undefined : await usableKey(flag('key') ?? local?.controlKey ?? readControlKey(base));
const codesFile = flag('codes') ?? accounts.codesFile;
const started = Date.now();
const asJson = args.includes('--json');
// Lines as they complete: on standard output, or on standard error when standard output carries the JSON.
const stream = asJson ? process.stderr : process.stdout;
stream.write(`Conformance of ${base}${key ? ' (with the simulator\'s control API)' : ' (public API only)'}\n`);
const progress = streamProgress(stream);
const results = await runConformance(httpTransport(base, key, progress), accounts, { only: onlyFilter(flag('only')), codes: key || !codesFile ? undefined : fileCodes(codesFile), progress });
progress.end();
if (reportFormat && out) writeFileSync(out, reportFormat === 'junit' ? junitReport(results) : reportFormat === 'html' ? htmlReport(results, base) : jsonReport(results, base));
const summary = `${summaryLines(results).join('\n')}\n(${((Date.now() - started) / 1000).toFixed(1)} s)${reportFormat && out ? `\nReport: ${out} (${reportFormat})` : ''}`;
if (asJson) {
  process.stderr.write(`${summary}\n`);
  console.log(JSON.stringify(results, null, 2));
} else console.log(summary);
await local?.close();
process.exit(results.some((r) => r.status === 'differs') ? 1 : 0);
