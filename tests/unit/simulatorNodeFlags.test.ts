// The simulator's server runs with the same Node flags however it is started: `npm start` and the serve bench spawn
// it with SIMULATOR_NODE_FLAGS, while `npm run serve` and `npm run bench` (whose process hosts the server and its
// floors) name the flags on their own command lines in package.json, which cannot import them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SIMULATOR_NODE_FLAGS } from '../../scripts/simulatorNodeFlags.mjs';

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('the simulator\'s Node flags', () => {
  it.each(['serve', 'bench'])('npm run %s starts node with every one of them', (name) => {
    const words = (scripts[name] ?? '').split(/\s+/);
    expect(words[0]).toBe('node');
    for (const flag of SIMULATOR_NODE_FLAGS) expect(words).toContain(flag);
  });
});
