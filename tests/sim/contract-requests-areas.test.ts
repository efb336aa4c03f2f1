// The audit, project, enterprise, message and extension calls read their requests with the wire schemas of
// /openapi.json: a missing required field or a wrong type gets api.md's request error (HTTP 400 naming the field),
// never a success or a business refusal built from defaults; a whole request goes through.
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../simulator/world/demoAccounts';
import { call, loginToken, simulatorPerTest, rawCall } from './support';

simulatorPerTest();
const ENT = DEMO_ACCOUNTS.enterprise;
const EID = '201';
const PROJECT = '301';

/** [method, path, fields, the field the refusal must name] */
const BROKEN: ReadonlyArray<readonly [string, string, Record<string, string>, string]> = [
  ['POST', '/api/msg/v1/device/bind/verify', { applicationId: '1' }, 'result'],
  ['POST', '/api/v1/audit/visitReply', { applicationId: 'first', result: '1' }, 'applicationId'],
  ['POST', '/api/v1/audit/addVisit', { machineID: '1', terminalID: 't', message: 'hi' }, 'terminalName'],
  ['POST', '/api/v1/audit/getValidVisitUrl', { machineID: '1' }, 'terminalID'],
  ['POST', '/api/project/addUser', { id: PROJECT, countryCode: '86' }, 'account'],
  ['POST', '/api/project/get', { id: 'abc' }, 'id'],
  ['POST', '/api/project/edit', { id: PROJECT, report_state: 'on' }, 'report_state'],
  ['POST', '/eapi/web/c/project/list', { eid: EID, limit_authority: '3' }, 'type'],
  ['POST', '/api/enterprises/machineInfo', { eid: EID }, 'machineId'],
  ['POST', '/api/enterprises/enterpriseDeviceList', { eid: EID, page: '1', pageSize: 'all', groupId: 'ALL', version: '1' }, 'pageSize'],
  ['GET', '/api/entportal/v1/enterprise/info', {}, 'eid'],
  ['POST', '/api/msg/v1/page', { page: 'first', pageSize: '10' }, 'page'],
  ['GET', '/api/msg/v1/totalUnread', {}, 'scene'],
  ['GET', '/api/ext/v1/dataCenter/history', { eid: '0', start: 'yesterday', end: '1' }, 'start'],
  ['PUT', '/api/ext/v1/enterprise/platform', { eid: EID, platformName: 'P', applyLogoUrl: '' }, 'enableProject'],
  ['DELETE', '/api/device/v1/ezviz/account', {}, 'id'],
];

describe('requests of the audit, project, enterprise, message and extension calls that break the contract', () => {
  it('are refused with HTTP 400 naming the missing or mistyped field', async () => {
    const token = await loginToken(ENT.email);
    const answers = await Promise.all(BROKEN.map(async ([method, path, fields, field]) => ({ path, field, ...(await rawCall(method, path, fields, token)) })));
    for (const { path, field, status, body } of answers) {
      expect({ path, status, hwcode: body.hwcode }).toEqual({ path, status: 400, hwcode: 400 });
      expect(String(body.hwdata)).toMatch(new RegExp(`${field} = `));
    }
  });

  it('checks a public call for everyone: getlogo without eid, signed out', async () => {
    const answer = await rawCall('POST', '/eapi/o/getlogo', {});
    expect(answer.status).toBe(400);
    expect(String(answer.body.hwdata)).toMatch(/eid = missing/);
  });

  it('lets whole requests through, their answers fitting the document', async () => {
    const token = await loginToken(ENT.email);
    expect((await call('/api/project/get', { id: PROJECT }, { token })).hwcode).toBe(0);
    expect((await call('/eapi/web/c/project/list', { eid: EID, type: '1', limit_authority: '3' }, { token })).hwcode).toBe(0);
    expect((await call('/api/enterprises/enterprisePermission', { eid: EID }, { token })).hwcode).toBe(0);
    expect((await call('/api/msg/v1/page', { page: '1', pageSize: '10' }, { token })).hwcode).toBe(0);
    expect((await call('/eapi/o/getlogo', { eid: EID })).hwcode).toBe(0);
  });
});
