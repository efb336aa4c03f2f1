// Applying for a device and answering applications (api.md section 7, Audit; msg/v1/device/*/verify).
import type { Http, Result } from '../http';
import type {
  AddBindPayload, AddVisitPayload, ApplicationView, ApplyResult, AuditProcessPayload, AuditReplyPayload, CheckMachinePwdPayload,
} from '../../domain/wire/audit';

export type { AddBindPayload, AddVisitPayload, ApplicationView, ApplyResult, AuditProcessPayload, AuditReplyPayload, CheckMachinePwdPayload };

/** POST /api/v1/audit/addVisit → the new application (unaudited). Refusals: BusinessCode.ApplyTooFrequent,
 *  ApplyBlacklisted, ApplyAlreadyAkey, ApplyAlreadyBkey, DeviceNotFound. */
export function addVisit(http: Http, payload: AddVisitPayload, quiet = false): Promise<Result<ApplyResult>> {
  return http.call<ApplyResult>({ path: '/api/v1/audit/addVisit', body: { ...payload }, quiet });
}

/** POST /api/v1/audit/addBind → the new application; a white-list visitor's bind asks for Bkey. Same refusals. */
export function addBind(http: Http, payload: AddBindPayload, quiet = false): Promise<Result<ApplyResult>> {
  return http.call<ApplyResult>({ path: '/api/v1/audit/addBind', body: { ...payload }, quiet });
}

/** POST /api/v1/audit/checkMachinePwd: in Akey+password mode the right password binds at once (state allPassed).
 *  Refusals: DevicePasswordWrong, NoPermission (not in password mode), the apply refusals. */
export function checkMachinePwd(http: Http, payload: CheckMachinePwdPayload, quiet = false): Promise<Result<ApplyResult>> {
  return http.call<ApplyResult>({ path: '/api/v1/audit/checkMachinePwd', body: { ...payload }, quiet });
}

/** GET /api/v1/devices/auditProcess: a device's applications, or the one named by applicationId or messageId. */
export function auditProcess(http: Http, query: AuditProcessPayload, quiet = false): Promise<Result<ApplicationView[]>> {
  return http.call<ApplicationView[]>({ method: 'GET', path: '/api/v1/devices/auditProcess', body: { ...query }, quiet });
}

/** The message centre's approval: POST /api/msg/v1/device/{bind|visit}/verify → the application after the answer. */
export function verifyApplication(
  http: Http,
  kind: 'bind' | 'visit',
  payload: AuditReplyPayload,
  quiet = false,
): Promise<Result<ApplicationView>> {
  return http.call<ApplicationView>({ path: `/api/msg/v1/device/${kind}/verify`, body: { ...payload }, quiet, once: true });
}

/** The authority centre's answer: POST /api/v1/audit/{visit|bind}Reply. */
export function replyApplication(
  http: Http,
  kind: 'bind' | 'visit',
  payload: AuditReplyPayload,
  quiet = false,
): Promise<Result<ApplicationView>> {
  return http.call<ApplicationView>({ path: `/api/v1/audit/${kind}Reply`, body: { ...payload }, quiet, once: true });
}
