// The large list answers (simulator/handlers/listAnswer.ts) are byte for byte the JSON the plain envelope would
// send, also after the rows they kept change; and machine/select and the enterprise list answer what a full scan
// of the world says, after devices and roles change between two calls.
import { describe, expect, it } from 'vitest';
import { bytesOfSource, createRowMemo, newTogetherMark, okParts, okRows, togetherMark } from '../../simulator/handlers/listAnswer';
import { deviceRow } from '../../simulator/handlers/machine';
import { enterpriseRows } from '../../simulator/handlers/enterpriseDevices';
import { devicesHeldBy } from '../../simulator/world/devices';
import { addDevices, grant, setOnline } from '../../simulator/world/fleet';
import { DEMO_ACCOUNTS, DEMO_ENTERPRISES } from '../../simulator/world/demoAccounts';
import { startServer } from '../../simulator/server/main';
import { call, loginToken, ORIGIN, simulatorPerTest, terminal } from './support';
import { getResponse } from 'msw';
import { createHandlers } from '../../simulator/handlers';
import { createSim } from '../../simulator/sim';
import { createTurns } from '../../simulator/server/turns';
import { openSession } from '../../simulator/world/sessions';
import { deviceById } from '../../simulator/world/fleetIndex';

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

  // -1: looked up by the source alone; 0: by its place in the list too (the line of the last list).
  it.each([-1, 0])('answers the JSON of the row its source and role make now, after every kind of change to the source (place %i)', (at) => {
    const memo = createRowMemo();
    const source: Source = { id: 1, name: 'Press "A" 注塑机', groups: ['a', 'b'], lat: 0.1, none: null };
    const expectRow = (role: number, why: string) => expect(decode(bytesOfSource(memo, source, role, rowOf(role), source, at)), why).toBe(JSON.stringify(rowOf(role)(source)));
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

describe('the line of the last list and the mark of calls started together', () => {
  type Source = Record<string, unknown>;
  const rowOf = (source: Source) => ({ ...source });
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  const list = (memo: ReturnType<typeof createRowMemo>, sources: Source[], role = 2) => sources.map((s, at) => decode(bytesOfSource(memo, s, role, (x: Source) => ({ ...rowOf(x), ...(role === 2 ? {} : { role }) }), s, at)));

  it('answers each source its own row when sources change places, leave or come, and after a change in place', () => {
    const memo = createRowMemo();
    const [a, b, c] = [{ id: 1, name: 'a' }, { id: 2, name: 'b' }, { id: 3, name: 'c' }];
    const expected = (sources: Source[]) => sources.map((s) => JSON.stringify(s));
    expect(list(memo, [a, b, c])).toEqual(expected([a, b, c]));
    expect(list(memo, [c, a, b])).toEqual(expected([c, a, b]));
    expect(list(memo, [b])).toEqual(expected([b]));
    a.name = 'a renamed';
    expect(list(memo, [c, a, b])).toEqual(expected([c, a, b]));
    b.name = 'b renamed';
    expect(list(memo, [c, a, b])).toEqual(expected([c, a, b]));
  });

  it('compares a source once while a mark is set, and again once it ends', () => {
    const memo = createRowMemo();
    const source: Source = { id: 1, name: 'before' };
    try {
      newTogetherMark();
      expect(list(memo, [source])).toEqual(['{"id":1,"name":"before"}']);
      // Only calls that change nothing run under a mark (server/turns.ts): a change within it is not looked for.
      source.name = 'after';
      expect(list(memo, [source])).toEqual(['{"id":1,"name":"before"}']);
      newTogetherMark();
      expect(list(memo, [source])).toEqual(['{"id":1,"name":"after"}']);
      source.name = 'later';
      togetherMark.current = 0;
      expect(list(memo, [source])).toEqual(['{"id":1,"name":"later"}']);
      // Under one mark, the sources of two lists in other orders each keep their own rows.
      newTogetherMark();
      const [a, b] = [{ id: 2 }, { id: 3 }];
      expect(list(memo, [a, b, source])).toEqual(['{"id":2}', '{"id":3}', '{"id":1,"name":"later"}']);
      expect(list(memo, [source, b, a])).toEqual(['{"id":1,"name":"later"}', '{"id":3}', '{"id":2}']);
      // And the users of one list with different roles each get their own rows.
      expect(list(memo, [source, b, a], 3)).toEqual(['{"id":1,"name":"later","role":3}', '{"id":3,"role":3}', '{"id":2,"role":3}']);
      expect(list(memo, [source, b, a])).toEqual(['{"id":1,"name":"later"}', '{"id":3}', '{"id":2}']);
    } finally {
      togetherMark.current = 0;
    }
  });

  it('answers users of two roles in turn their own rows, and neither the old row once the source changed', () => {
    const memo = createRowMemo();
    const source: Source = { id: 1, name: 'before' };
    const turn = (role: number) => list(memo, [source], role)[0];
    try {
      newTogetherMark();
      for (let round = 0; round < 2; round += 1) {
        expect(turn(2)).toBe('{"id":1,"name":"before"}');
        expect(turn(3)).toBe('{"id":1,"name":"before","role":3}');
      }
      source.name = 'after';
      newTogetherMark();
      expect(turn(2)).toBe('{"id":1,"name":"after"}');
      expect(turn(3)).toBe('{"id":1,"name":"after","role":3}');
      source.name = 'later';
      newTogetherMark();
      expect(turn(3)).toBe('{"id":1,"name":"later","role":3}');
      expect(turn(2)).toBe('{"id":1,"name":"later"}');
      expect(turn(4)).toBe('{"id":1,"name":"later","role":4}');
      expect(turn(2)).toBe('{"id":1,"name":"later"}');
    } finally {
      togetherMark.current = 0;
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

describe('enterprise lists started together by the server (server/turns.ts)', () => {
  it('answers each call of a group the world as it is, and the next calls a device changed between them', async () => {
    const sim = createSim({ seed: 1 });
    const handlers = createHandlers(sim);
    const turns = createTurns();
    const eid = DEMO_ENTERPRISES.withProjects;
    const world = sim.world;
    const user = world.users.find((u) => u.id === DEMO_ACCOUNTS.enterprise.userId)!;
    const { token } = openSession(world, user.id, { terminalUUID: 't', terminalName: 't', terminalOS: 't', terminalType: 'web', loginIp: '127.0.0.1' }, sim.clock.now());
    // As the server takes them: the first call starts alone, the seven waiting behind it start together. Pages of
    // different sizes, so that no call is another's twin.
    const sizes = [1, 2, 3, 4, 5, 6, 7, 8];
    const lists = () => Promise.all(sizes.map(async (pageSize) => {
      await turns.next('list');
      const body = new URLSearchParams({ eid: String(eid), page: '1', pageSize: String(pageSize), groupId: 'ALL', version: '1.4.2' });
      const res = await getResponse(handlers, new Request(`${ORIGIN}/api/enterprises/enterpriseDeviceList`, { method: 'POST', headers: { cloudtoken: token, 'content-type': 'application/x-www-form-urlencoded' }, body }));
      return ((await res!.json()) as { hwdata: { list: unknown[] } }).hwdata.list;
    }));
    const expected = () => sizes.map((size) => JSON.parse(JSON.stringify(enterpriseRows(world, user, eid).slice(0, size))) as unknown);
    expect(await lists()).toEqual(expected());
    const first = deviceById(world, (expected()[0] as { machine_id: number }[])[0]!.machine_id)!;
    first.machine_name = 'Renamed between two groups';
    setOnline(first, !first.online);
    // Once the turns are idle again, so that the next first call starts alone, outside any group.
    for (let i = 0; i < 2; i += 1) await new Promise((resolve) => setImmediate(resolve));
    const after = await lists();
    expect(after).toEqual(expected());
    expect(after.map((list) => (list[0] as { machine_name: string }).machine_name)).toEqual(sizes.map(() => 'Renamed between two groups'));
  });
});
