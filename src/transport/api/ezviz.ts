// Camera-cloud accounts (api.md section 7): GET/POST/DELETE /api/device/v1/ezviz/account, user/updateEzvizAccount,
// checkEzvizAccount, checkEzvizAppkey, machine/changeEzvizAccount, releaseEzvizAccount, and the live picture
// (an extension). Payloads and answers: src/domain/wire/schemas/ezviz.ts.
import type { Http, Result } from '../http';
import type { EzvizAccount, EzvizCheckKeyAnswer, EzvizCheckNameAnswer, EzvizDeviceLink, EzvizLive } from '../../domain/wire/ezviz';

export type { EzvizAccount, EzvizDeviceLink, EzvizLive };

const PATH = '/api/device/v1/ezviz/account';

export interface EzvizDraft {
  name: string;
  appKey: string;
  /** On an edit, '' keeps the saved Secret. */
  secret: string;
  remark: string;
  isDefault: boolean;
}

const flag = (on: boolean) => (on ? '1' : '0');

export function listEzvizAccounts(http: Http, quiet = true): Promise<Result<EzvizAccount[]>> {
  return http.call<EzvizAccount[]>({ method: 'GET', path: PATH, quiet });
}

/** Refusals: InvalidInput, EzvizNameExists, the camera cloud's key refusals. */
export function createEzvizAccount(http: Http, draft: EzvizDraft): Promise<Result<EzvizAccount>> {
  return http.call<EzvizAccount>({ path: PATH, body: { ...draft, isDefault: flag(draft.isDefault) }, quiet: true });
}

export function updateEzvizAccount(http: Http, id: number, draft: EzvizDraft): Promise<Result<EzvizAccount>> {
  return http.call<EzvizAccount>({ path: '/api/user/updateEzvizAccount', body: { id, ...draft, isDefault: flag(draft.isDefault) }, quiet: true });
}

/** `release` unlinks the devices that use the account; without it such an account is refused (EzvizAccountInUse). */
export function deleteEzvizAccount(http: Http, id: number, release: boolean): Promise<Result<null>> {
  return http.call<null>({ method: 'DELETE', path: PATH, query: { id, release: release ? '1' : undefined }, quiet: true, once: true });
}

export function checkEzvizAccountName(http: Http, name: string, id?: number): Promise<Result<EzvizCheckNameAnswer>> {
  return http.call<EzvizCheckNameAnswer>({ path: '/api/user/checkEzvizAccount', body: { name, id }, quiet: true });
}

export function checkEzvizAppkey(http: Http, appKey: string, secret: string): Promise<Result<EzvizCheckKeyAnswer>> {
  return http.call<EzvizCheckKeyAnswer>({ path: '/api/user/checkEzvizAppkey', body: { appKey, secret }, quiet: true });
}

export function changeEzvizAccount(http: Http, machineId: number, ezvizAccountId: number): Promise<Result<EzvizDeviceLink>> {
  return http.call<EzvizDeviceLink>({ path: '/api/machine/changeEzvizAccount', body: { machineId, ezvizAccountId }, quiet: true });
}

export function releaseEzvizAccount(http: Http, machineId: number): Promise<Result<EzvizDeviceLink>> {
  return http.call<EzvizDeviceLink>({ path: '/api/machine/releaseEzvizAccount', body: { machineId }, quiet: true });
}

export function ezvizLive(http: Http, machineId: number): Promise<Result<EzvizLive>> {
  return http.call<EzvizLive>({ method: 'GET', path: '/api/device/v1/ezviz/live', query: { machineId }, quiet: true });
}
