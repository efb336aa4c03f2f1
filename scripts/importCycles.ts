// `npm run check`'s cycle check: no circle of imports anywhere in src/, simulator/, scripts/ or tests/. Type-only
// imports count too (they vanish at run time, but a reader still goes round the circle; what both sides need goes
// in a file of its own), and so does a dynamic import() (it still loads the circle). Knip's own cycle check
// (`knip --cycles`) leaves type-only imports out, so this one stays.
// Run alone: `npx tsx scripts/importCycles.ts`.
import { readGraph, type ModuleInfo } from './moduleGraph';

/** Strongly connected components of more than one file (or a file importing itself), by Tarjan's algorithm. */
export function findCycles(graph: Map<string, ModuleInfo>): string[][] {
  const next = (file: string): string[] =>
    [...new Set((graph.get(file)?.edges ?? []).filter((e) => graph.has(e.to)).map((e) => e.to))];
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let counter = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    // Iterative depth-first search: the graph is deep enough to matter for the call stack.
    const work: { file: string; out: string[]; i: number }[] = [];
    const enter = (file: string): void => {
      index.set(file, counter);
      low.set(file, counter);
      counter += 1;
      stack.push(file);
      onStack.add(file);
      work.push({ file, out: next(file), i: 0 });
    };
    enter(root);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      if (top.i < top.out.length) {
        const to = top.out[top.i++]!;
        if (!index.has(to)) enter(to);
        else if (onStack.has(to)) low.set(top.file, Math.min(low.get(top.file)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(top.file)!));
      if (low.get(top.file) !== index.get(top.file)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== top.file);
      if (component.length > 1 || next(top.file).includes(top.file)) cycles.push(component.sort());
    }
  }
  return cycles;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const cycles = findCycles(readGraph(['src', 'simulator', 'scripts', 'tests']));
  const ms = Math.round(performance.now() - started);
  for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' ↔ ')}`);
  if (cycles.length > 0) {
    console.error(`${cycles.length} import cycles (${ms} ms): move what both sides need into a file of its own.`);
    process.exit(1);
  }
  console.log(`import cycles: none (${ms} ms)`);
}
