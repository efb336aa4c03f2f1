// The enterprise and maintenance device calls (api.md section 7, Enterprise). The payload and answer shapes the
// spec leaves out are fixed in src/domain/wire/enterpriseDevices.ts, shared with the simulator.
import type { Http, Result } from '../http';
import type {
  DevicePage,
  EidPayload,
  EnterpriseDeviceListPayload,
  EnterpriseGroup,
  EnterpriseInfo,
  EnterpriseMachine,
  EnterprisePermission,
  GroupDeviceListPayload,
  MachineBaseInfo,
  MachineOfEnterprisePayload,
  MaintenanceRemark,
  MaintenanceRemarkPayload,
  Personnel,
} from '../../domain/wire/enterpriseDevices';

export type * from '../../domain/wire/enterpriseDevices';
export { ALL_GROUP } from '../../domain/wire/enterpriseDevices';

/** POST /api/enterprises/enterpriseDeviceList; `type: 2` is the maintenance list. */
export function enterpriseDeviceList(http: Http, payload: EnterpriseDeviceListPayload, options: { quiet?: boolean } = {}): Promise<Result<DevicePage>> {
  return http.call<DevicePage>({ path: '/api/enterprises/enterpriseDeviceList', body: { ...payload }, quiet: options.quiet });
}

/** POST /eapi/ent/c/manager/device/group/devicelist (pageSize up to 5000, `search` on the server). */
export function groupDeviceList(http: Http, payload: GroupDeviceListPayload, options: { quiet?: boolean } = {}): Promise<Result<DevicePage>> {
  return http.call<DevicePage>({ path: '/eapi/ent/c/manager/device/group/devicelist', body: { ...payload }, quiet: options.quiet });
}

/** POST /eapi/ent/c/manager/device/group/all {eid} */
export function enterpriseGroups(http: Http, payload: EidPayload): Promise<Result<EnterpriseGroup[]>> {
  return http.call<EnterpriseGroup[]>({ path: '/eapi/ent/c/manager/device/group/all', body: { ...payload } });
}

/** POST /api/enterprises/getAllGroup {eid}: the same groups on the /api path. */
export function getAllGroup(http: Http, payload: EidPayload, options: { quiet?: boolean } = {}): Promise<Result<EnterpriseGroup[]>> {
  return http.call<EnterpriseGroup[]>({ path: '/api/enterprises/getAllGroup', body: { ...payload }, quiet: options.quiet });
}

/** POST /api/enterprises/enterprisePermission {eid} */
export function enterprisePermission(http: Http, payload: EidPayload, options: { quiet?: boolean } = {}): Promise<Result<EnterprisePermission>> {
  return http.call<EnterprisePermission>({ path: '/api/enterprises/enterprisePermission', body: { ...payload }, quiet: options.quiet });
}

/** POST /api/enterprises/machineInfo {eid, machineId}: the caller's row of the device. */
export function machineInfo(http: Http, payload: MachineOfEnterprisePayload, options: { quiet?: boolean } = {}): Promise<Result<EnterpriseMachine>> {
  return http.call<EnterpriseMachine>({ path: '/api/enterprises/machineInfo', body: { ...payload }, quiet: options.quiet });
}

/** POST /api/enterprises/machineBaseInfo {eid, machineId} */
export function machineBaseInfo(http: Http, payload: MachineOfEnterprisePayload, options: { quiet?: boolean } = {}): Promise<Result<MachineBaseInfo>> {
  return http.call<MachineBaseInfo>({ path: '/api/enterprises/machineBaseInfo', body: { ...payload }, quiet: options.quiet });
}

/** POST /api/enterprises/machinePersonnel {eid, machineId}: key holders and visitors, owner first. */
export function machinePersonnel(http: Http, payload: MachineOfEnterprisePayload, options: { quiet?: boolean } = {}): Promise<Result<Personnel[]>> {
  return http.call<Personnel[]>({ path: '/api/enterprises/machinePersonnel', body: { ...payload }, quiet: options.quiet });
}

/** POST /api/enterprises/machineMaintenancePersonnel {eid, machineId} */
export function machineMaintenancePersonnel(http: Http, payload: MachineOfEnterprisePayload, options: { quiet?: boolean } = {}): Promise<Result<Personnel[]>> {
  return http.call<Personnel[]>({ path: '/api/enterprises/machineMaintenancePersonnel', body: { ...payload }, quiet: options.quiet });
}

/** POST /api/enterprises/UpdateMaintenanceRemark {eid, machineId, remark}; only the device's maintainers may. */
export function updateMaintenanceRemark(http: Http, payload: MaintenanceRemarkPayload): Promise<Result<MaintenanceRemark>> {
  return http.call<MaintenanceRemark>({ path: '/api/enterprises/UpdateMaintenanceRemark', body: { ...payload } });
}

/** POST /eapi/ent/c/maintain/getteammember {eid} */
export function teamMembers(http: Http, payload: EidPayload, options: { quiet?: boolean } = {}): Promise<Result<Personnel[]>> {
  return http.call<Personnel[]>({ path: '/eapi/ent/c/maintain/getteammember', body: { ...payload }, quiet: options.quiet });
}

/** GET /api/entportal/v1/enterprise/info?eid */
export function enterpriseInfo(http: Http, payload: EidPayload): Promise<Result<EnterpriseInfo>> {
  return http.call<EnterpriseInfo>({ method: 'GET', path: '/api/entportal/v1/enterprise/info', query: { ...payload } });
}
