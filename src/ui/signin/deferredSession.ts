// The session of /login's own first page, whose machine (XState and the sign-in effects, about a sixth of the
// page's JavaScript) loads with the visitor's first press of a key or a pointer, not with the first screen
// (docs/decisions.md, Speed: /login's first page). Until then the page is signed out; a sign-in sent meanwhile waits for the machine
// and shows as under way. Screens hold this one handle throughout: once loaded, it is the machine's own.
import type { ActorRefFrom } from 'xstate';
import { NETWORK_ERROR_KEY } from '../../domain/resultCodes';
import type { SessionEvent, sessionMachine } from '../../machines/session.machine';

type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** What a screen of the page reads before the machine is there: the state's name and an empty context. */
interface Before {
  matches(state: unknown): boolean;
  context: { error?: string };
}
const before = (state: string, error?: string): Before => ({ matches: (s) => s === state, context: error ? { error } : {} });
const SIGNED_OUT = before('loggedOut');
const SIGNING_IN = before('loggingIn');
/** The machine's files did not come (offline): the attempt failed as a call would, the next one asks again. */
const UNREACHABLE = before('loggedOut', NETWORK_ERROR_KEY);

export interface DeferredSession {
  /** The handle the page's runtime gives its screens (getSnapshot, subscribe and send are all they use). */
  session: SessionActor;
  /** Starts loading the machine (again after a failure); a second call while it loads does nothing. */
  load(): void;
}

export function deferSession(start: () => Promise<SessionActor>): DeferredSession {
  let actor: SessionActor | undefined;
  let loading = false;
  let queued: SessionEvent[] = [];
  let current: Before = SIGNED_OUT;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  const load = () => {
    if (actor || loading) return;
    loading = true;
    start().then(
      (started) => {
        actor = started;
        started.subscribe(changed);
        const waiting = queued;
        queued = [];
        for (const event of waiting) started.send(event);
        changed();
      },
      () => {
        loading = false;
        const attempted = queued.some((event) => event.type === 'LOGIN');
        queued = [];
        current = attempted ? UNREACHABLE : SIGNED_OUT;
        changed();
      },
    );
  };

  const handle = {
    getSnapshot: () => actor?.getSnapshot() ?? current,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return { unsubscribe: () => void listeners.delete(listener) };
    },
    send: (event: SessionEvent) => {
      if (actor) return actor.send(event);
      queued.push(event);
      if (event.type === 'LOGIN') current = SIGNING_IN;
      changed();
      load();
    },
  };
  // The page's screens use only these three members; the rest of an actor's surface is the machine's own.
  return { session: handle as unknown as SessionActor, load };
}
