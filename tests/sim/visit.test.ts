// The remote visit in the simulated cloud: the gate, the visit link, the connection check and the HMI page behind
// the link, with the world's own rules and the results forced through POST /__sim/visit-result.
import { describe, expect, it } from 'vitest';
import { classifyAccess, type AccessKind } from '../../src/domain/visitResults';
import type { Machine } from '../../src/domain/wire/machine';
import { call, control, loginToken, ORIGIN, simulatorPerTest, type Envelope } from './support';

const { sim } = simulatorPerTest();
const PHONE = '13800138000';

async function myDevices(token: string): Promise<Machine[]> {
  return (await call('/api/machine/select', { terminalID: 't', version: '1.4.2' }, { token })).hwdata as Machine[];
}

/** Runs the console's three calls in order and says where it ended, as the console reads it. */
async function visit(token: string, machine: Machine): Promise<{ kind: AccessKind; url?: string; last: Envelope }> {
  const ids = { machineID: String(machine.machine_id), terminalID: 't' };
  const gate = await call('/api/v1/audit/checkCloudServiceState', { ...ids, visitAlidTimeID: '0', limitAuthority: String(machine.limit_authority) }, { token });
  if (gate.hwcode !== 0) return { kind: classifyAccess(gate.hwcode, gate.hwdata, 'gate').kind, last: gate };
  const link = await call('/api/v1/audit/getValidVisitUrl', ids, { token });
  if (link.hwcode !== 0) return { kind: classifyAccess(link.hwcode, link.hwdata, 'url').kind, last: link };
  const url = (link.hwdata as { url: string }).url;
  const check = await call('/api/tls/testMachineState', { testUrl: url }, { token });
  return { kind: classifyAccess(check.hwcode, check.hwdata, 'check').kind, url, last: check };
}

async function onlineOwned(token: string): Promise<Machine> {
  const found = (await myDevices(token)).find((m) => m.limit_authority === 3 && m.state === 1 && m.cloudState === 1);
  if (!found) throw new Error('the demo user owns an online device');
  return found;
}

describe('remote visit', () => {
  it('lets the owner of an online device through to a live HMI page', async () => {
    const token = await loginToken(PHONE);
    const machine = await onlineOwned(token);
    const result = await visit(token, machine);
    expect(result.kind).toBe('success');
    const page = await fetch(result.url ?? '');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(machine.machine_name);
    const values = (await (await fetch(`${ORIGIN}/__sim/hmi/${machine.machine_code}/values?visit=${new URL(result.url ?? '').searchParams.get('visit')}`)).json()) as { values: { id: string; value: number }[] };
    expect(values.values.map((v) => v.id)).toContain('temperature');
  });

  it('refuses the HMI page without a valid link', async () => {
    const device = sim().world.devices[0];
    const page = await fetch(`${ORIGIN}/__sim/hmi/${device?.machine_code ?? ''}?visit=forged`);
    expect(page.status).toBe(403);
  });

  it('times out on an offline device, and answers GENERAL_USER to someone without a role', async () => {
    const token = await loginToken(PHONE);
    const devices = await myDevices(token);
    const offline = devices.find((m) => m.limit_authority === 3 && m.state === 0 && m.cloudState === 1);
    if (!offline) throw new Error('the demo user owns an offline device');
    expect((await visit(token, offline)).kind).toBe('cloudVisitTimeout');

    const mine = new Set(devices.map((m) => m.machine_id));
    const stranger = sim().world.devices.find((d) => !mine.has(d.machine_id) && d.eid === 0);
    if (!stranger) throw new Error('the world has devices of other users');
    const result = await visit(token, { ...(devices[0] as Machine), machine_id: stranger.machine_id, limit_authority: 0 });
    expect(result.kind).toBe('generalUser');
  });

  it('answers every forced result at its step, once', async () => {
    const token = await loginToken(PHONE);
    const machine = await onlineOwned(token);
    const expected: Record<string, AccessKind> = {
      BLACKLIST: 'blacklisted',
      ADMINISTRATOR: 'administrator',
      GENERAL_USER: 'generalUser',
      CLOUD_EXPIRED: 'cloudExpired',
      REST_TIME_OUT: 'restTimeOut',
      PASSWORD_ERROR: 'passwordError',
      CLOUD_VISIT_TIMEOUT: 'cloudVisitTimeout',
      WRONG_ROLE: 'wrongRole',
    };
    for (const [result, kind] of Object.entries(expected)) {
      await control('visit-result', { machineCode: machine.machine_code, result });
      expect((await visit(token, machine)).kind, result).toBe(kind);
      expect((await visit(token, machine)).kind, `${result} is used up`).toBe('success');
    }
  });

  it('forces success through on an offline device, and a forced result without a code applies to any device', async () => {
    const token = await loginToken(PHONE);
    const offline = (await myDevices(token)).find((m) => m.limit_authority === 3 && m.state === 0 && m.cloudState === 1);
    if (!offline) throw new Error('the demo user owns an offline device');
    await control('visit-result', { machineCode: offline.machine_code, result: 'success' });
    expect((await visit(token, offline)).kind).toBe('success');
    await control('visit-result', { result: 'REST_TIME_OUT' });
    expect((await visit(token, await onlineOwned(token))).kind).toBe('restTimeOut');
  });

  it('rejects an unknown forced result', async () => {
    const res = await fetch(`${ORIGIN}/__sim/visit-result`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ result: 'MAYBE' }) });
    expect(res.status).toBe(400);
  });

  it('gives enterprise members a link to their enterprise devices only', async () => {
    const token = await loginToken('ent@example.com');
    const enterprise = sim().world.enterprises[0];
    const device = sim().world.devices.find((d) => d.eid === enterprise?.eid && d.cloudState === 1);
    const foreign = sim().world.devices.find((d) => d.eid === 0);
    if (!enterprise || !device || !foreign) throw new Error('seeded enterprise devices');
    const link = await call('/api/enterprises/validVisitUrl', { eid: String(enterprise.eid), machineID: String(device.machine_id), terminalID: 't' }, { token });
    expect(link.hwcode).toBe(0);
    expect((link.hwdata as { url: string }).url).toContain(`/__sim/hmi/${device.machine_code}?visit=`);
    const refused = await call('/api/enterprises/validVisitUrl', { eid: String(enterprise.eid), machineID: String(foreign.machine_id), terminalID: 't' }, { token });
    expect(refused.hwcode).not.toBe(0);
  });
});
