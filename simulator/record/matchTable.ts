// Which of a request's fields pick its recorded answer in a replay: one table, in one place. A call matches on its
// method, its path and its significant fields. Unless the table names a call, every field is significant except
// the ones that change from run to run without changing the answer (IGNORED: terminal names, timestamps, nonces)
// and the secrets (their placeholders differ between runs). A call the table names matches on its listed fields only.
import { secretKind } from './redact';

/** Fields that never pick an answer: who the terminal is, when the call was made, cache-busters. */
const IGNORED_FIELDS: ReadonlySet<string> = new Set([
  'terminaluuid', 'terminaltype', 'terminalname', 'terminalos', 'loginoemid', 'oemid', 'lang', 'language',
  't', '_t', '_', 'ts', 'timestamp', 'time', 'nonce', 'requestid', 'random', 'rnd',
]);

/**
 * Calls whose answer depends on fewer fields than they send. `METHOD path` → the significant fields (empty: any
 * call to the path matches, in order). Everything else: all fields but the ignored ones and secrets.
 */
const SIGNIFICANT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  // Who signs in; the password is a secret and the terminal is ignored.
  'POST /api/user/login': ['loginName', 'countryCode'],
  'POST /api/user/logout': [],
  'POST /api/user/selectInfo': [],
  // The device list: the console sends its terminal and version only; any call gets the next recorded list.
  'POST /api/machine/select': [],
  // One device: its id.
  'POST /api/device/v1/detail/page': ['machineId'],
  'GET /api/device/v1/detail': ['machineId'],
  // Alarms: which page of which scope; start and end are "today" in seconds and move from run to run.
  'GET /api/v1/devices/alarms': ['page', 'pageSize', 'deviceType', 'eid', 'deviceId', 'state'],
  'POST /api/v1/devices/alarmKanban': ['deviceType', 'eid', 'deviceId'],
  // A QR login's answer depends on its own (secret) token only: any poll matches the next recorded one.
  'POST /api/user/qrLoginCheck': [],
  'POST /api/user/getQrToken': [],
  'GET /api/user/v1/tokenInfo': [],
};

const lower = (names: readonly string[]) => new Set(names.map((n) => n.toLowerCase()));
const TABLE = new Map(Object.entries(SIGNIFICANT_FIELDS).map(([call, names]) => [call, lower(names)] as const));

/** The significant fields of a call, as `name=value` pairs in name order (the key's tail). */
function significant(method: string, path: string, fields: Readonly<Record<string, string>>): string {
  const listed = TABLE.get(`${method.toUpperCase()} ${path}`);
  const keep = (name: string) => {
    const n = name.toLowerCase();
    if (listed) return listed.has(n);
    return !IGNORED_FIELDS.has(n) && secretKind(n) === undefined;
  };
  return Object.keys(fields)
    .filter(keep)
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
}

/** The key a recorded call is found by. */
export function matchKey(method: string, path: string, fields: Readonly<Record<string, string>>): string {
  return `${method.toUpperCase()} ${path} ${significant(method, path, fields)}`;
}

/** Query and body fields of a call, flat: a form or query string's pairs, or a JSON object's top-level scalars. */
export function fieldsOf(query: string, body: string, contentType: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(query)) out[k] = v;
  if (body === '') return out;
  const type = (contentType ?? '').toLowerCase();
  if (type.includes('json') || /^\s*\{/.test(body)) {
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        for (const [k, v] of Object.entries(parsed)) out[k] = typeof v === 'string' ? v : JSON.stringify(v);
        return out;
      }
    } catch {
      // Not JSON: read as a form below.
    }
  }
  if (type.includes('x-www-form-urlencoded') || /^[^=&\s]+=/.test(body)) for (const [k, v] of new URLSearchParams(body)) out[k] = v;
  return out;
}
