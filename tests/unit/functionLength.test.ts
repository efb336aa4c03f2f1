// No function outside tests is longer than MAX_FUNCTION_LINES (scripts/functionLength.ts measures them).
import { describe, expect, it } from 'vitest';
import { longFunctions, longFunctionsIn, MAX_FUNCTION_LINES } from '../../scripts/functionLength';

describe('function length outside tests', () => {
  it('measures declarations, arrows and methods by the lines they span, with their names', () => {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const text = `function long() {\n${body(5)}\n}\nconst arrow = () => {\n${body(2)}\n};\nclass A {\n  m() {\n${body(6)}\n  }\n}\n`;
    expect(longFunctionsIn('a.ts', text, 4).map((f) => [f.name, f.lines, f.line])).toEqual([['long', 7, 1], ['m', 8, 13]]);
  });

  it(`leaves none over ${MAX_FUNCTION_LINES} lines`, () => {
    const found = longFunctions(MAX_FUNCTION_LINES).map((f) => `${f.lines} lines: ${f.file}:${f.line} ${f.name}`);
    expect(found).toEqual([]);
  });
});
