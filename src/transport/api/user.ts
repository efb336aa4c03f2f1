// User calls of api.md section 7 used by sign-in, registration, password recovery and the header.
// The wire types live in src/domain/wire/user.ts, shared with the simulator.
import type { Http, Result } from '../http';
import type {
  LoginPayload,
  LoginResult,
  LogoutPayload,
  RegisterPayload,
  UserInfo,
  QrToken,
  QrLoginCheckPayload,
  QrLoginCheck,
  AccountQuery,
  ResetPasswordPayload,
  RegisterAnswer,
  ConfirmAccountAnswer,
  HideMapPayload,
  HideMapAnswer,
} from '../../domain/wire/user';

export type * from '../../domain/wire/user';

/** POST /api/user/login; hwcode 07010110 or 07010109 are the login errors (BusinessCode.LoginFailed/LoginRefused). */
export function login(http: Http, payload: LoginPayload): Promise<Result<LoginResult>> {
  // The login form shows its failure inline.
  return http.call<LoginResult>({ path: '/api/user/login', body: { ...payload }, auth: false, quiet: true });
}

/** POST /api/user/logout {token}; sent even when the cookie is already gone. */
export function logout(http: Http, payload: LogoutPayload): Promise<Result<null>> {
  return http.call<null>({ path: '/api/user/logout', body: { ...payload }, auth: false });
}

/** POST /api/user/v1/register; countryCode only with a phone. */
export function register(http: Http, payload: RegisterPayload): Promise<Result<RegisterAnswer>> {
  return http.call<RegisterAnswer>({ path: '/api/user/v1/register', body: { ...payload }, auth: false });
}

/** POST /api/user/selectInfo → UserInfo */
export function selectInfo(http: Http): Promise<Result<UserInfo>> {
  return http.call<UserInfo>({ path: '/api/user/selectInfo' });
}

/** POST /api/user/getQrToken → { qrToken } shown as a QR code for the mobile app. */
export function getQrToken(http: Http): Promise<Result<QrToken>> {
  return http.call<QrToken>({ path: '/api/user/getQrToken', auth: false });
}

/** POST /api/user/qrLoginCheck {qrToken}, polled until confirmed or expired. */
export function qrLoginCheck(http: Http, payload: QrLoginCheckPayload): Promise<Result<QrLoginCheck>> {
  return http.call<QrLoginCheck>({ path: '/api/user/qrLoginCheck', body: { ...payload }, auth: false });
}

/** GET /api/user/v1/confirmAccount?phone&countryCode | ?email; hwcode 0 means the account exists. */
export function confirmAccount(http: Http, query: AccountQuery): Promise<Result<ConfirmAccountAnswer>> {
  // "No such account" is an expected answer, which the forms read themselves.
  return http.call<ConfirmAccountAnswer>({ method: 'GET', path: '/api/user/v1/confirmAccount', query: { ...query }, auth: false, quiet: true });
}

/** PUT /api/user/v1/password {phone, password, countryCode} | {email, password}: password recovery. */
export function resetPassword(http: Http, payload: ResetPasswordPayload): Promise<Result<null>> {
  // Quiet: the reset forms show a refusal themselves, once, where it belongs (not again as a toast).
  return http.call<null>({ method: 'PUT', path: '/api/user/v1/password', body: { ...payload }, auth: false, quiet: true });
}

/** PUT /api/user/v1/hideMap {hideMap}: 1 hides the cloud-map menu entry; answers the stored flag. */
export function setHideMap(http: Http, payload: HideMapPayload): Promise<Result<HideMapAnswer>> {
  return http.call<HideMapAnswer>({ method: 'PUT', path: '/api/user/v1/hideMap', body: { ...payload } });
}
