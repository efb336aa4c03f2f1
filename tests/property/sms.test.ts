import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { smsSegments } from '../../src/domain/sms';

const textOf = (min: number, max: number, chars = 'ab 1,报警设备😀') =>
  fc.array(fc.constantFrom(...chars), { minLength: min, maxLength: max }).map((a) => a.join(''));

describe('smsSegments', () => {
  it('counts nothing for an empty text', () => {
    expect(smsSegments('')).toBe(0);
  });

  it('sends up to 70 characters as one message, Chinese and emoji counted once', () => {
    fc.assert(
      fc.property(textOf(1, 70), (t) => {
        expect(smsSegments(t)).toBe(1);
      }),
    );
    expect(smsSegments('报'.repeat(70))).toBe(1);
    expect(smsSegments('😀'.repeat(70))).toBe(1);
  });

  it('splits a longer text into parts of 67', () => {
    fc.assert(
      fc.property(textOf(71, 700), (t) => {
        const n = [...t].length;
        const parts = smsSegments(t);
        expect(parts).toBe(Math.ceil(n / 67));
        // Every part but the last is full, and the last holds at least one character.
        expect((parts - 1) * 67).toBeLessThan(n);
        expect(parts * 67).toBeGreaterThanOrEqual(n);
      }),
    );
    expect(smsSegments('a'.repeat(71))).toBe(2);
    expect(smsSegments('a'.repeat(134))).toBe(2);
    expect(smsSegments('a'.repeat(135))).toBe(3);
  });

  it('never counts fewer parts for a longer text', () => {
    fc.assert(
      fc.property(textOf(0, 300), textOf(1, 100), (t, more) => {
        expect(smsSegments(t + more)).toBeGreaterThanOrEqual(smsSegments(t));
      }),
    );
  });
});
