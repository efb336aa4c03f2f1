// The simulator reads requests with the wire schemas of /openapi.json: a missing required field or a wrong type
// gets api.md's request error (HTTP 400 naming the field), never a success built from defaults.
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../simulator/world/demoAccounts';
import { call, loginToken, simulatorPerTest, rawCall } from './support';

simulatorPerTest();
const P = DEMO_ACCOUNTS.personal;

describe('requests that break the contract', () => {
  it('refuses machine/select without version and devices/alarms without pageSize, naming the field', async () => {
    const token = await loginToken(P.phone);
    const select = await rawCall('POST', '/api/machine/select', { terminalID: 't' }, token);
    expect(select.status).toBe(400);
    expect(select.body.hwdata).toMatch(/version/);
    const alarms = await rawCall('GET', '/api/v1/devices/alarms', { page: '1' }, token);
    expect(alarms.status).toBe(400);
    expect(alarms.body.hwdata).toMatch(/pageSize/);
  });

  it('refuses a wrong type and lets a well-formed call through', async () => {
    const token = await loginToken(P.phone);
    const wrong = await rawCall('GET', '/api/v1/devices/alarms', { page: 'first', pageSize: '6' }, token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.hwdata).toMatch(/page = "first"/);
    expect((await call('/api/v1/devices/alarms', { page: '1', pageSize: '6' }, { token, method: 'GET' })).hwcode).toBe(0);
    expect((await call('/api/machine/select', { terminalID: 't', version: '1' }, { token })).hwcode).toBe(0);
  });

  it('answers a caller without a token 113 before reading the payload', async () => {
    expect((await rawCall('POST', '/api/machine/select', {})).body.hwcode).toBe(113);
  });
});
