// The longest functions of the code outside tests: function declarations, function expressions, arrows and methods,
// in .ts, .tsx and .mts files that are not declarations or tests, by the lines they span. A long function is where
// the next maintainer loses the thread: tests/unit/functionLength.test.ts keeps every one at MAX_FUNCTION_LINES or
// fewer, so a long one is split by what it does (see the screens' use… hooks and the simulator's handler groups).
// Read with the TypeScript parser only, like scripts/castCount.ts. Run alone: `npx tsx scripts/functionLength.ts 80`
// (the functions over 80 lines, longest first).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { CAST_ROOTS, codeFilesOutsideTests, parseSource } from './castCount';
import { ROOT } from './moduleGraph';

export const MAX_FUNCTION_LINES = 120;

export type LongFunction = { file: string; line: number; name: string; lines: number };

/** The functions of one file's text longer than `over` lines. */
export function longFunctionsIn(file: string, text: string, over: number): LongFunction[] {
  const source = parseSource(file, text);
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
  return codeFilesOutsideTests(roots)
    .flatMap((file) => longFunctionsIn(file, readFileSync(resolve(ROOT, file), 'utf8'), over))
    .sort((a, b) => b.lines - a.lines);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const over = Number(process.argv[2] ?? MAX_FUNCTION_LINES);
  const found = longFunctions(over);
  console.log(`functions over ${over} lines outside tests: ${found.length}`);
  for (const f of found) console.log(`${String(f.lines).padStart(4)} ${f.file}:${f.line} ${f.name}`);
}
