// The QA receiver takes bounded bodies (docs/decisions.md, "Security": three unsigned 100 MB posts took it to 1 GB): an unsigned post is
// refused from its headers before its body is read, a body over 1 MiB is refused with 413, and only signed
// deliveries reach the journal.
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_REPORT_BYTES, startReceiver, type RunningReceiver } from '../../simulator/receiver';
import { signatureHeader, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../simulator/reporting/signature';

const KEY = 'receiver-limits-key';
const open: RunningReceiver[] = [];
afterEach(async () => {
  for (const r of open.splice(0)) await r.close();
});

/** Sends the head and the first bytes of a request and answers the status line of the answer, read before the rest. */
function statusBeforeBody(url: string, head: string): Promise<string> {
  const { port } = new URL(url);
  const socket = connect(Number(port), '127.0.0.1');
  let text = '';
  return new Promise((resolve) => {
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n')) {
        resolve(text.split('\r\n', 1)[0]!);
        socket.destroy();
      }
    });
    socket.on('error', () => resolve(text.split('\r\n', 1)[0]!));
    socket.write(`${head}\r\n\r\n{"a":`);
  });
}

describe('the receiver\'s limits', () => {
  it('refuses an unsigned post of 100 MB from its headers, without waiting for its body', async () => {
    const r = await startReceiver({ port: 0, key: KEY });
    open.push(r);
    expect(await statusBeforeBody(r.url, `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${100 * 1024 * 1024}`)).toBe('HTTP/1.1 401 Unauthorized');
    expect(r.arrivals).toEqual([]);
  });

  it('refuses a signed-looking body over 1 MiB with 413, announced or streamed', async () => {
    const r = await startReceiver({ port: 0, key: KEY });
    open.push(r);
    const headers = `${SIGNATURE_HEADER}: sha256=${'0'.repeat(64)}\r\n${TIMESTAMP_HEADER}: ${Date.now()}`;
    expect(await statusBeforeBody(r.url, `POST / HTTP/1.1\r\nHost: x\r\n${headers}\r\nContent-Length: ${MAX_REPORT_BYTES + 1}`)).toBe('HTTP/1.1 413 Payload Too Large');
    const big = Buffer.alloc(MAX_REPORT_BYTES + 10, 'a');
    const res = await fetch(r.url, { method: 'POST', body: big, headers: { [SIGNATURE_HEADER]: `sha256=${'0'.repeat(64)}`, [TIMESTAMP_HEADER]: String(Date.now()), 'transfer-encoding': 'chunked' } }).catch(() => undefined);
    if (res) expect(res.status).toBe(413);
    expect(r.arrivals).toEqual([]);
  });

  it('journals a signed delivery and none of the posts with a wrong signature', async () => {
    const r = await startReceiver({ port: 0, key: KEY });
    open.push(r);
    const timestamp = Date.now();
    const raw = JSON.stringify({ deliveryId: '1-1', timestamp });
    expect((await fetch(r.url, { method: 'POST', body: raw, headers: { [SIGNATURE_HEADER]: signatureHeader(raw, [KEY]), [TIMESTAMP_HEADER]: String(timestamp) } })).status).toBe(200);
    expect((await fetch(r.url, { method: 'POST', body: raw, headers: { [SIGNATURE_HEADER]: signatureHeader(raw, ['guess']), [TIMESTAMP_HEADER]: String(timestamp) } })).status).toBe(401);
    expect((await fetch(r.url, { method: 'POST', body: raw })).status).toBe(401);
    expect(r.arrivals.map((a) => [a.deliveryId, a.status])).toEqual([['1-1', 200]]);
  });
});
