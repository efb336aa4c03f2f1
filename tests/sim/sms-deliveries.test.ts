// Alarms become SMS and e-mail deliveries by the cloud's rules: switches, receivers, segments, daily amounts per
// user and per device, and the stock. Every attempt is in the send log; nothing vanishes without a word.
import { describe, expect, it } from 'vitest';
import { smsSegments } from '../../src/domain/sms';
import type { EmailLogRow, Page, SmsLogRow, UserMsgConfig } from '../../src/domain/wire/sms';
import { readSendLog } from '../../simulator/delivery';
import { alarmDevicesOf, alarmRecipients } from '../../simulator/generator/recipients';
import { generatorOf } from '../../simulator/generator/generator';
import { raiseAlarm } from '../../simulator/generator/raise';
import { DEMO_ACCOUNTS } from '../../simulator/world/demoAccounts';
import { call, control, loginToken, simulatorPerTest } from './support';

const { sim } = simulatorPerTest();
const P = DEMO_ACCOUNTS.personal;
const SHORT = 'Pressure high';

async function signedIn() {
  const token = await loginToken(P.phone);
  const devices = [...alarmDevicesOf(sim().world, P.userId, 0)];
  const config = async () => (await call('/api/v1/alarm/userMsgConfig', {}, { token, method: 'GET' })).hwdata as UserMsgConfig;
  const setConfig = (fields: Record<string, string>) => call('/api/v1/alarm/setUserMsgConfig', fields, { token });
  const switchOn = async (machineId: number, flags: Record<string, string> = { smsFlag: '1', emailFlag: '1' }) =>
    expect((await call('/api/v1/alarm/setMachineSmsFlag', { machineID: String(machineId), ...flags }, { token })).hwcode).toBe(0);
  const smsLog = async (fields: Record<string, string> = {}) =>
    (await call('/api/msg/v1/alarm/sms/page', { page: '1', pageSize: '10', ...fields }, { token })).hwdata as Page<SmsLogRow>;
  const emailLog = async () => (await call('/api/msg/v1/alarm/email/page', { page: '1', pageSize: '10' }, { token })).hwdata as Page<EmailLogRow>;
  return { token, devices, config, setConfig, switchOn, smsLog, emailLog };
}

const mine = (rows: SmsLogRow[]) => rows.filter((r) => r.userId === P.userId);

