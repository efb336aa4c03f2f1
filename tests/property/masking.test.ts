import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { maskPhone } from '../../src/domain/masking';

const phoneOf = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'0123456789+'), { minLength: min, maxLength: max }).map((a) => a.join(''));

/** [kept leading characters, stars] by length, straight from product.md section 5. */
function rule(length: number): [number, number] {
  if (length > 9) return [3, 4];
  if (length > 7) return [3, 3];
  if (length > 6) return [2, 3];
  return [2, 2];
}

describe('maskPhone', () => {
  it('keeps the length of every phone of 4 or more characters', () => {
    fc.assert(
      fc.property(phoneOf(4, 20), (p) => {
        expect(maskPhone(p)).toHaveLength(p.length);
      }),
    );
  });

  it('shows the leading characters and the tail, and stars over exactly the hidden middle', () => {
    fc.assert(
      fc.property(phoneOf(4, 20), (p) => {
        const [lead, stars] = rule(p.length);
        const masked = maskPhone(p);
        expect(masked.slice(0, lead)).toBe(p.slice(0, lead));
        expect(masked.slice(lead, lead + stars)).toBe('*'.repeat(stars));
        expect(masked.slice(lead + stars)).toBe(p.slice(lead + stars));
      }),
    );
  });

  it('never reveals a character of the hidden middle', () => {
    fc.assert(
      fc.property(phoneOf(4, 20), fc.constantFrom(...'0123456789'), fc.nat(), (p, other, pick) => {
        const [lead, stars] = rule(p.length);
        const i = lead + (pick % stars);
        const changed = p.slice(0, i) + (p[i] === other ? 'x' : other) + p.slice(i + 1);
        expect(maskPhone(changed)).toBe(maskPhone(p));
      }),
    );
  });

  it('masks a mainland mobile number as 138****5678', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('+8613812345678')).toBe('+86****2345678');
    expect(maskPhone('12345678')).toBe('123***78');
    expect(maskPhone('1234567')).toBe('12***67');
    expect(maskPhone('123456')).toBe('12**56');
  });

  it('shows nothing for a member without a phone', () => {
    expect(maskPhone('')).toBe('');
  });
});
