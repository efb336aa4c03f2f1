// The phone console as an installable web app: its own service worker (public/mobile-sw.js, scope /mobile) for
// the offline page and for notifications, which phone browsers show only through a service worker.
//
// Scopes (docs/decisions.md): the demo build's msw worker (/mockServiceWorker.js, scope /) IS the demo's cloud. A
// worker with the narrower scope /mobile would take the phone console's pages away from it, and the demo's calls
// would reach no cloud; so the app's worker is registered only outside the demo build.
//
// The phone's sign-in page loads this file (the worker and the install offer, which the browser makes early);
// the live alarms as notifications come with the signed-in console (alarmNotifications.ts).

const MOBILE_WORKER_URL = '/mobile-sw.js';
export const MOBILE_WORKER_SCOPE = '/mobile';

export function mobileWorkerWanted(demo: boolean, supported: boolean): boolean {
  return supported && !demo;
}

export function registerMobileWorker(): void {
  if (!mobileWorkerWanted(import.meta.env.VITE_DEMO === true, typeof navigator !== 'undefined' && 'serviceWorker' in navigator)) return;
  // A failed registration (private mode, plain http on a LAN address) leaves a working page without offline use.
  navigator.serviceWorker.register(MOBILE_WORKER_URL, { scope: MOBILE_WORKER_SCOPE }).catch(() => undefined);
}

/** The browser's install offer (Chromium's beforeinstallprompt), kept until the user takes it. */
interface InstallPrompt extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  // Chromium's install offer, not in the DOM library yet.
  interface WindowEventMap {
    beforeinstallprompt: InstallPrompt;
  }
}

let offer: InstallPrompt | undefined;
const offerListeners = new Set<() => void>();
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the More section's button instead of the browser's own banner at a moment the user did not choose.
    event.preventDefault();
    offer = event;
    for (const listener of offerListeners) listener();
  });
}

export const installOffer = {
  current: (): InstallPrompt | undefined => offer,
  subscribe(listener: () => void): () => void {
    offerListeners.add(listener);
    return () => offerListeners.delete(listener);
  },
  async take(): Promise<void> {
    const taken = offer;
    offer = undefined;
    for (const listener of offerListeners) listener();
    if (taken) await taken.prompt();
  },
};

/** Opened from the home screen (installed), not in a browser tab. */
export function runsInstalled(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(display-mode: standalone)').matches === true;
}
