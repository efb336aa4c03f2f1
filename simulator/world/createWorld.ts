import { createRandom, digitsOf, hexOf, type Random } from './random';
import { grant, MODELS, VERSIONS } from './fleet';
import { nextId } from './ids';
import { PLACES } from './places';
import { linkOf, nearPlace } from './deviceDraws';
import { DEMO_ACCOUNTS, DEMO_ENTERPRISES, DEMO_PASSWORD } from './demoAccounts';
import { ENTERPRISE_LOGOS } from './logos';
import type { Device, Enterprise, LimitAuthority, SimUser, World } from './types';

export type WorldOptions = { seed?: number; devices?: number };

const DEFAULT_SEED = 1;
export const DEFAULT_DEVICE_COUNT = 36;
/** The devices the demo accounts are promised (see `DEMO_PLAN`); a smaller world could not keep them. */
export const MIN_DEVICE_COUNT = 19;

/** Seeded content is dated from a fixed instant, so that a seed alone decides the world. */
const WORLD_EPOCH_MS = Date.UTC(2026, 10, 21, 0, 0, 0);
const HOUR_MS = 3_600_000;

const FILLER_NAMES = ['李伟', '王芳', '张敏', '刘洋', '陈静', '赵磊', '黄涛', '周欣'];
const MACHINE_KINDS = ['Press', 'Boiler', 'Chiller', 'Mixer', 'Extruder', 'Packer', 'Conveyor', 'Pump', 'Kiln', '注塑机', '空压机', '包装线', '冷水机', '输送线'];
const REMARKS = ['', '', 'Workshop 1', 'Workshop 2', '一号车间', '二号车间', 'Line A', 'Warehouse'];
const ALIASES = ['', '', '', 'Line 1', 'Line 2', '主机', '备用机', 'Test rig'];
const GROUPS: readonly string[][] = [[], [], ['workshop-a'], ['workshop-b'], ['workshop-a', 'outdoor']];
const PROJECTS = ['', '', '', 'Water plant', 'Line upgrade'];

type Grant = [userId: number, limit: LimitAuthority];
type Slot = { eid: number; online?: boolean; grants: Grant[] };

const P = DEMO_ACCOUNTS.personal.userId;
const E = DEMO_ACCOUNTS.enterprise.userId;
const FILLER_FIRST_ID = 1003;
const FILLER_COUNT = FILLER_NAMES.length;
const f = (i: number) => FILLER_FIRST_ID + i;

/** Devices the demo accounts always have, whatever the seed: each device's owner first. */
const DEMO_PLAN: Slot[] = [
  { eid: 0, online: true, grants: [[P, 3], [f(3), 1], [f(5), 0]] },
  { eid: 0, online: false, grants: [[P, 3], [f(1), 2]] },
  { eid: 0, online: true, grants: [[P, 3], [f(2), 0]] },
  { eid: 0, online: false, grants: [[P, 3]] },
  { eid: 0, online: true, grants: [[f(0), 3], [P, 2]] },
  { eid: 0, online: false, grants: [[f(1), 3], [P, 2]] },
  { eid: 0, online: true, grants: [[f(2), 3], [P, 1]] },
  { eid: 0, online: false, grants: [[f(3), 3], [P, 0]] },
  { eid: 0, online: true, grants: [[E, 3]] },
  { eid: 0, online: false, grants: [[E, 3], [P, 0]] },
  { eid: 0, online: true, grants: [[f(4), 3], [E, 2]] },
  { eid: DEMO_ENTERPRISES.withProjects, online: true, grants: [[E, 3]] },
  { eid: DEMO_ENTERPRISES.withProjects, online: false, grants: [[E, 3], [f(5), 2]] },
  { eid: DEMO_ENTERPRISES.withProjects, online: true, grants: [[f(5), 3], [E, 2]] },
  { eid: DEMO_ENTERPRISES.withProjects, online: false, grants: [[f(5), 3], [E, 2]] },
  { eid: DEMO_ENTERPRISES.withoutProjects, online: true, grants: [[f(6), 3], [E, 2]] },
  { eid: DEMO_ENTERPRISES.withoutProjects, online: true, grants: [[f(6), 3], [E, 2]] },
  { eid: DEMO_ENTERPRISES.withoutProjects, online: false, grants: [[f(6), 3], [E, 2]] },
  { eid: DEMO_ENTERPRISES.withoutProjects, online: false, grants: [[f(7), 3], [E, 2]] },
];

/** The personal demo user's own groups (devices by their place in DEMO_PLAN), so the group filter has
 *  something to show from the start. */
const DEMO_GROUPS: [name: string, planIndexes: number[]][] = [
  ['Workshop A', [0, 2, 4]],
  ['Outdoor', [1, 6]],
];

function createUsers(): SimUser[] {
  const users: SimUser[] = [
    {
      id: P, name: 'Demo', phone: DEMO_ACCOUNTS.personal.phone, countryCode: DEMO_ACCOUNTS.personal.countryCode,
      email: '', account: '', password: DEMO_PASSWORD, hideMap: 0, oemid: '', registeredAt: WORLD_EPOCH_MS - 400 * 24 * HOUR_MS,
    },
    {
      id: E, name: 'EntDemo', phone: '', countryCode: '86', email: DEMO_ACCOUNTS.enterprise.email,
      account: '', password: DEMO_PASSWORD, hideMap: 0, oemid: '', registeredAt: WORLD_EPOCH_MS - 300 * 24 * HOUR_MS,
    },
  ];
  FILLER_NAMES.forEach((name, i) => {
    users.push({
      id: f(i), name, phone: `1390013${String(9000 + i)}`, countryCode: '86', email: `user${i + 1}@example.com`,
      account: i === 0 ? DEMO_ACCOUNTS.account.account : '', password: DEMO_PASSWORD, hideMap: 0, oemid: '',
      registeredAt: WORLD_EPOCH_MS - (200 - i) * 24 * HOUR_MS,
    });
  });
  return users;
}

