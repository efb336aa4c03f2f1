// Kept list answers on the real server, where identical calls waiting together share one answer
// (simulator/server/sharedCalls.ts): a change made through the API after a kept answer (a device bound, renamed,
// put in a group, gone offline, unbound) is in every answer of the next calls, however many come together; two
// users asking at the same time each get their own list; and while a QA fault is set every call meets it.
import { describe, expect, it } from 'vitest';
import { deviceRow } from '../../simulator/handlers/machine';
import { devicesHeldBy } from '../../simulator/world/devices';
import { addDevices } from '../../simulator/world/fleet';
import { DEMO_ACCOUNTS } from '../../simulator/world/demoAccounts';
import type { Machine } from '../../src/domain/wire/machine';
import { callAs, control, login, serverPerFile } from './projectsSupport';

const server = serverPerFile();
const SELECT = { terminalID: 't', version: '1.4.2' };
/** Calls sent at once: on one server thread most of them wait for a turn together and share it. */
const TOGETHER = 8;

async function selectTogether(token: string, times = TOGETHER): Promise<Machine[][]> {
  const answers = await Promise.all(Array.from({ length: times }, () => callAs(server().url, token, '/api/machine/select', SELECT)));
  return answers.map((answer) => {
    expect(answer.hwcode).toBe(0);
    return answer.hwdata as Machine[];
  });
}

const expectedOf = (userId: number) => JSON.parse(JSON.stringify(devicesHeldBy(server().sim!.world, userId, 0).map(deviceRow))) as Machine[];

describe('kept lists on the server', () => {
  it('show a change made through the API in every answer after a kept one', async () => {
    const base = server().url;
    const user = DEMO_ACCOUNTS.personal;
    const token = await login(base, user.phone);
    const world = server().sim!.world;
    const check = async (what: string, shows: (list: Machine[]) => boolean) => {
      const expected = expectedOf(user.userId);
      for (const list of await selectTogether(token)) {
        expect(list, what).toEqual(expected);
        expect(shows(list), what).toBe(true);
      }
    };
    await check('before any change', () => true);
    // Kept now: the same call again is answered from the kept bytes.
    await check('unchanged', () => true);

    const [spare] = addDevices(world, 1, undefined, Date.now());
    const bound = await callAs(base, token, '/api/machine/add', { machineCode: spare!.machine_code, machineName: 'Bound here', machineGroupID: '', machinePwd: spare!.password });
    expect(bound.hwcode).toBe(0);
    const id = spare!.machine_id;
    const row = (list: Machine[]) => list.find((m) => m.machine_id === id);
    await check('bound', (list) => row(list)?.machine_name === 'Bound here');

    const renamed = await callAs(base, token, '/api/machine/update', { updateMachineID: id, updateMachineCode: spare!.machine_code, updateMachineName: 'Renamed here', updateMachineRemark: 'by test' });
    expect(renamed.hwcode).toBe(0);
    await check('renamed', (list) => row(list)?.machine_name === 'Renamed here' && row(list)?.machineRemark === 'by test');

    const group = await callAs(base, token, '/api/device/v1/userGroup', { name: 'Kept' });
    const groupId = (group.hwdata as { id: string }).id;
    const moved = await fetch(`${base}/api/device/v1/userGroup`, { method: 'PUT', headers: { cloudtoken: token, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ id: groupId, addMachineIds: String(id) }) });
    expect(((await moved.json()) as { hwcode: number }).hwcode).toBe(0);
    await check('put in a group', (list) => row(list)?.groups.includes(groupId) === true);

    const wasOnline = row(expectedOf(user.userId))!.state === 1;
    await control(base, 'device/state', { machineCode: spare!.machine_code, online: !wasOnline });
    await check('online state changed', (list) => row(list)?.state === (wasOnline ? 0 : 1));

    const unbound = await callAs(base, token, '/api/machine/del', { delMachineID: id, isAkey: '1' });
    expect(unbound.hwcode).toBe(0);
    await check('unbound', (list) => row(list) === undefined);
  });

  it('never gives one user the list kept for another, also when both ask at the same time', async () => {
    const base = server().url;
    const personal = await login(base, DEMO_ACCOUNTS.personal.phone);
    const enterprise = await login(base, DEMO_ACCOUNTS.enterprise.email);
    const mine = expectedOf(DEMO_ACCOUNTS.personal.userId);
    const theirs = expectedOf(DEMO_ACCOUNTS.enterprise.userId);
    expect(mine).not.toEqual(theirs);
    for (let round = 0; round < 2; round += 1) {
      const [a, b] = await Promise.all([selectTogether(personal), selectTogether(enterprise)]);
      for (const list of a!) expect(list).toEqual(mine);
      for (const list of b!) expect(list).toEqual(theirs);
    }
  });

  it('sends every call through its own turn while a QA fault is set, so each one meets it', async () => {
    const base = server().url;
    const token = await login(base, DEMO_ACCOUNTS.personal.phone);
    await selectTogether(token, 1);
    await control(base, 'faults', { path: '/api/machine/select', latencyMs: 1 });
    try {
      await selectTogether(token);
      const { faults } = await control<{ faults: { hits: number }[] }>(base, 'faults');
      expect(faults[0]!.hits).toBe(TOGETHER);
    } finally {
      await control(base, 'faults/clear', {});
    }
  });
});
