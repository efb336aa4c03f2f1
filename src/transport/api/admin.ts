// The authority centre's calls (api.md section 7: Admin, and the visit-time and role calls of Device).
import type { Http, Result } from '../http';
import type { DeviceMsgConfig } from '../../domain/wire/audit';
import type { AdminListItem, AdminListTotal, AdminPushAnswer, RoleInfo, UpdateLevelPayload, VisitDetailPage, VisitTimeAnswer } from '../../domain/wire/admin';
import { InfoType } from '../../domain/roles';
import { PAGE_SIZE } from '../../domain/constants';

export type { AdminListItem, RoleInfo };

export type AdminList = { items: AdminListItem[]; total: number };

/** Lists carry their total in the last element. */
function splitTotal(rows: (AdminListItem | AdminListTotal)[]): AdminList {
  const items: AdminListItem[] = [];
  let total = 0;
  for (const row of rows) {
    if ('id' in row) items.push(row);
    else total = row.total;
  }
  return { items, total: Math.max(total, items.length) };
}

export type MemberListKind = 'admins' | 'visitors' | 'blacklist';

const LIST_SIZE: Record<MemberListKind, number> = { admins: PAGE_SIZE.admins, visitors: PAGE_SIZE.validVisitors, blacklist: PAGE_SIZE.validVisitors };

/** POST /api/admin/select {machineID, infoType, start, pageSize}: admins (owner first), valid visitors, blacklist. */
export async function selectMembers(http: Http, machineID: number, kind: MemberListKind, start = 0): Promise<Result<AdminList>> {
  const result = await http.call<(AdminListItem | AdminListTotal)[]>({
    path: '/api/admin/select',
    body: { machineID, infoType: InfoType[kind], start, pageSize: LIST_SIZE[kind] },
    quiet: true,
  });
  return result.ok ? { ok: true, data: splitTotal(result.data) } : result;
}

/** POST /api/admin/push {account, machineID}: 01010304 account missing, 01010305 already a Bkey. */
export function pushBkey(http: Http, machineID: number, account: string): Promise<Result<AdminPushAnswer>> {
  return http.call({ path: '/api/admin/push', body: { account, machineID }, quiet: true });
}

/**
 * POST /api/admin/updateLevel {id, limit, terminalID, machineID}: limit 3 transfers the device to the user,
 * 2 upgrades a visitor to Bkey, 0 downgrades a Bkey or takes a user back from the blacklist, -1 blacklists.
 */
export function updateLevel(http: Http, payload: UpdateLevelPayload): Promise<Result<AdminListItem>> {
  return http.call({ path: '/api/admin/updateLevel', body: { ...payload }, quiet: true });
}

/** POST /api/admin/zeroVisitTime {visitAlidTimeID, machineID}: 01010408 when it had already expired. */
export function zeroVisitTime(http: Http, machineID: number, visitAlidTimeID: number): Promise<Result<number>> {
  return http.call({ path: '/api/admin/zeroVisitTime', body: { visitAlidTimeID, machineID }, quiet: true });
}

export type VisitTimeChoice = { forever: true } | { minutes: number };

/** PUT /api/device/v1/visit/time: forever, or a custom time of at least 10 minutes. */
export function setVisitTime(http: Http, machineID: number, userId: number, choice: VisitTimeChoice): Promise<Result<VisitTimeAnswer>> {
  const body = 'forever' in choice ? { machineID, userId, forever: 1 } : { machineID, userId, minutes: choice.minutes };
  return http.call({ method: 'PUT', path: '/api/device/v1/visit/time', body, quiet: true });
}

/** DELETE /api/device/v1/visit/time: the visit time becomes invalid. */
export function clearVisitTime(http: Http, machineID: number, userId: number): Promise<Result<VisitTimeAnswer>> {
  return http.call({ method: 'DELETE', path: '/api/device/v1/visit/time', query: { machineID, userId }, quiet: true, once: true });
}

/** GET /api/device/v1/user/role/info {machineID, account}: a user's role on the device. */
export function userRoleInfo(http: Http, machineID: number, account: string): Promise<Result<RoleInfo>> {
  return http.call({ method: 'GET', path: '/api/device/v1/user/role/info', body: { machineID, account }, quiet: true });
}

export type { VisitDetailPage };

/** POST /api/device/v1/admin/visit/detail/page {deviceId, page, pageSize 6}. */
export function visitDetails(http: Http, deviceId: number, page: number): Promise<Result<VisitDetailPage>> {
  return http.call({ path: '/api/device/v1/admin/visit/detail/page', body: { deviceId, page, pageSize: PAGE_SIZE.visitDetails }, quiet: true });
}

/** GET /api/v1/devices/msgConfig {blur, groupId, page, pageSize, eid}: SMS and e-mail alarm switches per device. */
export function deviceMsgConfig(
  http: Http,
  query: { blur: string; groupId: string; page: number; pageSize: number; eid: number },
): Promise<Result<{ list: DeviceMsgConfig[]; total: number }>> {
  return http.call({ method: 'GET', path: '/api/v1/devices/msgConfig', body: { ...query }, quiet: true });
}

/** POST /api/v1/alarm/setMachineSmsFlag {machineID, smsFlag?, emailFlag?} (personal devices). */
export function setMachineSmsFlag(http: Http, machineID: number, flags: { smsFlag?: 0 | 1; emailFlag?: 0 | 1 }): Promise<Result<DeviceMsgConfig>> {
  return http.call({ path: '/api/v1/alarm/setMachineSmsFlag', body: { machineID, ...flags }, quiet: true });
}
