// Kept list answers (simulator/handlers/answerCache.ts) are never stale: a change to any value a list is made of
// (any field of a listed device or of the caller's role, a role added or removed, the maintenance team) is seen in
// the very next answer, and an unchanged world gets the kept bytes without the list being built again.
import { describe, expect, it } from 'vitest';
import { createAnswerCache, type Witness } from '../../simulator/handlers/answerCache';
import { answerOfBytes, preparedBody } from '../../simulator/handlers/listAnswer';
import { deviceRow } from '../../simulator/handlers/machine';
import { enterpriseRows } from '../../simulator/handlers/enterpriseDevices';
import { devicesHeldBy } from '../../simulator/world/devices';
import { addDevices, grant } from '../../simulator/world/fleet';
import { DEMO_ACCOUNTS, DEMO_ENTERPRISES } from '../../simulator/world/demoAccounts';
import type { Device, Membership } from '../../simulator/world/types';
import { call, loginToken, simulatorPerTest } from './support';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = async (response: Response) => new TextDecoder().decode(await response.arrayBuffer());

/** Another value of the same kind (one the wire's schema allows), so that the answer made of it must differ. */
function changed(value: unknown, key = ''): unknown {
  if (key === 'locationType') return value === 'auto' ? 'manual' : 'auto';
  if (key === 'checkType' || key === 'cloudState') return value === 1 ? 0 : 1;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'string') return `${value}x`;
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return [...(value as unknown[]), 'extra'];
  if (value === null) return 1;
  throw new Error(`no change for ${typeof value}`);
}

describe('createAnswerCache', () => {
  type Rec = Record<string, unknown>;
  const setup = (budget?: number) => {
    const records: Rec[] = [{ a: 1, list: ['x', 'y'], nested: { deep: [1, 2] }, nan: NaN }, { b: 'two' }];
    let builds = 0;
    const cache = createAnswerCache(budget);
    const witness = (w: Witness) => {
      w.see(records.length);
      for (const r of records) w.seeRecord(r);
    };
    const ask = (key = 'k') => cache(key, witness, () => {
      builds += 1;
      return answerOfBytes(bytes(JSON.stringify(records)));
    });
    return { records, ask, builds: () => builds };
  };

  it('builds once while nothing changes, then again after any change', async () => {
    const { records, ask, builds } = setup();
    expect(await text(ask())).toBe(JSON.stringify(records));
    expect(await text(ask())).toBe(JSON.stringify(records));
    expect(builds()).toBe(1);
    const changes: Array<() => void> = [
      () => { records[0]!.a = 2; },
      () => { (records[0]!.list as string[])[1] = 'z'; },
      () => { (records[0]!.list as string[]).push('w'); },
      () => { ((records[0]!.nested as Rec).deep as number[])[0] = 9; },
      () => { records[1]!.extra = true; },
      () => { delete records[1]!.extra; },
      // The same keys and values in another order make other JSON.
      () => { const { a } = records[0]!; delete records[0]!.a; records[0]!.a = a; },
      () => { records.push({ c: 3 }); },
      () => { records.splice(0, 1); },
    ];
    for (const change of changes) {
      const before = builds();
      change();
      expect(await text(ask())).toBe(JSON.stringify(records));
      expect(builds()).toBe(before + 1);
      expect(await text(ask())).toBe(JSON.stringify(records));
      expect(builds()).toBe(before + 1);
    }
  });

  it('keeps each key apart and gives the least recently used up past its budget', async () => {
    const { ask, builds } = setup(2 * 1024);
    ask('one');
    ask('two');
    expect(builds()).toBe(2);
    ask('one');
    expect(builds()).toBe(2);
    // Each answer with its witness costs some 150 bytes here: the budget holds about a dozen. A full cache keeps a
    // key only when it was asked more often than the least recently used kept one ('one': twice), so each filler is
    // asked three times.
    for (let i = 0; i < 40; i += 1) for (let n = 0; n < 3; n += 1) ask(`filler ${i}`);
    const before = builds();
    ask('one');
    expect(builds()).toBe(before + 1);
  });

  it('keeps what is asked again when full, rather than each key asked once', () => {
    const { ask, builds } = setup(2 * 1024);
    for (let i = 0; i < 6; i += 1) ask(`screen ${i}`);
    expect(builds()).toBe(6);
    // A crowd of callers asking once each: built and answered, kept only while there is room, never in the
    // screens' place.
    for (let i = 0; i < 200; i += 1) ask(`once ${i}`);
    expect(builds()).toBe(206);
    for (let i = 0; i < 6; i += 1) ask(`screen ${i}`);
    expect(builds()).toBe(206);
    // Asked a second time, a key is kept even when that pushes the oldest out.
    ask('once 199');
    ask('once 199');
    expect(builds()).toBe(207);
  });

  it('keeps answering the keys it holds when more keys than it can hold are asked in turn', () => {
    const { ask, builds } = setup(2 * 1024);
    // 100 different users asking in turn, five rounds: were each kept on its second ask at the cost of the least
    // recently used, every call would be built (and its witness recorded) and none answered from what was kept.
    for (let round = 0; round < 5; round += 1) for (let i = 0; i < 100; i += 1) ask(`user ${i}`);
    const answeredFromKept = 500 - builds();
    expect(answeredFromKept).toBeGreaterThanOrEqual(4 * 5);
  });

  it('answers without keeping what is not a prepared list answer, or a key too long to keep', () => {
    let builds = 0;
    const cache = createAnswerCache();
    const plain = () => cache('plain', (w) => w.see(1), () => {
      builds += 1;
      return new Response('{}');
    });
    plain();
    plain();
    const long = () => cache('x'.repeat(1_000), (w) => w.see(1), () => {
      builds += 1;
      return answerOfBytes(bytes('{}'));
    });
    long();
    long();
    expect(builds).toBe(4);
  });

  it('hands a reader a copy, so the kept bytes stay as they were', async () => {
    const kept = bytes('[1]');
    const response = answerOfBytes(kept);
    const read = new Uint8Array(await response.arrayBuffer());
    read[1] = 0x32;
    expect(new TextDecoder().decode(kept)).toBe('[1]');
    expect(preparedBody(answerOfBytes(kept))).toBe(kept);
  });
});

