// `npm run sim -- import-har saved.har rec/`: a HAR saved from a browser's developer tools while using the real
// cloud's own web console becomes a recording, as if it had been recorded through CLOUD_URL: the calls to /api and
// /eapi (other hosts' and the page's own files are left out) and, where the browser kept them (Chromium's
// `_webSocketMessages`), the /echo.io frames the cloud sent. Secrets are replaced as in a recording.
import { readHar, RECORDING_LIMITS, type HarEntry } from './har';
import { createRecorder } from './recorder';

type BrowserEntry = HarEntry & { _resourceType?: string; _webSocketMessages?: { type?: string; time?: number; opcode?: number; data?: string }[] };

const headerRecord = (headers: { name: string; value: string }[] | undefined) => {
  const out: Record<string, string> = {};
  for (const h of headers ?? []) if (typeof h?.name === 'string' && typeof h.value === 'string') out[h.name.toLowerCase()] = h.value;
  return out;
};

export function importHar(file: string, dir: string, warn: (message: string) => void = console.warn): { calls: number; frames: number; skipped: number } {
  const entries = (readHar(file, RECORDING_LIMITS.harBytes) as BrowserEntry[])
    .map((entry) => ({ entry, at: Date.parse(entry.startedDateTime) || 0 }))
    .sort((a, b) => a.at - b.at);
  let clock = entries[0]?.at ?? Date.now();
  const recorder = createRecorder(dir, warn, () => clock);
  let calls = 0;
  let frames = 0;
  let skipped = 0;
  for (const { entry, at } of entries) {
    let url: URL;
    try {
      url = new URL(entry.request.url, 'http://imported.invalid');
    } catch {
      skipped += 1;
      continue;
    }
    clock = at;
    if (url.pathname === '/echo.io' || entry._webSocketMessages) {
      const token = url.searchParams.get('sid') ?? '';
      recorder.socket(token, 'open');
      for (const message of (entry._webSocketMessages ?? []).slice(0, RECORDING_LIMITS.frames)) {
        if (message.type !== 'receive' || typeof message.data !== 'string') continue;
        clock = typeof message.time === 'number' ? Math.round(message.time * 1000) : at;
        // Binary frames (opcode 2) are kept base64 by the browser; the channel's frames are binary protobuf.
        const bytes = message.opcode === 2 ? Buffer.from(message.data, 'base64') : Buffer.from(message.data, 'utf8');
        recorder.socket(token, 'frame', new Uint8Array(bytes));
        frames += 1;
      }
      continue;
    }
    if (!/^\/(api|eapi)(\/|$)/.test(url.pathname)) {
      skipped += 1;
      continue;
    }
    const content = entry.response.content ?? { size: 0, mimeType: '' };
    const body = content.text === undefined ? Buffer.alloc(0) : content.encoding === 'base64' ? Buffer.from(content.text, 'base64') : Buffer.from(content.text, 'utf8');
    const requestHeaders = headerRecord(entry.request.headers);
    if (entry.request.postData?.mimeType && !requestHeaders['content-type']) requestHeaders['content-type'] = entry.request.postData.mimeType;
    const responseHeaders = headerRecord(entry.response.headers);
    if (content.mimeType && !responseHeaders['content-type']) responseHeaders['content-type'] = content.mimeType;
    recorder.call({
      startedAt: new Date(at),
      method: entry.request.method.toUpperCase(),
      url: `${url.pathname}${url.search}`,
      requestHeaders,
      requestBody: entry.request.postData?.text ?? '',
      status: entry.response.status,
      responseHeaders,
      responseBody: body,
      waitMs: typeof entry.time === 'number' ? entry.time : 0,
      source: 'imported',
    });
    calls += 1;
  }
  recorder.close();
  return { calls, frames, skipped };
}
