import { dayStart, SMS_DEFAULT_DEVICE_DAILY, SMS_DEFAULT_USER_DAILY, SMS_FORECAST_DAYS, transferStock } from '../../src/domain/smsQuota';
import type { AllocationRecord, EmailLogRow, Flag, Receiver, SaleRecord, SmsLogRow, SmsUsage } from '../../src/domain/wire/sms';
import type { Sim } from '../sim';
import { createRandom, type Random } from '../world/random';
import { nextId } from '../world/ids';
import type { World } from '../world/types';

// The SMS and e-mail side of the simulated cloud: settings per account (a user personally, or a user inside one
// enterprise), stocks, receivers, per-device switches, daily counters and the records. Kept per world, so a
// reset starts clean without touching the world's shared types.

const DAY_MS = 24 * 3600_000;
/** Every account starts with this personal stock (one recharge record), every enterprise with its pool. */
const STARTING_PERSONAL_STOCK = 100;
export const STARTING_ENTERPRISE_STOCK = 500;
/** What an enterprise allocates to each member when the member's account there is first used. */
const STARTING_ALLOCATION = 50;

export type SmsAccount = {
  userId: number;
  eid: number;
  smsFlag: Flag;
  emailFlag: Flag;
  userDaily: number;
  deviceDaily: number;
  /** eid 0: personal stock; otherwise what the enterprise allocated to this user. */
  stock: number;
  contacts: Receiver[];
  /** Warnings already told, key → day (each warning once a day). */
  warned: Map<string, number>;
};

export type SmsState = {
  accounts: Map<string, SmsAccount>;
  pools: Map<number, number>;
  deviceFlags: Map<number, { smsFlag: Flag; emailFlag: Flag }>;
  /** Segments delivered: `${userId}:${eid}:${day}` and `${userId}:${eid}:${machineId}:${day}`. */
  used: Map<string, number>;
  smsLog: SmsLogRow[];
  emailLog: EmailLogRow[];
  sales: Array<SaleRecord & { userId: number }>;
  allocations: AllocationRecord[];
  /** Share (0..1) of deliveries the gateway and mail server fail. */
  failShare: number;
  random: Random;
};

const states = new WeakMap<World, SmsState>();

export function smsState(world: World): SmsState {
  let state = states.get(world);
  if (!state) {
    state = {
      accounts: new Map(), pools: new Map(), deviceFlags: new Map(), used: new Map(),
      smsLog: [], emailLog: [], sales: [], allocations: [], failShare: 0, random: createRandom(world.seed ^ 0x5a5),
    };
    states.set(world, state);
  }
  return state;
}

const FLAGS_OFF: Readonly<{ smsFlag: Flag; emailFlag: Flag }> = Object.freeze({ smsFlag: 0, emailFlag: 0 });

/**
 * The switches of a device, to read: both off for a device never switched, and nothing stored for it (an alarm
 * storm over 10,000 devices stored an entry per device it touched, read once and kept for good).
 */
export function deviceFlagsOf(world: World, machineId: number): Readonly<{ smsFlag: Flag; emailFlag: Flag }> {
  return smsState(world).deviceFlags.get(machineId) ?? FLAGS_OFF;
}

/** The switches of a device, to change; devices start with both off (SMS cost stock, so a user opts in per device). */
export function deviceFlags(world: World, machineId: number) {
  const table = smsState(world).deviceFlags;
  let entry = table.get(machineId);
  if (!entry) table.set(machineId, (entry = { smsFlag: 0, emailFlag: 0 }));
  return entry;
}

/** An enterprise's unallocated stock (first use: the starting pool). */
export function poolOf(sim: Sim, eid: number): number {
  const pools = smsState(sim.world).pools;
  if (!pools.has(eid)) pools.set(eid, STARTING_ENTERPRISE_STOCK);
  return pools.get(eid) ?? 0;
}

export function setPool(sim: Sim, eid: number, stock: number) {
  smsState(sim.world).pools.set(eid, Math.max(0, stock));
}

