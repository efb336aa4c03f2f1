import { describe, expect, it } from 'vitest';
import { browserName, operatingSystem, randomUUID, terminalUUID, TERMINAL_UUID_KEY, type KeyValueStore } from '../../src/ui/auth/terminal';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const UA = {
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

describe('terminal identity', () => {
  it('names the browser even when its user agent mentions others', () => {
    expect(browserName(UA.chrome)).toBe('Chrome');
    expect(browserName(UA.edge)).toBe('Edge');
    expect(browserName(UA.opera)).toBe('Opera');
    expect(browserName(UA.firefox)).toBe('Firefox');
    expect(browserName(UA.safari)).toBe('Safari');
    expect(browserName('curl/8.0')).toBe('Browser');
  });

  it('names the operating system, Android before Linux and iOS before macOS', () => {
    expect(operatingSystem(UA.chrome)).toBe('Windows');
    expect(operatingSystem(UA.firefox)).toBe('Linux');
    expect(operatingSystem(UA.android)).toBe('Android');
    expect(operatingSystem(UA.iphone)).toBe('iOS');
    expect(operatingSystem(UA.safari)).toBe('macOS');
    expect(operatingSystem('', 'MacIntel')).toBe('macOS');
    expect(operatingSystem('', 'SunOS')).toBe('SunOS');
  });

  it('keeps one UUID across visits so the security centre sees one terminal', () => {
    const store = memoryStore();
    let n = 0;
    const make = () => `00000000-0000-4000-8000-00000000000${++n}`;
    const first = terminalUUID(store, make);
    expect(terminalUUID(store, make)).toBe(first);
    expect(store.data.get(TERMINAL_UUID_KEY)).toBe(first);
  });

  it('replaces a damaged stored UUID', () => {
    const store = memoryStore({ [TERMINAL_UUID_KEY]: 'garbage' });
    const uuid = terminalUUID(store, () => '11111111-2222-4333-8444-555555555555');
    expect(uuid).toBe('11111111-2222-4333-8444-555555555555');
  });
});

describe('terminal UUID without a secure context', () => {
  it('builds a version-4 UUID from random bytes', () => {
    const uuid = randomUUID({ getRandomValues: <T extends ArrayBufferView | null>(a: T) => (new Uint8Array((a as unknown as Uint8Array).buffer).fill(0xff), a) });
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
