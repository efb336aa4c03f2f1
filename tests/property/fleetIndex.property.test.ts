// The simulator's fleet index (simulator/world/fleetIndex.ts) answers exactly what a full scan of the world
// answers, after any sequence of the ways the world changes: devices added (one, in bulk, by code), roles granted
// (fleet and authority records), roles ended (owner delete, member delete, blacklist), devices removed, ownership
// transferred in place, devices moved between enterprises, and arrays replaced wholesale.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { blacklistUser, grant as grantRole, membersOf, membershipOf as roleRecordOf, ownerOf as roleOwnerOf } from '../../simulator/world/applications';
import { createWorld } from '../../simulator/world/createWorld';
import { devicesHeldBy, membershipOf } from '../../simulator/world/devices';
import { addDevices, grant, ownerOf, removeDevice, setCodeExists } from '../../simulator/world/fleet';
import { deviceById, devicesOfUser, membershipsOfDevice, membershipsOfUser } from '../../simulator/world/fleetIndex';
import type { LimitAuthority, World } from '../../simulator/world/types';

const USERS = [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 4242];
const EIDS = [0, 200, 201];

type Step =
  | { kind: 'addDevices'; count: number; user: number | undefined }
  | { kind: 'grant'; user: number; device: number; limit: LimitAuthority }
  | { kind: 'grantRole'; user: number; device: number; limit: LimitAuthority }
  | { kind: 'ownerDeletes'; device: number }
  | { kind: 'memberDeletes'; user: number; device: number }
  | { kind: 'blacklist'; user: number; device: number }
  | { kind: 'removeDevice'; device: number }
  | { kind: 'codeGone'; device: number }
  | { kind: 'codeNew'; code: string }
  | { kind: 'transfer'; device: number; to: number }
  | { kind: 'moveEnterprise'; device: number; eid: number }
  | { kind: 'copyArrays' }
  | { kind: 'query'; user: number };

const user = fc.constantFrom(...USERS);
const pick = fc.nat({ max: 10_000 });
const limit = fc.constantFrom<LimitAuthority>(0, 1, 2, 3);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('addDevices' as const), count: fc.integer({ min: 1, max: 5 }), user: fc.option(user, { nil: undefined }) }),
  fc.record({ kind: fc.constant('grant' as const), user, device: pick, limit }),
  fc.record({ kind: fc.constant('grantRole' as const), user, device: pick, limit }),
  fc.record({ kind: fc.constant('ownerDeletes' as const), device: pick }),
  fc.record({ kind: fc.constant('memberDeletes' as const), user, device: pick }),
  fc.record({ kind: fc.constant('blacklist' as const), user, device: pick }),
  fc.record({ kind: fc.constant('removeDevice' as const), device: pick }),
  fc.record({ kind: fc.constant('codeGone' as const), device: pick }),
  fc.record({ kind: fc.constant('codeNew' as const), code: fc.stringMatching(/^[0-9A-F]{16}$/) }),
  fc.record({ kind: fc.constant('transfer' as const), device: pick, to: user }),
  fc.record({ kind: fc.constant('moveEnterprise' as const), device: pick, eid: fc.constantFrom(...EIDS) }),
  fc.constant({ kind: 'copyArrays' as const }),
  fc.record({ kind: fc.constant('query' as const), user }),
);

/** A device id of the world chosen by `n` (ids of removed devices stay possible: the index must know them gone). */
const idOf = (world: World, n: number) => (world.devices.length === 0 || n % 7 === 0 ? 50_001 + (n % 60) : world.devices[n % world.devices.length]!.machine_id);

function apply(world: World, s: Step, now: number): void {
  switch (s.kind) {
    case 'addDevices':
      addDevices(world, s.count, s.user, now);
      return;
    case 'grant':
      grant(world, s.user, idOf(world, s.device), s.limit, now);
      return;
    case 'grantRole':
      grantRole(world, idOf(world, s.device), s.user, s.limit, -1, now);
      return;
    case 'ownerDeletes': {
      // handlers/machine.ts machine/del by the owner: every role on the device ends.
      const id = idOf(world, s.device);
      world.memberships = world.memberships.filter((m) => m.machineId !== id);
      return;
    }
    case 'memberDeletes': {
      const gone = membershipOf(world, s.user, idOf(world, s.device));
      world.memberships = world.memberships.filter((m) => m !== gone);
      return;
    }
    case 'blacklist':
      blacklistUser(world, idOf(world, s.device), s.user, now);
      return;
    case 'removeDevice':
      removeDevice(world, idOf(world, s.device));
      return;
    case 'codeGone': {
      const device = deviceById(world, idOf(world, s.device));
      if (device) setCodeExists(world, device.machine_code, false, undefined, now);
      return;
    }
    case 'codeNew':
      setCodeExists(world, s.code, true, '123456', now);
      return;
    case 'transfer': {
      // handlers/admin.ts owner transfer: the records change in place, no array moves.
      const id = idOf(world, s.device);
      const owner = ownerOf(world, id);
      const next = membershipOf(world, s.to, id);
      if (owner && next && owner !== next) {
        owner.limitAuthority = 2;
        next.limitAuthority = 3;
      }
      return;
    }
    case 'moveEnterprise': {
      const device = world.devices.find((d) => d.machine_id === idOf(world, s.device));
      if (device) device.eid = s.eid;
      return;
    }
    case 'copyArrays':
      world.devices = [...world.devices];
      world.memberships = world.memberships.slice();
      return;
    case 'query':
      devicesHeldBy(world, s.user, 0);
      return;
  }
}

