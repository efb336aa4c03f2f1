// Shapes a fresh world as a scenario says: extra users with personal devices, extra enterprises with their fleets,
// the share online, the models and the places. Every draw comes from the scenario's seed.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../world/demoAccounts';
import { createDevice, grant, takenCodes } from '../world/fleet';
import { indexFleet } from '../world/fleetIndex';
import { PLACES } from '../world/places';
import { createRandom } from '../world/random';
import type { Device, World } from '../world/types';
import { ScenarioError, type ScenarioWorld } from './spec';

/** Scenario devices are dated from a fixed instant, like the seeded world, so a seed alone decides them. */
const SCENARIO_EPOCH_MS = Date.UTC(2026, 10, 21, 0, 0, 0);

export type ShapedWorld = {
  users: number;
  enterprises: number[];
  devices: number;
  /** The scenario's accounts: `qa1@scenario.test` to `qa<users>@scenario.test`, in the order the file makes them. */
  accounts: { emails: string[]; password: string };
};

/** The e-mail of the scenario's n-th user (from 1): `qa<n>@scenario.test`, also account `qa<n>`, phone 137 + n. */
const scenarioEmail = (n: number) => `qa${n}@scenario.test`;

export function shapeWorld(world: World, shape: ScenarioWorld, seed: number): ShapedWorld {
  const rng = createRandom((seed ^ 0x5ce7a210) >>> 0);
  const places = shape.places?.map((city) => {
    const place = PLACES.find((p) => p.city.toLowerCase() === city.toLowerCase());
    if (!place) throw new ScenarioError(`world.places: ${city} is not a simulated place (${PLACES.map((p) => p.city).join(', ')})`);
    return place;
  });
  const taken = takenCodes(world);
  let added = 0;
  const newDevice = (eid: number): Device => {
    const device = createDevice(world, { eid, ...(shape.onlineShare === undefined ? {} : { online: rng.chance(shape.onlineShare) }) }, SCENARIO_EPOCH_MS, taken);
    if (shape.models) device.model = rng.pick(shape.models);
    if (places) {
      const place = rng.pick(places);
      device.address = place.address;
      device.lat = Number((place.lat + (rng.next() - 0.5) * 0.1).toFixed(6));
      device.lng = Number((place.lng + (rng.next() - 0.5) * 0.1).toFixed(6));
    }
    if (!device.online) device.ip = '';
    added += 1;
    return device;
  };
  const emails: string[] = [];
  const newUser = (label: string) => {
    const id = world.nextUserId;
    world.nextUserId += 1;
    // Numbered from 1 in each scenario (not from the user id), so the first user is qa1 whatever the base world holds.
    const n = emails.length + 1;
    emails.push(scenarioEmail(n));
    world.users.push({
      id, name: label, phone: `137${String(n).padStart(8, '0')}`, countryCode: '86', email: scenarioEmail(n),
      account: `qa${n}`, password: DEMO_PASSWORD, hideMap: 0, oemid: '', registeredAt: SCENARIO_EPOCH_MS,
    });
    return id;
  };
  for (let i = 0; i < shape.users; i += 1) {
    const userId = newUser(`QA user ${i + 1}`);
    for (let d = 0; d < shape.devicesPerUser; d += 1) grant(world, userId, newDevice(0).machine_id, 3, SCENARIO_EPOCH_MS + d);
  }
  const eids: number[] = [];
  let nextEid = Math.max(300, ...world.enterprises.map((e) => e.eid + 1));
  for (const spec of shape.enterprises) {
    const eid = nextEid++;
    const members = Array.from({ length: spec.members }, (_, i) => newUser(`${spec.name} member ${i + 1}`));
    // The enterprise demo account joins every scenario enterprise, so QA signs in and sees its fleet at once.
    const memberIds = [DEMO_ACCOUNTS.enterprise.userId, ...members];
    world.enterprises.push({ eid, name: spec.name, enableProject: spec.enableProject ? 1 : 0, platformName: spec.name, applyLogoUrl: '', memberIds });
    const owner = members[0] ?? DEMO_ACCOUNTS.enterprise.userId;
    for (let d = 0; d < spec.devices; d += 1) {
      const device = newDevice(eid);
      grant(world, owner, device.machine_id, 3, SCENARIO_EPOCH_MS + d);
      if (owner !== DEMO_ACCOUNTS.enterprise.userId) grant(world, DEMO_ACCOUNTS.enterprise.userId, device.machine_id, 2, SCENARIO_EPOCH_MS + d);
    }
    eids.push(eid);
  }
  // The fleet's indexes take the new devices and roles now, while the scenario loads: otherwise the first alarm
  // after it indexed the whole fleet (10,000 devices: about 10 ms, every frame of that moment held back).
  indexFleet(world);
  return { users: emails.length, enterprises: eids, devices: added, accounts: { emails, password: DEMO_PASSWORD } };
}
