// A confirmed QR code hands over a login result; the session machine then needs to know whether the user has
// an enterprise (to choose the home page), which the password login learns inside its `login` actor.
import { setToken } from '../../transport/cookies';
import { openClientStorage } from '../../transport/storage';
import { userEnterpriseList } from '../../transport/api/enterprise';
import type { LoginResult } from '../../transport/api/user';
import type { Http } from '../app/runtime';
import type { SessionUser } from '../../machines/session.machine';

// Mirrors the enterprise bookkeeping of the password login in src/ui/app/sessionEffects.ts; keep them in step.
export async function afterQrLogin(http: Http, login: LoginResult): Promise<SessionUser> {
  // The enterprise list is an authenticated call: the token must be readable before the machine stores it.
  setToken(login.token);
  const enterprises = await userEnterpriseList(http);
  const list = enterprises.ok ? enterprises.data : [];
  const storage = openClientStorage();
  storage.set('enterpriseList', list);
  storage.set('userId', login.userid);
  const first = list[0];
  if (first) {
    storage.set('eid', first.eid);
    storage.set('enableProject', first.enableProject);
  } else {
    storage.set('eid', 0);
  }
  return { userid: String(login.userid), phone: login.phone, email: login.email, hasEnterprise: list.length > 0 };
}
