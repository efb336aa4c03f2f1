// Applications and the authority centre's lists as the audit and admin calls carry them; console and simulator
// share these shapes.
import type { ApplicationKind, AuditState } from '../audit';
import type { DeviceRole } from '../roles';

export interface ApplicationAnswerView {
  role: 'akey' | 'bkey';
  verdict: 'pass' | 'refuse';
  name: string;
  /** Seconds since the epoch. */
  at: number;
}

/** GET /api/v1/devices/auditProcess: one application and where its audit stands. */
export interface ApplicationView {
  id: number;
  kind: ApplicationKind;
  machineId: number;
  machineName: string;
  machineCode: string;
  applicantId: number;
  applicantName: string;
  /** Unmasked; the console masks it for display (maskPhone). */
  applicantPhone: string;
  applicantEmail: string;
  message: string;
  remarks: string;
  terminalName: string;
  /** Seconds since the epoch. */
  createdAt: number;
  state: AuditState;
  checkType: 0 | 1;
  answers: ApplicationAnswerView[];
  /** Granted access in minutes, -1 forever, once an answer set it. */
  durationMinutes?: number;
  /** Whether the caller can still pass or refuse it. */
  canAnswer: boolean;
  /** The caller's role on the device, and whether the device has Bkeys (the audit policy with checkType). */
  viewerRole: DeviceRole;
  hasBkeys: boolean;
}

export interface AuditProcessPayload {
  machineID?: number;
  applicationId?: number;
  /** A message-centre message about an application (the caller's own). */
  messageId?: number;
}

/** An answer to an application (msg/v1/device/{bind,visit}/verify, audit/{visit,bind}Reply). */
export interface AuditReplyPayload {
  applicationId: number;
  /** 1 pass, 0 refuse. */
  result: 0 | 1;
  /** 1 also puts a refused applicant on the device's blacklist. */
  blacklist?: 0 | 1;
  /** Access granted on a pass: minutes (at least 10) or -1 forever. */
  duration?: number;
}

export interface AddVisitPayload {
  machineID: number;
  terminalID: string;
  message: string;
  terminalName: string;
}

export interface AddBindPayload {
  machineID: number;
  remarks: string;
  message: string;
}

export interface CheckMachinePwdPayload {
  machineID: number;
  password: string;
}

/** What an accepted application answers: its id and state (unaudited, or allPassed at once by password). */
export interface ApplyResult {
  applicationId: number;
  state: AuditState;
}

// The admin/select list entry is written with the admin calls' schemas.
export type { AdminListItem, AdminListTotal } from './admin';

/** GET /api/v1/devices/msgConfig list entry: a device's SMS and e-mail alarm switches. */
export interface DeviceMsgConfig {
  machineId: number;
  machineName: string;
  machineCode: string;
  smsFlag: 0 | 1;
  emailFlag: 0 | 1;
}
