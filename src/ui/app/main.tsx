import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'primeicons/primeicons.css';
import '../styles/app.css';
import { setLanguage } from '../../i18n';
import { getLangCookie } from '../../transport/cookies';
import { App } from './App';
import { fallbackLanguage, langFromSearch } from './langParam';
import { listenForPreloadErrors } from './chunkRecovery';

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
      <App />
    </StrictMode>,
  );
}

void start();