function createEnterprises(): Enterprise[] {
  return [
    {
      eid: DEMO_ENTERPRISES.withProjects, name: '华南自动化有限公司', enableProject: 1, platformName: 'Huanan IoT Cloud',
      applyLogoUrl: ENTERPRISE_LOGOS.huanan, memberIds: [E, f(5)],
    },
    {
      eid: DEMO_ENTERPRISES.withoutProjects, name: 'Eastern Packaging Ltd.', enableProject: 0, platformName: 'Eastern Remote',
      applyLogoUrl: ENTERPRISE_LOGOS.eastern, memberIds: [E, f(6), f(7)],
    },
  ];
}

function randomSlot(rng: Random): Slot {
  const owner = f(rng.int(0, FILLER_COUNT - 1));
  const grants: Grant[] = [[owner, 3]];
  const eid = rng.chance(0.25) ? rng.pick([DEMO_ENTERPRISES.withProjects, DEMO_ENTERPRISES.withoutProjects]) : 0;
  // A few extra personal devices shared with the personal demo user keep its list from being the same 8 forever.
  if (eid === 0 && rng.chance(0.2)) grants.push([P, rng.pick<LimitAuthority>([0, 1, 2])]);
  return { eid, grants };
}

function createDevice(rng: Random, index: number, slot: Slot): Device {
  const place = rng.pick(PLACES);
  const checkType = rng.chance(0.3) ? 1 : 0;
  const hasPasswd = checkType === 1 || rng.chance(0.3);
  const model = rng.pick(MODELS);
  const online = slot.online ?? rng.chance(0.6);
  return {
    machine_id: 50001 + index,
    machine_name: `${rng.pick(MACHINE_KINDS)}-${String(index + 1).padStart(2, '0')}`,
    machine_code: hexOf(rng, 16),
    alias: rng.pick(ALIASES),
    machineRemark: rng.pick(REMARKS),
    maintenanceRemark: '',
    checkType,
    hasPasswd,
    password: hasPasswd ? digitsOf(rng, 6) : '',
    project: rng.pick(PROJECTS),
    ...nearPlace(rng, place),
    online,
    version: rng.pick(VERSIONS),
    model,
    groups: [...rng.pick(GROUPS)],
    ...linkOf(rng, model, online),
    registtime: Math.floor((WORLD_EPOCH_MS - rng.int(1, 900) * 24 * HOUR_MS) / 1000),
    eid: slot.eid,
    deviceId: hexOf(rng, 24).toLowerCase(),
    locationType: rng.chance(0.7) ? 'auto' : 'manual',
    locationWay: rng.int(0, 2),
    maintainstart: '',
    maintainstop: '',
    cloudState: rng.chance(0.9) ? 1 : 0,
    emq_project_id: null,
    ezviz_account_id: null,
  };
}

export function createWorld(options: WorldOptions = {}): World {
  const seed = options.seed ?? DEFAULT_SEED;
  const count = Math.max(MIN_DEVICE_COUNT, Math.floor(options.devices ?? DEFAULT_DEVICE_COUNT));
  const rng = createRandom(seed);
  const world: World = {
    seed,
    users: createUsers(),
    enterprises: createEnterprises(),
    devices: [],
    memberships: [],
    sessions: new Map(),
    codes: [],
    qrLogins: new Map(),
    nextUserId: FILLER_FIRST_ID + FILLER_COUNT,
    nextMachineId: 50001 + count,
    groups: [],
    blacklist: [],
    applications: [],
    messages: [],
    alarms: [],
    nextId: 1,
  };
  for (let i = 0; i < count; i += 1) {
    const slot = DEMO_PLAN[i] ?? randomSlot(rng);
    const device = createDevice(rng, i, slot);
    world.devices.push(device);
    // Later devices were acquired more recently, so "newest first" puts them on top.
    const since = WORLD_EPOCH_MS - (count - i) * HOUR_MS;
    for (const [userId, limitAuthority] of slot.grants) grant(world, userId, device.machine_id, limitAuthority, since);
  }
  const heldBy = (userId: number, planIndex: number) =>
    world.memberships.find((m) => m.userId === userId && m.machineId === 50001 + planIndex);
  world.groups = DEMO_GROUPS.map(([name, planIndexes], i) => {
    const id = String(nextId(world));
    for (const index of planIndexes) heldBy(P, index)?.groupIds.push(id);
    return { id, userId: P, name, createdAt: WORLD_EPOCH_MS - (10 - i) * HOUR_MS };
  });
  // The authority centre of the first demo device shows each kind of visitor: one for good (forever, the
  // default), one until a date a week on, and one user on the blacklist.
  const dated = heldBy(f(3), 0);
  if (dated) dated.visitTime = Math.floor((WORLD_EPOCH_MS + 7 * 24 * HOUR_MS) / 1000);
  world.blacklist = [{ machineId: 50001, userId: f(4), since: WORLD_EPOCH_MS - 48 * HOUR_MS }];
  return world;
}

/** SIM_SEED and SIM_DEVICES, when set and numeric. */
export function worldOptionsFromEnv(env: Record<string, string | undefined>): WorldOptions {
  const seed = Number(env.SIM_SEED);
  const devices = Number(env.SIM_DEVICES);
  return {
    seed: env.SIM_SEED && Number.isFinite(seed) ? seed : undefined,
    devices: env.SIM_DEVICES && Number.isFinite(devices) ? devices : undefined,
  };
}
