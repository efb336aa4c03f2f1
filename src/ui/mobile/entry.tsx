// The phone's sign-in page (mobile.html), which the server sends to a phone without a session: React, the texts of
// the page's language, the sign-in form and the session machine; no desktop layout, query client, realtime
// connection or PrimeReact theme. Anyone else, and the phone once signed in, gets the full console's start
// (src/ui/app/main.tsx) in the same page, whose files the sign-in prefetches while the user types.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n, setLanguage } from '../../i18n';
import { getLangCookie, getToken } from '../../transport/cookies';
import { clientStorage } from '../app/clientStorage';
import { MOBILE_MODE } from '../app/devicePlatform';
import { fallbackLanguage, langFromSearch } from '../app/langParam';
import { PhoneSignIn } from './PhoneSignIn';
import { prefetchPhoneNext } from './phoneNext';
import { phoneSignInPath, phoneSignInWanted } from './phoneStart';
import { registerMobileWorker } from './pwa';
import './boot.css';

const startFullConsole = () => import('../app/main');

async function start() {
  const { pathname, search } = window.location;
  if (!phoneSignInWanted({ demo: import.meta.env.VITE_DEMO === true, signedIn: Boolean(getToken()), phoneConsole: MOBILE_MODE, pathname })) {
    await startFullConsole();
    return;
  }
  // The storage version check, before the sign-in keeps anything there (the remembered account, the terminal id,
  // the console chosen): as the full console's runtime does first, which would otherwise empty it after sign-in.
  clientStorage();
  const lang = langFromSearch(search) ?? fallbackLanguage(getLangCookie());
  window.history.replaceState(null, '', phoneSignInPath(pathname, search, lang));
  await Promise.all([setLanguage(lang), i18n.loadNamespaces('mobile')]);

  // Its own element before #root, where the full console will render: the sign-in stays in view until that has
  // started, and no two React roots share an element.
  const host = document.createElement('div');
  host.className = 'm-boot';
  document.body.prepend(host);
  const root = createRoot(host);
  let handingOver = false;
  const signedIn = () => {
    if (handingOver) return;
    handingOver = true;
    void startFullConsole().then(
      () => {
        root.unmount();
        host.remove();
      },
      // Its files did not come (the network went): signed in now, a new load of the page starts it.
      () => window.location.reload(),
    );
  };
  // A transition: React renders the first screen in slices of a few milliseconds rather than one long task, so a
  // slow phone answers a tap while it renders (Lighthouse's blocking time on this page fell from 84 to 252 ms to
  // 18 to 34 ms; docs/decisions.md, "the first render in slices").
  startTransition(() =>
    root.render(
      <StrictMode>
        <PhoneSignIn lang={lang} onSignedIn={signedIn} />
      </StrictMode>,
    ),
  );
  registerMobileWorker();
  prefetchPhoneNext();
}

void start();
