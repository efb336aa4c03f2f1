import { ws } from 'msw';
import type { Hub } from './hub';
import { sidOf, toBytes } from './frames';

/** The in-browser /echo.io for the demo build: msw intercepts the page's WebSocket and hands it to the hub. */
export function createBrowserAdapter(hub: Hub) {
  const echo = ws.link('*/echo.io');
  return echo.addEventListener('connection', ({ client }) => {
    const connection = hub.connect(sidOf(client.url), {
      send: (data) => client.send(data),
      close: (code, reason) => client.close(code, reason),
    });
    // The hub closed a refused socket itself (4401 unknown token, 1008 too many).
    if (!connection) return;
    client.addEventListener('message', (event) => {
      void toBytes(event.data).then((bytes) => {
        if (bytes) hub.receive(connection, bytes);
      });
    });
    client.addEventListener('close', () => hub.disconnect(connection));
  });
}
