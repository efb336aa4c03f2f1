// What a QA fault is and how one is checked. A fault names the paths it hits (a glob, or `re:` and a regular
// expression) and what it does there: added latency, a share of answers with an HTTP status or a catalogue hwcode,
// time-outs, dropped or delayed realtime frames, or clock skew. Unknown keys and absurd values are refused with a
// reason, so a typo in a scenario never silently tests nothing.
import { BusinessCode } from '../../src/domain/resultCodes';
import { CONTROL_LIMITS } from '../control/limits';

export type Latency = { fixedMs: number } | { min: number; max: number } | { distribution: 'normal' | 'exponential'; mean: number; sd?: number };

export type FaultSpec = {
  /** Glob over the URL path (`*` within a segment, `**` across), or `re:<regular expression>`. */
  path: string;
  latency?: Latency;
  status?: number;
  hwcode?: string;
  /** Share of matching calls the fault hits (0..1, 1 when absent). */
  share: number;
  /** The call is held this long, then the connection fails without an answer. */
  timeoutMs?: number;
  realtime?: { drop?: number; delayMs?: number };
  clockSkewMs?: number;
  /** Only calls with one of these methods (upper case); every method when absent. */
  methods?: string[];
  /** Only calls (and realtime frames) of this signed-in account (phone, e-mail or account name, as the control API takes it). */
  account?: string;
  /** The fault takes effect on its next `limit` hits, then stays listed, spent. */
  limit?: number;
  /** The fault takes effect until this instant of the simulator's clock (ms since the epoch), then stays listed, expired. */
  untilMs?: number;
  /** A disabled fault stays listed and does nothing (POST /__sim/faults/enable|disable). */
  enabled: boolean;
};

export const FAULT_LIMITS = {
  latencyMs: 120_000,
  timeoutMs: 600_000,
  realtimeDelayMs: 120_000,
  /** As far as one control call moves the clock. */
  clockSkewMs: CONTROL_LIMITS.clockMs,
  pathChars: 300,
  faults: 100,
  limit: 1_000_000,
} as const;

/** The hwcodes a fault may answer: the catalogue's business codes, token expiry (113) and server API failure (500). */
const FAULT_HWCODES: ReadonlySet<string> = new Set(['113', '500', ...Object.values(BusinessCode)]);

const KEYS = new Set(['path', 'latencyMs', 'latency', 'status', 'hwcode', 'share', 'timeout', 'timeoutMs', 'realtime', 'clockSkewMs', 'method', 'account', 'limit', 'until', 'enabled']);
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function num(name: string, raw: unknown, min: number, max: number): number | string {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) return `${name} must be a number from ${min} to ${max}`;
  return value;
}

function unknownKeys(where: string, value: Record<string, unknown>, allowed: readonly string[]): string | undefined {
  const extra = Object.keys(value).filter((k) => !allowed.includes(k));
  return extra.length > 0 ? `${where}: unknown key${extra.length > 1 ? 's' : ''} ${extra.join(', ')} (allowed: ${allowed.join(', ')})` : undefined;
}

function parseLatency(body: Record<string, unknown>): Latency | string | undefined {
  const max = FAULT_LIMITS.latencyMs;
  if (body.latencyMs !== undefined) {
    const ms = num('latencyMs', body.latencyMs, 0, max);
    return typeof ms === 'string' ? ms : { fixedMs: ms };
  }
  const l = body.latency;
  if (l === undefined) return undefined;
  if (typeof l === 'number') return l >= 0 && l <= max ? { fixedMs: l } : `latency must be from 0 to ${max} ms`;
  if (!isRecord(l)) return 'latency must be a number of ms, {min, max} or {distribution, mean, sd}';
  if (l.distribution !== undefined) {
    const bad = unknownKeys('latency', l, ['distribution', 'mean', 'sd']);
    if (bad) return bad;
    if (l.distribution !== 'normal' && l.distribution !== 'exponential') return 'latency.distribution must be normal or exponential';
    const mean = num('latency.mean', l.mean, 0, max);
    if (typeof mean === 'string') return mean;
    const sd = l.sd === undefined ? undefined : num('latency.sd', l.sd, 0, max);
    if (typeof sd === 'string') return sd;
    return { distribution: l.distribution, mean, ...(sd === undefined ? {} : { sd }) };
  }
  const bad = unknownKeys('latency', l, ['min', 'max']);
  if (bad) return bad;
  const min = num('latency.min', l.min, 0, max);
  if (typeof min === 'string') return min;
  const top = num('latency.max', l.max, min, max);
  return typeof top === 'string' ? top : { min, max: top };
}

