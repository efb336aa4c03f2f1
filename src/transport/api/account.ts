// Personal info and account changes (api.md section 7, User). Wire shapes: src/domain/wire/account.ts.
// Every form shows its own failure inline, so these calls are quiet.
import type { Http, Result } from '../http';
import type {
  ActiveAccountPayload,
  ChangeAccountPayload,
  ChangePasswordPayload,
  EmailVerifyQuery,
  FriendItem,
  PassVerifyQuery,
  UserIdAnswer,
  UserNamePayload,
  DoneFlag,
  PassVerifyAnswer,
  EmailVerifyAnswer,
} from '../../domain/wire/account';

export type * from '../../domain/wire/account';

/** POST /api/user/getUserId */
export function getUserId(http: Http): Promise<Result<UserIdAnswer>> {
  return http.call<UserIdAnswer>({ path: '/api/user/getUserId' });
}

/** POST /api/user/selectFriendsList: the people who share a device with the caller. */
export function selectFriendsList(http: Http): Promise<Result<FriendItem[]>> {
  return http.call<FriendItem[]>({ path: '/api/user/selectFriendsList' });
}

/** PUT /api/user/v1/userName {name}: hwcode 0 success, 400 failure. */
export function changeUserName(http: Http, payload: UserNamePayload): Promise<Result<null>> {
  return http.call<null>({ method: 'PUT', path: '/api/user/v1/userName', body: { ...payload }, quiet: true });
}

/** POST /api/user/changeLoginPwd {account, newPwd, oldPwd, code}: body 1 (changed) or 0 (refused). */
export function changeLoginPwd(http: Http, payload: ChangePasswordPayload): Promise<Result<DoneFlag>> {
  return http.call<DoneFlag>({ path: '/api/user/changeLoginPwd', body: { ...payload }, quiet: true });
}

/** POST /api/user/activeAccount {activeAccount, SMSVerificationCode}: body 1 or 0. */
export function activeAccount(http: Http, payload: ActiveAccountPayload): Promise<Result<DoneFlag>> {
  return http.call<DoneFlag>({ path: '/api/user/activeAccount', body: { ...payload }, quiet: true });
}

/** GET /api/user/v1/passVerify?password: the password proof a phone or e-mail change starts with. */
export function passVerify(http: Http, query: PassVerifyQuery): Promise<Result<PassVerifyAnswer>> {
  return http.call<PassVerifyAnswer>({ method: 'GET', path: '/api/user/v1/passVerify', query: { ...query }, quiet: true });
}

/** GET /api/user/v1/emailVerify?email: hwcode 0 when no other account has the address. */
export function emailAvailable(http: Http, query: EmailVerifyQuery): Promise<Result<EmailVerifyAnswer>> {
  return http.call<EmailVerifyAnswer>({ method: 'GET', path: '/api/user/v1/emailVerify', query: { ...query }, quiet: true });
}

/** PUT /api/user/v1/account {phone, countryCode | email, code}: hwcode 0 success, 420 taken. */
export function changeAccount(http: Http, payload: ChangeAccountPayload): Promise<Result<null>> {
  return http.call<null>({ method: 'PUT', path: '/api/user/v1/account', body: { ...payload }, quiet: true });
}
