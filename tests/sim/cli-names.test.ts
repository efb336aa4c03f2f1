// Names a user types into the command lines are looked up as own entries only (docs/decisions.md, "Security": `npm run paths --
// constructor` printed a TypeError stack): `constructor`, `__proto__` and `toString` are unknown names like any other.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ownEntry } from '../../src/domain/ownEntry';
import { generatePaths } from '../../src/machines/paths';
import { CONTROL_CALLS, inputFromArgs } from '../../simulator/control/catalogue';

const run = promisify(execFile);
const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];

describe('names typed into the command lines', () => {
  it('ownEntry answers own entries only', () => {
    const record: Record<string, number> = { a: 1 };
    for (const name of INHERITED) expect(ownEntry(record, name)).toBeUndefined();
    expect(ownEntry(record, 'a')).toBe(1);
    expect(ownEntry(record, undefined)).toBeUndefined();
  });

  it('the path generator calls an inherited name an unknown machine', () => {
    for (const name of INHERITED) expect(() => generatePaths(name)).toThrow(/unknown machine/);
  });

  it('npm run paths prints its usage, not a stack, for constructor, __proto__ and toString', async () => {
    const answers = await Promise.all(['constructor', '__proto__', 'toString'].map((name) =>
      run(process.execPath, ['--import', 'tsx', 'scripts/paths.ts', name]).then(() => ({ code: 0, stderr: '' }), (error: { code: number; stderr: string }) => error)));
    for (const answer of answers) {
      expect(answer.code).toBe(1);
      expect(answer.stderr).toMatch(/^Usage: npm run paths/);
      expect(answer.stderr).not.toMatch(/TypeError|\n\s+at /);
    }
  }, 240_000);

  it('a generic control command reads an inherited field name as an unknown field', () => {
    const unlock = CONTROL_CALLS.find((c) => c.path === 'security/unlock')!;
    const answer = inputFromArgs(unlock, ['--account', '13800138000', '--constructor', '{"type":"string"}']);
    expect(answer.ok).toBe(false);
  });
});
