// The simulated alarm calls and the alarm generator: what a user sees, confirming, the overview, recipients, and
// a generator that raises the same alarms for the same seed.
import { describe, expect, it } from 'vitest';
import type { AlarmKanban, AlarmPage, AlarmRecipient } from '../../src/domain/wire/alarm';
import { versionsOf } from '../../src/domain/cloudText';
import { generatorOf } from '../../simulator/generator/generator';
import { alarmDevicesOf, alarmRecipients } from '../../simulator/generator/recipients';
import { raiseAlarm } from '../../simulator/generator/raise';
import { createSim } from '../../simulator/sim';
import { DEMO_ACCOUNTS } from '../../simulator/world/demoAccounts';
import { call, control, loginToken, simulatorPerTest } from './support';

const { sim } = simulatorPerTest();
const P = DEMO_ACCOUNTS.personal;

const personalAlarmDevice = () => [...alarmDevicesOf(sim().world, P.userId, 0)][0]!;

describe('alarm calls', () => {
  it('lists the alarms of the user\'s devices, newest first, six a page, filtered by device, time and state', async () => {
    const machineId = personalAlarmDevice();
    for (let i = 0; i < 8; i += 1) {
      raiseAlarm(sim(), machineId, { level: 2, content: `A${i}`, voice: false });
      sim().clock.advance(1000);
    }
    const token = await loginToken(P.phone);
    const page = (await call('/api/v1/devices/alarms', { deviceType: '0', eid: '0', page: '1', pageSize: '6' }, { token, method: 'GET' })).hwdata as AlarmPage;
    expect(page.total).toBe(8);
    expect(page.list).toHaveLength(6);
    expect(page.list[0]?.content).toBe('A7');
    const last = page.list[0]!.raisedAt;
    const windowed = (await call('/api/v1/devices/alarms', { deviceType: '0', page: '1', pageSize: '6', start: String(last - 1), end: String(last) }, { token, method: 'GET' })).hwdata as AlarmPage;
    expect(windowed.list.map((a) => a.content).sort()).toEqual(['A6', 'A7']);
    const other = (await call('/api/v1/devices/alarms', { deviceType: '0', deviceId: '1', page: '1', pageSize: '6' }, { token, method: 'GET' })).hwdata as AlarmPage;
    expect(other.total).toBe(0);
  });

  it('confirmMacAlarm confirms the device\'s active alarms; the state filter and the overview follow', async () => {
    const machineId = personalAlarmDevice();
    raiseAlarm(sim(), machineId, { level: 3, content: 'x', voice: false });
    raiseAlarm(sim(), machineId, { level: 1, content: 'y', voice: true });
    const token = await loginToken(P.phone);
    const confirmed = await call('/api/machine/confirmMacAlarm', { machineID: String(machineId) }, { token });
    expect(confirmed.hwdata).toEqual({ changed: 2 });
    const active = (await call('/api/v1/devices/alarms', { deviceType: '0', state: 'active', page: '1', pageSize: '6' }, { token, method: 'GET' })).hwdata as AlarmPage;
    expect(active.total).toBe(0);
    const kanban = (await call('/api/v1/devices/alarmKanban', { deviceType: '0', eid: '0' }, { token })).hwdata as AlarmKanban;
    expect(kanban.total).toBe(2);
    expect(kanban.byState).toEqual({ active: 0, confirmed: 2, recovered: 0 });
    expect(kanban.byLevel).toEqual({ 1: 1, 2: 0, 3: 1 });
    expect(kanban.topDevices[0]?.machineId).toBe(machineId);
  });

  it('PUT moves chosen alarms to recovered; a user without a role on the device is refused', async () => {
    const machineId = personalAlarmDevice();
    const alarm = raiseAlarm(sim(), machineId, { level: 2, content: 'z', voice: false })!;
    const token = await loginToken(P.phone);
    expect((await call('/api/v1/devices/alarms', { ids: String(alarm.id), state: 'recovered' }, { token, method: 'PUT' })).hwdata).toEqual({ changed: 1 });
    const foreign = sim().world.devices.find((d) => !sim().world.memberships.some((m) => m.machineId === d.machine_id && m.userId === P.userId))!;
    const other = raiseAlarm(sim(), foreign.machine_id, { level: 2, content: 'w', voice: false })!;
    expect((await call('/api/v1/devices/alarms', { ids: String(other.id), state: 'confirmed' }, { token, method: 'PUT' })).hwcode).toBe('01020105');
  });

  it('alarmMsgSelect names the owner and admins and whether they receive alarms', async () => {
    const machineId = personalAlarmDevice();
    const token = await loginToken(P.phone);
    const list = (await call('/api/admin/alarmMsgSelect', { machineID: String(machineId) }, { token })).hwdata as AlarmRecipient[];
    expect(list.some((r) => r.id === P.userId && r.receivesAlarms)).toBe(true);
    expect(list.every((r) => r.limit_authority >= 2)).toBe(true);
  });

  it('an alarm lands in the message centre of every recipient', () => {
    const machineId = personalAlarmDevice();
    raiseAlarm(sim(), machineId, { level: 2, content: 'to all', voice: true });
    const recipients = alarmRecipients(sim().world, machineId);
    const got = sim().world.messages.filter((m) => m.content === 'to all');
    expect(got.map((m) => m.userId).sort()).toEqual([...recipients].sort());
    expect(got.every((m) => m.type === 'deviceVoice')).toBe(true);
  });
});