/** The account of a user personally (eid 0) or in an enterprise, created with its starting stock and record. */
export function accountOf(sim: Sim, userId: number, eid: number): SmsAccount {
  const state = smsState(sim.world);
  const key = `${userId}:${eid}`;
  let account = state.accounts.get(key);
  if (account) return account;
  account = {
    userId, eid, smsFlag: 1, emailFlag: 1, userDaily: SMS_DEFAULT_USER_DAILY, deviceDaily: SMS_DEFAULT_DEVICE_DAILY,
    stock: 0, contacts: [], warned: new Map(),
  };
  state.accounts.set(key, account);
  if (eid === 0) {
    account.stock = STARTING_PERSONAL_STOCK;
    addSale(sim, userId, 0, 'recharge', STARTING_PERSONAL_STOCK, account.stock);
  } else if (sim.world.enterprises.find((e) => e.eid === eid)?.memberIds.includes(userId)) {
    // Only members get a share of the enterprise's stock: a key holder outside it receives the device's alarms
    // but sends no SMS at the enterprise's cost.
    allocate(sim, eid, account, STARTING_ALLOCATION);
  }
  return account;
}

export function addSale(sim: Sim, userId: number, eid: number, operate: SaleRecord['operate'], amount: number, balance: number) {
  const record = { id: nextId(sim.world), userId, eid, operate, amount, balance, time: Math.floor(sim.clock.now() / 1000) };
  smsState(sim.world).sales.push(record);
  return record;
}

/** Moves enterprise stock to a member (never more than the pool holds) and records it. */
export function allocate(sim: Sim, eid: number, account: SmsAccount, amount: number): AllocationRecord {
  const moved = transferStock(poolOf(sim, eid), account.stock, amount);
  setPool(sim, eid, moved.from);
  account.stock = moved.to;
  const user = sim.world.users.find((u) => u.id === account.userId);
  const record: AllocationRecord = {
    id: nextId(sim.world), eid, userId: account.userId, userName: user?.name ?? '', amount: moved.moved,
    time: Math.floor(sim.clock.now() / 1000), enterpriseStock: moved.from,
  };
  smsState(sim.world).allocations.push(record);
  return record;
}

const userKey = (userId: number, eid: number, day: number) => `${userId}:${eid}:${day}`;
const deviceKey = (userId: number, eid: number, machineId: number, day: number) => `${userId}:${eid}:${machineId}:${day}`;

export function usedToday(sim: Sim, userId: number, eid: number, machineId?: number): number {
  const day = dayStart(sim.clock.now());
  const used = smsState(sim.world).used;
  return used.get(machineId === undefined ? userKey(userId, eid, day) : deviceKey(userId, eid, machineId, day)) ?? 0;
}

export function addUse(sim: Sim, userId: number, eid: number, machineId: number, segments: number) {
  const day = dayStart(sim.clock.now());
  const used = smsState(sim.world).used;
  for (const key of [userKey(userId, eid, day), deviceKey(userId, eid, machineId, day)]) used.set(key, (used.get(key) ?? 0) + segments);
}

/** Segments used per day over the forecast window, oldest first, today last. */
export function lastDays(sim: Sim, userId: number, eid: number): number[] {
  const today = dayStart(sim.clock.now());
  const used = smsState(sim.world).used;
  return Array.from({ length: SMS_FORECAST_DAYS }, (_, i) => {
    // Whole days back from today; dayStart again so a daylight-saving day of 23 or 25 hours lands on its midnight.
    const day = dayStart(today - (SMS_FORECAST_DAYS - 1 - i) * DAY_MS + DAY_MS / 2);
    return used.get(userKey(userId, eid, day)) ?? 0;
  });
}

export function usageOf(sim: Sim, userId: number, eid: number): SmsUsage {
  const usage: SmsUsage = { usedToday: usedToday(sim, userId, eid), lastDays: lastDays(sim, userId, eid) };
  let best: SmsUsage['busiestDevice'];
  for (const device of sim.world.devices) {
    if (device.eid !== eid) continue;
    const used = usedToday(sim, userId, eid, device.machine_id);
    if (used > 0 && (!best || used > best.usedToday)) best = { machineId: device.machine_id, machineName: device.machine_name, usedToday: used };
  }
  if (best) usage.busiestDevice = best;
  return usage;
}
