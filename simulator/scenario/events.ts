// What a scenario's timeline events do to the simulator (docs/qa.md): rates, storms, flapping, mass texts, ended
// tokens, dropped realtime connections, faults. The runner (runner.ts) decides when each falls due; here is what
// each does and the record line it leaves.
import { endSessionsOf, isLive } from '../world/sessions';
import { findForControl } from '../world/accounts';
import { faultsOf } from '../faults/faults';
import { beginHistory, recordOnline } from '../history/onlineHistory';
import { flapStep, setOnline } from '../world/fleet';
import type { Device, SimUser } from '../world/types';
import type { AlarmGenerator } from '../generator/generator';
import { alarmDevicesOf } from '../generator/recipients';
import { sendMassText } from '../generator/raise';
import type { Sim } from '../sim';
import { createRandom, type Random } from '../world/random';
import { ScenarioError, type ScenarioEvent } from './spec';

const kindOf = (event: ScenarioEvent): string => Object.keys(event).find((k) => k !== 'at') ?? 'unknown';

/**
 * The scenario's own flapping (the simulator's background flapping counts its steps across worlds, which would
 * make a second run of the same scenario flap other devices): how many a minute, among which devices.
 */
export type ScenarioFlap = { perMinute: number; step: number; carry: number; among?: Device[] };

/** Flaps the devices `ms` of the scenario's flapping rate comes to; answers how many changed. */
export function flapFor(sim: Sim, flap: ScenarioFlap, ms: number): number {
  flap.carry += (flap.perMinute * ms) / 60_000;
  const count = Math.floor(flap.carry);
  flap.carry -= count;
  if (count === 0) return 0;
  flap.step += 1;
  beginHistory(sim);
  const changed = flap.among ? flapAmong(sim.world.seed, flap.step, count, flap.among) : flapStep(sim.world, flap.step, count);
  recordOnline(sim, changed);
  return changed.length;
}

/** One flapping step among a set of devices: the same seed, step and set flap the same devices. */
function flapAmong(seed: number, step: number, count: number, among: readonly Device[]): Device[] {
  if (among.length === 0) return [];
  const rng = createRandom((seed * 104_729 + step * 8191) >>> 0);
  const changed: Device[] = [];
  for (let i = 0; i < count; i += 1) {
    const device = rng.pick(among);
    setOnline(device, !device.online);
    changed.push(device);
  }
  return changed;
}

function userOf(sim: Sim, account: string): SimUser {
  const user = findForControl(sim.world, account);
  if (!user) throw new ScenarioError(`account ${account} is not in the scenario's world`);
  return user;
}

/** The devices whose alarms the user hears, personal and in each enterprise. */
function heardDeviceIds(sim: Sim, userId: number): number[] {
  return [...new Set([0, ...sim.world.enterprises.map((e) => e.eid)])].flatMap((eid) => [...alarmDevicesOf(sim.world, userId, eid)]);
}

/** The devices a flap event names (by machine code or id), or those whose alarms its account hears; all when neither. */
function flapSet(sim: Sim, spec: { devices?: string[]; account?: string }): Device[] | undefined {
  if (spec.account !== undefined) {
    const ids = new Set(heardDeviceIds(sim, userOf(sim, spec.account).id));
    return sim.world.devices.filter((d) => ids.has(d.machine_id));
  }
  if (spec.devices === undefined) return undefined;
  return spec.devices.map((name) => {
    const device = sim.world.devices.find((d) => d.machine_code === name || String(d.machine_id) === name);
    if (!device) throw new ScenarioError(`flap: device ${name} is not in the scenario's world`);
    return device;
  });
}

/** Ends the sessions of the event's account, or of a share of the signed-in users; answers the record line. */
function expireTokens(sim: Sim, rng: Random, spec: { account?: string; share?: number }): string {
  const now = sim.clock.now();
  const holders = spec.account !== undefined
    ? [userOf(sim, spec.account).id]
    : [...new Set([...sim.world.sessions.values()].filter((s) => isLive(s, now)).map((s) => s.userId))].sort((a, b) => a - b).filter(() => rng.chance(spec.share ?? 1));
  let tokens = 0;
  for (const userId of holders) {
    const ended = endSessionsOf(sim.world, userId, now);
    tokens += ended.length;
    sim.hub.closeTokens(ended, 'token expired');
  }
  return `expired ${tokens} tokens of ${holders.length} users`;
}

export type EventScope = { sim: Sim; generator: AlarmGenerator; flap: ScenarioFlap; rng: Random };

/** Applies one timeline event; answers the line the record keeps of it. */
export function applyEvent({ sim, generator, flap, rng }: EventScope, event: ScenarioEvent): string {
  if ('alarmRate' in event) generator.setDefaultRate(event.alarmRate.perHour);
  else if ('storm' in event) {
    const user = event.storm.account === undefined ? undefined : userOf(sim, event.storm.account);
    const machineIds = user ? heardDeviceIds(sim, user.id).sort((a, b) => a - b) : undefined;
    generator.storm({ perSecond: event.storm.perSecond, seconds: event.storm.seconds, machineIds, realTime: false });
  } else if ('flap' in event) {
    // The scenario's own flapping, advanced with its time (simulated or real): the simulator's flapper stays off.
    flap.perMinute = event.flap.perMinute;
    flap.carry = 0;
    flap.among = flapSet(sim, event.flap);
  } else if ('massText' in event) {
    const ids = event.massText.account === undefined ? undefined : [userOf(sim, event.massText.account).id];
    return `mass text to ${sendMassText(sim, event.massText.content, ids)} users`;
  } else if ('expireTokens' in event) {
    return expireTokens(sim, rng, event.expireTokens);
  } else if ('realtimeDrop' in event) {
    const user = event.realtimeDrop.account === undefined ? undefined : userOf(sim, event.realtimeDrop.account);
    return `dropped ${sim.hub.drop(user?.id)} realtime connections`;
  } else if ('fault' in event) {
    const added = faultsOf(sim).add(event.fault);
    if (!added.ok) throw new ScenarioError(added.error);
    return `fault ${added.value.id} on ${added.value.path}`;
  } else if ('clearFaults' in event) {
    return `cleared ${faultsOf(sim).clear()} faults`;
  }
  return `${kindOf(event)} ${JSON.stringify(Object.values(event)[1])}`;
}