describe('alarm generator', () => {
  const story = (seed: number) => {
    const s = createSim({ seed });
    const generator = generatorOf(s);
    generator.setDefaultRate(600);
    generator.storm({ perSecond: 20, seconds: 2 });
    generator.step(5_000);
    generator.setDefaultRate(0);
    return s.world.alarms.map((a) => `${a.machineId}:${a.level}:${a.voice}:${a.content}`);
  };

  it('raises the same alarms for the same seed, other alarms for another seed', () => {
    const first = story(7);
    expect(first.length).toBeGreaterThan(40);
    expect(story(7)).toEqual(first);
    expect(story(8)).not.toEqual(first);
  });

  it('a storm raises N a second for T seconds, then stops', () => {
    const generator = generatorOf(sim());
    const storm = generator.storm({ perSecond: 50, seconds: 3, machineIds: [personalAlarmDevice()] });
    expect(storm.machineIds).toHaveLength(1);
    expect(generator.step(1_000)).toBe(50);
    expect(generator.step(10_000)).toBe(100);
    expect(generator.step(1_000)).toBe(0);
  });

  it('a device\'s own rate overrides the default', () => {
    const generator = generatorOf(sim());
    const machineId = personalAlarmDevice();
    generator.setRate(machineId, 36_000);
    generator.step(10_000);
    const machines = new Set(sim().world.alarms.map((a) => a.machineId));
    expect(machines).toEqual(new Set([machineId]));
    expect(sim().world.alarms.length).toBeGreaterThan(50);
  });

  it('the control API steps storms and sends mass texts', async () => {
    const storm = await control<{ storm: { machineIds: number[] } }>('alarms/storm', { perSecond: 10, seconds: 1, account: P.phone, realTime: false });
    expect(storm.storm.machineIds.length).toBeGreaterThan(0);
    expect(await control('alarms/step', { ms: 1000 })).toEqual({ raised: 10 });
    expect(await control('mass-text', { content: 'hello', account: P.phone })).toEqual({ delivered: 1 });
    expect(sim().world.messages.filter((m) => m.userId === P.userId && m.type === 'massTexting')).toHaveLength(1);
  });
});

describe('background texts (docs/decisions.md, "Console")', () => {
  it('every project alarm and mass text the generator raises is text in both languages, never an object', () => {
    const generator = generatorOf(sim());
    generator.setDefaultRate(36_000);
    generator.step(60_000);
    const raised = sim().world.messages.filter((m) => m.type === 'projectAlarm' || m.type === 'massTexting');
    expect(raised.some((m) => m.type === 'projectAlarm')).toBe(true);
    for (const m of raised) {
      expect(m.content).not.toContain('[object');
      const versions = versionsOf(m.content);
      expect(versions, m.content).toBeDefined();
      expect(versions!.en).not.toBe(versions!.cn);
    }
  });
});
