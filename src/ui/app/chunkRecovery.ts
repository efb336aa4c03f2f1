// A screen's code that cannot be fetched: after a deploy its file is gone from the server (the new build has other
// names), or the network is down. Online, the page reloads once to the new build at the same address; offline, it
// waits for the network and asks again. A reload that did not help is not repeated within RELOAD_GUARD_MS
// (sessionStorage survives the reload, so a build that is broken for good cannot loop): the error goes on to the
// route's boundary, which offers "Try again" and "Reload" (FailureBoundary.tsx).
import { createElement, lazy, type ComponentType } from 'react';

const RELOAD_KEY = 'chunk-reload-at';
/** A second chunk failure within this time after a reload is not fixed by reloading again. */
const RELOAD_GUARD_MS = 60_000;

function recentlyReloaded(now = Date.now()): boolean {
  try {
    const at = Number(sessionStorage.getItem(RELOAD_KEY));
    return Number.isFinite(at) && at > 0 && now - at < RELOAD_GUARD_MS;
  } catch {
    // Storage refused (a privacy mode): never reload by ourselves, the boundary offers it.
    return true;
  }
}

let reloading = false;

/** Reloads the page at its address unless it did so a moment ago; true when the reload is under way. */
function reloadOnce(): boolean {
  if (reloading) return true;
  if (recentlyReloaded()) return false;
  try {
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  reloading = true;
  window.location.reload();
  return true;
}

/** Resolves when the browser says it is online again (at once when it is). */
function whenOnline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

const never = () => new Promise<never>(() => undefined);

/**
 * Loads a screen's module, recovering as above: offline it waits for the network and asks again; online (or when
 * asking again failed) it reloads once. What cannot be recovered rejects with the last error.
 */
async function loadWithRecovery<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (first) {
    if (!navigator.onLine) {
      await whenOnline();
      try {
        return await load();
      } catch {
        // The browser may keep the failed import: a reload fetches it afresh.
      }
    }
    if (reloadOnce()) return never();
    throw first;
  }
}

/** Screens whose last load failed: "Try again" (or leaving the route) makes each ask again. */
const failedScreens = new Set<() => void>();

/** Lets every screen whose code failed to load ask again at its next render (FailureBoundary's "Try again"). */
export function retryFailedScreens(): void {
  for (const reset of [...failedScreens]) reset();
  failedScreens.clear();
}

/**
 * React.lazy with the recovery above. React.lazy keeps a rejected load for good, so after a failure, "Try again"
 * (retryFailedScreens) swaps in a fresh lazy component that asks again; until then a render throws the same error
 * (a re-render alone must not ask again, or a screen whose code is gone would ask without end).
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const make = (): ComponentType<P> =>
    lazy(() =>
      loadWithRecovery(load).catch((error: unknown) => {
        failedScreens.add(() => (current = make()));
        throw error;
      }),
    );
  let current = make();
  function Screen(props: P) {
    return createElement(current, props);
  }
  return Screen;
}

/**
 * Vite's preload of a chunk's imports (scripts and stylesheets) failed: online, reload once now; offline, the
 * import it belongs to rejects and loadWithRecovery waits for the network.
 */
export function listenForPreloadErrors(): void {
  window.addEventListener('vite:preloadError', () => {
    if (navigator.onLine) reloadOnce();
  });
}