describe('SMS deliveries', () => {
  it('nothing is attempted until the device is switched on; then each alarm is delivered and uses its segments', async () => {
    const u = await signedIn();
    const machineId = u.devices[0]!;
    raiseAlarm(sim(), machineId, { level: 2, content: SHORT, voice: false });
    expect((await u.smsLog()).total).toBe(0);
    const before = (await u.config()).stock;

    await u.switchOn(machineId, { smsFlag: '1' });
    raiseAlarm(sim(), machineId, { level: 2, content: SHORT, voice: false });
    const long = 'L'.repeat(150);
    raiseAlarm(sim(), machineId, { level: 2, content: long, voice: false });
    const log = await u.smsLog();
    expect(log.total).toBe(2);
    expect(log.list.map((r) => r.result)).toEqual(['delivered', 'delivered']);
    expect(log.list[0]!.segments).toBe(smsSegments(log.list[0]!.content));
    expect(log.list[0]!.segments).toBe(3);
    expect(log.list[0]!.phone).toBe(P.phone);
    const after = await u.config();
    expect(after.stock).toBe(before - 4);
    expect(after.usage.usedToday).toBe(4);
    expect(after.usage.lastDays.at(-1)).toBe(4);
    expect(after.usage.busiestDevice).toMatchObject({ machineId, usedToday: 4 });
  });

  it('the user\'s switch off stops SMS; the daily amounts say "not sent" with the reason', async () => {
    const u = await signedIn();
    const [a, b] = u.devices;
    await u.switchOn(a!, { smsFlag: '1' });
    await u.switchOn(b!, { smsFlag: '1' });
    expect((await u.setConfig({ userSmsFlag: '1', userSmsDailyAmount: '3', machineSmsDailyAmount: '2', userEmailFlag: '0' })).hwcode).toBe(0);
    for (let i = 0; i < 3; i += 1) raiseAlarm(sim(), a!, { level: 2, content: `${SHORT} ${i}`, voice: false });
    raiseAlarm(sim(), b!, { level: 2, content: SHORT, voice: false });
    raiseAlarm(sim(), b!, { level: 2, content: SHORT, voice: false });
    const rows = (await u.smsLog()).list.reverse();
    expect(rows.map((r) => [r.machineId, r.result, r.cause ?? ''])).toEqual([
      [a, 'delivered', ''], [a, 'delivered', ''], [a, 'notSent', 'deviceQuota'], [b, 'delivered', ''], [b, 'notSent', 'userQuota'],
    ]);
    await u.setConfig({ userSmsFlag: '0' });
    raiseAlarm(sim(), b!, { level: 2, content: SHORT, voice: false });
    expect((await u.smsLog()).total).toBe(5);
  });

  it('refuses daily amounts outside 0 to 1000', async () => {
    const u = await signedIn();
    expect((await u.setConfig({ userSmsDailyAmount: '1001' })).hwcode).toBe(400);
    expect((await u.setConfig({ machineSmsDailyAmount: '-1' })).hwcode).toBe(400);
    expect((await u.config()).userSmsDailyAmount).toBe(50);
  });

  it('a message that does not fit the stock is not sent at all; a refund cannot go below zero', async () => {
    const u = await signedIn();
    const machineId = u.devices[0]!;
    await u.switchOn(machineId, { smsFlag: '1' });
    const stock = (await u.config()).stock;
    const refund = await control<{ stock: number }>('sms/recharge', { account: P.phone, amount: stock - 1, operate: 'refund' });
    expect(refund.stock).toBe(1);
    const tooMuch = await fetch('http://sim.test/__sim/sms/recharge', { method: 'POST', body: JSON.stringify({ account: P.phone, amount: 5, operate: 'refund' }) });
    expect(tooMuch.status).toBe(409);
    raiseAlarm(sim(), machineId, { level: 2, content: 'L'.repeat(100), voice: false });
    raiseAlarm(sim(), machineId, { level: 2, content: SHORT, voice: false });
    raiseAlarm(sim(), machineId, { level: 2, content: SHORT, voice: false });
    const rows = (await u.smsLog()).list.reverse();
    expect(rows.map((r) => `${r.result}:${r.cause ?? ''}`)).toEqual(['notSent:stock', 'delivered:', 'notSent:stock']);
    expect((await u.config()).stock).toBe(0);
  });

  it('a failing gateway logs "failed" and charges nothing', async () => {
    const u = await signedIn();
    const machineId = u.devices[0]!;
    await u.switchOn(machineId, { smsFlag: '1' });
    const stock = (await u.config()).stock;
    await control('sms/fail', { share: 1 });
    raiseAlarm(sim(), machineId, { level: 2, content: SHORT, voice: false });
    expect((await u.smsLog()).list[0]).toMatchObject({ result: 'failed', cause: 'gateway' });
    expect((await u.config()).stock).toBe(stock);
  });

  it('at 80 % and 95 % of a daily amount the user gets one message-centre notice each', async () => {
    const u = await signedIn();
    const machineId = u.devices[0]!;
    await u.switchOn(machineId, { smsFlag: '1' });
    await u.setConfig({ userSmsDailyAmount: '20', machineSmsDailyAmount: '20' });
    const notices = () => sim().world.messages.filter((m) => m.userId === P.userId && m.type === 'system' && /your daily amount/.test(m.content));
    for (let i = 0; i < 15; i += 1) raiseAlarm(sim(), machineId, { level: 2, content: SHORT, voice: false });
    expect(notices()).toHaveLength(0);
    raiseAlarm(sim(), machineId, { level: 2, content: SHORT, voice: false });
    expect(notices().map((m) => m.content)).toEqual([expect.stringContaining('80%')]);
    for (let i = 0; i < 4; i += 1) raiseAlarm(sim(), machineId, { level: 2, content: SHORT, voice: false });
    expect(notices().map((m) => m.content.match(/(\d+)%/)?.[1])).toEqual(['80', '95']);
    // Open consoles hear of it at once: the realtime mass-text frame, which the console shows as its banner.
    // Another device (the first one's 80 % was told today already), the amount per device within the total.
    const other = u.devices[1]!;
    await u.switchOn(other, { smsFlag: '1' });
    await u.setConfig({ userSmsDailyAmount: '1000', machineSmsDailyAmount: '26' });
    for (let i = 0; i < 20; i += 1) raiseAlarm(sim(), other, { level: 2, content: SHORT, voice: false });
    const pushed: Array<{ type: string; content?: string }> = [];
    const push = sim().hub.push;
    sim().hub.push = (userId, message) => (userId === P.userId && pushed.push(message as { type: string; content?: string }), push(userId, message));
    try {
      raiseAlarm(sim(), other, { level: 2, content: SHORT, voice: false });
      expect(pushed.filter((m) => m.type === 'massTexting').map((m) => m.content)).toEqual([expect.stringMatching(/80%.*21\/26/)]);
    } finally {
      sim().hub.push = push;
    }
  });

  it('warns once when the stock falls below a week\'s use', async () => {
    const u = await signedIn();
    const machineId = u.devices[0]!;
    await u.switchOn(machineId, { smsFlag: '1' });
    await control('sms/recharge', { account: P.phone, amount: 95, operate: 'refund' });
    const low = () => sim().world.messages.filter((m) => m.userId === P.userId && /recharge/.test(m.content));
    for (let i = 0; i < 2; i += 1) raiseAlarm(sim(), machineId, { level: 2, content: SHORT, voice: false });
    expect(low()).toHaveLength(0);
    raiseAlarm(sim(), machineId, { level: 2, content: SHORT, voice: false });
    raiseAlarm(sim(), machineId, { level: 2, content: SHORT, voice: false });
    expect(low()).toHaveLength(1);
  });
});

