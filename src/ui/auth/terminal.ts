// Identity of this browser for the login payload (product.md section 3: terminalUUID, terminalName, terminalOS).
// The security centre lists terminals by these values, so they must stay stable between visits.

export const TERMINAL_UUID_KEY = 'terminalUUID';
export const TERMINAL_TYPE = 'web';

/** The part of Storage we use, so tests can pass a Map-backed fake. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the terminal UUID, creating and keeping one on first use (or when the stored value is damaged). */
export function terminalUUID(store: KeyValueStore, newUUID: () => string): string {
  const existing = store.getItem(TERMINAL_UUID_KEY);
  if (existing && UUID_PATTERN.test(existing)) return existing;
  const created = newUUID();
  store.setItem(TERMINAL_UUID_KEY, created);
  return created;
}

/** This browser's terminal UUID, kept in its local storage. */
export function browserTerminalUUID(): string {
  return terminalUUID(window.localStorage, () => randomUUID());
}

// Order matters: Edge and Opera user agents also contain "Chrome", Chrome's contains "Safari".
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/MSIE |Trident\//, 'Internet Explorer'],
];

export function browserName(userAgent: string): string {
  for (const [pattern, name] of BROWSERS) if (pattern.test(userAgent)) return name;
  return 'Browser';
}

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Windows/i, 'Windows'],
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/Mac OS X|Macintosh|MacIntel/i, 'macOS'],
  [/CrOS/i, 'ChromeOS'],
  [/Linux/i, 'Linux'],
];

/** Operating system from the user agent, falling back to navigator.platform. */
export function operatingSystem(userAgent: string, platform = ''): string {
  for (const [pattern, name] of SYSTEMS) if (pattern.test(userAgent)) return name;
  for (const [pattern, name] of SYSTEMS) if (pattern.test(platform)) return name;
  return platform.trim() || 'Unknown';
}

/** crypto.randomUUID exists only in secure contexts; a console opened over plain http on a LAN address lacks it. */
export function randomUUID(cryptoImpl: Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string } = crypto): string {
  if (typeof cryptoImpl.randomUUID === 'function') return cryptoImpl.randomUUID();
  const b = cryptoImpl.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
