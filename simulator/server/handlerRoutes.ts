// msw answers a request by trying every handler's path pattern in turn: with some 200 handlers a call near the end
// of the list spent 2 ms on matching alone. Most handlers are a literal path behind msw's '*' origin wildcard, so a
// request's candidates are the handlers of its own literal path plus the patterned ones, kept in their original
// order (msw takes the first that answers). Matching stays msw's: this only leaves out handlers that cannot match.
import type { RequestHandler } from 'msw';
import { fieldsOf } from '../narrow';

/** Patterns with parameters or wildcards past the origin go to every request; msw matches them as before. */
const literalPath = (path: unknown): string | undefined =>
  typeof path === 'string' && path.startsWith('*/') && !/[*:?(){}+]/.test(path.slice(2)) ? normalise(path.slice(1)) : undefined;

// msw's path matching ignores case and one trailing slash, and matches the decoded path.
function normalise(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape cannot match a literal path; the patterned handlers still see the request.
  }
  return (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();
}

/** Paths remembered with their candidates; beyond this many distinct paths the list is worked out afresh. */
const CACHE_MAX = 4_096;

export function handlerRoutes(handlers: readonly RequestHandler[]): (pathname: string) => RequestHandler[] {
  const literal = new Map<RequestHandler, string>();
  for (const handler of handlers) {
    const path = literalPath(fieldsOf(handler.info).path);
    if (path !== undefined) literal.set(handler, path);
  }
  const cache = new Map<string, RequestHandler[]>();
  return (pathname) => {
    const path = normalise(pathname);
    let candidates = cache.get(path);
    if (!candidates) {
      candidates = handlers.filter((handler) => {
        const own = literal.get(handler);
        return own === undefined || own === path;
      });
      if (cache.size < CACHE_MAX) cache.set(path, candidates);
    }
    return candidates;
  };
}
