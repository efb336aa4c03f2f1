import type { Device, Membership, World } from './types';

// Indexes over the world's two big collections, so that a list call of a user with 15,000 devices in a fleet of
// 100,000 reads that user's rows instead of scanning every device and every role (docs/architecture.md, "The simulator as a QA product, and fleets beyond one process").
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

type DeviceIndex = { byId: Map<number, Device>; byCode: Map<string, Device> };
type MembershipIndex = { byUser: Map<number, Membership[]>; byMachine: Map<number, Membership[]> };

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * An index over one of the world's arrays, kept in step on each read: `add` takes the records pushed since the last
 * read; after a replacement or a removal the index is built afresh by `empty` and `add`.
 */
function trackedIndex<T, I>(list: (world: World) => T[], empty: () => I, add: (index: I, record: T) => void) {
  const indexes = new WeakMap<World, Tracked<T> & { index: I }>();
  return (world: World): I => {
    const records = list(world);
    let tracked = indexes.get(world);
    const state = inStep(tracked, records);
    if (state === 'same') return tracked!.index;
    if (state === 'stale' || !tracked) {
      tracked = { source: records, length: 0, last: undefined, index: empty() };
      indexes.set(world, tracked);
    }
    for (let i = tracked.length; i < records.length; i += 1) add(tracked.index, records[i]!);
    tracked.length = records.length;
    tracked.last = records[records.length - 1];
    return tracked.index;
  };
}

const deviceIndex = trackedIndex<Device, DeviceIndex>(
  (world) => world.devices,
  () => ({ byId: new Map(), byCode: new Map() }),
  // The first of two devices with one id (or one code) wins, as `find` over the array would.
  ({ byId, byCode }, device) => {
    if (!byId.has(device.machine_id)) byId.set(device.machine_id, device);
    const code = codeKey(device.machine_code);
    if (!byCode.has(code)) byCode.set(code, device);
  },
);

const membershipIndex = trackedIndex<Membership, MembershipIndex>(
  (world) => world.memberships,
  () => ({ byUser: new Map(), byMachine: new Map() }),
  ({ byUser, byMachine }, membership) => {
    addTo(byUser, membership.userId, membership);
    addTo(byMachine, membership.machineId, membership);
  },
);

const NONE: readonly Membership[] = Object.freeze([]);

/** The device with this id (the first one in `world.devices`), as `world.devices.find` would answer. */
export function deviceById(world: World, machineId: number): Device | undefined {
  return deviceIndex(world).byId.get(machineId);
}

/** Machine codes are matched without regard to case or surrounding blanks. */
const codeKey = (machineCode: string) => machineCode.trim().toUpperCase();

/**
 * The device with this machine code (the first one in `world.devices`), as a `find` over the array would answer:
 * a hash look-up, so a list call of thousands of codes costs thousands of steps, not millions (docs/decisions.md, "Security"). A code
 * never changes after the device is created (machine/update refuses another code).
 */
export function deviceByCode(world: World, machineCode: string): Device | undefined {
  return deviceIndex(world).byCode.get(codeKey(machineCode));
}

/**
 * The devices by id, as `deviceById` answers them, for a caller that looks up thousands in one synchronous run (a
 * list's witness): in step with `world.devices` only until the world next changes. Read only.
 */
export function devicesById(world: World): ReadonlyMap<number, Device> {
  return deviceIndex(world).byId;
}

/** Brings both indexes in step with the world now (after a large load), rather than at the next look-up. */
export function indexFleet(world: World): void {
  deviceIndex(world);
  membershipIndex(world);
}

/** The user's roles, in `world.memberships` order. Read only: the world changes through its own array. */
export function membershipsOfUser(world: World, userId: number): readonly Membership[] {
  return membershipIndex(world).byUser.get(userId) ?? NONE;
}

type UserDevices = { byId: ReadonlyMap<number, Device>; size: number; length: number; devices: (Device | undefined)[] };
const userDevices = new WeakMap<readonly Membership[], UserDevices>();

/**
 * The device of each of the user's roles, in the order of `membershipsOfUser` (undefined where no device has the
 * role's id): a list of 5,000 roles reads them in order rather than probing the index of a 100,000-device fleet once
 * per role on every call. Worked out again once either index has changed. Read only.
 */
export function devicesOfUser(world: World, userId: number): readonly (Device | undefined)[] {
  const memberships = membershipsOfUser(world, userId);
  const byId = deviceIndex(world).byId;
  const kept = userDevices.get(memberships);
  if (kept && kept.byId === byId && kept.size === byId.size && kept.length === memberships.length) return kept.devices;
  const devices = memberships.map((m) => byId.get(m.machineId));
  userDevices.set(memberships, { byId, size: byId.size, length: memberships.length, devices });
  return devices;
}

/** The roles on one device, in `world.memberships` order. Read only. */
export function membershipsOfDevice(world: World, machineId: number): readonly Membership[] {
  return membershipIndex(world).byMachine.get(machineId) ?? NONE;
}