describe('kept list answers after the world changes', () => {
  const { sim } = simulatorPerTest();

  it('machine/select sees a change to any field of a listed device or of the role, and roles added and removed', async () => {
    const token = await loginToken(DEMO_ACCOUNTS.personal.phone);
    const userId = DEMO_ACCOUNTS.personal.userId;
    const expected = () => JSON.parse(JSON.stringify(devicesHeldBy(sim().world, userId, 0).map(deviceRow))) as unknown;
    const select = async () => (await call('/api/machine/select', { terminalID: 't', version: '1.4.2' }, { token })).hwdata;
    expect(await select()).toEqual(expected());
    const { device, membership } = devicesHeldBy(sim().world, userId, 0)[0]!;
    // Every field in turn, the ones the wire does not carry included; eid last, as it moves the device off the list.
    const keys = (Object.keys(device) as (keyof Device)[]).sort((a, b) => Number(a === 'eid') - Number(b === 'eid'));
    for (const key of keys) {
      const before = JSON.stringify(expected());
      (device as Record<string, unknown>)[key] = changed(device[key], key);
      const answer = await select();
      expect(answer, `after a change of device.${key}`).toEqual(expected());
      if (key !== 'password' && key !== 'groups') expect(JSON.stringify(answer), `device.${key} shows`).not.toBe(before);
    }
    for (const key of ['limitAuthority', 'since', 'groupIds'] as (keyof Membership)[]) {
      (membership as Record<string, unknown>)[key] = changed(membership[key]);
      expect(await select(), `after a change of membership.${key}`).toEqual(expected());
    }
    membership.groupIds.push('pushed in place');
    expect(await select()).toEqual(expected());
    addDevices(sim().world, 2, userId, Date.now());
    expect(await select()).toEqual(expected());
    sim().world.memberships = sim().world.memberships.filter((m) => m !== membership);
    expect(await select()).toEqual(expected());
  });

  it('the enterprise list sees a listed device changed, a role lowered and the maintenance team changed', async () => {
    const token = await loginToken(DEMO_ACCOUNTS.enterprise.email);
    const eid = DEMO_ENTERPRISES.withProjects;
    const world = () => sim().world;
    const user = world().users.find((u) => u.id === DEMO_ACCOUNTS.enterprise.userId)!;
    const page = async (fields: Record<string, string> = {}) =>
      ((await call('/api/enterprises/enterpriseDeviceList', { eid: String(eid), page: '1', pageSize: '5000', groupId: 'ALL', version: '1.4.2', ...fields }, { token })).hwdata as { list: unknown[] }).list;
    const search = async (search: string) =>
      ((await call('/eapi/ent/c/manager/device/group/devicelist', { eid: String(eid), page: '1', pageSize: '5000', groupId: 'ALL', version: '1.4.2', search }, { token })).hwdata as { list: unknown[] }).list;
    const expected = () => JSON.parse(JSON.stringify(enterpriseRows(world(), user, eid))) as { machine_id: number; machine_name: string; maintainer: boolean }[];
    expect(await page()).toEqual(expected());
    const [first] = expected();
    const device = world().devices.find((d) => d.machine_id === first!.machine_id)!;
    device.machine_name = 'Renamed in place';
    device.groups.push('late group');
    expect(await page()).toEqual(expected());
    expect(await page({ groupId: 'late group' })).toEqual(expected().filter((r) => r.machine_id === device.machine_id));
    expect(await search('renamed in place')).toEqual(expected().filter((r) => r.machine_id === device.machine_id));
    device.machine_name = 'Named again';
    expect(await search('renamed in place')).toEqual([]);
    const enterprise = world().enterprises.find((e) => e.eid === eid)!;
    enterprise.memberIds.unshift(999_999);
    const maintainers = (await page()) as { maintainer: boolean }[];
    expect(maintainers).toEqual(expected());
    const role = world().memberships.find((m) => m.userId === user.id && m.machineId === device.machine_id)!;
    role.limitAuthority = 1;
    expect(await page()).toEqual(expected());
    const [added] = addDevices(world(), 1, undefined, Date.now());
    added!.eid = eid;
    grant(world(), user.id, added!.machine_id, 2, Date.now());
    expect(await page()).toEqual(expected());
    expect(((await page())[0] as { machine_id: number }).machine_id).toBe(added!.machine_id);
  });
});