/** devicesHeldBy as it was before the index: a scan of every membership and every device. */
function heldByScan(world: World, userId: number, eid: number) {
  const byId = new Map(world.devices.map((d) => [d.machine_id, d]));
  const held = [];
  for (const membership of world.memberships) {
    if (membership.userId !== userId) continue;
    const device = byId.get(membership.machineId);
    if (device && device.eid === eid) held.push({ device, membership });
  }
  return held.sort((a, b) => b.membership.since - a.membership.since || b.device.machine_id - a.device.machine_id);
}

function expectInStep(world: World): void {
  const ids = new Set([...world.devices.map((d) => d.machine_id), ...world.memberships.map((m) => m.machineId), 49_999, 99_999]);
  for (const id of ids) {
    expect(deviceById(world, id)).toBe(world.devices.find((d) => d.machine_id === id));
    expect(membershipsOfDevice(world, id)).toEqual(world.memberships.filter((m) => m.machineId === id));
    expect(roleOwnerOf(world, id)).toBe(world.memberships.find((m) => m.machineId === id && m.limitAuthority === 3));
    expect(membersOf(world, id)).toEqual(world.memberships.filter((m) => m.machineId === id));
  }
  for (const userId of USERS) {
    const scan = world.memberships.filter((m) => m.userId === userId);
    const indexed = membershipsOfUser(world, userId);
    expect(indexed.length).toBe(scan.length);
    indexed.forEach((m, i) => expect(m).toBe(scan[i]));
    const devices = devicesOfUser(world, userId);
    expect(devices.length).toBe(scan.length);
    scan.forEach((m, i) => expect(devices[i]).toBe(world.devices.find((d) => d.machine_id === m.machineId)));
    for (const eid of EIDS) {
      const held = devicesHeldBy(world, userId, eid);
      const expected = heldByScan(world, userId, eid);
      expect(held.map((h) => [h.device, h.membership])).toEqual(expected.map((h) => [h.device, h.membership]));
      held.forEach((h, i) => expect(h.membership).toBe(expected[i]!.membership));
    }
    for (const id of [...ids].slice(0, 30)) {
      expect(membershipOf(world, userId, id)).toBe(world.memberships.find((m) => m.userId === userId && m.machineId === id));
      expect(roleRecordOf(world, id, userId)).toBe(world.memberships.find((m) => m.machineId === id && m.userId === userId));
    }
  }
}

describe('fleet index', () => {
  it('equals a full scan of the world after any sequence of changes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000 }), fc.array(step, { minLength: 1, maxLength: 40 }), (seed, steps) => {
        const world = createWorld({ seed, devices: 40 });
        expectInStep(world);
        steps.forEach((s, i) => {
          apply(world, s, 1_770_000_000_000 + i * 1_000);
          // Checked after some steps only, so that several changes also pile up between two reads.
          if (i % 3 === 2) expectInStep(world);
        });
        expectInStep(world);
      }),
      { numRuns: 60 },
    );
  });

  it('sees a record removed in place and a new world after a reset', () => {
    const world = createWorld({ seed: 3, devices: 30 });
    const first = world.memberships[0]!;
    expect(membershipsOfUser(world, first.userId)).toContain(first);
    // Nothing in the simulator splices, but if something did, the index must not answer with the removed record.
    world.memberships.splice(world.memberships.length - 1, 1);
    world.memberships.push({ ...first, userId: 4242 });
    expectInStep(world);
    const other = createWorld({ seed: 3, devices: 30 });
    expect(deviceById(other, 50_001)).toBe(other.devices[0]);
    expect(deviceById(other, 50_001)).not.toBe(world.devices[0]);
  });

  it("finds a role's device added after the role was first read, and a role added after that", () => {
    const world = createWorld({ seed: 5, devices: 10 });
    const template = world.memberships[0]!;
    world.memberships.push({ ...template, userId: 4343, machineId: 777_777 });
    expect(devicesOfUser(world, 4343)).toEqual([undefined]);
    const device = { ...world.devices[0]!, machine_id: 777_777, machine_code: 'LATE777777' };
    world.devices.push(device);
    expect(devicesOfUser(world, 4343)).toEqual([device]);
    world.memberships.push({ ...template, userId: 4343, machineId: device.machine_id });
    expect(devicesOfUser(world, 4343)).toEqual([device, device]);
  });
});
