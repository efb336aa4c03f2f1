// What a QA fault is and how one is checked. A fault names the paths it hits (a glob, or `re:` and a regular
// expression) and what it does there: added latency, a share of answers with an HTTP status or a catalogue hwcode,
// time-outs, dropped or delayed realtime frames, or clock skew. Unknown keys and absurd values are refused with a
// reason, so a typo in a scenario never silently tests nothing. The check is one zod schema (faultInput, which the
// control catalogue also declares as the input of POST /__sim/faults) and the cross-key rules after it.
import { BusinessCode } from '../../src/domain/resultCodes';
import { z } from 'zod';
import { bounded, reasonOf, strictShape } from '../control/issues';
import { CONTROL_LIMITS } from '../control/limits';
import { messageOf } from '../narrow';

export type Latency = { fixedMs: number } | { min: number; max: number } | { distribution: 'normal' | 'exponential'; mean: number; sd?: number };

/**
 * Toxiproxy's toxics on one HTTP answer (simulator/faults/connection.ts applies them): bandwidth in bytes a second,
 * the connection held open after the last byte, the answer cut into small pieces with pauses, the connection reset
 * after some bytes, or a valid HTTP answer whose body is cut (`cut`) or broken JSON (`json`).
 */
export type ConnectionFault = {
  bandwidth?: number;
  slowCloseMs?: number;
  slicer?: { averageSize: number; sizeVariation: number; delayMs: number };
  reset?: { afterBytes?: number };
  garbage?: 'cut' | 'json';
};

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
  /** Connection faults on the answer (a fault of its own: no latency, status, hwcode, timeout or realtime with it). */
  connection?: ConnectionFault;
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
  /** Bytes: a bandwidth, a slicer's piece, a reset's offset. */
  bytes: 100 * 1024 * 1024,
  slowCloseMs: 120_000,
  sliceDelayMs: 10_000,
} as const;

/** The hwcodes a fault may answer: the catalogue's business codes, token expiry (113) and server API failure (500). */
const FAULT_HWCODES: ReadonlySet<string> = new Set(['113', '500', ...Object.values(BusinessCode)]);

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const L = FAULT_LIMITS;

// The fault as written (control API, command line, scenario), one zod schema: every key known, every value bounded.
const latencyInput = z.union(
  [
    bounded(0, L.latencyMs),
    strictShape({ distribution: z.enum(['normal', 'exponential'], { error: 'must be normal or exponential' }), mean: bounded(0, L.latencyMs), sd: bounded(0, L.latencyMs).optional() }),
    strictShape({ min: bounded(0, L.latencyMs), max: bounded(0, L.latencyMs) }),
  ],
  { error: 'must be a number of ms, {min, max} or {distribution, mean, sd}' },
);

const realtimeInput = z.union(
  [
    z.literal('drop'),
    strictShape({ drop: z.union([z.literal(true), bounded(0, 1)]).optional(), delayMs: bounded(0, L.realtimeDelayMs).optional() }),
  ],
  { error: 'must be "drop", {drop: share} or {delayMs}' },
);

const methodName = z.string().trim().toUpperCase().pipe(z.enum(METHODS, { error: `must be one of ${METHODS.join(', ')} (or a list of them)` }));

/** The instant a fault stops: ms since the epoch, or an ISO date-time, of the simulator's clock. */
const instant = z.union([z.number(), z.string().max(40)]).transform((raw, ctx) => {
  const ms = typeof raw === 'string' && !/^\d+$/.test(raw.trim()) ? Date.parse(raw) : Number(raw);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  ctx.addIssue({ code: 'custom', message: "must be an instant: ms since the epoch or an ISO date-time (the simulator's clock)" });
  return z.NEVER;
});

const connectionInput = strictShape({
  bandwidth: bounded(1, L.bytes, true).optional(),
  slowCloseMs: bounded(1, L.slowCloseMs, true).optional(),
  slicer: strictShape({ averageSize: bounded(1, L.bytes, true), sizeVariation: bounded(0, L.bytes, true).optional(), delayMs: bounded(0, L.sliceDelayMs, true).optional() }).optional(),
  reset: z.union([z.literal(true), strictShape({ afterBytes: bounded(0, L.bytes, true) })], { error: 'must be true or {afterBytes}' }).optional(),
  garbage: z.enum(['cut', 'json'], { error: 'must be cut or json' }).optional(),
});

export const faultInput = strictShape({
  path: z.string().trim().min(1, { error: `must be a glob or re:<regex> of 1 to ${L.pathChars} characters` }).max(L.pathChars, { error: `must be a glob or re:<regex> of 1 to ${L.pathChars} characters` }),
  latencyMs: bounded(0, L.latencyMs).optional(),
  latency: latencyInput.optional(),
  status: bounded(400, 599, true).optional(),
  hwcode: z.union([z.string().max(20), z.number()]).optional(),
  share: bounded(0, 1).optional(),
  timeout: z.union([z.boolean(), bounded(1, L.timeoutMs)]).optional(),
  timeoutMs: bounded(1, L.timeoutMs).optional(),
  realtime: realtimeInput.optional(),
  clockSkewMs: bounded(-L.clockSkewMs, L.clockSkewMs).optional(),
  method: z.union([methodName, z.array(methodName).min(1).max(METHODS.length)], { error: `must be one of ${METHODS.join(', ')} (or a list of them)` }).optional(),
  account: z.string().trim().min(1, { error: 'must be a phone, e-mail or account name of 1 to 100 characters' }).max(100, { error: 'must be a phone, e-mail or account name of 1 to 100 characters' }).optional(),
  limit: bounded(1, L.limit, true).optional(),
  until: instant.optional(),
  enabled: z.boolean({ error: 'must be true or false' }).optional(),
  connection: connectionInput.optional(),
});

