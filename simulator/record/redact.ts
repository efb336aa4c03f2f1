// Secrets never reach a recording or the journal: tokens, passwords, verification codes, project secret keys and
// camera secrets are replaced by placeholders. One redactor per recording keeps a table from secret to
// placeholder, so the same token is the same placeholder in every entry and every frame: a replay follows the
// session (the login answers `rec-token-1`, the calls carry `rec-token-1`, the socket opens with `sid=rec-token-1`).
// The table itself lives in memory only.

/** Field, header and query names whose values are secrets (compared case-insensitively), by kind of placeholder. */
const SECRET_NAMES: ReadonlyArray<readonly [kind: string, names: readonly string[]]> = [
  ['token', ['token', 'cloudtoken', 'sid', 'qrtoken', 'accesstoken', 'access_token', 'refreshtoken', 'challengetoken', 'ticket', 'visit', 'authorization', 'cookie', 'set-cookie']],
  ['password', ['password', 'pwd', 'loginpwd', 'oldpwd', 'newpwd', 'passwd', 'machinepwd', 'devicepwd']],
  ['code', ['code', 'verifycode', 'smscode', 'emailcode', 'validatecode', 'checkcode', 'otp']],
  ['secret', ['secret', 'secret_key', 'secretkey', 'appsecret', 'app_secret', 'key']],
];

const KIND_OF = new Map<string, string>(SECRET_NAMES.flatMap(([kind, names]) => names.map((n) => [n, kind] as const)));

/** The kind of secret a field of this name holds, or undefined. */
export function secretKind(name: string): string | undefined {
  return KIND_OF.get(name.trim().toLowerCase());
}

/** Values too short to be worth replacing inside other text (a 1-character field would garble everything). */
const MIN_INLINE = 6;
/** Distinct secrets one redactor keeps; past this, new ones all become `rec-<kind>-overflow`. */
const MAX_SECRETS = 100_000;

/**
 * A JSON value with every field named as a secret replaced by `secret(kind, value)` and every other string passed
 * through `plain`, at most 64 levels deep: the one walk of both redactors (the recording's and the journal's).
 */
function redactJson(value: unknown, secret: (kind: string, value: string) => unknown, plain: (text: string) => unknown, depth = 0): unknown {
  if (depth > 64) return '[too deep]';
  if (typeof value === 'string') return plain(value);
  if (Array.isArray(value)) return value.map((v) => redactJson(v, secret, plain, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const kind = secretKind(k);
      out[k] = kind && (typeof v === 'string' || typeof v === 'number') ? secret(kind, String(v)) : redactJson(v, secret, plain, depth + 1);
    }
    return out;
  }
  return value;
}

export type Redactor = {
  /** The placeholder of a secret value of this kind (the same value, the same placeholder). */
  placeholder(kind: string, value: string): string;
  /** A field's value as recorded: its placeholder when the name is a secret's, else the value. */
  field(name: string, value: string): string;
  /** Every known secret replaced wherever it appears in the text (URLs, bodies, frames). */
  text(text: string): string;
  /** A JSON value with secret-named fields replaced at every depth, and known secrets inside other strings. */
  json(value: unknown): unknown;
  /** A form or query string with secret-named parameters replaced. */
  form(text: string): string;
  /** Whether a string is one of this redactor's placeholders. */
  isPlaceholder(value: string): boolean;
};

export const PLACEHOLDER = /^rec-(token|password|code|secret)-(\d+|overflow)$/;

