// SMS rules the settings and stock screens rely on: the per-device amount stays within the total, a move of
// personal stock into an enterprise is recorded, and the enterprise's stock goes to its members only.
import { describe, expect, it } from 'vitest';
import type { AllocationRecord, Page, SaleRecord } from '../../src/domain/wire/sms';
import { poolOf, smsState, STARTING_ENTERPRISE_STOCK } from '../../simulator/delivery/state';
import { alarmRecipients } from '../../simulator/generator/recipients';
import { raiseAlarm } from '../../simulator/generator/raise';
import { DEMO_ACCOUNTS } from '../../simulator/world/demoAccounts';
import { readWholeNumber } from '../../src/domain/smsQuota';
import { call, loginToken, simulatorPerTest } from './support';

const { sim } = simulatorPerTest();
const P = DEMO_ACCOUNTS.personal;

describe('SMS rules', () => {
  it('refuses a per-device daily amount above the daily amount of all devices', async () => {
    const token = await loginToken(P.phone);
    const set = (user: string, device: string) => call('/api/v1/alarm/setUserMsgConfig', { userSmsDailyAmount: user, machineSmsDailyAmount: device }, { token });
    expect((await set('20', '30')).hwcode).toBe(400);
    expect((await set('20', '20')).hwcode).toBe(0);
  });

  it('records a move of personal stock into the enterprise in the personal records', async () => {
    const token = await loginToken('ent@example.com');
    expect((await call('/api/msg/v1/ent/userMessage/transfer', { eid: '201', amount: '30' }, { token, method: 'PUT' })).hwcode).toBe(0);
    const records = (await call('/api/v1/sms/sale-list', { page: '1', pageSize: '10' }, { token })).hwdata as Page<SaleRecord>;
    expect(records.list[0]).toMatchObject({ operate: 'transfer', amount: 30, balance: 70 });
    const moves = (await call('/api/v1/sms/sale-list', { page: '1', pageSize: '10', operate: 'transfer' }, { token })).hwdata as Page<SaleRecord>;
    expect(moves.total).toBe(1);
  });

  it('never allocates enterprise stock to a key holder outside the enterprise, so the figures add up', async () => {
    const world = sim().world;
    const found = world.devices.flatMap((device) => {
      const enterprise = world.enterprises.find((e) => e.eid === device.eid);
      if (!enterprise) return [];
      const outsider = [...alarmRecipients(world, device.machine_id)].find((id) => !enterprise.memberIds.includes(id));
      return outsider === undefined ? [] : [{ device, enterprise, outsider }];
    })[0];
    expect(found, 'an enterprise device with a recipient outside the enterprise').toBeDefined();
    const { device, enterprise, outsider } = found!;
    raiseAlarm(sim(), device.machine_id, { level: 2, content: 'Pressure high', voice: false });
    const allocations: AllocationRecord[] = smsState(world).allocations.filter((a) => a.eid === enterprise.eid);
    expect(allocations.some((a) => a.userId === outsider)).toBe(false);
    expect(allocations.every((a) => enterprise.memberIds.includes(a.userId))).toBe(true);
    const allocated = allocations.reduce((sum, a) => sum + a.amount, 0);
    expect(poolOf(sim(), enterprise.eid) + allocated).toBe(STARTING_ENTERPRISE_STOCK);
  });
});

describe('amounts as typed', () => {
  it('reads full-width digits as digits and refuses anything else', () => {
    expect(readWholeNumber('５０')).toBe(50);
    expect(readWholeNumber(' 12 ')).toBe(12);
    for (const bad of ['', '1.5', '-3', '1 2', 'abc', '１e3']) expect(readWholeNumber(bad), bad).toBeUndefined();
  });
});

describe('SMS notices in one language', () => {
  it('carries both versions of a limit notice and says the share actually used (100 % for 10 of 10)', async () => {
    const { textIn, versionsOf } = await import('../../src/domain/cloudText');
    const token = await loginToken(P.phone);
    const machineId = [...(await import('../../simulator/generator/recipients')).alarmDevicesOf(sim().world, P.userId, 0)][0]!;
    expect((await call('/api/v1/alarm/setMachineSmsFlag', { machineID: String(machineId), smsFlag: '1' }, { token })).hwcode).toBe(0);
    expect((await call('/api/v1/alarm/setUserMsgConfig', { userSmsDailyAmount: '10', machineSmsDailyAmount: '10' }, { token })).hwcode).toBe(0);
    // Eight short alarms, then one of two segments: from 8 to 10 of 10 crosses 95 % and says 100 %.
    for (let i = 0; i < 8; i += 1) raiseAlarm(sim(), machineId, { level: 2, content: 'Pressure high', voice: false });
    raiseAlarm(sim(), machineId, { level: 2, content: 'P'.repeat(100), voice: false });
    const notices = sim().world.messages.filter((m) => m.userId === P.userId && m.type === 'system');
    const last = notices.filter((m) => textIn(m.content, 'en').includes('your daily amount')).at(-1)!;
    expect(versionsOf(last.content)).toBeDefined();
    expect(textIn(last.content, 'en')).toContain('100% of your daily amount is used (10 of 10)');
    expect(textIn(last.content, 'en')).not.toMatch(/[\u4e00-\u9fff]/);
    expect(textIn(last.content, 'cn')).toContain('100%（10/10）');
    expect(textIn(last.content, 'cn')).not.toMatch(/SMS alarms/);
  });
});
