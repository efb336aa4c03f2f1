import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';
import { createBrowserAdapter } from './realtime/browserAdapter';
import { createSim, type Sim } from './sim';

/**
 * The demo build's cloud: the seeded world inside the page, served by msw's service worker
 * (public/mockServiceWorker.js). Calls that are not the cloud's (assets, fonts) pass through untouched.
 */
export async function startDemoWorker(): Promise<Sim> {
  const sim = createSim({ echo: (line) => console.info(line) });
  const worker = setupWorker(...createHandlers(sim), createBrowserAdapter(sim.hub));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  return sim;
}
