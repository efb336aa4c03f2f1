// The enterprise side and the records: settings in an enterprise, the stock it allocates, personal stock moved into
// it (irreversibly), recharge and allocation records with their time filters, and the SMS calls' token handling.
import { describe, expect, it } from 'vitest';
import type { AllocationRecord, EntUserMessage, Page, SaleRecord, SmsLogRow, SmsStock, TransferAnswer, UserMsgConfig } from '../../src/domain/wire/sms';
import { raiseAlarm } from '../../simulator/generator/raise';
import { alarmDevicesOf } from '../../simulator/generator/recipients';
import { DEMO_ACCOUNTS, DEMO_ENTERPRISES } from '../../simulator/world/demoAccounts';
import { QueryClient } from '@tanstack/react-query';
import { Subject } from 'rxjs';
import type { Http, HttpRequest, Result } from '../../src/transport/http';
import { deviceOptionsQuery } from '../../src/ui/sms/queries';
import { call, control, loginToken, simulatorPerTest } from './support';

const { sim } = simulatorPerTest();
const E = DEMO_ACCOUNTS.enterprise;
const P = DEMO_ACCOUNTS.personal;
const EID = String(DEMO_ENTERPRISES.withoutProjects);

describe('enterprise SMS settings and stock', () => {
  it('keeps the user\'s settings per enterprise, apart from the personal ones', async () => {
    const token = await loginToken(E.email);
    const saved = await call('/api/msg/v1/ent/userMessage', { eid: EID, smsFlag: '0', smsDailyAmount: '12', smsMachineDailyAmount: '3', emailFlag: '1' }, { token, method: 'PUT' });
    expect(saved.hwcode).toBe(0);
    const info = (await call('/api/msg/v1/ent/userMessage/info', { eid: EID }, { token, method: 'GET' })).hwdata as EntUserMessage;
    expect(info).toMatchObject({ eid: Number(EID), smsFlag: 0, smsDailyAmount: 12, smsMachineDailyAmount: 3, emailFlag: 1 });
    const personal = (await call('/api/v1/alarm/userMsgConfig', {}, { token, method: 'GET' })).hwdata as UserMsgConfig;
    expect(personal.userSmsDailyAmount).toBe(50);
    const outsider = await loginToken(P.phone);
    expect((await call('/api/msg/v1/ent/userMessage/info', { eid: EID }, { token: outsider, method: 'GET' })).hwcode).toBe('01020105');
  });

  it('moves personal stock into the enterprise: never more than held, the total kept', async () => {
    const token = await loginToken(E.email);
    const stock = async () => (await call('/api/msg/v1/ent/sms/user/stock', { eid: EID, userId: String(E.userId) }, { token, method: 'GET' })).hwdata as SmsStock;
    const before = await stock();
    expect(before.personalStock).toBe(100);
    expect((await call('/api/msg/v1/ent/userMessage/transfer', { eid: EID, amount: '101' }, { token, method: 'PUT' })).hwcode).toBe('09010102');
    expect((await call('/api/msg/v1/ent/userMessage/transfer', { eid: EID, amount: '0' }, { token, method: 'PUT' })).hwcode).toBe(400);
    const moved = (await call('/api/msg/v1/ent/userMessage/transfer', { eid: EID, amount: '30' }, { token, method: 'PUT' })).hwdata as TransferAnswer;
    expect(moved).toEqual({ moved: 30, personalStock: 70, enterpriseStock: before.enterpriseStock + 30 });
    const after = await stock();
    expect(after.personalStock + after.enterpriseStock).toBe(before.personalStock + before.enterpriseStock);
  });

  it('allocations move enterprise stock to a member and are listed, 10 a page, members seeing their own', async () => {
    const token = await loginToken(E.email);
    const member = sim().world.users.find((u) => u.id === sim().world.enterprises.find((e) => String(e.eid) === EID)!.memberIds[1])!;
    for (let i = 0; i < 11; i += 1) {
      const answer = await control<{ record: AllocationRecord }>('sms/allocate', { eid: EID, account: String(member.id), amount: 2 });
      expect(answer.record.amount).toBe(2);
      sim().clock.advance(1000);
    }
    const tooMuch = await fetch('http://sim.test/__sim/sms/allocate', { method: 'POST', body: JSON.stringify({ eid: EID, account: String(member.id), amount: 1e6 }) });
    expect(tooMuch.status).toBe(409);
    const page1 = (await call('/api/msg/v1/ent/sms/log/allocation/page', { eid: EID, page: '1', pageSize: '10' }, { token })).hwdata as Page<AllocationRecord>;
    // The member's 11, plus the starting allocations of the member and of the manager.
    expect(page1.total).toBe(13);
    expect(page1.list).toHaveLength(10);
    expect(page1.list[0]!.time).toBeGreaterThanOrEqual(page1.list[9]!.time);
    const memberStock = (await call('/api/msg/v1/ent/sms/user/stock', { eid: EID, userId: String(member.id) }, { token, method: 'GET' })).hwdata as SmsStock;
    expect(memberStock.stock).toBe(50 + 22);
  });

  it('enterprise alarms go by the enterprise settings: a user without a phone is logged, not dropped', async () => {
    const token = await loginToken(E.email);
    const machineId = [...alarmDevicesOf(sim().world, E.userId, Number(EID))][0]!;
    expect((await call('/api/msg/v1/ent/alarm/setMachineSmsFlag', { eid: EID, machineId: String(machineId), smsFlag: '1' }, { token, method: 'PUT' })).hwcode).toBe(0);
    raiseAlarm(sim(), machineId, { level: 3, content: 'Line stopped', voice: false });
    const log = (await call('/api/msg/v1/ent/alarm/smsLoggerPage', { eid: EID, page: '1', pageSize: '10' }, { token, method: 'GET' })).hwdata as Page<SmsLogRow>;
    expect(log.list.find((r) => r.userId === E.userId)).toMatchObject({ result: 'notSent', cause: 'noPhone', eid: Number(EID) });
    const personal = (await call('/api/msg/v1/alarm/sms/page', { page: '1', pageSize: '10' }, { token })).hwdata as Page<SmsLogRow>;
    expect(personal.total).toBe(0);
  });
});

