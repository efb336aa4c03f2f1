// The longest functions of the code outside tests: function declarations, function expressions, arrows and methods,
// in .ts, .tsx and .mts files that are not declarations or tests, by the lines they span. A long function is where
// the next maintainer loses the thread: tests/unit/functionLength.test.ts keeps every one at MAX_FUNCTION_LINES or
// fewer, so a long one is split by what it does (see the screens' use… hooks and the simulator's handler groups).
// Read with the TypeScript parser only, like scripts/castCount.ts. Run alone: `npx tsx scripts/functionLength.ts 80`
// (the functions over 80 lines, longest first).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { CAST_ROOTS } from './castCount';
import { listFiles, ROOT } from './moduleGraph';

export const MAX_FUNCTION_LINES = 120;

const COUNTED = /\.(ts|tsx|mts)$/;
const NOT_COUNTED = /(\.d\.m?ts|\.test\.tsx?)$/;

export type LongFunction = { file: string; line: number; name: string; lines: number };

/** The functions of one file's text longer than `over` lines. */
export function longFunctionsIn(file: string, text: string, over: number): LongFunction[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const lines = source.getLineAndCharacterOfPosition(node.end).line - first + 1;
      if (lines > over) {
        const named = node.name ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name : undefined);
        found.push({ file, line: first + 1, name: named ? named.getText(source) : '(anonymous)', lines });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every function over `over` lines under `roots`, longest first. */
export function longFunctions(over: number, roots: readonly string[] = CAST_ROOTS): LongFunction[] {
  return roots
    .flatMap((root) => listFiles(root))
    .filter((file) => COUNTED.test(file) && !NOT_COUNTED.test(file))
    .flatMap((file) => longFunctionsIn(file, readFileSync(resolve(ROOT, file), 'utf8'), over))
    .sort((a, b) => b.lines - a.lines);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const over = Number(process.argv[2] ?? MAX_FUNCTION_LINES);
  const found = longFunctions(over);
  console.log(`functions over ${over} lines outside tests: ${found.length}`);
  for (const f of found) console.log(`${String(f.lines).padStart(4)} ${f.file}:${f.line} ${f.name}`);
}
