// SIM_RECORD=dir: every call to /api and /eapi and every realtime frame, with secrets replaced (redact.ts), into
// dir/http.har (HAR 1.2) and dir/realtime.jsonl (one frame a line: its time and decoded message).
import { decodeMessage } from '../../src/domain/realtime/codec';
import { framesWriter, harHeaders, harWriter, RECORDING_LIMITS, type HarEntry } from './har';
import { createRedactor, redactBody, redactUrl, secretKind, type Redactor } from './redact';

export type RecordedCall = {
  startedAt: Date;
  method: string;
  /** Path and query as the client sent them. */
  url: string;
  requestHeaders: Record<string, string | string[] | undefined>;
  requestBody: string;
  status: number;
  responseHeaders: Record<string, string | string[] | number | undefined>;
  responseBody: Buffer;
  waitMs: number;
  source: string;
};

export type Recorder = {
  redactor: Redactor;
  call(call: RecordedCall): void;
  /** A socket opened, a frame the cloud sent (its bytes, decoded here), or the socket closed. */
  socket(token: string, event: 'open' | 'frame' | 'close', data?: Uint8Array, code?: number): void;
  close(): void;
  readonly dir: string;
};

const textOf = (bytes: Buffer) => (bytes.length > RECORDING_LIMITS.bodyBytes ? bytes.subarray(0, RECORDING_LIMITS.bodyBytes) : bytes).toString('utf8');

/** Learns the secrets an answer hands out (a login's token) before anything else is redacted with them. */
function learnSecrets(redactor: Redactor, body: string): void {
  if (!/^\s*[[{]/.test(body)) return;
  try {
    redactor.json(JSON.parse(body));
  } catch {
    // Not JSON: nothing to learn.
  }
}

export function createRecorder(dir: string, onError: (message: string) => void, now: () => number = Date.now): Recorder {
  const redactor = createRedactor();
  const har = harWriter(dir, onError);
  const frames = framesWriter(dir, onError);
  const started = now();
  const header = (name: string, value: string) => {
    const kind = secretKind(name);
    return kind ? redactor.placeholder(kind, value.replace(/^Bearer\s+/i, '')) : redactor.text(value);
  };
  return {
    redactor,
    dir,
    call(c) {
      const responseText = textOf(c.responseBody);
      const requestType = String(c.requestHeaders['content-type'] ?? '');
      const responseType = String(c.responseHeaders['content-type'] ?? '');
      // The request's own secrets first (its password), then the answer's (its token), then everything redacted.
      const request = redactBody(redactor, c.requestBody, requestType);
      learnSecrets(redactor, responseText);
      const url = redactUrl(redactor, c.url);
      const response = redactBody(redactor, responseText, responseType);
      const headers = harHeaders(c.requestHeaders)
        .filter((h) => !['host', 'origin', 'referer', 'user-agent', 'accept-encoding', 'x-forwarded-for', 'x-request-id'].includes(h.name.toLowerCase()))
        .map((h) => ({ name: h.name, value: header(h.name, h.value) }));
      const query = url.includes('?') ? [...new URLSearchParams(url.slice(url.indexOf('?') + 1))].map(([name, value]) => ({ name, value })) : [];
      const entry: HarEntry = {
        startedDateTime: c.startedAt.toISOString(),
        time: Math.round(c.waitMs),
        request: {
          method: c.method,
          url,
          httpVersion: 'HTTP/1.1',
          headers,
          queryString: query,
          cookies: [],
          headersSize: -1,
          bodySize: Buffer.byteLength(c.requestBody),
          ...(c.requestBody === '' ? {} : { postData: { mimeType: requestType || 'application/octet-stream', text: request } }),
        },
        response: {
          status: c.status,
          statusText: '',
          httpVersion: 'HTTP/1.1',
          headers: harHeaders(c.responseHeaders).map((h) => ({ name: h.name, value: header(h.name, h.value) })),
          cookies: [],
          content: { size: c.responseBody.length, mimeType: responseType || 'application/octet-stream', text: response },
          redirectURL: '',
          headersSize: -1,
          bodySize: c.responseBody.length,
        },
        cache: {},
        timings: { send: 0, wait: Math.round(c.waitMs), receive: 0 },
        _source: c.source,
      };
      har.add(entry);
    },
    socket(token, event, data, code) {
      const placeholder = redactor.placeholder('token', token);
      let message: unknown;
      if (data) {
        try {
          message = redactor.json(decodeMessage(data));
        } catch {
          message = { undecodable: data.byteLength };
        }
      }
      const at = now();
      frames.add({ t: at - started, at: new Date(at).toISOString(), token: placeholder, event, ...(message === undefined ? {} : { message }), ...(code === undefined ? {} : { code }) });
    },
    close: () => har.close(),
  };
}
