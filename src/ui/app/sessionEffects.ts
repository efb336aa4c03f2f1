// Real effects for the pure session machine: the login call, cookies, storage and navigation.
import { fromPromise } from 'xstate';
import type { RefObject } from 'react';
import { sessionMachine } from '../../machines/session.machine';
import { clearToken, setToken } from '../../transport/cookies';
import { storage } from '../../transport/storage';
import { login, logout } from '../../transport/api/user';
import { userEnterpriseList } from '../../transport/api/enterprise';
import type { Http, Notifier } from './runtime';

interface SessionDeps {
  http: Http;
  go(path: string, options?: { replace?: boolean }): void;
  notify: Notifier;
  pendingToken: RefObject<string | undefined>;
}

export const PERSONAL_HOME = '/index/?listType=list';
export const ENTERPRISE_HOME = '/device/?type=1';

export function provideSession({ http, go, notify, pendingToken }: SessionDeps) {
  return sessionMachine.provide({
    actors: {
      login: fromPromise(async ({ input }) => {
        const answer = await login(http, input);
        if (!answer.ok) throw answer.outcome;
        const { token, userid, phone, email } = answer.data;
        pendingToken.current = token;
        try {
          const enterprises = await userEnterpriseList(http);
          const list = enterprises.ok ? enterprises.data : [];
          storage.set('enterpriseList', list);
          storage.set('userId', userid);
          const first = list[0];
          if (first) {
            storage.set('eid', first.eid);
            storage.set('enableProject', first.enableProject);
          } else {
            storage.set('eid', 0);
          }
          return { token, userid, phone, email, hasEnterprise: list.length > 0 };
        } finally {
          pendingToken.current = undefined;
        }
      }),
    },
    actions: {
      storeToken: ({ context }) => {
        if (context.token) setToken(context.token);
      },
      clearToken: () => clearToken(),
      goHome: (_, params: { hasEnterprise: boolean }) => go(params.hasEnterprise ? ENTERPRISE_HOME : PERSONAL_HOME),
      goLogin: () => go('/login'),
      showExpiredNotice: () => notify.info('common:session.expired'),
      notifyLogoutServer: ({ context }) => {
        if (context.token) void logout(http, context.token);
      },
    },
  });
}
