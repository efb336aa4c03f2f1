// A scenario text deeper or bigger than any real one is refused before the YAML parser builds a node (docs/decisions.md, "Security":
// `a: ` and 100,000 `[` ended the process). The server answers 400 with the reason and keeps serving.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseScenario } from '../../simulator/scenario/spec';
import { TEXT_SHAPE_LIMITS, textShapeProblem } from '../../simulator/scenario/textShape';
import { startServer, type RunningServer } from '../../simulator/server/main';

const deep = (n: number) => `a: ${'['.repeat(n)}${']'.repeat(n)}`;

describe('the shape of a scenario text', () => {
  it('takes every bundled scenario', () => {
    for (const file of readdirSync('simulator/scenarios')) {
      expect(textShapeProblem(readFileSync(`simulator/scenarios/${file}`, 'utf8')), file).toBe('');
    }
  });

  it('refuses flow nesting past 64 levels, block nesting too, and quotes do not hide brackets from it', () => {
    expect(textShapeProblem(deep(60))).toBe('');
    expect(textShapeProblem(deep(65))).toMatch(/at most 64/);
    expect(textShapeProblem('a: "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["')).toBe('');
    expect(textShapeProblem(`a: [x '${'['.repeat(70)}`)).toMatch(/at most 64/);
    const block = Array.from({ length: 70 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n');
    expect(textShapeProblem(block)).toMatch(/at most 64/);
    expect(textShapeProblem(`${'- '.repeat(70)}x`)).toMatch(/at most 64/);
    expect(textShapeProblem("name: it's [hot]\ncontent: 'a # not a comment [['\n")).toBe('');
  });

  it('refuses more values than the node cap', () => {
    expect(textShapeProblem(`a: [${'1,'.repeat(TEXT_SHAPE_LIMITS.nodes)}1]`)).toMatch(/more than 250000 values/);
    expect(textShapeProblem('x: 1\n'.repeat(TEXT_SHAPE_LIMITS.nodes))).toMatch(/values/);
  });

  it('parseScenario refuses 100,000 nested brackets with the reason, without parsing', () => {
    expect(() => parseScenario(deep(100_000))).toThrow(/nests .*at most 64/);
  });
});

describe('POST /__sim/scenario', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, seed: 1, quiet: true });
  });
  afterAll(() => server.close());

  const load = (body: string, type: string) =>
    fetch(`${server.url}/__sim/scenario`, { method: 'POST', headers: { 'content-type': type, ...server.controlHeaders }, body });

  it('answers 400 with the reason to a deep YAML or JSON scenario, twice, and still serves', async () => {
    for (let i = 0; i < 2; i += 1) {
      const yaml = await load(deep(100_000), 'text/yaml');
      expect(yaml.status).toBe(400);
      expect(((await yaml.json()) as { error: string }).error).toMatch(/at most 64/);
    }
    const json = await load(`{"name": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`, 'application/json');
    expect(json.status).toBe(400);
    expect(((await json.json()) as { error: string }).error).toMatch(/at most 64/);
    const fine = await load(readFileSync('simulator/scenarios/quiet-shift.yaml', 'utf8'), 'text/yaml');
    expect(fine.status).toBe(200);
  });
});
