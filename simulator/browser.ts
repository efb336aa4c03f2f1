import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';
import { createBrowserAdapter } from './realtime/browserAdapter';
import { createSim, type Sim } from './sim';
import { startActivity } from './activity';
import { isLive } from './world/sessions';
import type { Session } from './world/types';
import { detailState, type VisitLink } from './handlers/deviceState';

// The demo's cloud lives in the page, so a reload or a second tab starts a fresh world. The seeded world comes
// back the same; the sign-ins are kept here so that the token cookie the console holds still opens the door.
const SESSIONS_KEY = 'demo-cloud-sessions';
// A visit opens the device's panel in a new tab, whose world is fresh: the links it was given travel here too.
const VISIT_LINKS_KEY = 'demo-cloud-visit-links';

function restoreVisitLinks(sim: Sim): void {
  let saved: unknown;
  try {
    saved = JSON.parse(localStorage.getItem(VISIT_LINKS_KEY) ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(saved)) return;
  const links = detailState(sim.world).visitLinks;
  const now = sim.clock.now();
  for (const link of saved as VisitLink[]) {
    if (typeof link.token === 'string' && link.expiresAt > now) links.set(link.token, link);
  }
}

function saveVisitLinks(sim: Sim): void {
  const now = sim.clock.now();
  const live = [...detailState(sim.world).visitLinks.values()].filter((l) => l.expiresAt > now);
  try {
    localStorage.setItem(VISIT_LINKS_KEY, JSON.stringify(live));
  } catch {
    // Storage full or denied: the panel tab then shows the simulator's "link not valid" page.
  }
}

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
  restoreVisitLinks(sim);
  startActivity(sim);
  const worker = setupWorker(...createHandlers(sim), createBrowserAdapter(sim.hub));
  // Sign-in, sign-out, expiry and reset all answer a mocked call; the sessions are saved after each.
  worker.events.on('response:mocked', () => {
    saveSessions(sim);
    saveVisitLinks(sim);
  });
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  return sim;
}

/**
 * Navigations never reach msw's worker, so in the demo a simulator page (the HMI panel a visit opens, under
 * /__sim/) arrives as the console's index.html. Asked again from inside the page, which the worker now serves,
 * it answers with the simulator's page, which then replaces this document. True when that happened.
 */
export async function showSimulatorPage(): Promise<boolean> {
  if (!window.location.pathname.startsWith('/__sim/')) return false;
  const response = await fetch(window.location.href, { headers: { accept: 'text/html' } });
  const html = await response.text();
  document.open();
  document.write(html);
  document.close();
  return true;
}
