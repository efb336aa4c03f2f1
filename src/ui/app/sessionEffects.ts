// Real effects for the pure session machine: the login call, cookies, storage and navigation.
import { fromPromise } from 'xstate';
import { TOKEN_EXPIRED_KEY } from '../../domain/resultCodes';
import type { RefObject } from 'react';
import { sessionMachine, type LoginStep } from '../../machines/session.machine';
import { twoFactorLogin } from '../../transport/api/security';
import { codeFailureOf, loginFailureOf, twoFactorPromptOf } from '../account/signInSteps';
import { clearToken, setToken } from '../../transport/cookies';
import { clientStorage } from './clientStorage';
import { login, logout } from '../../transport/api/user';
import { enterpriseBookkeeping } from './enterpriseBookkeeping';
import type { Http, Notifier } from './consoleContext';
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
      login: fromPromise(async ({ input }): Promise<LoginStep> => {
        const answer = await login(http, input);
        if (!answer.ok) throw loginFailureOf(answer.outcome);
        // A two-factor account answers a challenge instead of a token (src/ui/account/signInSteps.ts).
        const twoFactor = twoFactorPromptOf(answer.data);
        if (twoFactor) return { twoFactor };
        pendingToken.current = answer.data.token;
        try {
          return await enterpriseBookkeeping(http, answer.data);
        } finally {
          pendingToken.current = undefined;
        }
      }),
      verifyCode: fromPromise(async ({ input }) => {
        const answer = await twoFactorLogin(http, input.ticket, input.code);
        if (!answer.ok) throw codeFailureOf(answer.outcome);
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
      showExpiredNotice: ({ context }) => notify.error(context.expiry?.messageKey ?? TOKEN_EXPIRED_KEY),
      notifyLogoutServer: ({ context }) => {
        if (context.token) void logout(http, { token: context.token });
      },
    },
  });
}
