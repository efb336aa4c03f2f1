// SIM_REPLAY=dir: a recording answers the calls it holds. A call finds its answers by method, path and significant
// fields (matchTable.ts); repeated calls get the recorded answers in their order, then the last one again.
import { join } from 'node:path';
import { contentText, HAR_FILE, readFrames, readHar, type FrameLine, type HarEntry } from './har';
import { fieldsOf, matchKey } from './matchTable';

export type ReplayAnswer = { status: number; contentType: string; body: string; key: string };

export type Replay = {
  answer(method: string, path: string, fields: Record<string, string>): ReplayAnswer | undefined;
  /** The recorded frames of a session, by its token placeholder, from its socket's opening (t relative to it). */
  framesOf(token: string): FrameLine[];
  readonly calls: number;
  readonly frames: number;
};

/** The path and query of a recorded URL (absolute in a browser's HAR, either in ours). */
export function splitUrl(url: string): { path: string; query: string } {
  const parsed = new URL(url, 'http://recorded.invalid');
  return { path: parsed.pathname, query: parsed.search.replace(/^\?/, '') };
}

function entryKey(entry: HarEntry): string {
  const { path, query } = splitUrl(entry.request.url);
  const post = entry.request.postData;
  return matchKey(entry.request.method, path, fieldsOf(query, post?.text ?? '', post?.mimeType));
}

export function loadReplay(dir: string): Replay {
  const entries = readHar(join(dir, HAR_FILE));
  const byKey = new Map<string, HarEntry[]>();
  for (const entry of entries) {
    const { path } = splitUrl(entry.request.url);
    if (!/^\/(api|eapi)(\/|$)/.test(path)) continue;
    const key = entryKey(entry);
    let list = byKey.get(key);
    if (!list) byKey.set(key, (list = []));
    list.push(entry);
  }
  const cursor = new Map<string, number>();
  const lines = readFrames(dir);
  return {
    calls: entries.length,
    frames: lines.filter((l) => l.event === 'frame').length,
    answer(method, path, fields) {
      const key = matchKey(method, path, fields);
      const list = byKey.get(key);
      if (!list) return undefined;
      const at = cursor.get(key) ?? 0;
      cursor.set(key, Math.min(at + 1, list.length - 1));
      const entry = list[Math.min(at, list.length - 1)]!;
      return { status: entry.response.status, contentType: entry.response.content.mimeType || 'application/json', body: contentText(entry), key };
    },
    framesOf(token) {
      const own = lines.filter((l) => l.token === token);
      const opened = own.find((l) => l.event === 'open')?.t ?? own[0]?.t ?? 0;
      return own.filter((l) => l.event === 'frame').map((l) => ({ ...l, t: Math.max(0, l.t - opened) }));
    },
  };
}
