// The remote-visit results (api.md section 8 "Visit result"): one hwcode means different things per call, so the
// visit flows classify their answers here. Apart from the result-code catalogue (resultCodes.ts) so that the
// sign-in page, which needs only the catalogue, does not carry them.
import { normaliseCode } from './resultCodes';

const NS = 'errors:';

export type VisitCall = 'visit' | 'bind' | 'check';
export type VisitKind =
  | 'success'
  | 'blacklisted'
  | 'administrator'
  | 'generalUser'
  | 'cloudExpired'
  | 'restTimeOut'
  | 'passwordError'
  | 'alreadyBound'
  | 'wrongRole'
  | 'cloudVisitTimeout'
  | 'failed';

export interface VisitResult {
  kind: VisitKind;
  messageKey: string;
  nextStepKey: string;
}

const visit = (kind: VisitKind): VisitResult => ({
  kind,
  messageKey: `${NS}visit.${kind}`,
  nextStepKey: `${NS}visitNext.${kind}`,
});

export const VISIT_RESULTS: Readonly<Record<VisitKind, VisitResult>> = {
  success: visit('success'),
  blacklisted: visit('blacklisted'),
  administrator: visit('administrator'),
  generalUser: visit('generalUser'),
  cloudExpired: visit('cloudExpired'),
  restTimeOut: visit('restTimeOut'),
  passwordError: visit('passwordError'),
  alreadyBound: visit('alreadyBound'),
  wrongRole: visit('wrongRole'),
  cloudVisitTimeout: visit('cloudVisitTimeout'),
  failed: visit('failed'),
};

/** The role names a visit request's 203 carries in hwdata (bare or as `{ role }`/`{ type }`). */
const ROLE_203: Record<string, VisitKind> = {
  BLACKLIST: 'blacklisted',
  ADMINISTRATOR: 'administrator',
  GENERAL_USER: 'generalUser',
  WRONG_ROLE: 'wrongRole',
};

function roleOf(hwdata: unknown): string | undefined {
  if (typeof hwdata === 'string') return hwdata.trim().toUpperCase();
  if (hwdata && typeof hwdata === 'object') {
    const record = hwdata as Record<string, unknown>;
    const value = record.role ?? record.type ?? record.result;
    if (typeof value === 'string') return value.trim().toUpperCase();
  }
  return undefined;
}

/**
 * `call` says which request answered: a visit application (default), a bind application, or the connection
 * check (POST /api/tls/testMachineState).
 */
// Stryker disable next-line StringLiteral: equivalent, a call that is neither 'bind' nor 'check' is read as a visit
export function classifyVisit(hwcode: number | string, hwdata?: unknown, call: VisitCall = 'visit'): VisitResult {
  const code = normaliseCode(hwcode);
  if (code === '0') return VISIT_RESULTS.success;
  if (code === '203') {
    if (call === 'bind') return VISIT_RESULTS.alreadyBound;
    if (call === 'check') return VISIT_RESULTS.wrongRole;
    const role = roleOf(hwdata);
    const kind = role ? ROLE_203[role] : undefined;
    return kind ? VISIT_RESULTS[kind] : VISIT_RESULTS.failed;
  }
  if (code === '416') return VISIT_RESULTS.cloudExpired;
  if (code === '507') return VISIT_RESULTS.restTimeOut;
  if (code === '505') return VISIT_RESULTS.passwordError;
  if (code === '504' && call === 'check') return VISIT_RESULTS.cloudVisitTimeout;
  return VISIT_RESULTS.failed;
}

// ---- Remote visit (VisitButton): audit/checkCloudServiceState, audit/getValidVisitUrl, tls/testMachineState. ----
// The same hwcodes as a visit application, but read for someone opening the device: their texts and next steps
// live in the `visit` namespace.

export type AccessKind = Exclude<VisitKind, 'alreadyBound'> | 'offline';

export interface AccessResult {
  kind: AccessKind;
  messageKey: string;
  nextStepKey: string;
}

const access = (kind: AccessKind): AccessResult => ({
  kind,
  messageKey: `visit:result.${kind}`,
  nextStepKey: `visit:next.${kind}`,
});

export const ACCESS_RESULTS: Readonly<Record<AccessKind, AccessResult>> = {
  success: access('success'),
  blacklisted: access('blacklisted'),
  administrator: access('administrator'),
  generalUser: access('generalUser'),
  cloudExpired: access('cloudExpired'),
  restTimeOut: access('restTimeOut'),
  passwordError: access('passwordError'),
  wrongRole: access('wrongRole'),
  cloudVisitTimeout: access('cloudVisitTimeout'),
  offline: access('offline'),
  failed: access('failed'),
};

/** The `visit` namespace keys the access results hand out (ALL_MESSAGE_KEYS holds the `errors` ones). */
export const ACCESS_MESSAGE_KEYS: readonly string[] = Object.values(ACCESS_RESULTS).flatMap((r) => [r.messageKey, r.nextStepKey]);

/**
 * One answer of the remote-visit calls: hwcode 0 success; 203 with the role in hwdata (a bare string or
 * `{ role }`); 416 CLOUD_EXPIRED; 507 REST_TIME_OUT; 505 PASSWORD_ERROR; 504 cloud visit timeout. The connection
 * check's 203 without a role is WRONG_ROLE.
 */
// Stryker disable next-line StringLiteral: equivalent, a step other than 'check' is read as the gate
export function classifyAccess(hwcode: number | string, hwdata?: unknown, step: 'gate' | 'url' | 'check' = 'gate'): AccessResult {
  const code = normaliseCode(hwcode);
  if (code === '0') return ACCESS_RESULTS.success;
  if (code === '203') {
    const role = roleOf(hwdata);
    const kind = role ? ROLE_203[role] : undefined;
    // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, no role of a 203 reads as alreadyBound (a bind's answer only); the test narrows the type
    if (kind && kind !== 'alreadyBound') return ACCESS_RESULTS[kind];
    return step === 'check' ? ACCESS_RESULTS.wrongRole : ACCESS_RESULTS.failed;
  }
  if (code === '416') return ACCESS_RESULTS.cloudExpired;
  if (code === '507') return ACCESS_RESULTS.restTimeOut;
  if (code === '505') return ACCESS_RESULTS.passwordError;
  if (code === '504') return ACCESS_RESULTS.cloudVisitTimeout;
  return ACCESS_RESULTS.failed;
}

