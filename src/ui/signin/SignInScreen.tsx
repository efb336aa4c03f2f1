// /login's own first page: the sign-in pages' frame and /login's card on the small runtime of signInRuntime.ts.
// A link or the way home after sign-in calls `onLeave`, which starts the full console at the new address.
import { createContext, useCallback, useContext, useEffect, type MouseEvent, type ReactNode } from 'react';
import { useSessionState } from '../auth/useSessionState';
import type { Language } from '../../domain/constants';
import { ConsoleContext } from '../app/consoleContext';
import { LoginCard } from './LoginCard';
import { LoginFrame } from './LoginFrame';
import { useSignInRuntime } from './signInRuntime';

interface Props {
  lang: Language;
  /** Called once the page's address is where the full console should open. */
  onLeave(): void;
}

/** A click the page handles itself: the main button, no key that asks for a new tab or window. */
function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** What a link of the page does: the address becomes its target, then the full console takes over. */
const LeaveContext = createContext<(path: string, replace: boolean) => void>(() => undefined);

/** /login's links on this page: real links (a new tab, a copied address), handled here on a plain click. */
function HandOverLink({ to, children, 'data-testid': testId }: { to: string; 'data-testid': string; children: ReactNode }) {
  const leave = useContext(LeaveContext);
  return (
    <a
      href={to}
      data-testid={testId}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        leave(to, false);
      }}
    >
      {children}
    </a>
  );
}

export function SignInScreen({ lang, onLeave }: Props) {
  const leave = useCallback(
    (path: string, replace: boolean) => {
      if (replace) window.history.replaceState(null, '', path);
      else window.history.pushState(null, '', path);
      onLeave();
    },
    [onLeave],
  );
  const { runtime, toasts, ToastHost } = useSignInRuntime(lang, leave);
  // The session's way home sets the address (goHome); a sign-in that led nowhere still hands over, where it is.
  const signedIn = useSessionState(runtime.session, (s) => s.matches('loggedIn'));
  useEffect(() => {
    if (signedIn) onLeave();
  }, [signedIn, onLeave]);

  return (
    <ConsoleContext.Provider value={runtime}>
      {ToastHost ? <ToastHost queue={toasts} /> : null}
      <LeaveContext.Provider value={leave}>
        <LoginFrame>
          <LoginCard Link={HandOverLink} />
        </LoginFrame>
      </LeaveContext.Provider>
    </ConsoleContext.Provider>
  );
}
