// The full console's start, imported by the two pages' entries (index.html: src/ui/signin/entry.tsx; mobile.html:
// src/ui/mobile/entry.tsx) when the page is not their own small sign-in, or once that sign-in is done.
import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import 'primeicons/primeicons.css';
import '../styles/app.css';
import { setLanguage } from '../../i18n';
import { getLangCookie } from '../../transport/cookies';
import { App } from './App';
import { fallbackLanguage, langFromSearch } from './langParam';
import { listenForPreloadErrors } from './chunkRecovery';

let shown: () => void = () => undefined;
/**
 * Settles in the task that commits the console's first render, before the browser paints it: a sign-in page that
 * started the console removes its own screen then, so that no frame shows both (and nothing shifts).
 */
export const consoleShown = new Promise<void>((resolve) => (shown = resolve));

function Shown({ children }: { children: ReactNode }) {
  useLayoutEffect(() => shown(), []);
  return children;
}

async function start() {
  listenForPreloadErrors();
  // The demo build plays the cloud inside the page; the dynamic import keeps the simulator out of normal builds.
  if (import.meta.env.VITE_DEMO) {
    const demo = await import('../../../simulator/browser');
    await demo.startDemoWorker();
    if (await demo.showSimulatorPage()) return;
  }
  // The first paint is already in the route's language.
  await setLanguage(langFromSearch(window.location.search) ?? fallbackLanguage(getLangCookie()));
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  createRoot(root).render(
    <StrictMode>
      <Shown>
        <App />
      </Shown>
    </StrictMode>,
  );
}

void start();
