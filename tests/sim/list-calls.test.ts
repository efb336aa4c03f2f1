// List-taking calls stay linear and bounded (docs/decisions.md, "Security": 20,000 codes in one machine/machineStates held the event
// loop 14 s). Codes are looked up by index; a call names at most MACHINE_STATES_MAX codes.
import { describe, expect, it } from 'vitest';
import { MACHINE_STATES_MAX } from '../../src/domain/constants';
import { BusinessCode, normaliseCode } from '../../src/domain/resultCodes';
import type { MachineCodeState } from '../../src/domain/wire/machine';
import { deviceByCode } from '../../simulator/world/fleetIndex';
import { findByCode } from '../../simulator/world/fleet';
import { call, loginToken, simulatorPerTest } from './support';

const { sim } = simulatorPerTest();

describe('machine/machineStates', () => {
  it('refuses more than MACHINE_STATES_MAX codes in one call, before looking any up', async () => {
    const token = await loginToken('13800138000');
    const codes = Array.from({ length: MACHINE_STATES_MAX + 1 }, (_, i) => `NOPE-${String(i).padStart(6, '0')}`);
    const answer = await call('/api/machine/machineStates', { machineCodes: codes.join(',') }, { token });
    expect(normaliseCode(answer.hwcode)).toBe(BusinessCode.InvalidInput);
  });

  it('answers MACHINE_STATES_MAX codes, known ones in any case, unknown ones as not existing', async () => {
    const token = await loginToken('13800138000');
    const known = sim().world.devices.slice(0, 3).map((d) => d.machine_code);
    const codes = [known[0]!.toLowerCase(), ` ${known[1]!} `, known[2]!, ...Array.from({ length: MACHINE_STATES_MAX - 3 }, (_, i) => `NOPE-${i}`)];
    const states = (await call('/api/machine/machineStates', { machineCodes: codes.join(',') }, { token })).hwdata as MachineCodeState[];
    expect(states).toHaveLength(MACHINE_STATES_MAX);
    expect(states.slice(0, 3).every((s) => s.exists)).toBe(true);
    expect(states.slice(3).some((s) => s.exists)).toBe(false);
  });
});

describe('the machine code index', () => {
  it('answers as a scan of world.devices would, after pushes and replacements', () => {
    const world = sim().world;
    for (const device of world.devices) expect(deviceByCode(world, device.machine_code.toLowerCase())).toBe(world.devices.find((d) => d.machine_code.toUpperCase() === device.machine_code.toUpperCase()));
    const first = world.devices[0]!;
    world.devices = world.devices.filter((d) => d !== first);
    expect(findByCode(world, first.machine_code)).toBeUndefined();
    world.devices.push(first);
    expect(findByCode(world, ` ${first.machine_code.toLowerCase()} `)).toBe(first);
  });
});
