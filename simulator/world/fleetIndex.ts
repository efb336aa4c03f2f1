import type { Device, Membership, World } from './types';

// Indexes over the world's two big collections, so that a list call of a user with 15,000 devices in a fleet of
// 100,000 reads that user's rows instead of scanning every device and every role (docs/architecture.md, issue 17).
//
// The world is mutated in many places (handlers, control API, scenarios, tests) by two moves only: `push` onto
// `world.devices` / `world.memberships`, or replacing the array with a filtered copy. The index therefore keeps
// itself in step instead of trusting every call site: each read checks the array it was built from, indexes only
// the appended tail after a push, and rebuilds after a replacement. A splice or an index assignment in place would
// escape it; nothing does either (tests/property/fleetIndex.property.test.ts checks the index against full scans).
// The identities it keys on (Device.machine_id, Membership.userId and .machineId) never change after creation;
// fields that do change (eid, limitAuthority, online…) are read from the records at query time, never indexed.

type Tracked<T> = { source: T[]; length: number; last: T | undefined };

function inStep<T>(tracked: Tracked<T> | undefined, list: T[]): 'same' | 'appended' | 'stale' {
  if (!tracked || tracked.source !== list || list.length < tracked.length) return 'stale';
  // The record last indexed must still sit where it was: a removal in place would have moved it.
  if (tracked.length > 0 && list[tracked.length - 1] !== tracked.last) return 'stale';
  return list.length === tracked.length ? 'same' : 'appended';
}

type DeviceIndex = Tracked<Device> & { byId: Map<number, Device> };
type MembershipIndex = Tracked<Membership> & { byUser: Map<number, Membership[]>; byMachine: Map<number, Membership[]> };

const deviceIndexes = new WeakMap<World, DeviceIndex>();
const membershipIndexes = new WeakMap<World, MembershipIndex>();

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function deviceIndex(world: World): DeviceIndex {
  const list = world.devices;
  let index = deviceIndexes.get(world);
  const state = inStep(index, list);
  if (state === 'same') return index!;
  if (state === 'stale' || !index) {
    index = { source: list, length: 0, last: undefined, byId: new Map() };
    deviceIndexes.set(world, index);
  }
  for (let i = index.length; i < list.length; i += 1) {
    const device = list[i]!;
    // The first of two devices with one id wins, as `find` over the array would.
    if (!index.byId.has(device.machine_id)) index.byId.set(device.machine_id, device);
  }
  index.length = list.length;
  index.last = list[list.length - 1];
  return index;
}

function membershipIndex(world: World): MembershipIndex {
  const list = world.memberships;
  let index = membershipIndexes.get(world);
  const state = inStep(index, list);
  if (state === 'same') return index!;
  if (state === 'stale' || !index) {
    index = { source: list, length: 0, last: undefined, byUser: new Map(), byMachine: new Map() };
    membershipIndexes.set(world, index);
  }
  for (let i = index.length; i < list.length; i += 1) {
    const membership = list[i]!;
    addTo(index.byUser, membership.userId, membership);
    addTo(index.byMachine, membership.machineId, membership);
  }
  index.length = list.length;
  index.last = list[list.length - 1];
  return index;
}

const NONE: readonly Membership[] = Object.freeze([]);

/** The device with this id (the first one in `world.devices`), as `world.devices.find` would answer. */
export function deviceById(world: World, machineId: number): Device | undefined {
  return deviceIndex(world).byId.get(machineId);
}

/** The user's roles, in `world.memberships` order. Read only: the world changes through its own array. */
export function membershipsOfUser(world: World, userId: number): readonly Membership[] {
  return membershipIndex(world).byUser.get(userId) ?? NONE;
}

/** The roles on one device, in `world.memberships` order. Read only. */
export function membershipsOfDevice(world: World, machineId: number): readonly Membership[] {
  return membershipIndex(world).byMachine.get(machineId) ?? NONE;
}