describe('recharge records', () => {
  it('lists recharges and refunds, newest first, within the day range', async () => {
    const token = await loginToken(P.phone);
    await call('/api/v1/alarm/userMsgConfig', {}, { token, method: 'GET' });
    sim().clock.advance(3 * 24 * 3600_000);
    await control('sms/recharge', { account: P.phone, amount: 200 });
    await control('sms/recharge', { account: P.phone, amount: 50, operate: 'refund' });
    const all = (await call('/api/v1/sms/sale-list', { page: '1', pageSize: '10' }, { token })).hwdata as Page<SaleRecord>;
    expect(all.list.map((r) => [r.operate, r.amount, r.balance])).toEqual([['refund', 50, 250], ['recharge', 200, 300], ['recharge', 100, 100]]);
    const now = Math.floor(sim().clock.now() / 1000);
    const recent = (await call('/api/v1/sms/sale-list', { page: '1', pageSize: '10', startTime: String(now - 3600), endTime: String(now) }, { token })).hwdata as Page<SaleRecord>;
    expect(recent.total).toBe(2);
    const refunds = (await call('/api/v1/sms/sale-list', { page: '1', pageSize: '10', operate: 'refund' }, { token })).hwdata as Page<SaleRecord>;
    expect(refunds.total).toBe(1);
  });
});

describe('SMS device list', () => {
  it('lists the devices with their switches by machineId, descending, 10 a page', async () => {
    const token = await loginToken(P.phone);
    await control('devices', { count: 12, account: P.phone });
    const page = (await call('/api/v1/devices/msgConfig', { eid: '0', page: '1', pageSize: '10' }, { token, method: 'GET' })).hwdata as Page<{ machineId: number; smsFlag: number; smsToday: number }>;
    expect(page.list).toHaveLength(10);
    expect(page.total).toBeGreaterThan(12);
    const ids = page.list.map((r) => r.machineId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.list.every((r) => r.smsFlag === 0 && r.smsToday === 0)).toBe(true);
  });
});

describe('SMS calls without a valid token', () => {
  it('answer hwcode 113, which the console reads as a token notice on SMS calls', async () => {
    for (const [path, method] of [['/api/v1/alarm/userMsgConfig', 'GET'], ['/api/msg/v1/ent/userMessage/transfer', 'PUT'], ['/api/v1/sms/sale-list', 'POST']] as const) {
      expect((await call(path, {}, { token: 'nope', method })).hwcode).toBe(113);
    }
  });
});

describe('the SMS log filter\'s device choice against a cloud that caps msgConfig at 10 a page', () => {
  it('offers every device, asking 10 a page, while a page of 100 comes back with 10', async () => {
    const token = await loginToken(P.phone);
    await control('devices', { count: 25, account: P.phone });
    const asked100 = (await call('/api/v1/devices/msgConfig', { eid: '0', page: '1', pageSize: '100' }, { token, method: 'GET' })).hwdata as Page<{ machineId: number }>;
    expect(asked100.list).toHaveLength(10);
    const sizes: unknown[] = [];
    const http: Http = {
      failures$: new Subject(),
      call: async <T,>(req: HttpRequest) => {
        sizes.push((req.query as { pageSize: unknown }).pageSize);
        const fields = Object.fromEntries(Object.entries(req.query ?? {}).map(([k, v]) => [k, String(v)]));
        const answer = await call(req.path, fields, { token, method: req.method });
        return { ok: true, data: answer.hwdata as T } as Result<T>;
      },
    };
    const rows = await new QueryClient().fetchQuery(deviceOptionsQuery(http, 0));
    expect(rows).toHaveLength(asked100.total);
    expect(new Set(rows.map((r) => r.machineId)).size).toBe(asked100.total);
    expect(new Set(sizes)).toEqual(new Set([10]));
  });
});
