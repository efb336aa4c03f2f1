// A time-out fault on the real server: the call is held, then the connection closes without any answer (no 500),
// so the console's "network or interface error" path can be tested.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { control, serverPerFile } from './projectsSupport';

const server = serverPerFile();

function post(url: string): Promise<{ status?: number; error?: string; ms: number }> {
  const start = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - start }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, ms: performance.now() - start }));
    req.end('a=1');
  });
}

describe('a time-out fault', () => {
  it('holds the call, then closes the connection without an answer', async () => {
    const base = server().url;
    await control(base, 'faults', { path: '/api/user/selectInfo', timeoutMs: 150 });
    const answer = await post(`${base}/api/user/selectInfo`);
    expect(answer.status).toBeUndefined();
    expect(answer.error).toBe('ECONNRESET');
    expect(answer.ms).toBeGreaterThanOrEqual(140);
    await control(base, 'faults/clear', {});
    expect((await post(`${base}/api/user/selectInfo`)).status).toBe(200);
  });
});
