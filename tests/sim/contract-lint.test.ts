// Third-party linters read /openapi.json as any consumer would: Redocly's recommended rules and Spectral's
// spectral:oas ruleset must report no error (warnings, such as a missing licence, are allowed).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lintReport } from './linters';
import { buildOpenApi } from '../../src/domain/openapi/document';

const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(buildOpenApi({ version: '1.0.0' })));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Finding {
  rule: string;
  message: string;
  where: string;
}

describe('/openapi.json under third-party linters', () => {
  it('has no Redocly error', async () => {
    const out = JSON.parse(await lintReport('redocly', ['lint', file, '--format=json'])) as {
      problems: { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }[];
    };
    const errors: Finding[] = out.problems
      .filter((p) => p.severity === 'error')
      .map((p) => ({ rule: p.ruleId, message: p.message, where: p.location[0]?.pointer ?? '' }));
    expect(errors).toEqual([]);
  }, 240_000);

  it('has no Spectral error under spectral:oas', async () => {
    const rules = join(dir, 'spectral.yaml');
    writeFileSync(rules, 'extends: ["spectral:oas"]\n');
    const out = JSON.parse(await lintReport('spectral', ['lint', '-r', rules, '-f', 'json', '--quiet', file]) || '[]') as {
      code: string; severity: number; message: string; path: string[];
    }[];
    // Severity 0 is an error; 1 a warning, 2 information, 3 a hint.
    const errors: Finding[] = out.filter((p) => p.severity === 0).map((p) => ({ rule: p.code, message: p.message, where: p.path.join('.') }));
    expect(errors).toEqual([]);
  }, 240_000);
});
