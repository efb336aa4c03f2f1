import { describe, expect, it } from 'vitest';
import { BusinessCode } from '../../src/domain/resultCodes';
import { call, control, loginToken, terminal, simulatorPerTest } from './support';

const { sim } = simulatorPerTest();

describe('signing in to the simulated cloud', () => {
  it('lets the seeded phone user in and answers token, userid, phone and email', async () => {
    const answer = await call('/api/user/login', { loginName: '13800138000', loginPwd: 'demo1234', countryCode: '86', ...terminal });
    expect(answer.hwcode).toBe(0);
    expect(answer.hwdata).toMatchObject({ userid: 1001, phone: '13800138000', email: '' });
    expect((answer.hwdata as { token: string }).token).toMatch(/^\w{16,}$/);
  });

  it('accepts the phone with a +86 prefix and the e-mail in any case', async () => {
    expect((await call('/api/user/login', { loginName: '+8613800138000', loginPwd: 'demo1234', countryCode: '86', ...terminal })).hwcode).toBe(0);
    const ent = await call('/api/user/login', { loginName: 'Ent@Example.com', loginPwd: 'demo1234', countryCode: '86', ...terminal });
    expect(ent.hwcode).toBe(0);
    expect(ent.hwdata).toMatchObject({ email: 'ent@example.com', phone: '' });
  });

  it('answers a wrong password with 07010110 and an unknown account with 07010109', async () => {
    const wrong = await call('/api/user/login', { loginName: '13800138000', loginPwd: 'nope1234', countryCode: '86', ...terminal });
    expect(wrong.hwcode).toBe(BusinessCode.LoginFailed);
    expect(wrong.hwcode).toBe('07010110');
    const unknown = await call('/api/user/login', { loginName: 'nobody@example.com', loginPwd: 'demo1234', countryCode: '86', ...terminal });
    expect(unknown.hwcode).toBe(BusinessCode.LoginRefused);
    expect(unknown.hwcode).toBe('07010109');
  });

  it('also reads JSON bodies', async () => {
    const res = await fetch('http://sim.test/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginName: 'ent@example.com', loginPwd: 'demo1234', ...terminal, countryCode: '86' }),
    });
    expect(((await res.json()) as { hwcode: number }).hwcode).toBe(0);
  });

  it('records the terminal of each login for the security centre', async () => {
    await loginToken('13800138000');
    const session = [...sim().world.sessions.values()].at(-1);
    expect(session).toMatchObject({ userId: 1001, terminalUUID: 'test-uuid', terminalName: 'Vitest', terminalOS: 'Linux' });
  });

  it('answers 113 once the token is logged out, expired by the control API, or unknown', async () => {
    const token = await loginToken('13800138000');
    expect((await call('/api/user/selectInfo', {}, { token })).hwdata).toMatchObject({ name: 'Demo', phone: '13800138000', hide_map: 0 });
    await control('expire', { account: '13800138000' });
    expect((await call('/api/user/selectInfo', {}, { token })).hwcode).toBe(113);

    const second = await loginToken('13800138000');
    expect((await call('/api/user/logout', { token: second }, { token: second })).hwcode).toBe(0);
    expect((await call('/api/machine/select', {}, { token: second })).hwcode).toBe(113);
    expect((await call('/api/machine/select', {}, { token: 'made-up' })).hwcode).toBe(113);
    expect((await call('/api/machine/select')).hwcode).toBe(113);
  });

  it('expires tokens after 30 days on the simulated clock', async () => {
    const token = await loginToken('13800138000');
    sim().clock.advance(30 * 24 * 3_600_000 + 1);
    expect((await call('/api/user/selectInfo', {}, { token })).hwcode).toBe(113);
  });
});

describe('what a signed-in user sees', () => {
  type Row = { machine_id: number; state: number; limit_authority: number; eid: number; hasPasswd: boolean; groups: string[]; registtime: string };

  it('lists the personal devices of the phone user: online and offline, as owner, admin and visitor, newest first', async () => {
    const token = await loginToken('13800138000');
    const answer = await call('/api/machine/select', { terminalID: 'test-uuid', version: '1.4.2' }, { token });
    const rows = answer.hwdata as Row[];
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set([0, 1]));
    expect([...new Set(rows.map((r) => r.limit_authority))].sort()).toEqual([0, 1, 2, 3]);
    expect(rows.every((r) => r.eid === 0)).toBe(true);
    expect(rows.every((r) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(r.registtime))).toBe(true);
    expect(rows[0]).not.toHaveProperty('password');
    const since = rows.map((r) => sim().world.memberships.find((m) => m.userId === 1001 && m.machineId === r.machine_id)?.since ?? 0);
    expect(since).toEqual([...since].sort((a, b) => b - a));
  });

  it('gives the phone user no enterprise and the e-mail user two, one with projects', async () => {
    const personal = await call('/api/enterprises/userEnterpriseList', {}, { token: await loginToken('13800138000') });
    expect(personal.hwdata).toEqual([]);
    const ent = await call('/api/enterprises/userEnterpriseList', {}, { token: await loginToken('ent@example.com') });
    const list = ent.hwdata as { eid: number; name: string; enableProject: boolean }[];
    expect(list).toHaveLength(2);
    expect(list.map((e) => e.enableProject).sort()).toEqual([false, true]);
    const logo = await call('/eapi/o/getlogo', { eid: String(list[0]?.eid) });
    expect(logo.hwdata).toMatchObject({ name: list[0]?.name });
    expect((logo.hwdata as { applyLogoUrl: string }).applyLogoUrl).toMatch(/^data:image\/svg\+xml|^\/brands\//);
  });

  it('gives the e-mail user personal devices too, and enterprise devices in the world for each enterprise', async () => {
    const rows = (await call('/api/machine/select', { terminalID: 't', version: '1.4.2' }, { token: await loginToken('ent@example.com') })).hwdata as Row[];
    expect(rows.length).toBeGreaterThan(0);
    for (const e of sim().world.enterprises) expect(sim().world.devices.some((d) => d.eid === e.eid)).toBe(true);
  });

  it('answers a call outside the catalogue with hwcode 501, naming the call (every call of calls.tsv is simulated)', async () => {
    const token = await loginToken('13800138000');
    const answer = await call('/api/v1/no/such/call', {}, { token });
    expect(answer).toEqual({ hwcode: 501, hwdata: { message: 'not simulated', method: 'POST', path: '/api/v1/no/such/call' } });
  });
});
