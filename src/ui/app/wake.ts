// A laptop that slept (or a tab the browser froze) finds its timers late: a check every WAKE_CHECK_MS that sees far
// more time gone says the page just woke, and the realtime link and the lists on screen are renewed once
// (wiring.ts, data/resumeRefresh.ts).
const WAKE_CHECK_MS = 10_000;
/** More than this between two checks: the page slept. */
const WAKE_GAP_MS = 30_000;

export function onWake(woke: () => void): () => void {
  let last = Date.now();
  const timer = setInterval(() => {
    const now = Date.now();
    if (now - last > WAKE_GAP_MS) woke();
    last = now;
  }, WAKE_CHECK_MS);
  return () => clearInterval(timer);
}
