// Real effects for the pure session machine: the login call, cookies, storage and navigation.
import { fromPromise } from 'xstate';
import { TOKEN_EXPIRED_KEY } from '../../domain/resultCodes';
import type { RefObject } from 'react';
import { sessionMachine } from '../../machines/session.machine';
import { clearToken, setToken } from '../../transport/cookies';
import { clientStorage } from './clientStorage';
import { login, logout } from '../../transport/api/user';
import { enterpriseBookkeeping } from './enterpriseBookkeeping';
import type { Http, Notifier } from './runtime';
import { ENTERPRISE_HOME, PERSONAL_HOME } from '../common/homePath';

interface SessionDeps {
  http: Http;
  go(path: string, options?: { replace?: boolean }): void;
  notify: Notifier;
  pendingToken: RefObject<string | undefined>;
}


export function provideSession({ http, go, notify, pendingToken }: SessionDeps) {
  return sessionMachine.provide({
    actors: {
      login: fromPromise(async ({ input }) => {
        const answer = await login(http, input);
        if (!answer.ok) throw answer.outcome;
        pendingToken.current = answer.data.token;
        try {
          return await enterpriseBookkeeping(http, answer.data);
        } finally {
          pendingToken.current = undefined;
        }
      }),
    },
    actions: {
      storeToken: (_, params) => setToken(params.token),
      clearToken: () => {
        clearToken();
        // Sign-out drops the enterprise choice too, so the next user starts from their own home.
        clientStorage().clear();
      },
      goHome: (_, params) => go(params.hasEnterprise ? ENTERPRISE_HOME : PERSONAL_HOME),
      goLogin: () => go('/login'),
      showExpiredNotice: () => notify.error(TOKEN_EXPIRED_KEY),
      notifyLogoutServer: ({ context }) => {
        if (context.token) void logout(http, { token: context.token });
      },
    },
  });
}
