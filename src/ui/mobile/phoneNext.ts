// After the phone's sign-in has painted, the files the signed-in phone console needs are fetched at low priority
// into the browser's cache, so that the console opens at once after sign-in on a slow network.
import { i18n } from '../../i18n';
import { MOBILE_CONSOLE_NAMESPACES } from './mobileNamespaces';

/** The build names them in mobile.html (vite.config.ts, phoneNextFiles); only the build's own asset paths count. */
function phoneNextFiles(doc: Document): string[] {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="phone-next"]')?.content ?? '';
  return content.split(/\s+/).filter((file) => /^\/assets\/[\w.-]+\.(?:js|css)$/.test(file));
}

/**
 * The most a slice of idle time spends: starting a request costs the main thread a millisecond or more, and a
 * phone several times slower than this one must not see a long task (over 50 ms) come of it.
 */
const SLICE_MS = 4;

type Idle = (run: (deadline: { timeRemaining(): number }) => void) => void;

/**
 * Once the page has loaded, in idle time only and a few files at a time, so that none of it competes with the
 * first screen or makes a long task; then the console's texts in the page's language (small modules, loaded into
 * the one i18next instance the console will use).
 */
export function prefetchPhoneNext(win: Window = window): void {
  const doc = win.document;
  const idle: Idle = win.requestIdleCallback
    ? (run) => win.requestIdleCallback(run)
    : (run) => win.setTimeout(() => run({ timeRemaining: () => 10 }), 50);
  const files = phoneNextFiles(doc);
  const step = (deadline: { timeRemaining(): number }) => {
    const end = win.performance.now() + Math.min(SLICE_MS, deadline.timeRemaining());
    do {
      const href = files.shift();
      if (href === undefined) {
        idle(() => void i18n.loadNamespaces([...MOBILE_CONSOLE_NAMESPACES]));
        return;
      }
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      doc.head.append(link);
    } while (win.performance.now() < end);
    idle(step);
  };
  if (doc.readyState === 'complete') idle(step);
  else win.addEventListener('load', () => idle(step), { once: true });
}
