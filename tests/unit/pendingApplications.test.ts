import { describe, expect, it } from 'vitest';
import { REPEAT_REQUEST_BLOCK_MS } from '../../src/domain/constants';
import type { RealtimeMessage } from '../../src/domain/realtime/messageTypes';
import { readPending, writePending, type PendingApplication } from '../../src/transport/pendingApplications';
import { blockedFor, settle } from '../../src/ui/devices/pendingApplications';

const visit: PendingApplication = { applicationId: 1, machineId: 10, machineCode: 'ABC-123', kind: 'visit', sentAt: 1_000 };
const bind: PendingApplication = { applicationId: 2, machineId: 10, machineCode: 'ABC-123', kind: 'bind', sentAt: 2_000 };
const other: PendingApplication = { applicationId: 3, machineId: 11, machineCode: 'XYZ-999', kind: 'visit', sentAt: 3_000 };

const audit = (type: 'deviceBind' | 'deviceVisit', deviceCode: string, isResult: boolean): RealtimeMessage => ({
  type, deviceCode, deviceId: 'd', isResult, auditState: 5, totalUnreadMsg: 1, sentAt: 0,
});

describe('pending applications', () => {
  it('a visit result settles only the visit to that device (codes compared without case)', () => {
    expect(settle([visit, bind, other], audit('deviceVisit', 'abc-123', true))).toEqual([bind, other]);
    expect(settle([visit, bind, other], audit('deviceBind', 'ABC-123', true))).toEqual([visit, other]);
  });

  it('a new application notice (not a result) and other messages settle nothing', () => {
    expect(settle([visit], audit('deviceVisit', 'ABC-123', false))).toEqual([visit]);
    expect(settle([visit], { type: 'userLogout', loginIp: '', reason: '', sentAt: 0 })).toEqual([visit]);
  });

  it('blocks the same request to the same device for REPEAT_REQUEST_BLOCK_MS', () => {
    expect(blockedFor([visit], 'abc-123', 'visit', 1_000)).toBe(REPEAT_REQUEST_BLOCK_MS);
    expect(blockedFor([visit], 'ABC-123', 'visit', 1_000 + REPEAT_REQUEST_BLOCK_MS - 1)).toBe(1);
    expect(blockedFor([visit], 'ABC-123', 'visit', 1_000 + REPEAT_REQUEST_BLOCK_MS)).toBe(0);
    expect(blockedFor([visit], 'ABC-123', 'bind', 1_000)).toBe(0);
    expect(blockedFor([visit], 'XYZ-999', 'visit', 1_000)).toBe(0);
  });

  it('are kept per user and survive a reload; damaged entries are dropped', () => {
    const data = new Map<string, string>();
    const store = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    writePending(1001, [visit, bind], store);
    expect(readPending(1001, store)).toEqual([visit, bind]);
    expect(readPending(1002, store)).toEqual([]);
    data.set('pendingApplications:1001', '{"version":"v1.0","items":[{"kind":"visit"},null]}');
    expect(readPending(1001, store)).toEqual([]);
    data.set('pendingApplications:1001', 'not json');
    expect(readPending(1001, store)).toEqual([]);
  });
});
