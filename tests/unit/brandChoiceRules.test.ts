// The longest-pattern rule of resolveBrand (src/domain/brands.ts) and the table's required brands, on a made-up brand
// table: the real one (brands.data.ts) has no host nested in another brand's host, so it cannot show the rule.
import { describe, expect, it, vi } from 'vitest';
import type { Brand } from '../../src/domain/brandShape';

const brand = (id: string, kind: Brand['kind'], hosts: string[]) => ({ id, kind, hosts }) as unknown as Brand;
const TABLE = vi.hoisted(() => ({ list: [] as unknown[] }));
vi.mock('../../src/domain/brands.data', () => ({
  get BRAND_LIST() {
    return TABLE.list;
  },
}));

const A = brand('a', 'main', ['a.example']);
const C = brand('c', 'partner', ['c.b.a.example']);
const B = brand('b', 'partner', ['b.a.example']);
const E = brand('e', 'partner', ['c.b.a.example']);
const N = brand('n', 'neutral', []);

async function load(list: Brand[]) {
  TABLE.list = list;
  vi.resetModules();
  return import('../../src/domain/brands');
}

describe('resolveBrand on nested hosts', () => {
  it('gives a host to the brand with the longest matching pattern, wherever it is listed', async () => {
    const { resolveBrand } = await load([A, C, B, E, N]);
    expect(resolveBrand('x.c.b.a.example')).toBe(C);
    expect(resolveBrand('c.b.a.example')).toBe(C);
    expect(resolveBrand('x.b.a.example')).toBe(B);
    expect(resolveBrand('x.a.example')).toBe(A);
  });

  it('keeps a tie (two brands listing one host) for the brand listed first', async () => {
    const { resolveBrand } = await load([N, E, B, C, A]);
    expect(resolveBrand('x.c.b.a.example')).toBe(E);
  });
});

describe('the brand table', () => {
  it('must hold a main and a neutral brand', async () => {
    await expect(load([A])).rejects.toThrow('brands.data.ts must define a neutral brand');
    await expect(load([N])).rejects.toThrow('brands.data.ts must define a main brand');
  });
});
