// What every sign-in (password or QR) does once the cloud accepted it: learn the user's enterprises, keep them
// and the starting eid for the layout, and tell the session machine whether an enterprise home exists.
import { userEnterpriseList } from '../../transport/api/enterprise';
import type { LoginResult } from '../../transport/api/user';
import type { LoginSuccess } from '../../machines/session.machine';
import type { Http } from './consoleContext';
import { clientStorage } from './clientStorage';

/** The enterprise list is an authenticated call: the caller makes `login.token` readable by `http` first. */
export async function enterpriseBookkeeping(http: Http, login: LoginResult): Promise<LoginSuccess> {
  const enterprises = await userEnterpriseList(http);
  const list = enterprises.ok ? enterprises.data : [];
  const storage = clientStorage();
  storage.set('enterpriseList', list);
  storage.set('userId', login.userid);
  const first = list[0];
  if (first) {
    storage.set('eid', first.eid);
    storage.set('enableProject', first.enableProject);
  } else {
    storage.set('eid', 0);
  }
  return {
    token: login.token,
    userid: String(login.userid),
    phone: login.phone,
    email: login.email,
    hasEnterprise: list.length > 0,
  };
}
