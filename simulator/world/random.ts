// A small seeded PRNG so that one seed always yields the same world, in Node and in the browser alike.

export type Random = {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
};

/** mulberry32: 32-bit state, good enough spread for fixtures, identical on every JS engine. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    chance: (p) => next() < p,
  };
}

/** `length` upper-case hex digits (machine codes, device ids). */
export function hexOf(rng: Random, length: number): string {
  return Array.from({ length }, () => '0123456789ABCDEF'[rng.int(0, 15)]).join('');
}

/** `length` decimal digits (device passwords, ICCIDs). */
export function digitsOf(rng: Random, length: number): string {
  return Array.from({ length }, () => String(rng.int(0, 9))).join('');
}
