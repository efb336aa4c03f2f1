import type { FastifyReply, FastifyRequest } from 'fastify';
import { preparedBody } from '../handlers/listAnswer';

/**
 * A Fetch Request from a Fastify request, so that msw's `getResponse` can answer it. Only the parsed path and
 * query string are kept: an absolute-form target (`GET http://other/…`) cannot name another host. The path is the
 * canonical one the server's guard and router saw (canonicalPath.ts). X-Forwarded-For is the client's address as
 * Fastify found it (the socket's peer, or the proxy's header when the operator trusts a proxy), whatever the
 * client sent, so the handlers' clientIp() names the real client. HEAD is answered as GET (Node drops the body).
 */
export function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'x-forwarded-for') continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  headers.set('x-forwarded-for', plainAddress(request.ip));
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const raw = request.body;
  const body = method === 'GET' || method === 'HEAD' || !Buffer.isBuffer(raw) || raw.length === 0 ? undefined : new Uint8Array(raw);
  return new Request(new URL(pathAndQuery(request.url), origin), { method, headers, body });
}

/** An IPv4 client as its dotted form, also when a dual-stack socket reports it as `::ffff:a.b.c.d`. */
function plainAddress(ip: string | undefined): string {
  if (!ip) return '127.0.0.1';
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip) ? ip.slice(7) : ip;
}

/** The path and query string of a request target, whatever form it came in. */
export function pathAndQuery(target: string): string {
  const parsed = new URL(target, 'http://local');
  return `${parsed.pathname}${parsed.search}`;
}

export async function sendFetchResponse(response: Response, reply: FastifyReply): Promise<void> {
  // `Response.error()` (a QA timeout fault): the connection closes without an answer, as a dead cloud's would.
  if (response.type === 'error' || response.status === 0) {
    reply.hijack();
    reply.raw.destroy();
    return;
  }
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    // Fastify sets the length of what it sends; a copied one could disagree.
    if (name !== 'content-length') void reply.header(name, value);
  });
  // A large list answer (handlers/listAnswer.ts) is sent as the bytes it was made of, without reading its stream.
  const prepared = preparedBody(response);
  await reply.send(prepared ? Buffer.from(prepared.buffer, prepared.byteOffset, prepared.byteLength) : Buffer.from(await response.arrayBuffer()));
}
