// The protobuf wire reader of the realtime frames (src/domain/realtime/wireReader.ts), rule by rule: varints and
// their limits, int32's low 32 bits, int64 past 2^53 and below zero, lengths inside the frame, and skipping.
import { describe, expect, it } from 'vitest';
import { int32, int64, lengthOf, reader, skip, string, varint } from '../../src/domain/realtime/wireReader';

const of = (...bytes: number[]) => reader(Uint8Array.from(bytes));
/** The varint encoding of a non-negative bigint (a negative one as its 64-bit two's complement). */
function encode(value: bigint): number[] {
  let v = BigInt.asUintN(64, value);
  const out: number[] = [];
  do {
    const low = Number(v & 0x7fn);
    v >>= 7n;
    out.push(v > 0n ? low | 0x80 : low);
  } while (v > 0n);
  return out;
}
const ZEROS_10 = [0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80];

describe('reader', () => {
  it('covers the whole buffer by default, or the part given', () => {
    const bytes = Uint8Array.from([1, 2, 3, 4]);
    expect(reader(bytes)).toEqual({ bytes, pos: 0, end: 4 });
    expect(reader(bytes, 1, 3)).toEqual({ bytes, pos: 1, end: 3 });
  });
});

describe('varint', () => {
  it('reads one to ten bytes, low group first, and moves past them', () => {
    const cases: [number[], number][] = [
      [[0x00], 0],
      [[0x7f], 127],
      [[0x80, 0x01], 128],
      [[0xac, 0x02], 300],
      [encode(2n ** 53n - 1n), 2 ** 53 - 1],
      [[...ZEROS_10.slice(0, 9), 0x01], 2 ** 63],
    ];
    for (const [bytes, value] of cases) {
      const r = of(...bytes, 0x55);
      expect(varint(r), bytes.join()).toBe(value);
      expect(r.pos).toBe(bytes.length);
    }
  });

  it('stops at the end of its part, not of the buffer', () => {
    expect(() => varint(of(0x80))).toThrow('truncated varint');
    expect(() => varint(reader(Uint8Array.from([0x80, 0x01]), 0, 1))).toThrow('truncated varint');
    expect(() => varint(of())).toThrow('truncated varint');
  });

  it('refuses more than ten bytes, as a WireError', () => {
    let error: unknown;
    try {
      varint(of(...ZEROS_10, 0x00));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('WireError');
    expect((error as Error).message).toBe('varint too long');
  });
});

describe('int32', () => {
  it('keeps the low 32 bits, signed', () => {
    const cases: [number[], number][] = [
      [[0x05], 5],
      [[0x80, 0x01], 128],
      [encode(2n ** 31n - 1n), 2 ** 31 - 1],
      [encode(2n ** 31n), -(2 ** 31)],
      [encode(-1n), -1],
      [encode(-300n), -300],
      [encode(2n ** 35n), 0],
      [encode(2n ** 35n + 7n), 7],
    ];
    for (const [bytes, value] of cases) {
      const r = of(...bytes, 0x55);
      expect(int32(r), bytes.join()).toBe(value);
      expect(r.pos).toBe(bytes.length);
    }
  });

  it('stops at the end of its part and after ten bytes', () => {
    expect(() => int32(of(0x80))).toThrow('truncated varint');
    expect(() => int32(reader(Uint8Array.from([0x80, 0x01]), 0, 1))).toThrow('truncated varint');
    expect(() => int32(of(...ZEROS_10, 0x00))).toThrow('varint too long');
  });
});

describe('int64', () => {
  it('reads small values directly and large or negative ones exactly', () => {
    const cases: bigint[] = [0n, 1234n, 1_795_190_400_000n, 2n ** 53n - 1n, 2n ** 53n, 2n ** 60n + 2n ** 20n, 2n ** 63n - 1n, -1n, -5n, -(2n ** 40n), -(2n ** 63n)];
    for (const value of cases) {
      const bytes = encode(value);
      const r = of(...bytes, 0x55);
      expect(int64(r), String(value)).toBe(Number(value));
      expect(r.pos).toBe(bytes.length);
    }
  });
});

describe('lengthOf and string', () => {
  it('reads a length that fits in the part, up to its very end', () => {
    const r = of(0x03, 0x61, 0x62, 0x63);
    expect(lengthOf(r)).toBe(3);
    expect(r.pos).toBe(1);
    expect(() => lengthOf(of(0x04, 0x61, 0x62, 0x63))).toThrow('length beyond the frame');
    expect(() => lengthOf(reader(Uint8Array.from([0x03, 0x61, 0x62, 0x63]), 0, 3))).toThrow('length beyond the frame');
  });

  it('decodes UTF-8 text and moves past it; an empty text is empty', () => {
    const text = [...new TextEncoder().encode('héllo 设备')];
    const r = of(text.length, ...text, 0x00);
    expect(string(r)).toBe('héllo 设备');
    expect(r.pos).toBe(text.length + 1);
    expect(string(r)).toBe('');
    expect(r.pos).toBe(text.length + 2);
  });

  it('reads short and long texts alike, ASCII or not, a non-ASCII byte anywhere in them', () => {
    const texts = ['PN100123', 'a', 'c'.repeat(12), 'd'.repeat(13), `${'e'.repeat(11)}é`, 'x'.repeat(47), 'y'.repeat(48), 'z'.repeat(49), 'abc设备', '设备abc', `${'a'.repeat(46)}é`, `é${'b'.repeat(60)}`, '\u0000\u007f'];
    for (const text of texts) {
      const bytes = [...new TextEncoder().encode(text)];
      const r = of(...(bytes.length < 128 ? [bytes.length] : [(bytes.length & 0x7f) | 0x80, bytes.length >> 7]), ...bytes, 0x09);
      expect(string(r), text).toBe(text);
      expect(r.bytes[r.pos]).toBe(0x09);
    }
  });
});

describe('skip', () => {
  it('moves past a field of each known wire type', () => {
    const cases: [number, number[], number][] = [
      [0, [0x80, 0x01, 0x09], 2],
      [1, [1, 2, 3, 4, 5, 6, 7, 8, 9], 8],
      [5, [1, 2, 3, 4, 5], 4],
    ];
    for (const [type, bytes, pos] of cases) {
      const r = of(...bytes);
      skip(r, type);
      expect(r.pos, `type ${type}`).toBe(pos);
    }
  });

  // Once `r.pos += lengthOf(r)`, which added to the position before the length's own bytes: it landed short.
  it('moves past a length-delimited field, its length included', () => {
    const r = of(0x02, 0x61, 0x62, 0x63);
    skip(r, 2);
    expect(r.pos).toBe(3);
  });

  it('takes a fixed field that ends exactly at the end of its part', () => {
    const r = of(1, 2, 3, 4);
    skip(r, 5);
    expect(r.pos).toBe(4);
    const r8 = of(1, 2, 3, 4, 5, 6, 7, 8);
    skip(r8, 1);
    expect(r8.pos).toBe(8);
  });

  it('refuses a fixed field cut short, a length beyond the frame and an unknown wire type', () => {
    expect(() => skip(of(1, 2, 3), 5)).toThrow('truncated field');
    expect(() => skip(of(1, 2, 3, 4, 5, 6, 7), 1)).toThrow('truncated field');
    expect(() => skip(of(0x05, 0x61), 2)).toThrow('length beyond the frame');
    for (const type of [3, 4, 6, 7]) expect(() => skip(of(0, 0, 0, 0, 0, 0, 0, 0), type)).toThrow(`wire type ${type}`);
  });
});
