// A confirmed QR code hands over a login result; the session machine then needs to know whether the user has
// an enterprise (to choose the home page), which the password login learns inside its `login` actor.
import { setToken } from '../../transport/cookies';
import type { LoginResult } from '../../transport/api/user';
import type { Http } from '../app/runtime';
import type { SessionUser } from '../../machines/session.machine';
import { enterpriseBookkeeping } from '../app/enterpriseBookkeeping';

export async function afterQrLogin(http: Http, login: LoginResult): Promise<SessionUser> {
  // The enterprise list is an authenticated call: the token must be readable before the machine stores it.
  setToken(login.token);
  const { token: _token, ...user } = await enterpriseBookkeeping(http, login);
  return user;
}
