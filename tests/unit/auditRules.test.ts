// The audit process of product.md section 4 as a table: every state × answer × policy, with the state names and
// their wire numbers. Written from the spec, so a changed step (a mutant, or a slip) fails here by name.
import { describe, expect, it } from 'vitest';
import {
  AUDIT_ANSWERS,
  AUDIT_POLICIES,
  AUDIT_STATE_CODE,
  AUDIT_STATES,
  auditStep,
  isFinalAudit,
  type AuditAnswerEvent,
  type AuditPolicy,
  type AuditState,
} from '../../src/domain/audit';

const messageWithBkeys: AuditPolicy = { checkType: 0, hasBkeys: true };
const messageWithout: AuditPolicy = { checkType: 0, hasBkeys: false };
const password: AuditPolicy = { checkType: 1, hasBkeys: true };
const passwordWithout: AuditPolicy = { checkType: 1, hasBkeys: false };

// state → answer → the next state under message audit with Bkeys ('-' where the answer is not possible).
const WITH_BKEYS: Record<AuditState, Record<AuditAnswerEvent, AuditState | '-'>> = {
  unaudited: { AKEY_PASS: 'akeyPassed', AKEY_REFUSE: 'akeyRefused', BKEY_PASS: 'bkeyPassed', BKEY_REFUSE: 'bkeyRefused' },
  akeyPassed: { AKEY_PASS: '-', AKEY_REFUSE: '-', BKEY_PASS: 'allPassed', BKEY_REFUSE: 'bkeyRefused' },
  bkeyPassed: { AKEY_PASS: 'allPassed', AKEY_REFUSE: 'akeyRefused', BKEY_PASS: '-', BKEY_REFUSE: '-' },
  akeyRefused: { AKEY_PASS: '-', AKEY_REFUSE: '-', BKEY_PASS: '-', BKEY_REFUSE: '-' },
  bkeyRefused: { AKEY_PASS: '-', AKEY_REFUSE: '-', BKEY_PASS: '-', BKEY_REFUSE: '-' },
  allPassed: { AKEY_PASS: '-', AKEY_REFUSE: '-', BKEY_PASS: '-', BKEY_REFUSE: '-' },
};
// The Akey alone decides (Akey+password, or no Bkey to ask): its pass is final, no Bkey answer exists.
const AKEY_ALONE: Record<AuditState, Record<AuditAnswerEvent, AuditState | '-'>> = {
  unaudited: { AKEY_PASS: 'allPassed', AKEY_REFUSE: 'akeyRefused', BKEY_PASS: '-', BKEY_REFUSE: '-' },
  akeyPassed: { AKEY_PASS: '-', AKEY_REFUSE: '-', BKEY_PASS: '-', BKEY_REFUSE: '-' },
  bkeyPassed: { AKEY_PASS: 'allPassed', AKEY_REFUSE: 'akeyRefused', BKEY_PASS: '-', BKEY_REFUSE: '-' },
  akeyRefused: { AKEY_PASS: '-', AKEY_REFUSE: '-', BKEY_PASS: '-', BKEY_REFUSE: '-' },
  bkeyRefused: { AKEY_PASS: '-', AKEY_REFUSE: '-', BKEY_PASS: '-', BKEY_REFUSE: '-' },
  allPassed: { AKEY_PASS: '-', AKEY_REFUSE: '-', BKEY_PASS: '-', BKEY_REFUSE: '-' },
};

describe('auditStep', () => {
  it.each([
    ['message audit with Bkeys', messageWithBkeys, WITH_BKEYS],
    ['message audit without Bkeys', messageWithout, AKEY_ALONE],
    ['Akey+password with Bkeys', password, AKEY_ALONE],
    ['Akey+password without Bkeys', passwordWithout, AKEY_ALONE],
  ] as const)('%s: every state and answer', (_name, policy, table) => {
    for (const state of AUDIT_STATES) {
      for (const answer of AUDIT_ANSWERS) expect(auditStep(state, answer, policy) ?? '-', `${state} + ${answer}`).toBe(table[state][answer]);
    }
  });

  it('covers the four policies of the spec', () => {
    expect(AUDIT_POLICIES).toEqual([messageWithBkeys, messageWithout, password, passwordWithout]);
  });
});

describe('audit states', () => {
  it('are the six of product.md section 4, three of them final', () => {
    expect(AUDIT_STATES).toEqual(['unaudited', 'akeyPassed', 'bkeyPassed', 'akeyRefused', 'bkeyRefused', 'allPassed']);
    expect(AUDIT_ANSWERS).toEqual(['AKEY_PASS', 'AKEY_REFUSE', 'BKEY_PASS', 'BKEY_REFUSE']);
    expect(AUDIT_STATES.filter(isFinalAudit)).toEqual(['akeyRefused', 'bkeyRefused', 'allPassed']);
  });

  it('travel as the realtime auditState numbers 0 to 5', () => {
    expect(AUDIT_STATE_CODE).toEqual({ unaudited: 0, akeyPassed: 1, bkeyPassed: 2, akeyRefused: 3, bkeyRefused: 4, allPassed: 5 });
  });
});
