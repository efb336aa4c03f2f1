// Third-party linters read /openapi.json as any consumer would: Redocly's recommended rules and Spectral's
// spectral:oas ruleset must report no error (warnings, such as a missing licence, are allowed).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../src/domain/openapi/document';

const run = promisify(execFile);
const BIN = resolve(__dirname, '../../node_modules/.bin');
const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(buildOpenApi({ version: '1.0.0' })));
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Finding {
  rule: string;
  message: string;
  where: string;
}

/** Runs a linter that exits non-zero on errors; its JSON report is read either way. */
async function report(command: string, args: string[]): Promise<string> {
  try {
    return (await run(join(BIN, command), args, { env, maxBuffer: 32 * 1024 * 1024, timeout: 90_000 })).stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    if (failed.stdout) return failed.stdout;
    throw new Error(`${command} did not run: ${failed.stderr ?? String(error)}`);
  }
}

describe('/openapi.json under third-party linters', () => {
  it('has no Redocly error', async () => {
    const out = JSON.parse(await report('redocly', ['lint', file, '--format=json'])) as {
      problems: { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }[];
    };
    const errors: Finding[] = out.problems
      .filter((p) => p.severity === 'error')
      .map((p) => ({ rule: p.ruleId, message: p.message, where: p.location[0]?.pointer ?? '' }));
    expect(errors).toEqual([]);
  }, 120_000);

  it('has no Spectral error under spectral:oas', async () => {
    const rules = join(dir, 'spectral.yaml');
    writeFileSync(rules, 'extends: ["spectral:oas"]\n');
    const out = JSON.parse(await report('spectral', ['lint', '-r', rules, '-f', 'json', '--quiet', file]) || '[]') as {
      code: string; severity: number; message: string; path: string[];
    }[];
    // Severity 0 is an error; 1 a warning, 2 information, 3 a hint.
    const errors: Finding[] = out.filter((p) => p.severity === 0).map((p) => ({ rule: p.code, message: p.message, where: p.path.join('.') }));
    expect(errors).toEqual([]);
  }, 120_000);
});
