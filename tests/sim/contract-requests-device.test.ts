// The device, admin, group and IoT-card calls read their requests with the wire schemas of /openapi.json
// (src/domain/openapi/deviceCalls.ts): a missing required field or a wrong type gets api.md's request error
// (HTTP 400 naming the field) and changes nothing, instead of a handler running on defaults.
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../simulator/world/demoAccounts';
import type { Machine } from '../../src/domain/wire/machine';
import type { UserGroupItem } from '../../src/domain/wire/group';
import { call, loginToken, simulatorPerTest, rawCall } from './support';

simulatorPerTest();
const P = DEMO_ACCOUNTS.personal;

// [method, path, fields, the field the refusal names]
const BROKEN: readonly [string, string, Record<string, string>, string][] = [
  ['POST', '/api/machine/add', { machineName: 'x', machineCode: 'ABCDEF123456', machineGroupID: '' }, 'machinePwd'],
  ['POST', '/api/machine/del', { delMachineID: 'first', isAkey: '1' }, 'delMachineID'],
  ['POST', '/api/machine/update', { updateMachineCode: 'ABCDEF', updateMachineName: 'n', updateMachineRemark: '' }, 'updateMachineID'],
  ['POST', '/api/machine/machineManualLocationLatLng', { machineId: '1', lat: 'north', lng: '120' }, 'lat'],
  ['POST', '/api/machine/limitReadSet', { machineID: '1', userID: '2', value: 'maybe' }, 'value'],
  ['POST', '/api/machine/machineCloudSwitchState', { machineID: '1' }, 'state'],
  ['GET', '/api/device/v1/detail', {}, 'machineId'],
  ['PUT', '/api/device/v1/visit/time', { machineID: '1', minutes: '30' }, 'userId'],
  ['PUT', '/api/v1/devices/alarms', { state: 'confirmed' }, 'ids'],
  ['POST', '/api/admin/select', { machineID: '1', start: '0', pageSize: '500' }, 'infoType'],
  ['POST', '/api/admin/push', { machineID: '1' }, 'account'],
  ['POST', '/api/admin/updateLevel', { id: '2', limit: '2', terminalID: 't' }, 'machineID'],
  ['PUT', '/api/device/v1/userGroup', { name: 'Line 2' }, 'id'],
  ['DELETE', '/api/device/v1/userGroup', {}, 'id'],
  ['POST', '/api/iotcard/iotCard/getIotCard', {}, 'iccid'],
  ['GET', '/api/iotcard/iotCard/qrCode', {}, 'iccid'],
];

describe('device, admin, group and IoT-card requests that break the contract', () => {
  it.each(BROKEN)('refuses %s %s with the request error naming the field', async (method, path, fields, field) => {
    const token = await loginToken(P.phone);
    const answer = await rawCall(method, path, fields, token);
    expect(answer.status).toBe(400);
    expect(answer.body.hwcode).toBe(400);
    expect(String(answer.body.hwdata)).toContain(`: ${field} = `);
  });

  it('changes nothing on a refused request: no group made without a name, no device renamed without its id', async () => {
    const token = await loginToken(P.phone);
    const groupsBefore = (await call('/api/device/v1/userGroup', {}, { token, method: 'GET' })).hwdata as UserGroupItem[];
    expect((await rawCall('POST', '/api/device/v1/userGroup', {}, token)).status).toBe(400);
    expect((await call('/api/device/v1/userGroup', {}, { token, method: 'GET' })).hwdata).toEqual(groupsBefore);

    const [first] = (await call('/api/machine/select', { terminalID: 't', version: '1' }, { token })).hwdata as Machine[];
    expect(first).toBeDefined();
    const refused = await rawCall('POST', '/api/machine/update', { updateMachineCode: first!.machine_code, updateMachineName: 'Renamed', updateMachineRemark: '' }, token);
    expect(refused.status).toBe(400);
    const after = (await call('/api/device/v1/detail', { machineId: String(first!.machine_id) }, { token, method: 'GET' })).hwdata as Machine;
    expect(after.machine_name).toBe(first!.machine_name);
  });

  it('lets the same calls through once the payload is whole', async () => {
    const token = await loginToken(P.phone);
    const owned = ((await call('/api/machine/select', { terminalID: 't', version: '1' }, { token })).hwdata as Machine[]).find((d) => d.limit_authority === 3);
    const machineId = String(owned!.machine_id);
    expect((await call('/api/device/v1/detail', { machineId }, { token, method: 'GET' })).hwcode).toBe(0);
    expect((await call('/api/admin/select', { machineID: machineId, infoType: '2', start: '0', pageSize: '500' }, { token })).hwcode).toBe(0);
    const made = await call('/api/device/v1/userGroup', { name: 'Line2' }, { token });
    expect(made.hwcode).toBe(0);
    const id = (made.hwdata as UserGroupItem).id;
    expect((await call('/api/device/v1/userGroup', { id, name: 'Line3' }, { token, method: 'PUT' })).hwcode).toBe(0);
    expect((await call('/api/device/v1/userGroup', { id }, { token, method: 'DELETE' })).hwcode).toBe(0);
  });
});
