// The README a new user meets fits two screens and leads to the docs; the docs speak of features, never of issue
// numbers, and every document they link to exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const docs = ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

describe('docs', () => {
  it('keeps the README to two screens', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(80);
  });

  it('names features, not issue numbers', () => {
    const found = docs.flatMap((file) =>
      readFileSync(join(root, file), 'utf8').split('\n').flatMap((line, i) => (/\bissues? \d+/i.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 80)}`] : [])));
    expect(found).toEqual([]);
  });

  it('links only to documents that exist', () => {
    const missing = docs.flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/\]\(([^)#:\s]+\.md)(?:#[^)]*)?\)/g)].flatMap(([, target]) => {
        const path = join(dirname(file), target!).replace(/\\/g, '/');
        return existsSync(join(root, path)) ? [] : [`${file} → ${path}`];
      }));
    expect(missing).toEqual([]);
  });
});
