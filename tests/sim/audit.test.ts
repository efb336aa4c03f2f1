// Applying for a device and answering applications in the simulated cloud (product.md sections 4 and 6).
import { describe, expect, it } from 'vitest';
import { AUDIT_STATE_CODE } from '../../src/domain/audit';
import { REPEAT_REQUEST_BLOCK_MS } from '../../src/domain/constants';
import { BusinessCode } from '../../src/domain/resultCodes';
import { call, loginToken, simulatorPerTest } from './support';

const { sim } = simulatorPerTest();

// Seeded world (simulator/world/createWorld.ts DEMO_PLAN): device 50002 is owned by the demo user 1001 with
// user 1004 as Bkey; user 1006 holds no role on it.
const DEVICE = '50002';
const AKEY = '13800138000';
const BKEY = '13900139001';
const APPLICANT = '13900139003';

function messageMode(checkType: 0 | 1) {
  const device = sim().world.devices.find((d) => d.machine_id === Number(DEVICE));
  if (!device) throw new Error('seeded device missing');
  device.checkType = checkType;
  return device;
}

describe('applying for a device', () => {
  it('sends a bind application to the Akey and the Bkey, and blocks a repeat for a minute', async () => {
    messageMode(0);
    const token = await loginToken(APPLICANT);
    const first = await call('/api/v1/audit/addBind', { machineID: DEVICE, remarks: 'line', message: 'please' }, { token });
    expect(first.hwcode).toBe(0);
    const { applicationId } = first.hwdata as { applicationId: number };
    const notified = sim().world.messages.filter((m) => m.applicationId === applicationId).map((m) => m.userId).sort();
    expect(notified).toEqual([1001, 1004]);

    const repeat = await call('/api/v1/audit/addBind', { machineID: DEVICE, remarks: 'line', message: 'again' }, { token });
    expect(repeat.hwcode).toBe(BusinessCode.ApplyTooFrequent);
    sim().clock.advance(REPEAT_REQUEST_BLOCK_MS);
    expect((await call('/api/v1/audit/addBind', { machineID: DEVICE, remarks: '', message: '' }, { token })).hwcode).toBe(0);
  });

  it('refuses the Akey and a Bkey as applicants, each with its own code', async () => {
    const akey = await call('/api/v1/audit/addVisit', { machineID: DEVICE, message: '', terminalID: 't', terminalName: 'n' }, { token: await loginToken(AKEY) });
    expect(akey.hwcode).toBe(BusinessCode.ApplyAlreadyAkey);
    const bkey = await call('/api/v1/audit/addVisit', { machineID: DEVICE, message: '', terminalID: 't', terminalName: 'n' }, { token: await loginToken(BKEY) });
    expect(bkey.hwcode).toBe(BusinessCode.ApplyAlreadyBkey);
  });

  it('passes after the Akey and the Bkey both pass, and tells the applicant the result', async () => {
    messageMode(0);
    const token = await loginToken(APPLICANT);
    const applied = await call('/api/v1/audit/addVisit', { machineID: DEVICE, message: 'hi', terminalID: 't', terminalName: 'n' }, { token });
    const { applicationId } = applied.hwdata as { applicationId: number };
    const akeyAnswer = await call('/api/msg/v1/device/visit/verify', { applicationId: String(applicationId), result: '1', duration: '30' }, { token: await loginToken(AKEY) });
    expect(akeyAnswer.hwdata).toMatchObject({ state: 'akeyPassed' });
    expect(sim().world.memberships.some((m) => m.machineId === Number(DEVICE) && m.userId === 1006)).toBe(false);
    const bkeyAnswer = await call('/api/v1/audit/visitReply', { applicationId: String(applicationId), result: '1' }, { token: await loginToken(BKEY) });
    expect(bkeyAnswer.hwdata).toMatchObject({ state: 'allPassed' });
    const membership = sim().world.memberships.find((m) => m.machineId === Number(DEVICE) && m.userId === 1006);
    expect(membership?.limitAuthority).toBe(0);
    expect(membership?.visitTime).toBe(Math.floor(sim().clock.now() / 1000) + 30 * 60);
    const result = sim().world.messages.filter((m) => m.userId === 1006 && m.applicationId === applicationId);
    expect(result).toHaveLength(1);
    const again = await call('/api/v1/audit/visitReply', { applicationId: String(applicationId), result: '0' }, { token: await loginToken(AKEY) });
    expect(again.hwcode).toBe(BusinessCode.ApplicationSettled);
    expect(AUDIT_STATE_CODE.allPassed).toBe(5);
  });

  it('lets one refusal block, and a blacklisted applicant can never apply again', async () => {
    messageMode(0);
    const token = await loginToken(APPLICANT);
    const applied = await call('/api/v1/audit/addBind', { machineID: DEVICE, message: '', remarks: '' }, { token });
    const { applicationId } = applied.hwdata as { applicationId: number };
    const refused = await call('/api/msg/v1/device/bind/verify', { applicationId: String(applicationId), result: '0', blacklist: '1' }, { token: await loginToken(BKEY) });
    expect(refused.hwdata).toMatchObject({ state: 'bkeyRefused' });
    const late = await call('/api/msg/v1/device/bind/verify', { applicationId: String(applicationId), result: '1' }, { token: await loginToken(AKEY) });
    expect(late.hwcode).toBe(BusinessCode.ApplicationSettled);
    sim().clock.advance(REPEAT_REQUEST_BLOCK_MS);
    const blocked = await call('/api/v1/audit/addVisit', { machineID: DEVICE, message: '', terminalID: 't', terminalName: 'n' }, { token });
    expect(blocked.hwcode).toBe(BusinessCode.ApplyBlacklisted);
    expect((await call('/api/v1/audit/checkMachinePwd', { machineID: DEVICE, password: 'x' }, { token })).hwcode).toBe(BusinessCode.ApplyBlacklisted);
  });

  it('leaves the Bkey out of the audit in Akey+password mode, where the device password binds at once', async () => {
    const device = messageMode(1);
    device.hasPasswd = true;
    device.password = '246810';
    const token = await loginToken(APPLICANT);
    const applied = await call('/api/v1/audit/addBind', { machineID: DEVICE, message: '', remarks: '' }, { token });
    const { applicationId } = applied.hwdata as { applicationId: number };
    expect(sim().world.messages.filter((m) => m.applicationId === applicationId).map((m) => m.userId)).toEqual([1001]);
    const bkey = await call('/api/msg/v1/device/bind/verify', { applicationId: String(applicationId), result: '1' }, { token: await loginToken(BKEY) });
    expect(bkey.hwcode).toBe(BusinessCode.NoPermission);

    const wrong = await call('/api/v1/audit/checkMachinePwd', { machineID: DEVICE, password: '000000' }, { token });
    expect(wrong.hwcode).toBe(BusinessCode.DevicePasswordWrong);
    sim().clock.advance(REPEAT_REQUEST_BLOCK_MS);
    const right = await call('/api/v1/audit/checkMachinePwd', { machineID: DEVICE, password: '246810' }, { token });
    expect(right.hwdata).toMatchObject({ state: 'allPassed' });
    expect(sim().world.memberships.find((m) => m.machineId === Number(DEVICE) && m.userId === 1006)?.visitTime).toBe(-1);
  });

  it('shows an application to its applicant and to the managers only', async () => {
    messageMode(0);
    const token = await loginToken(APPLICANT);
    const applied = await call('/api/v1/audit/addBind', { machineID: DEVICE, message: '', remarks: '' }, { token });
    const { applicationId } = applied.hwdata as { applicationId: number };
    const own = await call('/api/v1/devices/auditProcess', { applicationId: String(applicationId) }, { token, method: 'GET' });
    expect(own.hwdata).toMatchObject([{ id: applicationId, state: 'unaudited', canAnswer: false }]);
    const message = sim().world.messages.find((m) => m.userId === 1001 && m.applicationId === applicationId);
    const akey = await call('/api/v1/devices/auditProcess', { messageId: String(message?.id) }, { token: await loginToken(AKEY), method: 'GET' });
    expect(akey.hwdata).toMatchObject([{ id: applicationId, canAnswer: true, applicantName: '刘洋' }]);
    const stranger = await call('/api/v1/devices/auditProcess', { applicationId: String(applicationId) }, { token: await loginToken('13900139004'), method: 'GET' });
    expect(stranger.hwcode).toBe(BusinessCode.NoPermission);
  });
});