/** A glob or `re:` pattern as a regular expression over the URL path; a reason when it does not compile. */
export function pathMatcher(pattern: string): RegExp | string {
  if (pattern.startsWith('re:')) {
    try {
      return new RegExp(pattern.slice(3));
    } catch (error) {
      return `path: ${(error as Error).message}`;
    }
  }
  const source = pattern
    .split('**')
    .map((part) => part.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** Which calls a fault picks besides its path, and for how long: method, account, limit, until, enabled. */
function parseScope(raw: Record<string, unknown>): Partial<FaultSpec> | string {
  const scope: Partial<FaultSpec> = {};
  if (raw.method !== undefined) {
    const list = (Array.isArray(raw.method) ? raw.method : [raw.method]).map((m) => (typeof m === 'string' ? m.trim().toUpperCase() : ''));
    if (list.length === 0 || list.some((m) => !METHODS.has(m))) return `method must be one of ${[...METHODS].join(', ')} (or a list of them)`;
    scope.methods = [...new Set(list)];
  }
  if (raw.account !== undefined) {
    if (typeof raw.account !== 'string' || raw.account.trim() === '' || raw.account.length > 100) return 'account must be a phone, e-mail or account name of 1 to 100 characters';
    scope.account = raw.account.trim();
  }
  if (raw.limit !== undefined) {
    const limit = num('limit', raw.limit, 1, FAULT_LIMITS.limit);
    if (typeof limit === 'string' || !Number.isInteger(limit)) return `limit must be a whole number of calls from 1 to ${FAULT_LIMITS.limit}`;
    scope.limit = limit;
  }
  if (raw.until !== undefined) {
    const until = typeof raw.until === 'string' && !/^\d+$/.test(raw.until.trim()) ? Date.parse(raw.until) : Number(raw.until);
    if (!Number.isFinite(until) || until < 0) return 'until must be an instant: ms since the epoch or an ISO date-time (the simulator\'s clock)';
    scope.untilMs = until;
  }
  if (raw.enabled !== undefined) {
    if (typeof raw.enabled !== 'boolean') return 'enabled must be true or false';
    scope.enabled = raw.enabled;
  }
  return scope;
}

/** Checks one fault from the control API, the command line or a scenario. */
export function parseFault(raw: unknown): Parsed<FaultSpec> {
  if (!isRecord(raw)) return { ok: false, error: 'a fault is an object with at least path' };
  const bad = [...Object.keys(raw)].filter((k) => !KEYS.has(k));
  if (bad.length > 0) return { ok: false, error: `fault: unknown key${bad.length > 1 ? 's' : ''} ${bad.join(', ')} (allowed: ${[...KEYS].join(', ')})` };
  const path = typeof raw.path === 'string' ? raw.path.trim() : '';
  if (path === '' || path.length > FAULT_LIMITS.pathChars) return { ok: false, error: `path must be a glob or re:<regex> of 1 to ${FAULT_LIMITS.pathChars} characters` };
  const matcher = pathMatcher(path);
  if (typeof matcher === 'string') return { ok: false, error: matcher };
  const spec: FaultSpec = { path, share: 1, enabled: true };
  const scope = parseScope(raw);
  if (typeof scope === 'string') return { ok: false, error: scope };
  Object.assign(spec, scope);
  const latency = parseLatency(raw);
  if (typeof latency === 'string') return { ok: false, error: latency };
  if (latency) spec.latency = latency;
  if (raw.status !== undefined) {
    const status = num('status', raw.status, 400, 599);
    if (typeof status === 'string' || !Number.isInteger(status)) return { ok: false, error: 'status must be an HTTP error status from 400 to 599' };
    spec.status = status;
  }
  if (raw.hwcode !== undefined) {
    const code = String(raw.hwcode);
    if (!FAULT_HWCODES.has(code)) return { ok: false, error: `hwcode ${code} is not in the result-code catalogue (e.g. 113, 500, ${BusinessCode.DeviceNotFound})` };
    spec.hwcode = code;
  }
  if (raw.share !== undefined) {
    const share = num('share', raw.share, 0, 1);
    if (typeof share === 'string') return { ok: false, error: share };
    spec.share = share;
  }
  const timeout = raw.timeoutMs ?? (raw.timeout === true ? 30_000 : raw.timeout === false ? undefined : raw.timeout);
  if (timeout !== undefined) {
    const ms = num('timeout', timeout, 1, FAULT_LIMITS.timeoutMs);
    if (typeof ms === 'string') return { ok: false, error: `${ms} ms (or true for 30 s)` };
    spec.timeoutMs = ms;
  }
  if (raw.realtime !== undefined) {
    const r = raw.realtime;
    if (r === 'drop') spec.realtime = { drop: 1 };
    else if (!isRecord(r)) return { ok: false, error: 'realtime must be "drop", {drop: share} or {delayMs}' };
    else {
      const unknown = unknownKeys('realtime', r, ['drop', 'delayMs']);
      if (unknown) return { ok: false, error: unknown };
      const drop = r.drop === undefined ? undefined : num('realtime.drop', r.drop === true ? 1 : r.drop, 0, 1);
      const delay = r.delayMs === undefined ? undefined : num('realtime.delayMs', r.delayMs, 0, FAULT_LIMITS.realtimeDelayMs);
      for (const v of [drop, delay]) if (typeof v === 'string') return { ok: false, error: v };
      if (drop === undefined && delay === undefined) return { ok: false, error: 'realtime needs drop or delayMs' };
      spec.realtime = { ...(drop === undefined ? {} : { drop: drop as number }), ...(delay === undefined ? {} : { delayMs: delay as number }) };
    }
  }
  if (raw.clockSkewMs !== undefined) {
    const skew = num('clockSkewMs', raw.clockSkewMs, -FAULT_LIMITS.clockSkewMs, FAULT_LIMITS.clockSkewMs);
    if (typeof skew === 'string') return { ok: false, error: skew };
    spec.clockSkewMs = skew;
  }
  if (spec.status !== undefined && spec.hwcode !== undefined) return { ok: false, error: 'a fault answers either status or hwcode, not both' };
  const does = [spec.latency, spec.status, spec.hwcode, spec.timeoutMs, spec.realtime, spec.clockSkewMs].some((v) => v !== undefined);
  if (!does) return { ok: false, error: 'the fault does nothing: give latencyMs, latency, status, hwcode, timeout, realtime or clockSkewMs' };
  return { ok: true, value: spec };
}
