// The authority centre's calls in the simulated cloud (api.md section 7, Admin; product.md sections 4 and 6).
import { describe, expect, it } from 'vitest';
import { BusinessCode } from '../../src/domain/resultCodes';
import { call, loginToken, simulatorPerTest } from './support';

const { sim } = simulatorPerTest();

// Seeded world: 50002 owned by 1001 (13800138000) with Bkey 1004 (13900139001); 50003 owned by 1001 with
// visitor 1005 (13900139002).
const AKEY = '13800138000';
const BKEY = '13900139001';

type Row = { id: number; limit_authority: number; visitTime?: number; visitTimeId?: number } | { total: number };

async function members(token: string, machineID: string, infoType: string): Promise<Row[]> {
  const answer = await call('/api/admin/select', { machineID, infoType, start: '0', pageSize: '500' }, { token });
  expect(answer.hwcode).toBe(0);
  return answer.hwdata as Row[];
}

describe('the authority centre of a device', () => {
  it('lists the owner first, then the Bkeys, with the total in the last element; visitors and the blacklist apart', async () => {
    const token = await loginToken(AKEY);
    expect(await members(token, '50002', '2')).toEqual([
      expect.objectContaining({ id: 1001, limit_authority: 3 }),
      expect.objectContaining({ id: 1004, limit_authority: 2 }),
      { total: 2 },
    ]);
    expect(await members(token, '50003', '3')).toEqual([expect.objectContaining({ id: 1005, visitTime: -1 }), { total: 1 }]);
    expect(await members(token, '50003', '-1')).toEqual([{ total: 0 }]);
  });

  it('refuses the lists to a visitor with the no-permission code', async () => {
    const answer = await call('/api/admin/select', { machineID: '50003', infoType: '2', start: '0', pageSize: '500' }, { token: await loginToken('13900139002') });
    expect(answer.hwcode).toBe(BusinessCode.NoPermission);
  });

  it('adds a Bkey by account, with 01010304 for a missing account and 01010305 for an existing Bkey', async () => {
    const token = await loginToken(AKEY);
    expect((await call('/api/admin/push', { account: '13900000000', machineID: '50002' }, { token })).hwcode).toBe(BusinessCode.BkeyAccountMissing);
    expect((await call('/api/admin/push', { account: BKEY, machineID: '50002' }, { token })).hwcode).toBe(BusinessCode.BkeyAlreadyExists);
    const added = await call('/api/admin/push', { account: 'user4@example.com', machineID: '50002' }, { token });
    expect(added.hwdata).toMatchObject({ res: 1, bkeyInfo: { id: 1006, limit_authority: 2 } });
  });

  it('zeroes a running visit time once, then answers 01010408; sets it forever or at least 10 minutes ahead', async () => {
    const token = await loginToken(AKEY);
    const [visitor] = (await members(token, '50003', '3')) as { id: number; visitTimeId: number }[];
    const zero = () => call('/api/admin/zeroVisitTime', { machineID: '50003', visitAlidTimeID: String(visitor?.visitTimeId) }, { token });
    expect((await zero()).hwcode).toBe(0);
    expect((await zero()).hwcode).toBe(BusinessCode.ZeroVisitTimeExpired);
    const short = await call('/api/device/v1/visit/time', { machineID: '50003', userId: '1005', minutes: '9' }, { token, method: 'PUT' });
    expect(short.hwcode).toBe(BusinessCode.VisitTimeTooShort);
    const custom = await call('/api/device/v1/visit/time', { machineID: '50003', userId: '1005', minutes: '10' }, { token, method: 'PUT' });
    expect(custom.hwdata).toMatchObject({ visitTime: Math.floor(sim().clock.now() / 1000) + 600 });
    const cleared = await call('/api/device/v1/visit/time', { machineID: '50003', userId: '1005' }, { token, method: 'DELETE' });
    expect(cleared.hwdata).toMatchObject({ visitTime: 0 });
  });

  it('transfers ownership: the target becomes 3 and the previous owner 2, who can transfer no more', async () => {
    const token = await loginToken(AKEY);
    const moved = await call('/api/admin/updateLevel', { id: '1004', limit: '3', terminalID: 't', machineID: '50002' }, { token });
    expect(moved.hwdata).toMatchObject({ id: 1004, limit_authority: 3 });
    expect(await members(token, '50002', '2')).toEqual([
      expect.objectContaining({ id: 1004, limit_authority: 3 }),
      expect.objectContaining({ id: 1001, limit_authority: 2 }),
      { total: 2 },
    ]);
    const back = await call('/api/admin/updateLevel', { id: '1004', limit: '3', terminalID: 't', machineID: '50002' }, { token });
    expect(back.hwcode).toBe(BusinessCode.NoPermission);
  });

  it('moves a visitor up to Bkey, back down, onto the blacklist and back to the white list', async () => {
    const token = await loginToken(AKEY);
    const level = (limit: string) => call('/api/admin/updateLevel', { id: '1005', limit, terminalID: 't', machineID: '50003' }, { token });
    expect((await level('2')).hwdata).toMatchObject({ limit_authority: 2 });
    expect((await level('0')).hwdata).toMatchObject({ limit_authority: 0, visitTime: 0 });
    expect((await level('-1')).hwcode).toBe(0);
    expect(await members(token, '50003', '-1')).toEqual([expect.objectContaining({ id: 1005 }), { total: 1 }]);
    expect((await level('2')).hwcode).toBe(BusinessCode.RoleMoveRefused);
    expect((await level('0')).hwdata).toMatchObject({ limit_authority: 0 });
  });

  it('lets a Bkey upgrade visitors but not demote another Bkey', async () => {
    const akey = await loginToken(AKEY);
    await call('/api/admin/push', { account: '13900139002', machineID: '50002' }, { token: akey });
    const demote = await call('/api/admin/updateLevel', { id: '1005', limit: '0', terminalID: 't', machineID: '50002' }, { token: await loginToken(BKEY) });
    expect(demote.hwcode).toBe(BusinessCode.NoPermission);
  });

  it('finds a user role by account', async () => {
    const answer = await call('/api/device/v1/user/role/info', { machineID: '50002', account: BKEY }, { token: await loginToken(AKEY), method: 'GET' });
    expect(answer.hwdata).toMatchObject({ id: 1004, role: 'bkey', blacklisted: false });
  });

  it('lists the SMS and e-mail alarm switches per device, searchable, and lets a manager switch them', async () => {
    const token = await loginToken(AKEY);
    const code = sim().world.devices.find((d) => d.machine_id === 50002)?.machine_code ?? '';
    const before = await call('/api/v1/devices/msgConfig', { blur: code, page: '1', pageSize: '10', eid: '0' }, { token, method: 'GET' });
    expect(before.hwdata).toEqual({ list: [expect.objectContaining({ machineId: 50002, smsFlag: 0, emailFlag: 0 })], total: 1 });
    expect((await call('/api/v1/alarm/setMachineSmsFlag', { machineID: '50002', smsFlag: '1' }, { token })).hwdata).toMatchObject({ smsFlag: 1, emailFlag: 0 });
    const visitor = await call('/api/v1/alarm/setMachineSmsFlag', { machineID: '50003', smsFlag: '1' }, { token: await loginToken('13900139002') });
    expect(visitor.hwcode).toBe(BusinessCode.NoPermission);
    const all = await call('/api/v1/devices/msgConfig', { page: '1', pageSize: '3', eid: '0' }, { token, method: 'GET' });
    const { list, total } = all.hwdata as { list: { machineId: number }[]; total: number };
    expect(list).toHaveLength(3);
    expect(total).toBeGreaterThan(3);
    expect(list.map((r) => r.machineId)).toEqual([...list.map((r) => r.machineId)].sort((a, b) => b - a));
  });
});
