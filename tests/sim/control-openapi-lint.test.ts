// GET /__sim/openapi.json as a consumer reads it: every control call has its answer's schema and its refusals
// (400, 401, 403, 404, 409, 413, 422 where they apply), the document names its server, and Redocly's recommended
// rules and Spectral's spectral:oas ruleset report no error.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lintReport } from './linters';
import { CONTROL_CALLS } from '../../simulator/control/catalogue';
import { controlOpenApi } from '../../simulator/control/openapi';

const dir = mkdtempSync(join(tmpdir(), 'control-openapi-'));
const file = join(dir, 'control-openapi.json');
const doc = controlOpenApi(CONTROL_CALLS) as { servers?: unknown[]; paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: unknown }>; $ref?: string }> }>> };
writeFileSync(file, JSON.stringify(doc));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the control API\'s OpenAPI document', () => {
  it('describes every call\'s answer and refusals, and names its server', () => {
    expect(doc.servers).toHaveLength(1);
    const statuses = new Set<string>();
    for (const c of CONTROL_CALLS) {
      const op = doc.paths[`/__sim/${c.path}`]?.[c.method.toLowerCase()];
      expect(op?.responses['200']?.content?.['application/json']?.schema, `${c.method} ${c.path}`).toBeDefined();
      expect(op?.responses['401'], `${c.method} ${c.path}`).toBeDefined();
      expect(op?.responses['403'], `${c.method} ${c.path}`).toBeDefined();
      for (const status of Object.keys(op?.responses ?? {})) statuses.add(status);
    }
    expect([...statuses].sort()).toEqual(['200', '400', '401', '403', '404', '409', '413', '422']);
    expect(doc.paths['/__sim/restore']!.post!.responses['422']).toBeDefined();
    expect(doc.paths['/__sim/scenario/run']!.post!.responses['409']).toBeDefined();
  });

  it('has no Redocly error', async () => {
    const out = JSON.parse(await lintReport('redocly', ['lint', file, '--format=json'])) as { problems: { ruleId: string; severity: string; message: string }[] };
    expect(out.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  }, 240_000);

  it('has no Spectral error under spectral:oas', async () => {
    const rules = join(dir, 'spectral.yaml');
    writeFileSync(rules, 'extends: ["spectral:oas"]\n');
    const out = JSON.parse(await lintReport('spectral', ['lint', '-r', rules, '-f', 'json', '--quiet', file]) || '[]') as { code: string; severity: number }[];
    expect(out.filter((p) => p.severity === 0).map((p) => p.code)).toEqual([]);
  }, 240_000);
});
