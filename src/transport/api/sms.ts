// SMS and mail alarm calls (api.md section 7 "SMS and mail alarm"). Every one is an SMS call (`sms: true`):
// hwcode 113 or 404 is a missing or invalid token (notice, logout after 1.2 s), HTTP 504 names the URL, and other
// hwcodes show the server's message (api.md section 8). Reads are `quiet` (the screen shows the failure inline);
// changes are not, so the notice says what went wrong.
import type { Http, Result } from '../http';
import type {
  AllocationRecord, EmailLogRow, EntUserMessage, EntUserMessagePayload, Flag, LogQuery, Page, Receiver, SaleQuery, SaleRecord,
  SmsDeviceRow, SmsLogRow, SmsStock, TransferAnswer, UserMsgConfig, UserMsgConfigPayload,
} from '../../domain/wire/sms';

const sms = { sms: true } as const;

/** GET /api/v1/alarm/userMsgConfig */
export function userMsgConfig(http: Http): Promise<Result<UserMsgConfig>> {
  return http.call({ ...sms, method: 'GET', path: '/api/v1/alarm/userMsgConfig', quiet: true });
}

/** POST /api/v1/alarm/setUserMsgConfig {userSmsFlag, userSmsDailyAmount, machineSmsDailyAmount, userEmailFlag} */
export function setUserMsgConfig(http: Http, payload: UserMsgConfigPayload): Promise<Result<UserMsgConfig>> {
  return http.call({ ...sms, path: '/api/v1/alarm/setUserMsgConfig', body: { ...payload } });
}

/** GET /api/msg/v1/ent/userMessage/info?eid */
export function entUserMessage(http: Http, eid: number): Promise<Result<EntUserMessage>> {
  return http.call({ ...sms, method: 'GET', path: '/api/msg/v1/ent/userMessage/info', query: { eid }, quiet: true });
}

/** PUT /api/msg/v1/ent/userMessage {eid, smsFlag, smsDailyAmount, smsMachineDailyAmount, emailFlag} */
export function setEntUserMessage(http: Http, payload: EntUserMessagePayload): Promise<Result<EntUserMessage>> {
  return http.call({ ...sms, method: 'PUT', path: '/api/msg/v1/ent/userMessage', body: { ...payload } });
}

/** GET /api/msg/v1/ent/sms/user/stock?eid&userId */
export function userStock(http: Http, eid: number, userId?: number): Promise<Result<SmsStock>> {
  return http.call({ ...sms, method: 'GET', path: '/api/msg/v1/ent/sms/user/stock', query: { eid, userId }, quiet: true });
}

/** PUT /api/msg/v1/ent/userMessage/transfer {eid, amount}: personal stock into the enterprise, irreversibly. */
export function transferStock(http: Http, eid: number, amount: number): Promise<Result<TransferAnswer>> {
  return http.call({ ...sms, method: 'PUT', path: '/api/msg/v1/ent/userMessage/transfer', body: { eid, amount }, once: true });
}

/** POST /api/v1/sms/sale-list {page, pageSize, startTime?, endTime?, operate?} */
export function saleList(http: Http, query: SaleQuery): Promise<Result<Page<SaleRecord>>> {
  return http.call({ ...sms, path: '/api/v1/sms/sale-list', body: { ...query }, quiet: true });
}

/** POST /api/msg/v1/ent/sms/log/allocation/page {eid, page, pageSize, startTime?, endTime?} */
export function allocationPage(http: Http, query: LogQuery & { eid: number }): Promise<Result<Page<AllocationRecord>>> {
  return http.call({ ...sms, path: '/api/msg/v1/ent/sms/log/allocation/page', body: { ...query }, quiet: true });
}

/** Personal: POST /api/msg/v1/alarm/sms/page; enterprise: GET /api/msg/v1/ent/alarm/smsLoggerPage?eid… */
export function smsLogPage(http: Http, query: LogQuery): Promise<Result<Page<SmsLogRow>>> {
  if (query.eid) return http.call({ ...sms, method: 'GET', path: '/api/msg/v1/ent/alarm/smsLoggerPage', query: { ...query }, quiet: true });
  return http.call({ ...sms, path: '/api/msg/v1/alarm/sms/page', body: { ...query }, quiet: true });
}

/** Personal: POST /api/msg/v1/alarm/email/page; enterprise: GET /api/msg/v1/ent/alarm/emailLoggerPage?eid… */
export function emailLogPage(http: Http, query: LogQuery): Promise<Result<Page<EmailLogRow>>> {
  if (query.eid) return http.call({ ...sms, method: 'GET', path: '/api/msg/v1/ent/alarm/emailLoggerPage', query: { ...query }, quiet: true });
  return http.call({ ...sms, path: '/api/msg/v1/alarm/email/page', body: { ...query }, quiet: true });
}

/** GET /api/v1/devices/msgConfig?blur&groupId&page&pageSize&eid: the devices' switches, machineId descending. */
export function smsDevices(http: Http, query: { eid: number; page: number; pageSize: number; blur: string; groupId: string }): Promise<Result<Page<SmsDeviceRow>>> {
  return http.call({ ...sms, method: 'GET', path: '/api/v1/devices/msgConfig', query: { ...query }, quiet: true });
}

/** Personal: POST /api/v1/alarm/setMachineSmsFlag {machineID, …}; enterprise: PUT /api/msg/v1/ent/alarm/setMachineSmsFlag {eid, machineId, …}. */
export function setDeviceSwitch(
  http: Http,
  eid: number,
  machineId: number,
  flags: { smsFlag?: Flag; emailFlag?: Flag },
): Promise<Result<SmsDeviceRow>> {
  if (eid > 0) return http.call({ ...sms, method: 'PUT', path: '/api/msg/v1/ent/alarm/setMachineSmsFlag', body: { eid, machineId, ...flags } });
  return http.call({ ...sms, path: '/api/v1/alarm/setMachineSmsFlag', body: { machineID: machineId, ...flags } });
}

/** Personal: POST /api/v1/alarm/contact/add {name, email}; enterprise: POST /api/msg/v1/ent/alarmContact {eid, name, email}. */
export function addReceiver(http: Http, eid: number, receiver: Omit<Receiver, 'id'>): Promise<Result<Receiver>> {
  if (eid > 0) return http.call({ ...sms, path: '/api/msg/v1/ent/alarmContact', body: { eid, ...receiver }, quiet: true });
  return http.call({ ...sms, path: '/api/v1/alarm/contact/add', body: { ...receiver }, quiet: true });
}

/** Personal: DELETE /api/v1/alarm/contact/del?id; enterprise: DELETE /api/msg/v1/ent/alarmContact?eid&id. */
export function deleteReceiver(http: Http, eid: number, id: number): Promise<Result<{ id: number }>> {
  if (eid > 0) return http.call({ ...sms, method: 'DELETE', path: '/api/msg/v1/ent/alarmContact', query: { eid, id }, once: true });
  return http.call({ ...sms, method: 'DELETE', path: '/api/v1/alarm/contact/del', query: { id }, once: true });
}
