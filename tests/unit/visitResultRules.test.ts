// The remote-visit results (src/domain/visitResults.ts; api.md section 8 "Visit result"): one hwcode means
// different things per call, pinned as a table per call, with every shape the 203's role may come in.
import { describe, expect, it } from 'vitest';
import { classifyAccess, classifyVisit } from '../../src/domain/visitResults';

const visitKind = (...args: Parameters<typeof classifyVisit>) => classifyVisit(...args).kind;
const accessKind = (...args: Parameters<typeof classifyAccess>) => classifyAccess(...args).kind;

describe('classifyVisit', () => {
  it.each([
    [0, 'success', 'success', 'success'],
    ['416', 'cloudExpired', 'cloudExpired', 'cloudExpired'],
    [507, 'restTimeOut', 'restTimeOut', 'restTimeOut'],
    [505, 'passwordError', 'passwordError', 'passwordError'],
    [504, 'failed', 'failed', 'cloudVisitTimeout'],
    [999, 'failed', 'failed', 'failed'],
  ] as const)('hwcode %j: a visit %s, a bind %s, the connection check %s', (code, visit, bind, check) => {
    expect(visitKind(code)).toBe(visit);
    expect(visitKind(code, undefined, 'visit')).toBe(visit);
    expect(visitKind(code, undefined, 'bind')).toBe(bind);
    expect(visitKind(code, undefined, 'check')).toBe(check);
  });

  it('a 203 is "already bound" for a bind, "wrong role" for the check, and the role in hwdata for a visit', () => {
    expect(visitKind(203, 'ADMINISTRATOR', 'bind')).toBe('alreadyBound');
    expect(visitKind(203, 'ADMINISTRATOR', 'check')).toBe('wrongRole');
    expect(visitKind(203, ' administrator ')).toBe('administrator');
    expect(visitKind(203, { role: ' blacklist ' })).toBe('blacklisted');
    expect(visitKind(203, { type: 'general_user' })).toBe('generalUser');
    expect(visitKind(203, { result: 'WRONG_ROLE' })).toBe('wrongRole');
    expect(visitKind(203, { role: 'ADMINISTRATOR', type: 'BLACKLIST' })).toBe('administrator');
  });

  it('a 203 without a role it knows is a failure', () => {
    for (const hwdata of [undefined, null, '', 'OWNER', 5, { role: 5 }, { other: 'ADMINISTRATOR' }, Object.assign(() => undefined, { role: 'ADMINISTRATOR' })])
      expect(visitKind(203, hwdata), String(hwdata)).toBe('failed');
  });
});

describe('classifyAccess', () => {
  it.each([
    [0, 'success'],
    [416, 'cloudExpired'],
    [507, 'restTimeOut'],
    ['505', 'passwordError'],
    [504, 'cloudVisitTimeout'],
    [999, 'failed'],
  ] as const)('hwcode %j is %s at every step', (code, kind) => {
    for (const step of ['gate', 'url', 'check'] as const) expect(accessKind(code, undefined, step)).toBe(kind);
    expect(accessKind(code)).toBe(kind);
  });

  it('a 203 names the role; without one it is "wrong role" at the connection check and a failure before', () => {
    expect(accessKind(203, { role: 'general_user' })).toBe('generalUser');
    expect(accessKind(203, 'WRONG_ROLE', 'url')).toBe('wrongRole');
    expect(accessKind(203, undefined, 'check')).toBe('wrongRole');
    expect(accessKind(203, 'OWNER', 'check')).toBe('wrongRole');
    expect(accessKind(203, undefined, 'gate')).toBe('failed');
    expect(accessKind(203, undefined, 'url')).toBe('failed');
    expect(accessKind(203)).toBe('failed');
  });

  it('hands out the keys of the visit namespace', () => {
    expect(classifyAccess(504)).toEqual({ kind: 'cloudVisitTimeout', messageKey: 'visit:result.cloudVisitTimeout', nextStepKey: 'visit:next.cloudVisitTimeout' });
  });
});
