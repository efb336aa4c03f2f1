// `npm run paths -- MACHINE [--format md|json|playwright --out DIR] [--kind shortest|simple] [--variant NAME]`: the
// test paths xstate/graph generates from a machine of src/machines, as a bilingual test plan, JSON or a Playwright
// Test project (one spec per variant) that plays them against any cloud.
import { toJson, toMarkdown } from '../src/machines/pathFormats';
import { writePlaywrightProject } from './pathsProject';
import { hasPlayer } from './conformance/players';
import { generatePaths, MACHINE_MODELS, MACHINE_NAMES, type PathKind } from '../src/machines/paths';
import { ownEntry } from '../src/domain/ownEntry';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const format = flag('format') ?? 'md';
const kind = (flag('kind') ?? 'shortest') as PathKind;
const variant = flag('variant');
const out = flag('out');
const machine = args[0];
if (!machine || !ownEntry(MACHINE_MODELS, machine) || !['md', 'json', 'playwright'].includes(format) || !['shortest', 'simple'].includes(kind) || (format === 'playwright' && !out)) {
  console.error(`Usage: npm run paths -- MACHINE [--format md|json|playwright --out DIR] [--kind shortest|simple] [--variant NAME]
Machines: ${MACHINE_NAMES.join(', ')}
Variants: ${MACHINE_NAMES.map((m) => `${m}: ${MACHINE_MODELS[m]!.variants.map((v) => `"${v.name}"`).join(', ')}`).join('; ')}`);
  process.exit(1);
}
const generated = generatePaths(machine, kind, variant);
// A runnable file holds only the paths an HTTP player plays; the machine's console-only variants are said, not hidden.
const paths = format === 'playwright' ? generated.filter((p) => hasPlayer(machine, p.variant)) : generated;
if (paths.length < generated.length) {
  const left = [...new Set(generated.filter((p) => !paths.includes(p)).map((p) => `"${p.variant}"`))].join(', ');
  console.error(`${machine}: ${generated.length - paths.length} paths of ${left} left out: no HTTP player (they run inside the console; use --format md or json)`);
  if (paths.length === 0) process.exit(2);
}
if (format === 'playwright') {
  const files = await writePlaywrightProject(machine, paths, out!);
  console.log(`Wrote ${files.length} files to ${out}: ${files.join(', ')}\nRun: BASE_URL=http://localhost:5173 [SIM_CONTROL_KEY=…] [ACCOUNTS_FILE=accounts.json] npx playwright test -c ${out}`);
} else console.log(format === 'json' ? toJson(machine, paths) : toMarkdown(machine, paths));
