// `npm run paths -- MACHINE [--format md|json|playwright] [--kind shortest|simple] [--variant NAME]`: the test paths
// xstate/graph generates from a machine of src/machines, as a bilingual test plan, JSON or a runnable test file.
import { resolve } from 'node:path';
import { toJson, toMarkdown, toPlaywright } from '../src/machines/pathFormats';
import { generatePaths, MACHINE_MODELS, MACHINE_NAMES, type PathKind } from '../src/machines/paths';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const format = flag('format') ?? 'md';
const kind = (flag('kind') ?? 'shortest') as PathKind;
const variant = flag('variant');
const machine = args[0];
if (!machine || !MACHINE_MODELS[machine] || !['md', 'json', 'playwright'].includes(format) || !['shortest', 'simple'].includes(kind)) {
  console.error(`Usage: npm run paths -- MACHINE [--format md|json|playwright] [--kind shortest|simple] [--variant NAME]
Machines: ${MACHINE_NAMES.join(', ')}
Variants: ${MACHINE_NAMES.map((m) => `${m}: ${MACHINE_MODELS[m]!.variants.map((v) => `"${v.name}"`).join(', ')}`).join('; ')}`);
  process.exit(1);
}
const paths = generatePaths(machine, kind, variant);
const root = resolve(new URL('..', import.meta.url).pathname).replace(/\\/g, '/');
console.log(format === 'json' ? toJson(machine, paths) : format === 'playwright' ? toPlaywright(machine, paths, root) : toMarkdown(machine, paths));
