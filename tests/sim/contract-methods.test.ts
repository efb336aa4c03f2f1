// The contract's edges on the real server (startServer), as a property tester probes them: every path of
// /openapi.json answers a method the document does not list with 405 and an Allow header naming the document's
// methods (QUERY too, which Fastify used to refuse for want of a Content-Type), and a request target with control
// characters answers the JSON envelope of api.md's request error, as the document declares for HTTP 400.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../src/domain/openapi/document';
import { startServer, type RunningServer } from '../../simulator/server/startServer';
import { operationsOf, type Json } from './contractArbitraries';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, quiet: true, seed: 1 });
});
afterAll(async () => {
  await server?.close();
});

/** Any method, any target (fetch refuses TRACE and rewrites some targets). */
function raw(method: string, target: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: Number(port), method, path: target }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The methods a property tester tries on a path besides the listed ones (Schemathesis' unexpected methods). */
const PROBED = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'TRACE', 'QUERY'];

describe('methods and odd targets against /openapi.json', () => {
  it('answers every method a path does not list with 405 and Allow naming the listed ones', async () => {
    const listed = new Map<string, Set<string>>();
    for (const { method, path } of operationsOf(buildOpenApi() as Json)) listed.set(path, (listed.get(path) ?? new Set()).add(method));
    const problems: string[] = [];
    let probed = 0;
    for (const [path, methods] of listed) {
      const allow = [...methods, ...(methods.has('GET') ? ['HEAD'] : []), 'OPTIONS'].sort().join(', ');
      const target = path.replace('{id}', '1');
      for (const method of PROBED.filter((m) => !methods.has(m))) {
        probed += 1;
        const answer = await raw(method, target);
        if (answer.status !== 405 || answer.headers.allow !== allow) problems.push(`${method} ${path}: ${answer.status} allow=${String(answer.headers.allow)} (want 405 allow=${allow})`);
      }
    }
    expect(listed.size).toBeGreaterThanOrEqual(140);
    expect(probed).toBeGreaterThan(700);
    expect(problems).toEqual([]);
  });

  it('answers a target with control characters with the JSON envelope of HTTP 400', async () => {
    for (const target of ['/api/msg/v1/detail/%01', '/api/user/selectInfo%7F', '/api/msg/v1/detail/%0A?x=1']) {
      const answer = await raw('GET', target);
      expect(answer.status, target).toBe(400);
      expect(answer.headers['content-type'], target).toMatch(/^application\/json/);
      expect(JSON.parse(answer.text)).toEqual({ hwcode: 400, hwdata: expect.stringMatching(/control characters/) });
    }
  });
});