/** A glob or `re:` pattern as a regular expression over the URL path; a reason when it does not compile. */
export function pathMatcher(pattern: string): RegExp | string {
  if (pattern.startsWith('re:')) {
    try {
      return new RegExp(pattern.slice(3));
    } catch (error) {
      return `path: ${messageOf(error)}`;
    }
  }
  const source = pattern
    .split('**')
    .map((part) => part.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** The written fault as the store keeps it, with the checks that span several keys. */
const faultSchema = faultInput.transform((raw, ctx): FaultSpec => {
  const fail = (message: string, path: string[] = []) => {
    ctx.addIssue({ code: 'custom', message, path });
    return z.NEVER;
  };
  const matcher = pathMatcher(raw.path);
  if (typeof matcher === 'string') return fail(matcher);
  const spec: FaultSpec = { path: raw.path, share: raw.share ?? 1, enabled: raw.enabled ?? true };
  if (raw.method !== undefined) spec.methods = [...new Set(Array.isArray(raw.method) ? raw.method : [raw.method])];
  if (raw.account !== undefined) spec.account = raw.account;
  if (raw.limit !== undefined) spec.limit = raw.limit;
  if (raw.until !== undefined) spec.untilMs = raw.until;
  const l = raw.latencyMs ?? raw.latency;
  if (typeof l === 'number') spec.latency = { fixedMs: l };
  else if (l && 'distribution' in l) spec.latency = { distribution: l.distribution, mean: l.mean, ...(l.sd === undefined ? {} : { sd: l.sd }) };
  else if (l) {
    if (l.max < l.min) return fail(`must be a number from ${l.min} to ${L.latencyMs}`, ['latency', 'max']);
    spec.latency = { min: l.min, max: l.max };
  }
  if (raw.status !== undefined) spec.status = raw.status;
  if (raw.hwcode !== undefined) {
    const code = String(raw.hwcode);
    if (!FAULT_HWCODES.has(code)) return fail(`hwcode ${code.slice(0, 20)} is not in the result-code catalogue (e.g. 113, 500, ${BusinessCode.DeviceNotFound})`);
    spec.hwcode = code;
  }
  const timeout = raw.timeoutMs ?? (raw.timeout === true ? 30_000 : raw.timeout === false ? undefined : raw.timeout);
  if (timeout !== undefined) spec.timeoutMs = timeout;
  if (raw.realtime === 'drop') spec.realtime = { drop: 1 };
  else if (raw.realtime) {
    const { drop, delayMs } = raw.realtime;
    if (drop === undefined && delayMs === undefined) return fail('realtime needs drop or delayMs');
    spec.realtime = { ...(drop === undefined ? {} : { drop: drop === true ? 1 : drop }), ...(delayMs === undefined ? {} : { delayMs }) };
  }
  if (raw.clockSkewMs !== undefined) spec.clockSkewMs = raw.clockSkewMs;
  if (raw.connection !== undefined) {
    const c = raw.connection;
    const connection: ConnectionFault = {};
    if (c.bandwidth !== undefined) connection.bandwidth = c.bandwidth;
    if (c.slowCloseMs !== undefined) connection.slowCloseMs = c.slowCloseMs;
    if (c.slicer) connection.slicer = { averageSize: c.slicer.averageSize, sizeVariation: c.slicer.sizeVariation ?? 0, delayMs: c.slicer.delayMs ?? 0 };
    if (c.reset !== undefined) connection.reset = c.reset === true ? {} : { afterBytes: c.reset.afterBytes };
    if (c.garbage) connection.garbage = c.garbage;
    if (Object.keys(connection).length === 0) return fail('connection needs bandwidth, slowCloseMs, slicer, reset or garbage');
    const others = [spec.latency, spec.status, spec.hwcode, spec.timeoutMs, spec.realtime, spec.clockSkewMs].some((v) => v !== undefined);
    if (others) return fail('a connection fault does only connection faults: add latency, status, hwcode, timeout or realtime as another fault (they stack)');
    spec.connection = connection;
  }
  if (spec.status !== undefined && spec.hwcode !== undefined) return fail('a fault answers either status or hwcode, not both');
  const does = [spec.latency, spec.status, spec.hwcode, spec.timeoutMs, spec.realtime, spec.clockSkewMs, spec.connection].some((v) => v !== undefined);
  if (!does) return fail('the fault does nothing: give latencyMs, latency, status, hwcode, timeout, realtime, clockSkewMs or connection');
  return spec;
});

/** Checks one fault from the control API, the command line or a scenario. */
export function parseFault(raw: unknown): Parsed<FaultSpec> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, error: 'a fault is an object with at least path' };
  const parsed = faultSchema.safeParse(raw);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: reasonOf(parsed.error, 'fault') };
}
