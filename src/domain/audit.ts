// The audit process of a bind or visit application (product.md section 4), as one pure step function. The audit
// machine (src/machines/audit.machine.ts) is built from it for the console and the model tests, and the simulator
// calls it to decide what an answer does: one source of truth, in the room both may import.

export type AuditState = 'unaudited' | 'akeyPassed' | 'bkeyPassed' | 'akeyRefused' | 'bkeyRefused' | 'allPassed';

export const AUDIT_STATES: readonly AuditState[] = ['unaudited', 'akeyPassed', 'bkeyPassed', 'akeyRefused', 'bkeyRefused', 'allPassed'];

export type AuditAnswerEvent = 'AKEY_PASS' | 'AKEY_REFUSE' | 'BKEY_PASS' | 'BKEY_REFUSE';

export const AUDIT_ANSWERS: readonly AuditAnswerEvent[] = ['AKEY_PASS', 'AKEY_REFUSE', 'BKEY_PASS', 'BKEY_REFUSE'];

/**
 * checkType 0 (Akey+Bkey message audit): the Akey and the Bkeys both answer, any one Bkey speaks for the Bkeys,
 * and a device without Bkeys needs the Akey alone. checkType 1 (Akey+password): the Akey alone answers; the
 * password is the applicant's other way in (audit/checkMachinePwd).
 */
export type AuditPolicy = { checkType: 0 | 1; hasBkeys: boolean };

export const AUDIT_POLICIES: readonly AuditPolicy[] = [
  { checkType: 0, hasBkeys: true },
  { checkType: 0, hasBkeys: false },
  { checkType: 1, hasBkeys: true },
  { checkType: 1, hasBkeys: false },
];

const FINAL: readonly AuditState[] = ['akeyRefused', 'bkeyRefused', 'allPassed'];

export function isFinalAudit(state: AuditState): boolean {
  return FINAL.includes(state);
}

function bkeysAudit(policy: AuditPolicy): boolean {
  return policy.checkType === 0 && policy.hasBkeys;
}

/** The state after an answer, or undefined when that answer is not possible in this state and mode. */
export function auditStep(state: AuditState, answer: AuditAnswerEvent, policy: AuditPolicy): AuditState | undefined {
  const akeyAnswered = state === 'akeyPassed';
  const bkeyAnswered = state === 'bkeyPassed';
  if (state !== 'unaudited' && !akeyAnswered && !bkeyAnswered) return undefined;
  switch (answer) {
    case 'AKEY_PASS':
      if (akeyAnswered) return undefined;
      return bkeyAnswered || !bkeysAudit(policy) ? 'allPassed' : 'akeyPassed';
    case 'AKEY_REFUSE':
      return akeyAnswered ? undefined : 'akeyRefused';
    case 'BKEY_PASS':
      if (!bkeysAudit(policy) || bkeyAnswered) return undefined;
      return akeyAnswered ? 'allPassed' : 'bkeyPassed';
    case 'BKEY_REFUSE':
      return !bkeysAudit(policy) || bkeyAnswered ? undefined : 'bkeyRefused';
  }
}

/** auditState of the realtime device-audit message (proto DeviceAudit.auditState). */
export const AUDIT_STATE_CODE: Record<AuditState, number> = {
  unaudited: 0,
  akeyPassed: 1,
  bkeyPassed: 2,
  akeyRefused: 3,
  bkeyRefused: 4,
  allPassed: 5,
};

export type ApplicationKind = 'bind' | 'visit' | 'bindBkey';
