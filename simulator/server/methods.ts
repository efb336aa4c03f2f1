// Which methods the simulated cloud declares for a path, from the msw handlers that match it. A method outside
// them answers 405 with an Allow header: TRACE used to throw inside the Fetch Request (500), and a PATCH to a GET
// call reached the not-simulated catch-all (200 with hwcode 501) as if the call were unknown.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchRequestUrl, type RequestHandler } from 'msw';
import { fieldsOf } from '../narrow';

/** Handlers that take every path or method declare nothing: the fault injector, the control API's body check and
 * the not-simulated catch-alls. */
const CATCH_ALL = new Set(['*', '*/api/*', '*/eapi/*', '*/__sim/*']);

/** Methods a Fetch Request cannot carry; msw never sees them. */
const UNFETCHABLE = new Set(['TRACE', 'TRACK', 'CONNECT']);

/**
 * The methods declared for `url` (HEAD with GET, OPTIONS always), 'any' when a handler takes every method, or
 * undefined when no handler names the path (the catch-alls answer it).
 */
function declaredMethods(handlers: readonly RequestHandler[], url: URL): Set<string> | 'any' | undefined {
  const methods = new Set<string>();
  for (const handler of handlers) {
    const info = fieldsOf(handler.info);
    if (typeof info.path !== 'string' && !(info.path instanceof RegExp)) continue;
    if (typeof info.path === 'string' && CATCH_ALL.has(info.path)) continue;
    if (!matchRequestUrl(url, info.path).matches) continue;
    if (typeof info.method !== 'string') return 'any';
    methods.add(info.method.toUpperCase());
  }
  if (methods.size === 0) return undefined;
  if (methods.has('GET')) methods.add('HEAD');
  methods.add('OPTIONS');
  return methods;
}

/** Paths remembered with their methods; beyond this many distinct paths the answer is worked out afresh. */
const CACHE_MAX = 4_096;

/** declaredMethods over the candidates of each path (handlerRoutes), remembered per path: matching compiles patterns. */
export function methodTable(candidates: (pathname: string) => RequestHandler[]): (url: URL) => Set<string> | 'any' | undefined {
  const cache = new Map<string, Set<string> | 'any' | undefined>();
  return (url) => {
    if (cache.has(url.pathname)) return cache.get(url.pathname);
    const methods = declaredMethods(candidates(url.pathname), url);
    if (cache.size < CACHE_MAX) cache.set(url.pathname, methods);
    return methods;
  };
}

const allowHeader = (methods: Set<string>): string => [...methods].sort().join(', ');

/**
 * A preParsing hook of the simulated cloud's routes: a method the path does not declare answers 405 with Allow (404
 * for an unfetchable method on a path nobody declares) before Fastify reads a body, so QUERY, which Fastify refuses
 * for want of a Content-Type first, gets its 405 like any other method. OPTIONS answers 204 with Allow. Not an
 * onRequest hook: those of @fastify/websocket (which close an upgrade's socket after the answer) must run first.
 */
export function methodGuard(methodsOf: (url: URL) => Set<string> | 'any' | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const declared = methodsOf(new URL(request.url, 'http://local'));
    if (declared === 'any') return payload;
    if (declared === undefined ? UNFETCHABLE.has(request.method) : !declared.has(request.method)) {
      if (declared === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('not found\n');
      return reply.code(405).header('allow', allowHeader(declared)).type('text/plain; charset=utf-8').send(`${request.method} is not a method of this call\n`);
    }
    if (request.method === 'OPTIONS' && declared !== undefined) return reply.code(204).header('allow', allowHeader(declared)).send();
    return payload;
  };
}