export function createRedactor(): Redactor {
  const bySecret = new Map<string, string>();
  const counts = new Map<string, number>();
  let inline: RegExp | undefined;
  const placeholder = (kind: string, value: string): string => {
    if (value === '' || PLACEHOLDER.test(value)) return value;
    const known = bySecret.get(value);
    if (known) return known;
    if (bySecret.size >= MAX_SECRETS) return `rec-${kind}-overflow`;
    const n = (counts.get(kind) ?? 0) + 1;
    counts.set(kind, n);
    const made = `rec-${kind}-${n}`;
    bySecret.set(value, made);
    inline = undefined;
    return made;
  };
  const text = (input: string): string => {
    if (bySecret.size === 0 || input === '') return input;
    inline ??= new RegExp(
      [...bySecret.keys()]
        .filter((s) => s.length >= MIN_INLINE)
        .sort((a, b) => b.length - a.length)
        .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('|') || '(?!)',
      'g',
    );
    // A secret may also appear percent-encoded in a URL; the plain spelling covers tokens (base64url, hex, digits).
    return input.replace(inline, (m) => bySecret.get(m) ?? m);
  };
  const field = (name: string, value: string): string => {
    const kind = secretKind(name);
    return kind ? placeholder(kind, value) : text(value);
  };
  const json = (value: unknown): unknown => redactJson(value, placeholder, text);
  const form = (input: string): string => {
    if (input === '') return input;
    return input
      .split('&')
      .map((piece) => {
        const at = piece.indexOf('=');
        if (at < 0) return text(piece);
        const rawName = piece.slice(0, at);
        let name = rawName;
        let value = piece.slice(at + 1);
        try {
          name = decodeURIComponent(rawName.replace(/\+/g, ' '));
          value = decodeURIComponent(value.replace(/\+/g, ' '));
        } catch {
          // A broken escape stays as it came, still checked by name.
        }
        const kind = secretKind(name);
        return `${rawName}=${encodeURIComponent(kind ? placeholder(kind, value) : text(value))}`;
      })
      .join('&');
  };
  return { placeholder, field, text, json: (v) => json(v), form, isPlaceholder: (v) => PLACEHOLDER.test(v) };
}

/** A request or answer body as text with its secrets replaced, by its content type (JSON, form, else text). */
export function redactBody(redactor: Redactor, body: string, contentType: string | undefined): string {
  const type = (contentType ?? '').toLowerCase();
  if (type.includes('json') || /^\s*[[{]/.test(body)) {
    try {
      return JSON.stringify(redactor.json(JSON.parse(body)));
    } catch {
      // Not JSON after all: redacted as text below.
    }
  }
  if (type.includes('x-www-form-urlencoded')) return redactor.form(body);
  return redactor.text(body);
}

/**
 * The journal's redactor: by name only, every secret the same `[kind]` mark. It learns nothing, so it costs the same
 * on the millionth call as on the first (a recording's redactor learns every token it sees).
 */
export function createNameRedactor(): Redactor {
  const base = createRedactor();
  const mark = (kind: string, value: string) => (value === '' ? value : `[${kind}]`);
  const field = (name: string, value: string) => {
    const kind = secretKind(name);
    return kind ? mark(kind, value) : value;
  };
  const json = (value: unknown): unknown => redactJson(value, mark, (text) => text);
  const form = (input: string) =>
    input
      .split('&')
      .map((piece) => {
        const at = piece.indexOf('=');
        if (at < 0) return piece;
        let name = piece.slice(0, at);
        try {
          name = decodeURIComponent(name.replace(/\+/g, ' '));
        } catch {
          // Checked by its raw name.
        }
        const kind = secretKind(name);
        return kind ? `${piece.slice(0, at)}=${encodeURIComponent(mark(kind, piece.slice(at + 1)))}` : piece;
      })
      .join('&');
  return { placeholder: mark, field, text: (t) => t, json: (v) => json(v), form, isPlaceholder: base.isPlaceholder };
}

const SECRET_PAIR = /"([A-Za-z_-]{1,40})"\s*:\s*"([^"\\]*)"/g;

/** Bodies up to this size are parsed and redacted whole. */
export const WHOLE_BODY_MAX = 64 * 1024;

/**
 * A body cut to `max` characters with its secrets replaced. Small bodies are parsed and redacted whole; a large one
 * (a 5,000-device list) is cut first and its `"name":"value"` pairs redacted by name, so the journal never parses
 * megabytes to keep 4 KiB. `cut`: the body is the start of a longer one, however short it looks (the first 64 KiB
 * of a list with Chinese names is fewer characters than that, and parsing it only to fail cost 0.7 ms a call).
 */
export function redactCut(redactor: Redactor, body: string, contentType: string | undefined, max: number, cut = false): string {
  const whole = !cut && body.length <= WHOLE_BODY_MAX;
  const text = whole ? redactBody(redactor, body, contentType) : redactor.text(body.slice(0, max)).replace(SECRET_PAIR, (m, name: string, value: string) => {
    const kind = secretKind(name);
    return kind ? `"${name}":${JSON.stringify(redactor.placeholder(kind, value))}` : m;
  });
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** A URL's path and query with secret parameters and known secrets replaced. */
export function redactUrl(redactor: Redactor, url: string): string {
  const cut = url.indexOf('?');
  if (cut < 0) return redactor.text(url);
  return `${redactor.text(url.slice(0, cut))}?${redactor.form(url.slice(cut + 1))}`;
}
