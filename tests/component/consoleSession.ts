// A session actor with the console's real effects (src/ui/app/sessionEffects.ts) over a fake cloud, for the screens
// whose outcome is the session's: the sign-in form, the code step, the route guards. Where the session navigated
// and what it notified are recorded; the token cookie and the client storage it writes are cleared by `forget`.
import { createActor } from 'xstate';
import { BusinessCode, classify } from '../../src/domain/resultCodes';
import { clearToken } from '../../src/transport/cookies';
import type { Result } from '../../src/transport/http';
import { notifierOf } from '../../src/ui/app/consoleContext';
import { provideSession } from '../../src/ui/app/sessionEffects';
import { fakeCloud, type Answer } from './render';

export function consoleSession(answer: Answer) {
  const cloud = fakeCloud(answer);
  const went: string[] = [];
  const notices: string[] = [];
  const session = createActor(
    provideSession({
      http: cloud.http,
      go: (path) => void went.push(path),
      notify: notifierOf((_severity, key) => void notices.push(key)),
      pendingToken: { current: undefined },
    }),
    { input: {} },
  ).start();
  return { session, cloud, went, notices };
}

/** What the session's writes leave behind (the token cookie, remembered account, enterprise list), gone. */
export function forgetSession(): void {
  clearToken();
  window.localStorage.clear();
}

/** The cloud's refusal with a business code (api.md section 8), as the transport classifies it. */
export function refusal(code: (typeof BusinessCode)[keyof typeof BusinessCode], hwdata: unknown = 'refused'): Result<never> {
  return { ok: false, outcome: classify({ type: 'response', status: 200, hwcode: code, hwdata }) };
}