describe('e-mail deliveries', () => {
  it('goes to every receiver; without one the log says so; duplicates are refused', async () => {
    const u = await signedIn();
    const machineId = u.devices[0]!;
    await u.switchOn(machineId, { emailFlag: '1' });
    raiseAlarm(sim(), machineId, { level: 2, content: SHORT, voice: false });
    expect((await u.emailLog()).list[0]).toMatchObject({ result: 'notSent', cause: 'noReceiver' });

    expect((await call('/api/v1/alarm/contact/add', { name: 'Wang', email: 'wang@example.com' }, { token: u.token })).hwcode).toBe(0);
    expect((await call('/api/v1/alarm/contact/add', { name: 'Li', email: 'li@example.com' }, { token: u.token })).hwcode).toBe(0);
    const duplicate = await call('/api/v1/alarm/contact/add', { name: 'W2', email: 'WANG@example.com' }, { token: u.token });
    expect(duplicate.hwcode).toBe('09010101');
    expect((await call('/api/v1/alarm/contact/add', { name: 'x'.repeat(21), email: 'x@example.com' }, { token: u.token })).hwcode).toBe(400);
    raiseAlarm(sim(), machineId, { level: 2, content: SHORT, voice: false });
    const rows = (await u.emailLog()).list.slice(0, 2);
    expect(rows.map((r) => [r.email, r.result]).sort()).toEqual([['li@example.com', 'delivered'], ['wang@example.com', 'delivered']]);

    const contacts = (await u.config()).contacts;
    const wang = contacts.find((c) => c.email === 'wang@example.com')!;
    expect((await call('/api/v1/alarm/contact/del', { id: String(wang.id) }, { token: u.token, method: 'DELETE' })).hwcode).toBe(0);
    expect((await u.config()).contacts.map((c) => c.email)).toEqual(['li@example.com']);
  });
});

describe('under generated alarms', () => {
  it('every attempt of a storm is in the log, the stock never goes negative and pays exactly the delivered segments', async () => {
    const u = await signedIn();
    for (const machineId of u.devices) await u.switchOn(machineId);
    await u.setConfig({ userSmsDailyAmount: '1000', machineSmsDailyAmount: '7' });
    await control('sms/fail', { share: 0.2 });
    const stock = (await u.config()).stock;
    const before = sim().world.alarms.length;
    generatorOf(sim()).storm({ perSecond: 20, seconds: 3, machineIds: u.devices, realTime: false });
    generatorOf(sim()).step(4_000);
    const raised = sim().world.alarms.slice(before);
    expect(raised.length).toBeGreaterThan(30);

    const log = readSendLog(sim(), { userId: P.userId, eid: 0 });
    const mySms = mine(log.sms);
    const expected = raised.filter((a) => alarmRecipients(sim().world, a.machineId).includes(P.userId)).length;
    expect(mySms).toHaveLength(expected);
    expect(new Set(mySms.map((r) => r.result))).toEqual(new Set(['delivered', 'failed', 'notSent']));
    const delivered = mySms.filter((r) => r.result === 'delivered').reduce((sum, r) => sum + r.segments, 0);
    const after = await u.config();
    expect(after.stock).toBe(Math.max(0, stock - delivered));
    expect(after.stock).toBeGreaterThanOrEqual(0);
    expect(after.usage.usedToday).toBe(delivered);
    for (const machineId of u.devices) {
      const used = mySms.filter((r) => r.machineId === machineId && r.result === 'delivered').reduce((s, r) => s + r.segments, 0);
      expect(used).toBeLessThanOrEqual(7);
    }
    // Paged 10 at a time, newest first, and filtered by device and time.
    const first = await u.smsLog();
    expect(first.list).toHaveLength(10);
    expect(first.total).toBe(expected);
    const device = u.devices[0]!;
    const byDevice = await u.smsLog({ machineId: String(device), pageSize: '100' });
    expect(byDevice.list.every((r) => r.machineId === device)).toBe(true);
    const late = await u.smsLog({ startTime: String(Math.floor(sim().clock.now() / 1000) + 60) });
    expect(late.total).toBe(0);
  });
});
