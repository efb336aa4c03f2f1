// Several tabs of one browser share one session (the token cookie) and one enterprise choice (local storage), so
// what one tab does reaches the others: signing out (or a session that ended: expiry, kicked out) sends the others
// to sign-in with a note instead of letting them fail call by call; switching language switches them too. The
// enterprise choice follows through the storage event (layout/useEnterpriseMode.ts). Loaded once signed in, never
// with /login. A tab that missed the message (asleep, or a browser without BroadcastChannel) notices the missing
// token when it is shown again.
import type { ActorRefFrom } from 'xstate';
import type { Language } from '../../domain/constants';
import type { sessionMachine } from '../../machines/session.machine';
import { getToken } from '../../transport/cookies';
import { ENDED_ELSEWHERE_KEY } from './resilienceTexts';

type TabMessage = { type: 'signedOut' } | { type: 'lang'; lang: Language };

const CHANNEL = 'device-cloud-console';
/** The note shows this long before the tab goes to sign-in. */
const NOTE_MS = 1_500;

interface Parts {
  session: ActorRefFrom<typeof sessionMachine>;
  lang(): Language;
  setLang(next: Language): void;
}

export interface TabSync {
  /** The user switched language here: the other tabs follow. */
  langChosen(lang: Language): void;
  stop(): void;
}

function isMessage(data: unknown): data is TabMessage {
  if (!data || typeof data !== 'object' || !('type' in data)) return false;
  return data.type === 'signedOut' || (data.type === 'lang' && 'lang' in data && (data.lang === 'cn' || data.lang === 'en'));
}

export function connectTabs({ session, lang, setLang }: Parts): TabSync {
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);
  const post = (message: TabMessage) => channel?.postMessage(message);

  const endedElsewhere = () => {
    if (session.getSnapshot().matches('loggedIn')) {
      session.send({ type: 'TOKEN_EXPIRED', messageKey: ENDED_ELSEWHERE_KEY, logoutAfterMs: NOTE_MS });
    }
  };

  let wasIn = session.getSnapshot().matches('loggedIn');
  const subscription = session.subscribe((snapshot) => {
    const isIn = snapshot.matches('loggedIn');
    if (wasIn && !isIn) post({ type: 'signedOut' });
    wasIn = isIn;
  });

  if (channel) {
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const message = event.data;
      if (!isMessage(message)) return;
      if (message.type === 'signedOut') endedElsewhere();
      else if (message.lang !== lang()) setLang(message.lang);
    };
  }

  const onShown = () => {
    if (document.visibilityState === 'visible' && !getToken()) endedElsewhere();
  };
  document.addEventListener('visibilitychange', onShown);

  return {
    langChosen: (next) => post({ type: 'lang', lang: next }),
    stop() {
      subscription.unsubscribe();
      document.removeEventListener('visibilitychange', onShown);
      channel?.close();
    },
  };
}
