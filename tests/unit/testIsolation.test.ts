// The Node tests share one module graph per worker (vitest.config.ts, isolate: false), so a test file that changes
// globals must be on the isolated list, or it leaks into whichever file its worker runs next.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPONENT_ISOLATED, ISOLATED } from '../../vitest.config';

const CHANGES_GLOBALS = /globalThis as|vi\.mock\(|vi\.doMock\(|vi\.stubGlobal|vi\.stubEnv|process\.env\.[A-Z_]+ ?=[^=]|Object\.defineProperty\(globalThis/;

function testFiles(dir: string, suffix = '.test.ts'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path, suffix);
    return entry.name.endsWith(suffix) ? [path] : [];
  });
}

describe('test isolation', () => {
  it('runs every Node test file that changes globals isolated', () => {
    const files = ['unit', 'property', 'model', 'sim'].flatMap((kind) => testFiles(join('tests', kind)));
    const changing = files.filter((file) => file !== join('tests', 'unit', 'testIsolation.test.ts') && CHANGES_GLOBALS.test(readFileSync(file, 'utf8')));
    expect(changing.length).toBeGreaterThan(0);
    expect(changing.filter((file) => !ISOLATED.includes(file.replaceAll('\\', '/')))).toEqual([]);
  });

  it('runs every component test file that changes globals isolated (a spy restored after each test is fine)', () => {
    const files = testFiles('src', '.test.tsx');
    expect(files.length).toBeGreaterThan(0);
    const changing = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return CHANGES_GLOBALS.test(text) || (/vi\.useFakeTimers/.test(text) && !/vi\.useRealTimers/.test(text));
    });
    expect(changing.filter((file) => !COMPONENT_ISOLATED.includes(file.replaceAll('\\', '/')))).toEqual([]);
  });

  it('has no browser test file that changes globals (they share one module graph per worker)', () => {
    const files = testFiles(join('tests', 'browser'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => CHANGES_GLOBALS.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
