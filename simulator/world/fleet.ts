// The fleet's life and its control: devices added in bulk, codes that exist or not, online state that flaps.
// Everything draws from a seeded generator so that a seed and the same steps give the same fleet.
import { PLACES } from './places';
import { linkOf, nearPlace } from './deviceDraws';
import { createRandom, digitsOf, hexOf, type Random } from './random';
import type { Device, LimitAuthority, Membership, World } from './types';
import { deviceByCode, membershipsOfDevice } from './fleetIndex';
import { nextId } from './ids';

export const MODELS = ['V-BOX E-4G', 'V-BOX E-WiFi', 'V-BOX H-LAN', 'HMI T070', 'HMI T100', 'GW-Lite'];
export const VERSIONS = ['1.4.2', '1.5.0', '2.0.3', '2.1.0'];
const KINDS = ['Press', 'Boiler', 'Chiller', 'Mixer', 'Pump', 'Kiln', '注塑机', '空压机', '包装线'];


/** A random generator for fleet changes, derived from the world's seed and how far the world has come. */
function fleetRandom(world: World, salt: number): Random {
  return createRandom((world.seed * 7919 + world.nextMachineId * 31 + salt) >>> 0);
}

export type NewDevice = { machineCode?: string; password?: string; online?: boolean; eid?: number };

/** The codes in use, upper-cased: built once per batch of new devices, not once per device. */
export function takenCodes(world: World): Set<string> {
  return new Set(world.devices.map((d) => d.machine_code.toUpperCase()));
}

/**
 * A device with no owner yet (fresh from the factory), with a unique code. A caller adding many passes `taken`
 * (takenCodes) and it is kept up to date, so that a batch costs one pass over the fleet, not one per device.
 */
export function createDevice(world: World, options: NewDevice = {}, now = Date.now(), taken?: Set<string>): Device {
  const rng = fleetRandom(world, 1);
  const codes = taken ?? (options.machineCode === undefined ? takenCodes(world) : undefined);
  let machineCode = options.machineCode ?? hexOf(rng, 16);
  while (options.machineCode === undefined && codes?.has(machineCode.toUpperCase())) machineCode = hexOf(rng, 16);
  codes?.add(machineCode.toUpperCase());
  const place = rng.pick(PLACES);
  const model = rng.pick(MODELS);
  const machineId = world.nextMachineId;
  world.nextMachineId += 1;
  const password = options.password ?? digitsOf(rng, 6);
  const online = options.online ?? rng.chance(0.6);
  const device: Device = {
    machine_id: machineId,
    machine_name: `${rng.pick(KINDS)}-${String(machineId % 1000).padStart(3, '0')}`,
    machine_code: machineCode,
    alias: '',
    machineRemark: '',
    maintenanceRemark: '',
    checkType: 0,
    hasPasswd: password !== '',
    password,
    project: '',
    ...nearPlace(rng, place),
    online,
    version: rng.pick(VERSIONS),
    model,
    groups: [],
    ...linkOf(rng, model, online),
    registtime: Math.floor(now / 1000),
    eid: options.eid ?? 0,
    deviceId: hexOf(rng, 24).toLowerCase(),
    locationType: 'auto',
    locationWay: 0,
    maintainstart: '',
    maintainstop: '',
    cloudState: 1,
    emq_project_id: null,
    ezviz_account_id: null,
  };
  world.devices.push(device);
  return device;
}

/** Gives `userId` a role on the device, newest acquisition first in the lists. */
export function grant(world: World, userId: number, machineId: number, limitAuthority: LimitAuthority, now: number, groupIds: string[] = []): Membership {
  const membership: Membership = {
    userId,
    machineId,
    limitAuthority,
    since: now,
    groupIds,
    visitTime: limitAuthority <= 1 ? -1 : 0,
    visitTimeId: nextId(world),
    access: 'readWrite',
  };
  world.memberships.push(membership);
  return membership;
}

/** POST /__sim/devices: N new devices owned by `userId` (or unowned when undefined). */
export function addDevices(world: World, count: number, userId: number | undefined, now: number): Device[] {
  const added: Device[] = [];
  const taken = takenCodes(world);
  for (let i = 0; i < count; i += 1) {
    const device = createDevice(world, {}, now, taken);
    // Each a millisecond apart so that "newest first" keeps the order they were added in.
    if (userId !== undefined) grant(world, userId, device.machine_id, 3, now + i);
    added.push(device);
  }
  return added;
}

export function findByCode(world: World, machineCode: string): Device | undefined {
  return deviceByCode(world, machineCode);
}

export function ownerOf(world: World, machineId: number): Membership | undefined {
  return membershipsOfDevice(world, machineId).find((m) => m.limitAuthority === 3);
}

/** A device leaves the cloud: with it go every role on it, its applications and its alarms. */
export function removeDevice(world: World, machineId: number): void {
  world.devices = world.devices.filter((d) => d.machine_id !== machineId);
  world.memberships = world.memberships.filter((m) => m.machineId !== machineId);
  world.applications = world.applications.filter((a) => a.machineId !== machineId);
  world.alarms = world.alarms.filter((a) => a.machineId !== machineId);
}

/** POST /__sim/machine-code: makes a machine code exist (unowned, with a password) or not. */
export function setCodeExists(world: World, machineCode: string, exists: boolean, password: string | undefined, now: number): Device | undefined {
  const current = findByCode(world, machineCode);
  if (!exists) {
    if (current) removeDevice(world, current.machine_id);
    return undefined;
  }
  if (current) {
    if (password !== undefined) {
      current.password = password;
      current.hasPasswd = password !== '';
    }
    return current;
  }
  return createDevice(world, { machineCode: machineCode.trim(), password }, now);
}

export function setOnline(device: Device, online: boolean): void {
  device.online = online;
  if (!online) device.ip = '';
  else if (!device.ip) device.ip = `10.${device.machine_id % 250}.${(device.machine_id >> 8) % 250}.${(device.machine_id % 253) + 1}`;
}

/**
 * One flapping step: `count` devices chosen by the seeded generator of step `step` change state.
 * The same world and the same steps give the same states.
 */
export function flapStep(world: World, step: number, count: number): Device[] {
  if (world.devices.length === 0 || count <= 0) return [];
  const rng = createRandom((world.seed * 104_729 + step * 8191) >>> 0);
  const changed: Device[] = [];
  for (let i = 0; i < count; i += 1) {
    const device = rng.pick(world.devices);
    setOnline(device, !device.online);
    changed.push(device);
  }
  return changed;
}

const SCAN_PREFIX = 'HWSCAN-';

/**
 * The binding code a device offers on its screen (and its label) while nobody owns it: the cloud resolves it to
 * the device's code and password, so scanning it stands for reading both off the device.
 */
export function scanCodeOf(device: Device): string {
  return `${SCAN_PREFIX}${device.deviceId}`;
}

export function deviceOfScanCode(world: World, scanCode: string): Device | undefined {
  const text = scanCode.trim();
  if (!text.startsWith(SCAN_PREFIX)) return undefined;
  const deviceId = text.slice(SCAN_PREFIX.length).toLowerCase();
  return world.devices.find((d) => d.deviceId === deviceId);
}
