// The large list answers (simulator/handlers/listAnswer.ts) are byte for byte the JSON the plain envelope would
// send, also after the rows they kept change; and machine/select and the enterprise list answer what a full scan
// of the world says, after devices and roles change between two calls.
import { describe, expect, it } from 'vitest';
import { bytesOfSource, createRowMemo, okParts, okRows } from '../../simulator/handlers/listAnswer';
import { deviceRow } from '../../simulator/handlers/machine';
import { enterpriseRows } from '../../simulator/handlers/enterpriseDevices';
import { devicesHeldBy } from '../../simulator/world/devices';
import { addDevices, grant, setOnline } from '../../simulator/world/fleet';
import { DEMO_ACCOUNTS, DEMO_ENTERPRISES } from '../../simulator/world/demoAccounts';
import { startServer } from '../../simulator/server/main';
import { call, loginToken, simulatorPerTest, terminal } from './support';

const text = async (response: Response) => new TextDecoder().decode(await response.arrayBuffer());

describe('okRows', () => {
  it('answers exactly JSON.stringify of the envelope, and encodes a kept row again when a value changes', async () => {
    const memo = createRowMemo();
    const keys = [{}, {}, {}];
    const rows = [
      { id: 1, name: '注塑机-01 "A"\\n', groups: ['a', 'b'], state: 1, none: null },
      { id: 2, name: 'Pump 😀', groups: [], state: 0, none: null },
      { id: 3, name: '', groups: ['x'], state: 1, none: null },
    ];
    const expectSame = async (list: object[], shape?: (l: unknown) => unknown) => {
      const response = okRows(memo, keys.slice(0, list.length), list, shape);
      expect(response.headers.get('content-type')).toBe('application/json');
      const body = await text(response);
      expect(body).toBe(JSON.stringify({ hwcode: 0, hwdata: shape ? shape(list) : list }));
      expect(Number(response.headers.get('content-length'))).toBe(new TextEncoder().encode(body).length);
    };
    await expectSame(rows);
    await expectSame(rows.map((r) => ({ ...r })));
    await expectSame([{ ...rows[0]!, name: 'renamed' }, { ...rows[1]!, groups: ['new'] }, { ...rows[2]!, state: 0 }]);
    await expectSame([{ ...rows[0]!, groups: ['a'] }, { name: 'same values, other order', id: 2, groups: [], state: 0, none: null }]);
    await expectSame([{ ...rows[0]!, extra: true }]);
    await expectSame([]);
    await expectSame(rows, (list) => ({ list, total: 3, page: 1, pageSize: 5000 }));
  });
});

describe('okRows with rows of several users per device', () => {
  it('answers each user its own row when the users of one device see different values, past the variants kept', async () => {
    const memo = createRowMemo();
    const device = {};
    // Six users' rows of one device, asked in turn twice: more variants than a device keeps.
    const rows = Array.from({ length: 6 }, (_, user) => ({ id: 1, role: user, groups: [`g${user}`] }));
    for (const round of [0, 1]) {
      for (const row of rows) {
        const body = await text(okRows(memo, [device], [row]));
        expect(body, `round ${round}, role ${row.role}`).toBe(JSON.stringify({ hwcode: 0, hwdata: [row] }));
      }
    }
  });
});

describe('rows kept per source and role (bytesOfSource)', () => {
  type Source = Record<string, unknown>;
  const rowOf = (role: number) => (source: Source) => ({ ...source, role });
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

  it('answers the JSON of the row its source and role make now, after every kind of change to the source', () => {
    const memo = createRowMemo();
    const source: Source = { id: 1, name: 'Press "A" 注塑机', groups: ['a', 'b'], lat: 0.1, none: null };
    const expectRow = (role: number, why: string) => expect(decode(bytesOfSource(memo, source, role, rowOf(role), source)), why).toBe(JSON.stringify(rowOf(role)(source)));
    expectRow(2, 'first');
    expectRow(2, 'kept');
    expectRow(3, 'another role');
    expectRow(2, 'the first role again');
    source.name = 'renamed';
    expectRow(2, 'a value changed');
    expectRow(3, 'the other role after the change');
    (source.groups as string[]).push('c');
    expectRow(2, 'an array changed in place');
    source.lat = Number.NaN;
    expectRow(2, 'a value that is not itself');
    source.extra = true;
    expectRow(2, 'a field added');
    delete source.extra;
    expectRow(2, 'a field removed');
    source.nested = { deep: 1 };
    expectRow(2, 'a record inside');
    (source.nested as { deep: number }).deep = 2;
    expectRow(2, 'the record inside changed: never kept');
  });

  it('keeps the roles of one source apart past the number it keeps, and okParts answers them as okRows would', async () => {
    const memo = createRowMemo();
    const sources: Source[] = [{ id: 1 }, { id: 2 }];
    for (const round of [0, 1]) {
      for (let role = 0; role < 40; role += 1) {
        const parts = sources.map((s) => bytesOfSource(memo, s, role, rowOf(role), s));
        const body = await text(okParts(memo, parts, (list) => ({ list, total: 2 })));
        expect(body, `round ${round}, role ${role}`).toBe(JSON.stringify({ hwcode: 0, hwdata: { list: sources.map(rowOf(role)), total: 2 } }));
      }
    }
  });
});

