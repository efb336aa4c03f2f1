// The wall's figures and its bounded pulses.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { alarmingDevices, keepPulses, onlineCounts } from '../../src/ui/wall/wallCounts';

describe('wall counts', () => {
  it('counts online and offline devices with the live state winning', () => {
    const devices = [{ id: 1, online: true }, { id: 2, online: false }, { id: 3, online: true }];
    expect(onlineCounts(devices, undefined)).toEqual({ online: 2, offline: 1 });
    expect(onlineCounts(devices, new Map([[1, false], [2, true]]))).toEqual({ online: 2, offline: 1 });
    expect(onlineCounts(devices, new Map([[1, false]]))).toEqual({ online: 1, offline: 2 });
  });

  it('counts each device with active alarms once', () => {
    expect(alarmingDevices([
      { machineId: 1, state: 'active' }, { machineId: 1, state: 'active' }, { machineId: 2, state: 'confirmed' }, { machineId: 3, state: 'active' },
    ])).toBe(2);
  });
});

describe('pulses', () => {
  it('renews a device’s pulse instead of doubling it, and drops pulses past their life', () => {
    const kept = keepPulses([{ machineId: 1, at: 0 }, { machineId: 2, at: 500 }], [{ machineId: 1, at: 1_000 }], 1_000, 600, 10);
    expect(kept).toEqual([{ machineId: 1, at: 1_000 }, { machineId: 2, at: 500 }]);
    expect(keepPulses(kept, [], 1_200, 600, 10)).toEqual([{ machineId: 1, at: 1_000 }]);
  });

  it('never keeps more than the maximum, newest first, one per device, however many alarms come', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ machineId: fc.integer({ min: 1, max: 500 }), at: fc.integer({ min: 0, max: 10_000 }) }), { maxLength: 2_000 }), fc.integer({ min: 1, max: 60 }), (added, max) => {
        const kept = keepPulses([], added, 10_000, 60_000, max);
        expect(kept.length).toBeLessThanOrEqual(max);
        expect(new Set(kept.map((p) => p.machineId)).size).toBe(kept.length);
        for (let i = 1; i < kept.length; i++) expect(kept[i - 1]!.at).toBeGreaterThanOrEqual(kept[i]!.at);
      }),
    );
  });
});
