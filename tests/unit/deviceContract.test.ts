// The device, admin, group and IoT-card calls' answers are checked with their wire schemas (deviceCalls.ts): a cloud
// that renames a field or changes a type is named by call, field and value; the simulator's shapes pass.
import { describe, expect, it } from 'vitest';
import { answerIssues, describeIssue, requestIssues } from '../../src/domain/openapi/wireCheck';

const alarm = { id: 1, machineId: 7, machineName: 'Press', deviceCode: 'ABC123', level: 2, content: 'Hot', voice: false, raisedAt: 1, state: 'active', confirmedBy: '', confirmedAt: 0 };
const lines = (issues: ReturnType<typeof answerIssues>) => issues.map(describeIssue).join('\n');

describe('device calls against their schemas', () => {
  it('passes the shapes the simulator answers, with extra fields a cloud may add', () => {
    expect(answerIssues('GET', '/api/v1/devices/alarms', { list: [{ ...alarm, extra: 'x' }], total: 1 })).toEqual([]);
    expect(answerIssues('POST', '/api/admin/select', [{ id: 1, name: 'A', email: '', phone: '', limit_authority: 3 }, { total: 1 }])).toEqual([]);
    expect(answerIssues('GET', '/api/device/v1/userGroup', [{ id: '9', name: 'Line', count: 2 }])).toEqual([]);
    expect(answerIssues('DELETE', '/api/device/v1/userGroup', null)).toEqual([]);
  });

  it('names a renamed field and a changed type', () => {
    const { level: _level, ...renamed } = alarm;
    expect(lines(answerIssues('GET', '/api/v1/devices/alarms', { list: [{ ...renamed, severity: 2 }], total: 1 }))).toMatch(/GET \/api\/v1\/devices\/alarms: hwdata\.list\.0\.level = missing/);
    expect(lines(answerIssues('POST', '/api/iotcard/iotCard/getIotCard', { iccid: '1', status: 'working', operator: '', plan: '', usedMB: '12', totalMB: 1, activatedAt: '', expiresAt: '' }))).toMatch(/hwdata\.usedMB = "12"/);
    expect(answerIssues('POST', '/api/machine/machineStationLocationNum', { used: 1, left: 4 })).not.toEqual([]);
  });

  it('reads form fields as text: digits for numbers, and refuses a missing required field', () => {
    expect(requestIssues('POST', '/api/admin/updateLevel', { id: '5', limit: '-1', terminalID: 't', machineID: '7' })).toEqual([]);
    expect(requestIssues('PUT', '/api/device/v1/userGroup', { id: '9', addMachineIds: '1,2' })).toEqual([]);
    expect(requestIssues('POST', '/api/machine/machineManualLocationLatLng', { machineId: '7', lat: '31.2', lng: '121.5' })).toEqual([]);
    expect(requestIssues('POST', '/api/machine/limitAlarmSet', { machineID: '7', userID: '5' }).map((i) => i.field)).toEqual(['value']);
  });

  it('refuses what the schema refuses wherever it is: a range, a length, a choice, an unknown or repeated query parameter, a path id', () => {
    const fields = (call: string, method: string, values: Record<string, string>, query?: string) =>
      requestIssues(method, call, values, { query: new URLSearchParams(query ?? new URLSearchParams(values).toString()) }).map((i) => i.field);
    expect(fields('/api/device/v1/visit/time', 'DELETE', { machineID: '-1', userId: '2147483648' })).toEqual(['userId']);
    expect(fields('/api/device/v1/ezviz/account', 'DELETE', { id: '' })).toEqual(['id']);
    expect(fields('/api/msg/v1/clear', 'DELETE', { scene: 'AAA' })).toEqual(['scene']);
    expect(fields('/api/device/v1/user/role/info', 'GET', { machineID: '1', account: 'a' }, 'machineID=1&account=a&extra=1')).toEqual(['extra']);
    expect(fields('/api/device/v1/ezviz/live', 'GET', { machineId: '2' }, 'machineId=1&machineId=2')).toEqual(['machineId']);
    expect(fields('/api/msg/v1/detail/abc', 'GET', {})).toEqual(['id']);
    expect(fields('/api/msg/v1/detail/12', 'GET', {})).toEqual([]);
    expect(fields('/api/machine/machineManualLocationLatLng', 'POST', { machineId: '7', lat: '1.5e-3', lng: '121.5' })).toEqual([]);
  });
});