describe('list calls after the world changes', () => {
  const { sim } = simulatorPerTest();

  it('machine/select answers the full scan, newest first, after adds, renames, state changes and group moves', async () => {
    const token = await loginToken(DEMO_ACCOUNTS.personal.phone);
    const expected = () => JSON.parse(JSON.stringify(devicesHeldBy(sim().world, DEMO_ACCOUNTS.personal.userId, 0).map(deviceRow))) as unknown;
    expect((await call('/api/machine/select', { terminalID: 't', version: '1.4.2' }, { token })).hwdata).toEqual(expected());
    const world = sim().world;
    const [first, second] = devicesHeldBy(world, DEMO_ACCOUNTS.personal.userId, 0);
    first!.device.machine_name = 'Renamed press';
    setOnline(second!.device, !second!.device.online);
    second!.membership.groupIds.push('moved');
    addDevices(world, 3, DEMO_ACCOUNTS.personal.userId, Date.now());
    const answer = (await call('/api/machine/select', { terminalID: 't', version: '1.4.2' }, { token })).hwdata as { machine_name: string }[];
    expect(answer).toEqual(expected());
    expect(answer[3]!.machine_name).toBe('Renamed press');
    world.memberships = world.memberships.filter((m) => m !== first!.membership);
    const after = (await call('/api/machine/select', { terminalID: 't', version: '1.4.2' }, { token })).hwdata as { machine_id: number }[];
    expect(after).toEqual(expected());
    expect(after.map((r) => r.machine_id)).not.toContain(first!.device.machine_id);
  });

  it('the enterprise list answers the full scan after a new key holder device and a device moved away', async () => {
    const token = await loginToken(DEMO_ACCOUNTS.enterprise.email);
    const eid = DEMO_ENTERPRISES.withProjects;
    const user = sim().world.users.find((u) => u.id === DEMO_ACCOUNTS.enterprise.userId)!;
    const list = async () => (await call('/api/enterprises/enterpriseDeviceList', { eid: String(eid), page: '1', pageSize: '5000', groupId: 'ALL', version: '1.4.2' }, { token })).hwdata as { list: unknown[]; total: number };
    const expected = () => JSON.parse(JSON.stringify(enterpriseRows(sim().world, user, eid))) as unknown;
    expect((await list()).list).toEqual(expected());
    const world = sim().world;
    const [device] = addDevices(world, 1, undefined, Date.now());
    device!.eid = eid;
    grant(world, user.id, device!.machine_id, 2, Date.now());
    const moved = world.devices.find((d) => d.eid === eid && d.machine_id !== device!.machine_id)!;
    moved.eid = DEMO_ENTERPRISES.withoutProjects;
    const page = await list();
    expect(page.list).toEqual(expected());
    expect(page.total).toBe(page.list.length);
    expect((page.list[0] as { machine_id: number }).machine_id).toBe(device!.machine_id);
  });

  it('the enterprise list is newest acquisition first whatever order the roles were given in', async () => {
    const token = await loginToken(DEMO_ACCOUNTS.enterprise.email);
    const eid = DEMO_ENTERPRISES.withProjects;
    const world = sim().world;
    const ids = () => world.memberships.filter((m) => m.userId === DEMO_ACCOUNTS.enterprise.userId && m.limitAuthority >= 2 && world.devices.find((d) => d.machine_id === m.machineId)?.eid === eid);
    const list = async () => ((await call('/api/enterprises/enterpriseDeviceList', { eid: String(eid), page: '1', pageSize: '5000', groupId: 'ALL', version: '1.4.2' }, { token })).hwdata as { list: { machine_id: number }[] }).list.map((r) => r.machine_id);
    const newestFirst = () => ids().sort((a, b) => b.since - a.since || b.machineId - a.machineId).map((m) => m.machineId);
    const roles = ids();
    expect(roles.length).toBeGreaterThan(3);
    // In order, in reverse order, and shuffled: each answered newest first.
    roles.forEach((m, i) => (m.since = 1_000 + i));
    expect(await list()).toEqual(newestFirst());
    roles.forEach((m, i) => (m.since = 1_000 - i));
    expect(await list()).toEqual(newestFirst());
    roles.forEach((m, i) => (m.since = (i * 7919) % roles.length));
    roles[1]!.since = roles[2]!.since;
    expect(await list()).toEqual(newestFirst());
  });
});

describe('the Node server', () => {
  it('sends a large list answer whole, with its length, as the plain envelope would', async () => {
    const server = await startServer({ port: 0, quiet: true, seed: 1, devices: 3_000 });
    try {
      const login = await fetch(`${server.url}/api/user/login`, { method: 'POST', body: new URLSearchParams({ loginName: DEMO_ACCOUNTS.personal.phone, loginPwd: 'demo1234', countryCode: '86', ...terminal }) });
      const { token } = ((await login.json()) as { hwdata: { token: string } }).hwdata;
      const select = () => fetch(`${server.url}/api/machine/select`, { method: 'POST', headers: { cloudtoken: token }, body: new URLSearchParams({ terminalID: 't', version: '1.4.2' }) });
      const expected = JSON.stringify({ hwcode: 0, hwdata: devicesHeldBy(server.sim!.world, DEMO_ACCOUNTS.personal.userId, 0).map(deviceRow) });
      for (let round = 0; round < 2; round += 1) {
        const res = await select();
        expect(res.headers.get('content-type')).toBe('application/json');
        const body = await res.text();
        expect(Number(res.headers.get('content-length'))).toBe(new TextEncoder().encode(body).length);
        expect(body).toBe(expected);
      }
    } finally {
      await server.close();
    }
  });
});
