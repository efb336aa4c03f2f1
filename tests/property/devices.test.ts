// Machine codes as the fleet makes them and the console checks them; the icon a machine code gets.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkMachineCode, MACHINE_CODE_MAX, MACHINE_CODE_MIN } from '../../src/domain/validation';
import { iconMatcher } from '../../src/domain/machineIcon';
import type { MachineIcon } from '../../src/domain/wire/icon';
import { createWorld } from '../../simulator/world/createWorld';
import { addDevices, findByCode } from '../../simulator/world/fleet';
import { MACHINE_ICONS } from '../../simulator/handlers/icons';

const codeChar = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-'.split(''));
const wellFormed = fc.array(codeChar, { minLength: MACHINE_CODE_MIN, maxLength: MACHINE_CODE_MAX }).map((a) => a.join(''));

describe('machine codes', () => {
  it('every code the fleet adds is well formed, unique and found again by its code in any case', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 60 }), (seed, count) => {
        const world = createWorld({ seed });
        const added = addDevices(world, count, undefined, 0);
        for (const device of added) {
          expect(checkMachineCode(device.machine_code)).toEqual({ ok: true });
          expect(findByCode(world, device.machine_code.toLowerCase())).toBe(device);
        }
        expect(new Set(world.devices.map((d) => d.machine_code)).size).toBe(world.devices.length);
      }),
      { numRuns: 40 },
    );
  });

  it('a code is well formed exactly when it has 6 to 32 letters, digits or hyphens', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const expected = text.trim() !== '' && /^[A-Za-z0-9-]+$/.test(text) && text.length >= MACHINE_CODE_MIN && text.length <= MACHINE_CODE_MAX;
        expect(checkMachineCode(text).ok).toBe(expected);
      }),
    );
    fc.assert(fc.property(wellFormed, (code) => {
      expect(checkMachineCode(code).ok).toBe(true);
    }));
  });
});

const icon = (id: number, ranges: string): MachineIcon => ({ id, name: `i${id}`, ranges, image: `data:,${id}` });

describe('icon matching', () => {
  it('gives the first item whose pattern matches the code, as a linear reading of the list would', () => {
    const pattern = fc.constantFrom('^[0-3]', '^[4-9]', '^[A-F]', 'X', '-', '^AB', '\\d{4}$', '(', '[z-a]', '.');
    fc.assert(
      fc.property(fc.array(pattern, { maxLength: 6 }), fc.array(wellFormed, { minLength: 1, maxLength: 10 }), (patterns, codes) => {
        const items = patterns.map((p, i) => icon(i + 1, p));
        const match = iconMatcher(items);
        for (const code of codes) {
          const expected = items.find((item) => {
            try {
              return new RegExp(item.ranges).test(code);
            } catch {
              return false;
            }
          });
          // Asked twice: the cache must not change the answer.
          expect(match(code)).toBe(expected);
          expect(match(code)).toBe(expected);
        }
      }),
    );
  });

  it('a broken pattern never matches and never hides the items after it', () => {
    fc.assert(
      fc.property(wellFormed, (code) => {
        const match = iconMatcher([icon(1, '('), icon(2, '.')]);
        expect(match(code)?.id).toBe(2);
      }),
    );
  });

  it("the simulator's map gives every well-formed code an icon", () => {
    const match = iconMatcher(MACHINE_ICONS);
    fc.assert(fc.property(wellFormed, (code) => {
        expect(match(code)).toBeDefined();
      }));
  });
});
