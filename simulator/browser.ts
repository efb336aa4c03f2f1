import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';
import { createBrowserAdapter } from './realtime/browserAdapter';
import { createSim, type Sim } from './sim';
import { startActivity } from './activity';
import { isLive } from './world/sessions';
import type { Session } from './world/types';

// The demo's cloud lives in the page, so a reload or a second tab starts a fresh world. The seeded world comes
// back the same; the sign-ins are kept here so that the token cookie the console holds still opens the door.
const SESSIONS_KEY = 'demo-cloud-sessions';

function restoreSessions(sim: Sim): void {
  let saved: unknown;
  try {
    saved = JSON.parse(localStorage.getItem(SESSIONS_KEY) ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(saved)) return;
  const now = sim.clock.now();
  for (const session of saved as Session[]) {
    const known = sim.world.users.some((u) => u.id === session.userId);
    if (known && typeof session.token === 'string' && isLive(session, now)) sim.world.sessions.set(session.token, session);
  }
}

function saveSessions(sim: Sim): void {
  const now = sim.clock.now();
  const live = [...sim.world.sessions.values()].filter((s) => isLive(s, now));
  try {
    localStorage.setItem(SESSIONS_KEY, JSON.stringify(live));
  } catch {
    // Storage full or denied: the demo still works, a reload just signs the user out.
  }
}

/**
 * Opened over plain http on a LAN address the page is not a secure context: msw then intercepts inside the page
 * instead of through its service worker, which works, but crypto.randomUUID (the simulator's tokens) is missing.
 */
function givePlainHttpRandomUUID(): void {
  if (typeof globalThis.crypto.randomUUID === 'function') return;
  globalThis.crypto.randomUUID = () => {
    const b = globalThis.crypto.getRandomValues(new Uint8Array(16));
    b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
    b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
    const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` as ReturnType<
      Crypto['randomUUID']
    >;
  };
}

/**
 * The demo build's cloud: the seeded world inside the page, served by msw's service worker
 * (public/mockServiceWorker.js, at the root of the host). Calls that are not the cloud's (assets, fonts) pass
 * through untouched.
 */
export async function startDemoWorker(): Promise<Sim> {
  givePlainHttpRandomUUID();
  const sim = createSim({ echo: (line) => console.info(line) });
  restoreSessions(sim);
  startActivity(sim);
  const worker = setupWorker(...createHandlers(sim), createBrowserAdapter(sim.hub));
  // Sign-in, sign-out, expiry and reset all answer a mocked call; the sessions are saved after each.
  worker.events.on('response:mocked', () => saveSessions(sim));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  return sim;
}
