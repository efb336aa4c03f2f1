// A replay gives repeated calls their recorded answers in recorded order, then the last one again; calls whose
// significant fields differ are apart; a recording too big or not a HAR is refused with the reason.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readHar } from '../../simulator/record/har';
import { loadReplay } from '../../simulator/record/replay';

const dir = mkdtempSync(join(tmpdir(), 'sim-replay-order-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const entry = (url: string, body: string, answer: string) => ({
  startedDateTime: '2026-11-28T10:00:00.000Z', time: 1,
  request: { method: 'POST', url, httpVersion: 'HTTP/1.1', headers: [], queryString: [], cookies: [], headersSize: -1, bodySize: 0, postData: { mimeType: 'application/x-www-form-urlencoded', text: body } },
  response: { status: 200, statusText: '', httpVersion: 'HTTP/1.1', headers: [], cookies: [], content: { size: 0, mimeType: 'application/json', text: answer }, redirectURL: '', headersSize: -1, bodySize: 0 },
  cache: {}, timings: { send: 0, wait: 1, receive: 0 },
});

describe('a replay', () => {
  it('answers repeated calls in recorded order, then the last again, per significant fields', () => {
    writeFileSync(join(dir, 'http.har'), JSON.stringify({ log: { version: '1.2', entries: [
      entry('/api/device/v1/detail/page', 'machineId=1&t=5', '{"n":1}'),
      entry('/api/device/v1/detail/page', 'machineId=2', '{"other":true}'),
      entry('/api/device/v1/detail/page', 'machineId=1&t=9', '{"n":2}'),
    ] } }));
    const replay = loadReplay(dir);
    const answers = [1, 2, 3].map(() => replay.answer('POST', '/api/device/v1/detail/page', { machineId: '1', t: '77' })?.body);
    expect(answers).toEqual(['{"n":1}', '{"n":2}', '{"n":2}']);
    expect(replay.answer('POST', '/api/device/v1/detail/page', { machineId: '2' })?.body).toBe('{"other":true}');
    expect(replay.answer('POST', '/api/device/v1/detail/page', { machineId: '3' })).toBeUndefined();
  });

  it('refuses a file that is no HAR, or too big, with the reason', () => {
    const bad = join(dir, 'bad.har');
    writeFileSync(bad, '{"log":{}}');
    expect(() => readHar(bad)).toThrow('not a HAR');
    writeFileSync(bad, 'x'.repeat(2000));
    expect(() => readHar(bad, 1000)).toThrow('at most 1000 are read');
  });
});
