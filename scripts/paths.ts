// `npm run paths -- MACHINE [--format md|json|playwright --out DIR] [--kind simple|shortest|edges|scenario] [--variant
// NAME]`: the test paths @xstate/graph generates from a machine of src/machines, as a bilingual test plan (with the
// machine's state diagram), JSON or a Playwright Test project (one spec per variant) that plays them against any
// cloud. Without --kind: exactly the paths the model tests play, numbered as the tests are.
import { toJson, toMarkdown } from '../src/machines/pathFormats';
import { writePlaywrightProject } from './pathsProject';
import { hasPlayer } from './conformance/players';
import { generatePaths, MACHINE_MODELS, MACHINE_NAMES, PATH_KINDS, type PathKind } from '../src/machines/paths';
import { ownEntry } from '../src/domain/ownEntry';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const format = flag('format') ?? 'md';
const kind = flag('kind') as PathKind | undefined;
const variant = flag('variant');
const out = flag('out');
const machine = args[0];
if (!machine || !ownEntry(MACHINE_MODELS, machine) || !['md', 'json', 'playwright'].includes(format) || (kind !== undefined && !PATH_KINDS.includes(kind)) || (format === 'playwright' && !out)) {
  console.error(`Usage: npm run paths -- MACHINE [--format md|json|playwright --out DIR] [--kind ${PATH_KINDS.join('|')}] [--variant NAME]
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
