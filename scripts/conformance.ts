// `npm run conformance -- --cloud URL [--accounts FILE] [--key KEY] [--json]`: does the cloud at URL speak the API the
// console expects? Exit 1 when any path differs. Without --cloud, a simulator is started in-process.
import { readFileSync } from 'node:fs';
import { SIMULATOR_ACCOUNTS, type Accounts } from './conformance/players';
import { httpTransport, report, runConformance } from './conformance/run';
import { startServer } from '../simulator/server/main';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const accountsFile = flag('accounts');
const accounts: Accounts = accountsFile ? { ...SIMULATOR_ACCOUNTS, ...(JSON.parse(readFileSync(accountsFile, 'utf8')) as Partial<Accounts>) } : SIMULATOR_ACCOUNTS;
const cloud = flag('cloud');
const local = cloud ? undefined : await startServer({ port: 0, quiet: true, seed: 1 });
const base = cloud ?? local!.url;
const key = flag('key') ?? process.env.SIM_CONTROL_KEY ?? local?.controlKey;
const results = await runConformance(httpTransport(base, key), accounts);
console.log(args.includes('--json') ? JSON.stringify(results, null, 2) : `Conformance of ${base}\n${report(results)}`);
await local?.close();
process.exit(results.some((r) => r.status === 'differs') ? 1 : 0);
