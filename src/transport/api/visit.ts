// The remote-visit calls (api.md section 7, Audit, Device and Enterprise). Their failures are read by the visit
// flow through classifyAccess, so they are quiet: the flow shows its own message and next step.
import type { Http, Result } from '../http';
import type { CheckCloudServicePayload, CloudServiceState, VisitUrl, VisitUrlPayload } from '../../domain/wire/audit';
import type { EnterpriseVisitUrlPayload } from '../../domain/wire/enterpriseDevices';
import type { MachineTestAnswer } from '../../domain/wire/deviceDetail';

/** POST /api/v1/audit/checkCloudServiceState → 0, or 203 {role}, 416, 507 */
export function checkCloudServiceState(http: Http, payload: CheckCloudServicePayload): Promise<Result<CloudServiceState>> {
  return http.call<CloudServiceState>({ path: '/api/v1/audit/checkCloudServiceState', body: { ...payload }, quiet: true });
}

/** POST /api/v1/audit/getValidVisitUrl {machineID, terminalID} → VisitUrl, or 505 */
export function getValidVisitUrl(http: Http, payload: VisitUrlPayload): Promise<Result<VisitUrl>> {
  return http.call<VisitUrl>({ path: '/api/v1/audit/getValidVisitUrl', body: { ...payload }, quiet: true });
}

/** POST /api/enterprises/validVisitUrl {eid, machineID, terminalID}: the enterprise lists' variant. */
export function enterpriseValidVisitUrl(http: Http, payload: EnterpriseVisitUrlPayload): Promise<Result<VisitUrl>> {
  return http.call<VisitUrl>({ path: '/api/enterprises/validVisitUrl', body: { ...payload }, quiet: true });
}

/** POST /api/tls/testMachineState {testUrl} → MachineTestAnswer, or 203 WRONG_ROLE, 504 cloud visit timeout */
export function testMachineState(http: Http, payload: { testUrl: string }): Promise<Result<MachineTestAnswer>> {
  return http.call<MachineTestAnswer>({ path: '/api/tls/testMachineState', body: { ...payload }, quiet: true });
}
