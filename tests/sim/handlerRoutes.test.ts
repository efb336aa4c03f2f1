// The server hands msw only the handlers that can match a request's path: every handler msw itself would match
// must stay among the candidates, whatever the case, trailing slash or escaping of the path.
import { describe, expect, it } from 'vitest';
import { matchRequestUrl, type HttpHandler, type RequestHandler } from 'msw';
import { createHandlers, createSim } from '../../simulator/handlers/index';
import { handlerRoutes } from '../../simulator/server/handlerRoutes';

const handlers = createHandlers(createSim({ seed: 1 })) as RequestHandler[];
const candidates = handlerRoutes(handlers);

async function matching(request: Request): Promise<RequestHandler[]> {
  const found: RequestHandler[] = [];
  const url = new URL(request.url);
  for (const handler of handlers) {
    // The path alone decides the candidates, so the method is left out of the match.
    const http = handler as HttpHandler;
    if (typeof http.parse !== 'function') continue;
    // msw's own URL match, as HttpHandler.parse makes it for a string or RegExp path (without reading the cookies,
    // which parse does for every handler and which made this test take half a minute on a loaded machine).
    const path = http.info.path;
    const matches = typeof path === 'function' ? (await http.parse({ request })).match.matches : matchRequestUrl(url, path).matches;
    if (matches) found.push(handler);
  }
  return found;
}

const paths = [
  ...new Set(
    handlers
      .map((h) => (h.info as { path?: unknown }).path)
      .filter((p): p is string => typeof p === 'string' && p.startsWith('*/'))
      .map((p) => p.slice(1).replace(/:(\w+)/g, 'x1')),
  ),
];

describe('the candidates of a request', () => {
  it('hold every handler msw matches, for every path the simulator answers and its variants', async () => {
    const variants = (path: string) => [path, path.toUpperCase(), `${path}/`, path.replace('a', '%61'), `${path}?q=1`];
    let checked = 0;
    for (const path of paths) {
      for (const variant of variants(path)) {
        const request = new Request(`http://localhost${variant}`, { method: 'POST' });
        const own = candidates(new URL(request.url).pathname);
        for (const handler of await matching(request)) expect(own, variant).toContain(handler);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('leave out the handlers of other literal paths, keeping the original order', () => {
    const own = candidates('/api/user/getQrToken');
    expect(own.length).toBeLessThan(20);
    expect(own.map((h) => handlers.indexOf(h))).toEqual([...own.map((h) => handlers.indexOf(h))].sort((a, b) => a - b));
    expect(own.some((h) => (h.info as { path?: unknown }).path === '*/api/user/getQrToken')).toBe(true);
  });
});
