// How many type assertions the code outside tests holds: `x as T` (but not `as const`, which asserts nothing) and
// `<T>x`, in .ts, .tsx and .mts files that are not declarations or tests. tests/unit/castBudget.test.ts keeps the
// count under a budget, so a new cast is a decision someone takes, not a drift; parse at the edges instead (a zod
// schema, a type guard). Read with the TypeScript parser only (no type checking), like scripts/moduleGraph.ts.
// Run alone: `npx tsx scripts/castCount.ts` (the total, per folder, then the files with most casts).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { listFiles, ROOT } from './moduleGraph';

/** The folders of code that ships or runs the project: everything but tests/. */
export const CAST_ROOTS = ['src', 'simulator', 'scripts', 'proto'];

const COUNTED = /\.(ts|tsx|mts)$/;
const NOT_COUNTED = /(\.d\.m?ts|\.test\.tsx?)$/;

/** The code files under `roots` (project-relative paths) that are neither declarations nor tests. */
export function codeFilesOutsideTests(roots: readonly string[] = CAST_ROOTS): string[] {
  return roots.flatMap((root) => listFiles(root)).filter((file) => COUNTED.test(file) && !NOT_COUNTED.test(file));
}

/** One file's syntax tree (TSX for .tsx), parents set, no type checking. */
export function parseSource(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

/** The type assertions of one file's text. */
export function castsIn(file: string, text: string): number {
  const source = parseSource(file, text);
  let count = 0;
  const visit = (node: ts.Node): void => {
    const asserts = ts.isAsExpression(node) ? !(ts.isTypeReferenceNode(node.type) && node.type.typeName.getText(source) === 'const') : ts.isTypeAssertionExpression(node);
    if (asserts) count += 1;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return count;
}

/** The casts of every counted file under `roots` (project-relative paths), files without any left out. */
export function countCasts(roots: readonly string[] = CAST_ROOTS): Map<string, number> {
  const counts = new Map<string, number>();
  for (const file of codeFilesOutsideTests(roots)) {
    const count = castsIn(file, readFileSync(resolve(ROOT, file), 'utf8'));
    if (count > 0) counts.set(file, count);
  }
  return counts;
}

export const totalOf = (counts: ReadonlyMap<string, number>): number => [...counts.values()].reduce((a, b) => a + b, 0);

if (import.meta.url === `file://${process.argv[1]}`) {
  const counts = countCasts(process.argv.length > 2 ? process.argv.slice(2) : CAST_ROOTS);
  const byRoot = new Map<string, number>();
  for (const [file, count] of counts) byRoot.set(file.split('/')[0] ?? file, (byRoot.get(file.split('/')[0] ?? file) ?? 0) + count);
  console.log(`casts: ${totalOf(counts)} (${[...byRoot].map(([root, count]) => `${root} ${count}`).join(', ')})`);
  for (const [file, count] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${String(count).padStart(4)} ${file}`);
}
