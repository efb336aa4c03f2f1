// `npm run check`'s dead-code check: every file of src/, simulator/ and scripts/ is reached from an entry point,
// and every exported value is imported somewhere (tests count as users). Prints what is not and exits 1.
// Run alone: `npx tsx scripts/deadExports.ts`.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT, readGraph, type ModuleInfo } from './moduleGraph';

const CHECKED = ['src', 'simulator', 'scripts'];

/** Where the program starts: everything else must be reached from here (or from a test). */
const ENTRIES: RegExp[] = [
  /^tests\//,
  // Component tests sit beside the screens they test.
  /\.test\.tsx?$/,
  /^(vite|vitest|vitest\.browser)\.config\.ts$/,
  /^src\/ui\/app\/main\.tsx$/, // index.html's script
  /^simulator\/(cli|qaCli)\.ts$/, // npm run sim, the QA command line
  /^simulator\/server\/main\.ts$/, // npm start, npm run serve
  /^scripts\/[^/]+\.(ts|mjs)$/, // npm run <script>, each file a command (bench-*.ts loaded by bench.mjs)
  /^scripts\/build\//, // Vite plugins' helpers, loaded by vite.config.ts through runnerImport
  /^scripts\/benchFloor\/floor\.tsx$/, // the bench's bare list page (scripts/benchFloor/index.html)
];

/** Exports read by a tool rather than imported: a file's default export for bench.mjs, Vite's config. */
const isEntry = (file: string): boolean => ENTRIES.some((re) => re.test(file));

export function findDead(graph: Map<string, ModuleInfo>): { files: string[]; exports: string[] } {
  const used = new Map<string, Set<string>>();
  const markUsed = (file: string, name: string): boolean => {
    const set = used.get(file) ?? new Set<string>();
    used.set(file, set);
    if (set.has(name)) return false;
    set.add(name);
    return true;
  };
  for (const mod of graph.values()) for (const e of mod.edges) for (const n of e.names) markUsed(e.to, n);
  // A name asked of a file that re-exports everything (`export * from`) is asked of the file behind it.
  let changed = true;
  while (changed) {
    changed = false;
    for (const mod of graph.values()) {
      const asked = used.get(mod.file);
      if (!asked) continue;
      for (const e of mod.edges) {
        if (!e.reExportAll) continue;
        for (const n of asked) if (n !== 'default' && !mod.exports.has(n) && markUsed(e.to, n)) changed = true;
      }
    }
  }

  const reached = new Set<string>();
  const stack = [...graph.keys()].filter(isEntry);
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const e of graph.get(file)?.edges ?? []) stack.push(e.to);
  }

  const inScope = (file: string): boolean => CHECKED.some((dir) => file.startsWith(`${dir}/`));
  const files = [...graph.keys()].filter((f) => inScope(f) && !reached.has(f)).sort();
  const exports: string[] = [];
  for (const mod of graph.values()) {
    if (!inScope(mod.file) || isEntry(mod.file) || !reached.has(mod.file)) continue;
    const asked = used.get(mod.file);
    if (asked?.has('*')) continue;
    // Exported types that name a function's parameters or results are part of its signature: only values count.
    for (const name of mod.exports) if (!asked?.has(name) && !mod.typeExports.has(name)) exports.push(`${mod.file}: ${name}`);
  }
  return { files, exports: exports.sort() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const dead = findDead(readGraph([...CHECKED, 'tests']));
  const ms = Math.round(performance.now() - started);
  // Known leftovers (scripts/deadExports.known.txt) pass; a line that is no longer dead is only mentioned.
  const known = new Set(
    readFileSync(resolve(ROOT, 'scripts/deadExports.known.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  const { files } = dead;
  const exports = dead.exports.filter((e) => !known.has(e));
  const fixed = [...known].filter((e) => !dead.exports.includes(e));
  if (fixed.length > 0) console.log(`no longer dead, remove from scripts/deadExports.known.txt: ${fixed.join(', ')}`);
  for (const f of files) console.error(`unused file: ${f}`);
  for (const e of exports) console.error(`unused export: ${e}`);
  if (files.length + exports.length > 0) {
    console.error(`${files.length} unused files, ${exports.length} unused exports (${ms} ms). Remove them, or the export keyword.`);
    process.exit(1);
  }
  console.log(`dead code: none in ${CHECKED.join(', ')} (${ms} ms)`);
}
