// index.html's entry. A signed-out page load of /login gets /login's own first page: React, the texts of the page's
// language, the sign-in frame and card and the session machine, with the console's stylesheet; no router, query
// client, realtime wiring or console shell. Every other page load, and /login once signed in or left by a link,
// starts the full console (src/ui/app/main.tsx) in the same page (docs/decisions.md, Speed: /login's first page).
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import 'primeicons/primeicons.css';
import '../styles/app.css';
import { setLanguage } from '../../i18n';
import { getLangCookie, getToken } from '../../transport/cookies';
import { clientStorage } from '../app/clientStorage';
import { listenForPreloadErrors } from '../app/chunkRecovery';
import { MOBILE_MODE } from '../app/devicePlatform';
import { fallbackLanguage, langFromSearch, withLang } from '../app/langParam';
import { SignInScreen } from './SignInScreen';
import { signInPageWanted } from './signInStart';
import './signin.css';

const startFullConsole = () => import('../app/main');

async function start() {
  const { pathname, search, hash } = window.location;
  if (!signInPageWanted({ demo: import.meta.env.VITE_DEMO === true, signedIn: Boolean(getToken()), phoneConsole: MOBILE_MODE, pathname })) {
    await startFullConsole();
    return;
  }
  listenForPreloadErrors();
  // The storage version check, before the sign-in keeps anything there (the remembered account, the terminal id),
  // as the full console's runtime does first, which would otherwise empty it after sign-in.
  clientStorage();
  // Every address carries `?lang=` (the full console's route guard adds it the same way).
  const lang = langFromSearch(search) ?? fallbackLanguage(getLangCookie());
  window.history.replaceState(window.history.state, '', withLang(`${pathname}${search}${hash}`, lang));
  await setLanguage(lang);

  // Its own element before #root, where the full console will render: no two React roots share an element.
  const host = document.createElement('div');
  host.className = 'signin-boot';
  document.body.prepend(host);
  const root = createRoot(host);
  let handingOver = false;
  const handOver = () => {
    if (handingOver) return;
    handingOver = true;
    startFullConsole()
      // The sign-in stays until the console has rendered, and goes before that frame is painted.
      .then(({ consoleShown }) => consoleShown)
      .then(
        () => {
          host.remove();
          root.unmount();
        },
        // Its files did not come (the network went): the address is already the new page, a load of it starts it.
        () => window.location.reload(),
      );
  };
  // A transition: React renders the first screen in slices of a few milliseconds rather than one long task, so a
  // slow computer answers input while it renders, as the phone's sign-in does (src/ui/mobile/entry.tsx;
  // docs/decisions.md, "the first render in slices").
  startTransition(() =>
    root.render(
      <StrictMode>
        <SignInScreen lang={lang} onLeave={handOver} />
      </StrictMode>,
    ),
  );
}

void start();
