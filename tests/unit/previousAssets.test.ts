// `npm start` keeps the previous build's chunks beside the new ones for one build, so a tab open across the
// rebuild still finds them (scripts/previousAssets.mjs).
import { mkdtempSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper of the scripts
import { restoreAssets, setAsideAssets } from '../../scripts/previousAssets.mjs';

function build(dist: string, names: string[]) {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  for (const name of names) writeFileSync(join(dist, 'assets', name), name);
}

const set = setAsideAssets as (dist: string, aside: string) => string | undefined;
const restore = restoreAssets as (aside: string | undefined, dist: string) => number;

describe('previous build assets', () => {
  it('keeps the previous build beside the new one for one more build, then drops it', () => {
    const root = mkdtempSync(join(tmpdir(), 'assets-'));
    const dist = join(root, 'dist');
    const aside = join(root, 'aside');
    build(dist, ['Alarm-old1.js', 'shared-same.js']);

    let moved = set(dist, aside);
    build(dist, ['Alarm-new2.js', 'shared-same.js']);
    expect(restore(moved, dist)).toBe(1);
    expect(readdirSync(join(dist, 'assets')).filter((n) => !n.startsWith('.')).sort()).toEqual(['Alarm-new2.js', 'Alarm-old1.js', 'shared-same.js']);

    moved = set(dist, aside);
    build(dist, ['Alarm-new3.js', 'shared-same.js']);
    restore(moved, dist);
    expect(readdirSync(join(dist, 'assets')).filter((n) => !n.startsWith('.')).sort()).toEqual(['Alarm-new2.js', 'Alarm-new3.js', 'shared-same.js']);
  });

  it('does nothing without a previous build', () => {
    const root = mkdtempSync(join(tmpdir(), 'assets-'));
    expect(set(join(root, 'dist'), join(root, 'aside'))).toBeUndefined();
    expect(restore(undefined, join(root, 'dist'))).toBe(0);
  });
});
