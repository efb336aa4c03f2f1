import { describe, expect, it } from 'vitest';
import { dayRange } from '../../src/domain/time';
import { availability } from '../../src/domain/dataCenter';
import type { FleetHistory } from '../../src/domain/wire/dataCenter';
import { call, control, loginToken, simulatorPerTest } from './support';

const { sim } = simulatorPerTest();
const DAY = 86_400;

function todayRange(days = 1) {
  const now = new Date(sim().clock.now());
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return dayRange(from, now);
}

async function history(token: string, query: Record<string, string>) {
  return call('/api/ext/v1/dataCenter/history', query, { token, method: 'GET' });
}

describe('data centre history (extension call)', () => {
  it('answers the personal devices with online stretches, and the recorded change shows', async () => {
    const token = await loginToken('13800138000');
    const range = todayRange(7);
    const before = await history(token, { eid: '0', start: String(range.start), end: String(range.end) });
    expect(before.hwcode).toBe(0);
    const data = before.hwdata as FleetHistory;
    expect(data.devices.length).toBeGreaterThan(0);
    // The generated past gives every usually-online device a history.
    expect(data.devices.some((d) => d.spans.length > 0)).toBe(true);
    const target = data.devices.find((d) => d.onlineNow);
    expect(target).toBeDefined();

    await control('device/state', { machineCode: target!.code, online: false });
    sim().clock.advance(3_600_000);
    const after = (await history(token, { eid: '0', start: String(range.start), end: String(range.end) })).hwdata as FleetHistory;
    const device = after.devices.find((d) => d.machineId === target!.machineId)!;
    expect(device.onlineNow).toBe(false);
    const lastHour = { start: Math.floor(sim().clock.now() / 1000) - 3000, end: Math.floor(sim().clock.now() / 1000) };
    expect(availability(device.spans, lastHour)).toBe(0);
  });

  it('answers the same generated past for the same seed', async () => {
    const token = await loginToken('13800138000');
    const range = todayRange(30);
    const q = { eid: '0', start: String(range.start - 30 * DAY), end: String(range.start) };
    const first = JSON.stringify((await history(token, q)).hwdata);
    sim().reset({ seed: 1 });
    const again = JSON.stringify((await history(await loginToken('13800138000'), q)).hwdata);
    expect(again).toBe(first);
  });

  it('counts the alarms the caller receives, with their confirmation time', async () => {
    const token = await loginToken('13800138000');
    await control('alarm', { account: '13800138000', level: 3, content: 'Overheat' });
    const range = todayRange(1);
    const data = (await history(token, { eid: '0', start: String(range.start), end: String(range.end) })).hwdata as FleetHistory;
    expect(data.alarms.some((a) => a.level === 3 && a.state === 'active' && a.confirmedAt === 0)).toBe(true);
  });

  it('refuses a malformed or too long range and a foreign enterprise', async () => {
    const token = await loginToken('13800138000');
    expect(String((await history(token, { eid: '0', start: '10', end: '5' })).hwcode)).toBe('400');
    expect(String((await history(token, { eid: '0', start: '0', end: String(400 * DAY) })).hwcode)).toBe('400');
    expect((await history(token, { eid: '999', start: '0', end: '10' })).hwcode).toBe('01020105');
  });
});

describe('data centre history: days to come', () => {
  it('refuses a range that starts after now', async () => {
    const token = await loginToken('13800138000');
    const start = Math.floor(sim().clock.now() / 1000) + 2 * DAY;
    const answer = await history(token, { eid: '0', start: String(start), end: String(start + DAY - 1) });
    expect(answer.hwcode).not.toBe(0);
  });
});
