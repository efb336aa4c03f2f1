// After the phone's sign-in has painted, the files the signed-in phone console needs are fetched at low priority
// into the browser's cache, so that the console opens at once after sign-in on a slow network.
import { i18n } from '../../i18n';
import { MOBILE_CONSOLE_NAMESPACES } from './mobileNamespaces';

/** The build names them in mobile.html (vite.config.ts, phoneNextFiles); only the build's own asset paths count. */
export function phoneNextFiles(doc: Document): string[] {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="phone-next"]')?.content ?? '';
  return content.split(/\s+/).filter((file) => /^\/assets\/[\w.-]+\.(?:js|css)$/.test(file));
}

function prefetch(doc: Document): void {
  for (const href of phoneNextFiles(doc)) {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    doc.head.append(link);
  }
  // The console's texts in the page's language: small modules, loaded into the one i18next instance it will use.
  void i18n.loadNamespaces([...MOBILE_CONSOLE_NAMESPACES]);
}

/** Once the page has loaded and the main thread is idle, so that none of it competes with the first screen. */
export function prefetchPhoneNext(win: Window = window): void {
  const idle = () => (win.requestIdleCallback ? win.requestIdleCallback(() => prefetch(win.document), { timeout: 2_000 }) : win.setTimeout(() => prefetch(win.document), 0));
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}
