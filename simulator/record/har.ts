// HTTP recordings as HAR 1.2 (what browsers' developer tools save and open) and realtime frames as JSON lines.
// A recording folder holds `http.har` and `realtime.jsonl`; both are bounded when written and when read.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { fieldsOf, messageOf } from '../narrow';

export type HarHeader = { name: string; value: string };
export type HarEntry = {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    headers: HarHeader[];
    queryString: HarHeader[];
    cookies: [];
    headersSize: -1;
    bodySize: number;
    postData?: { mimeType: string; text: string };
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    headers: HarHeader[];
    cookies: [];
    content: { size: number; mimeType: string; text?: string; encoding?: string };
    redirectURL: '';
    headersSize: -1;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
  /** Which of the simulator's modes answered (a HAR custom field: leading underscore). */
  _source?: string;
};
export type Har = { log: { version: '1.2'; creator: { name: string; version: string }; entries: HarEntry[] } };

/** A realtime frame as recorded: ms since the recording started, the session's token placeholder and the message. */
export type FrameLine = { t: number; at: string; token: string; event: 'open' | 'frame' | 'close'; message?: unknown; code?: number };

export const RECORDING_LIMITS = {
  /** Entries in one recording (a long session stays a few thousand). */
  entries: 20_000,
  /** One body kept in a recording; a longer one is kept cut, marked `_cut`. */
  bodyBytes: 2 * 1024 * 1024,
  /** A HAR file read (replay, import, report). */
  harBytes: 64 * 1024 * 1024,
  /** Realtime lines written or read. */
  frames: 100_000,
  frameLineBytes: 256 * 1024,
} as const;

export const HAR_FILE = 'http.har';
const FRAMES_FILE = 'realtime.jsonl';

const emptyHar = (): Har => ({ log: { version: '1.2', creator: { name: 'device-cloud-console simulator', version: '1' }, entries: [] } });

/** Writes the HAR of a recording now and then (atomically: a reader never sees half a file) and on close. */
export function harWriter(dir: string, onError: (message: string) => void) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, HAR_FILE);
  const har = emptyHar();
  let timer: NodeJS.Timeout | undefined;
  let full = false;
  // What the file will weigh: kept under the read limit, so that every recording written can be replayed.
  let bytes = 0;
  const flush = () => {
    timer = undefined;
    try {
      writeFileSync(`${file}.tmp`, JSON.stringify(har, null, 1), { mode: 0o600 });
      renameSync(`${file}.tmp`, file);
    } catch (error) {
      onError(`recording: cannot write ${file}: ${messageOf(error)}`);
    }
  };
  flush();
  return {
    add(entry: HarEntry) {
      const size = Math.ceil(JSON.stringify(entry).length * 1.3) + 64; // written indented
      if (har.log.entries.length >= RECORDING_LIMITS.entries || bytes + size > RECORDING_LIMITS.harBytes - 1024 * 1024) {
        if (!full) onError(`recording: ${har.log.entries.length} entries (${Math.round(bytes / 1024 / 1024)} MiB) reached the limit; later calls are not recorded`);
        full = true;
        return;
      }
      bytes += size;
      har.log.entries.push(entry);
      // A big recording is rewritten less often: the cost of a write grows with the file.
      timer ??= setTimeout(flush, bytes > 8 * 1024 * 1024 ? 5_000 : 500);
    },
    close() {
      if (timer) clearTimeout(timer);
      flush();
    },
    count: () => har.log.entries.length,
  };
}

/** Appends frame lines to realtime.jsonl (one write per frame: a crash loses nothing already seen). */
export function framesWriter(dir: string, onError: (message: string) => void) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, FRAMES_FILE);
  writeFileSync(file, '', { mode: 0o600 });
  let lines = 0;
  return {
    add(line: FrameLine) {
      if (lines >= RECORDING_LIMITS.frames) return;
      lines += 1;
      let text = JSON.stringify(line);
      // A frame with a text of megabytes is kept as its type and size: a replay reads lines up to frameLineBytes.
      if (text.length > RECORDING_LIMITS.frameLineBytes) text = JSON.stringify({ ...line, message: { type: fieldsOf(line.message).type, cut: text.length } });
      try {
        appendFileSync(file, `${text}\n`);
      } catch (error) {
        onError(`recording: cannot write ${file}: ${messageOf(error)}`);
      }
    },
  };
}

/** Reads a HAR file, refusing one too big or not a HAR; answers its entries. */
export function readHar(file: string, maxBytes: number = RECORDING_LIMITS.harBytes): HarEntry[] {
  const size = statSync(file).size;
  if (size > maxBytes) throw new Error(`${file} is ${size} bytes; at most ${maxBytes} are read`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`${file} is not JSON`);
  }
  const entries = fieldsOf(fieldsOf(parsed).log).entries;
  if (!Array.isArray(entries)) throw new Error(`${file} is not a HAR (no log.entries)`);
  return entries.filter(isEntry).slice(0, RECORDING_LIMITS.entries);
}

function isEntry(value: unknown): value is HarEntry {
  const e = value as Partial<HarEntry> | null;
  return !!e && typeof e === 'object' && typeof e.request?.method === 'string' && typeof e.request.url === 'string' && typeof e.response?.status === 'number';
}

/** Reads realtime.jsonl of a folder (absent: no frames); bad lines are skipped. */
export function readFrames(dir: string): FrameLine[] {
  const file = join(dir, FRAMES_FILE);
  if (!existsSync(file)) return [];
  const size = statSync(file).size;
  if (size > RECORDING_LIMITS.harBytes) throw new Error(`${file} is ${size} bytes; at most ${RECORDING_LIMITS.harBytes} are read`);
  const out: FrameLine[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '' || line.length > RECORDING_LIMITS.frameLineBytes) continue;
    try {
      const parsed = JSON.parse(line) as FrameLine;
      if (typeof parsed.t === 'number' && typeof parsed.token === 'string' && typeof parsed.event === 'string') out.push(parsed);
    } catch {
      // A torn last line (the recorder was killed mid-write) is skipped.
    }
    if (out.length >= RECORDING_LIMITS.frames) break;
  }
  return out;
}

/** The text of an answer's content (HAR keeps binary as base64). */
export function contentText(entry: HarEntry): string {
  const c = entry.response.content;
  if (c.text === undefined) return '';
  return c.encoding === 'base64' ? Buffer.from(c.text, 'base64').toString('utf8') : c.text;
}

/** Headers as HAR pairs, leaving out the connection's own (length, encoding, keep-alive). */
export function harHeaders(headers: Record<string, string | string[] | number | undefined>): HarHeader[] {
  const skip = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'content-encoding', 'date']);
  const out: HarHeader[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || skip.has(name.toLowerCase())) continue;
    for (const v of Array.isArray(value) ? value : [value]) out.push({ name, value: String(v) });
  }
  return out;
}
