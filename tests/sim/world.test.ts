import { describe, expect, it } from 'vitest';
import { checkGroupName, checkMachineName, MACHINE_CODE_PATTERN } from '../../src/domain/validation';
import { createWorld, MIN_DEVICE_COUNT, worldOptionsFromEnv } from '../../simulator/world/createWorld';

describe('the seeded world', () => {
  it('seeds group names that follow the one group-name rule the console and the simulator ask (docs/decisions.md, "Console")', () => {
    for (const seed of [1, 7]) {
      const names = createWorld({ seed }).groups.map((g) => g.name);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(checkGroupName(name), name).toEqual({ ok: true });
    }
  });

  it('is the same for the same seed and differs for another', () => {
    expect(createWorld({ seed: 7 }).devices).toEqual(createWorld({ seed: 7 }).devices);
    expect(createWorld({ seed: 7 }).memberships).toEqual(createWorld({ seed: 7 }).memberships);
    expect(createWorld({ seed: 8 }).devices.map((d) => d.machine_code)).not.toEqual(createWorld({ seed: 7 }).devices.map((d) => d.machine_code));
  });

  it('has the requested number of devices, about 36 by default, and reads SIM_SEED and SIM_DEVICES', () => {
    expect(createWorld({ seed: 3, devices: 120 }).devices).toHaveLength(120);
    expect(createWorld().devices).toHaveLength(36);
    const fromEnv = createWorld(worldOptionsFromEnv({ SIM_SEED: '5', SIM_DEVICES: '50' }));
    expect(fromEnv.seed).toBe(5);
    expect(fromEnv.devices).toHaveLength(50);
    expect(createWorld({ devices: 2 }).devices).toHaveLength(MIN_DEVICE_COUNT);
  });

  it('keeps the demo accounts whatever the seed', () => {
    for (const seed of [1, 2, 99]) {
      const world = createWorld({ seed });
      expect(world.users.find((u) => u.phone === '13800138000')?.password).toBe('demo1234');
      expect(world.users.find((u) => u.email === 'ent@example.com')?.password).toBe('demo1234');
      expect(world.enterprises.filter((e) => e.memberIds.includes(1002)).map((e) => e.enableProject).sort()).toEqual([0, 1]);
      expect(world.enterprises.some((e) => e.memberIds.includes(1001))).toBe(false);
    }
  });

  it('gives every device exactly one owner and codes and names the console accepts', () => {
    const world = createWorld({ seed: 11, devices: 80 });
    for (const device of world.devices) {
      expect(world.memberships.filter((m) => m.machineId === device.machine_id && m.limitAuthority === 3)).toHaveLength(1);
      expect(device.machine_code).toMatch(MACHINE_CODE_PATTERN);
      expect(checkMachineName(device.machine_name)).toEqual({ ok: true });
      expect(Math.abs(device.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(device.lng)).toBeLessThanOrEqual(180);
    }
    expect(new Set(world.devices.map((d) => d.machine_code)).size).toBe(world.devices.length);
  });
});
