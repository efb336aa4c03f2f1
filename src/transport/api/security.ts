// The security centre and two-factor sign-in (api.md section 7, User and Verification; wire shapes and the choices
// behind them in src/domain/wire/account.ts and docs/decisions.md, "Accounts and sign-in").
import type { Http, Result } from '../http';
import { PAGE_SIZE } from '../../domain/constants';
import { REVOKE_OTHERS_ID } from '../../domain/security';
import type {
  RevokeAnswer,
  SecurityOverview,
  TokenInfoPage,
  TwoFactorResendAnswer,
  TwoFactorSwitchAnswer,
  TwoFactorSwitchPayload,
} from '../../domain/wire/account';
import type { LoginResult } from '../../domain/wire/user';

/** GET /api/user/v1/tokenInfo?page&pageSize (15): the live login terminals, the caller's marked current. */
export function tokenInfo(http: Http, page: number): Promise<Result<TokenInfoPage>> {
  return http.call<TokenInfoPage>({ method: 'GET', path: '/api/user/v1/tokenInfo', query: { page, pageSize: PAGE_SIZE.terminals } });
}

/** DELETE /api/user/v1/tokenInfo/{id}: ends one session for good. */
export function revokeToken(http: Http, id: string): Promise<Result<RevokeAnswer>> {
  return http.call<RevokeAnswer>({ method: 'DELETE', path: `/api/user/v1/tokenInfo/${encodeURIComponent(id)}`, quiet: true });
}

/** DELETE /api/user/v1/tokenInfo/others: ends every session but this one. */
export function revokeOtherTokens(http: Http): Promise<Result<RevokeAnswer>> {
  return revokeToken(http, REVOKE_OTHERS_ID);
}

/** POST /api/safety/update (empty body): the security overview. */
export function securityOverview(http: Http): Promise<Result<SecurityOverview>> {
  return http.call<SecurityOverview>({ path: '/api/safety/update' });
}

/** POST /api/v1/users/enableTwoFactorAuthentication {enable, channel, code}. */
export function switchTwoFactor(http: Http, payload: TwoFactorSwitchPayload): Promise<Result<TwoFactorSwitchAnswer>> {
  return http.call<TwoFactorSwitchAnswer>({ path: '/api/v1/users/enableTwoFactorAuthentication', body: { ...payload }, quiet: true });
}

/** POST /api/user/login {ticket, code}: the code step of a two-factor sign-in. */
export function twoFactorLogin(http: Http, ticket: string, code: string): Promise<Result<LoginResult>> {
  return http.call<LoginResult>({ path: '/api/user/login', body: { ticket, code: code.trim() }, auth: false, quiet: true });
}

/** POST /api/user/login {ticket, resend: 1}: another code (once a minute). */
export function twoFactorResend(http: Http, ticket: string): Promise<Result<TwoFactorResendAnswer>> {
  return http.call<TwoFactorResendAnswer>({ path: '/api/user/login', body: { ticket, resend: 1 }, auth: false, quiet: true });
}

