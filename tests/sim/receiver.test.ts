// The reference receiver refuses what a customer's server must refuse: a signed report sent again inside the
// timestamp window (a replay) is refused with 409, whatever its delivery header says; a retry after a failure is not a replay.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { receiverKeys, startReceiver, type RunningReceiver } from '../../simulator/receiver';
import { DELIVERY_HEADER, signatureHeader, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../simulator/reporting/signature';

const KEY = 'receiver-test-key';
const open: RunningReceiver[] = [];
afterEach(async () => {
  for (const r of open.splice(0)) await r.close();
});

async function receiver(failFirst = 0, extra: { key?: string[]; journal?: string } = {}) {
  const r = await startReceiver({ port: 0, key: extra.key ?? KEY, failFirst, ...(extra.journal ? { journal: extra.journal } : {}) });
  open.push(r);
  return r;
}

function report(deliveryId: string, timestamp = Date.now()) {
  const raw = JSON.stringify({ deliveryId, projectId: 1, projectName: 'P', timestamp, devices: [], alarms: [] });
  return { raw, headers: { [SIGNATURE_HEADER]: signatureHeader(raw, [KEY]), [TIMESTAMP_HEADER]: String(timestamp), [DELIVERY_HEADER]: deliveryId, 'content-type': 'application/json' } };
}

const post = async (url: string, r: ReturnType<typeof report>, headers: Record<string, string> = {}) =>
  (await fetch(url, { method: 'POST', body: r.raw, headers: { ...r.headers, ...headers } })).status;

describe('the reference receiver', () => {
  it('takes a delivery once and refuses the same signed report again inside the window, even under another header', async () => {
    const r = await receiver();
    const first = report('7-1');
    expect(await post(r.url, first)).toBe(200);
    expect(await post(r.url, first)).toBe(409);
    expect(await post(r.url, first, { [DELIVERY_HEADER]: '7-999' })).toBe(409);
    expect(r.arrivals.map((a) => a.status)).toEqual([200, 409, 409]);
    expect(r.arrivals[1]!.why).toContain('already received');
    expect(await post(r.url, report('7-2'))).toBe(200);
  });

  it('takes the retry of a delivery it failed, and refuses a report without a delivery id', async () => {
    const r = await receiver(1);
    const one = report('8-1');
    expect(await post(r.url, one)).toBe(503);
    expect(await post(r.url, one)).toBe(200);
    const raw = JSON.stringify({ timestamp: Date.now() });
    const status = (await fetch(r.url, { method: 'POST', body: raw, headers: { [SIGNATURE_HEADER]: signatureHeader(raw, [KEY]), [TIMESTAMP_HEADER]: String(JSON.parse(raw).timestamp) } })).status;
    expect(status).toBe(401);
  });
});

describe('what a test asserts against', () => {
  it('takes reports signed with any of several keys, and keeps a journal: GET /deliveries?since= and a JSON-lines file', async () => {
    const journal = join(mkdtempSync(join(tmpdir(), 'receiver-')), 'deliveries.jsonl');
    const r = await receiver(0, { key: ['old-key', KEY], journal });
    const before = Date.now() - 1;
    expect(await post(r.url, report('9-1'))).toBe(200);
    const other = JSON.stringify({ deliveryId: '9-2', timestamp: Date.now() });
    expect((await fetch(r.url, { method: 'POST', body: other, headers: { [SIGNATURE_HEADER]: signatureHeader(other, ['not-a-key']), [TIMESTAMP_HEADER]: String(JSON.parse(other).timestamp) } })).status).toBe(401);
    const all = (await (await fetch(`${r.url}deliveries?since=${before}`)).json()) as { deliveries: { deliveryId: string; status: number }[] };
    // Only signed deliveries are journalled (docs/decisions.md, "Security"): anyone can post the rest.
    expect(all.deliveries.map((d) => [d.deliveryId, d.status])).toEqual([['9-1', 200]]);
    const later = (await (await fetch(`${r.url}deliveries?since=${Date.now() + 1000}`)).json()) as { deliveries: unknown[] };
    expect(later.deliveries).toEqual([]);
    const lines = readFileSync(journal, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { status: number });
    expect(lines.map((l) => l.status)).toEqual([200]);
  });

  it('reads its keys from RECEIVER_KEYS or a key file rather than the command line', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'receiver-')), 'keys');
    writeFileSync(file, '# rotated\nkey-a\n\nkey-b\n');
    expect(receiverKeys({}, file, undefined)).toEqual(['key-a', 'key-b']);
    expect(receiverKeys({ RECEIVER_KEYS: 'x, y' }, undefined, 'z')).toEqual(['x', 'y']);
    expect(receiverKeys({}, undefined, 'z')).toEqual(['z']);
  });
});
