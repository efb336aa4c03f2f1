// `npm install` prints no engine warning on the Node version the README asks for: every package the lock file
// installs accepts it (content-disposition and cookie are pinned to Node 20 versions through "overrides").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Version = [number, number, number];
const parse = (text: string): Version => {
  const [a = 0, b = 0, c = 0] = text.replace(/^v/, '').split('.').map((n) => (/^\d+$/.test(n) ? Number(n) : 0));
  return [a, b, c];
};
const compare = (x: Version, y: Version) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2];

/**
 * Whether `version` satisfies an engines range of the shapes npm packages use (>=, >, <, <=, ^, ~, x.y, a - b, ||).
 * A range it cannot read throws: counting it as met would let a package that refuses the project's Node through.
 */
export function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  return range.split('||').some((alternative) =>
    alternative.replace(/([\d.x*]+)\s+-\s+([\d.x*]+)/g, '>=$1 <=$2').replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1').trim().split(/\s+/).filter(Boolean).every((comparator) => {
      const match = /^(>=|<=|>|<|\^|~|=)?\s*v?(\d+(?:\.(?:\d+|x|\*)){0,2}|\*|x)$/.exec(comparator);
      if (!match) throw new Error(`cannot read the engines range "${range}"`);
      const [, op = '=', raw = ''] = match;
      const bound = parse(raw);
      const parts = raw.split('.').filter((p) => /^\d+$/.test(p)).length;
      const c = compare(v, bound);
      // A partial bound names every version it starts: <=20 is below 21, >20 is from 21 on.
      const prefix = compare([...v.slice(0, parts), 0, 0, 0].slice(0, 3) as Version, bound);
      if (op === '>=') return c >= 0;
      if (op === '>') return parts < 3 ? prefix > 0 : c > 0;
      if (op === '<=') return parts < 3 ? prefix <= 0 : c <= 0;
      if (op === '<') return c < 0;
      if (op === '^') return c >= 0 && v[0] === bound[0];
      if (op === '~') return c >= 0 && v[0] === bound[0] && v[1] === bound[1];
      // A bare "20" or "20.19" is a range of its own.
      return v.slice(0, parts).every((n, i) => n === bound[i]);
    }));
}

const root = process.cwd();
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string; engines?: { node?: string } | string[] }> };

describe('engines', () => {
  it('reads the ranges packages use', () => {
    expect(satisfies('20.19.0', '>=22')).toBe(false);
    expect(satisfies('20.19.0', '>=18')).toBe(true);
    expect(satisfies('20.19.0', '20 || >=22')).toBe(true);
    expect(satisfies('20.19.0', '^12.22.0 || ^14.17.0 || >=16.0.0')).toBe(true);
    expect(satisfies('20.19.0', '^18.18.0 || ^20.9.0 || >=21.1.0')).toBe(true);
    expect(satisfies('20.19.0', '18 - 20')).toBe(true);
    expect(satisfies('20.19.0', '14 - 18')).toBe(false);
    expect(satisfies('20.19.0', '*')).toBe(true);
    expect(() => satisfies('20.19.0', 'node20')).toThrow(/cannot read/);
    expect(() => satisfies('20.19.0', '>=20 <=latest')).toThrow(/cannot read/);
  });

  it('every installed package accepts the lowest Node the project supports', () => {
    const lowest = pkg.engines.node.replace(/^>=\s*/, '');
    const refusing = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!wanted) return [];
      try {
        return satisfies(lowest, wanted) ? [] : [`${path}@${entry.version}: node ${wanted}`];
      } catch (error) {
        return [`${path}@${entry.version}: ${(error as Error).message}`];
      }
    });
    expect(refusing).toEqual([]);
  });
});
