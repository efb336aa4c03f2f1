// The one way the console talks HTTP to the cloud: ky clients for /api and /eapi, the `cloudtoken` header, and
// every answer turned into a typed Result through the result-code catalogue (src/domain/resultCodes.ts).
import ky, { TimeoutError, type KyInstance, type Options } from 'ky';
import { Subject } from 'rxjs';
import { REQUEST_TIMEOUT_MS } from '../domain/constants';
import { classify, MISSING_TOKEN_OUTCOME, type Outcome, type OutcomeInput } from '../domain/resultCodes';
import { apiBase, eapiBase } from './config';
import { holdIntent, IDEMPOTENCY_HEADER } from './intentKeys';
import { isRecord } from '../domain/wire/record';

export type Result<T> = { ok: true; data: T } | { ok: false; outcome: Outcome };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface HttpRequest {
  /** Defaults to POST, the method of most calls (api.md section 7). */
  method?: HttpMethod;
  /** The full path as api.md writes it: '/api/user/login', '/eapi/o/getlogo'. */
  path: string;
  /** Form-encoded unless `json`; for GET it becomes the query string. undefined and null values are left out. */
  body?: Record<string, unknown>;
  query?: Record<string, unknown>;
  json?: boolean;
  /** Authenticated calls (the default) are not sent without a token: `onMissingToken` runs instead. */
  auth?: boolean;
  /** SMS calls read hwcode 113/404 and HTTP 504 their own way (api.md section 8). */
  sms?: boolean;
  /** The screen shows this call's failure itself (inline), so the global notifier stays silent. */
  quiet?: boolean;
  /** Irreversible (money-like or destructive): sent with an idempotency key, one per intent (intentKeys.ts). */
  once?: boolean;
  /**
   * Cancels the request (TanStack Query's signal of a superseded or abandoned query): ky aborts the fetch and the
   * call rejects with the signal's reason instead of answering a Result, and no failure is reported.
   */
  signal?: AbortSignal;
}

export interface Failure {
  outcome: Outcome;
  request: { method: HttpMethod; path: string; quiet: boolean };
}

// Development and tests only: a production build drops this import (import.meta.env.DEV is false there), and a
// plain Node run (the server's tools) has no import.meta.env. Loaded at the first answer, not with this module, so
// a test that never calls the cloud does not end with the load still running.
let contractCheck: Promise<typeof import('./contractCheck')> | undefined;
const loadContractCheck = () => (import.meta.env?.DEV ? (contractCheck ??= import('./contractCheck')) : undefined);

/** The last calls sent (method and path, no values): what an error report names as the calls that fed a screen. */
const RECENT_MAX = 5;
const recent: string[] = [];
export function recentCalls(): readonly string[] {
  return recent;
}

/** What a proxy answers when the cloud behind it is down: not an answer of the cloud. */
const GATEWAY_DOWN = new Set([502, 503, 504]);

/**
 * A production check of success answers against the wire schemas (src/ui/data/answerGuard.ts): the drift outcome a
 * screen shows instead of data of the wrong shape, or undefined when the answer fits.
 */
export type AnswerCheck = (method: HttpMethod, path: string, hwdata: unknown) => Outcome | undefined;

export interface Http {
  call<T>(req: HttpRequest): Promise<Result<T>>;
  /**
   * Installs the answer check once (the signed-in data layer does, so /login never loads the schemas); calls
   * answered meanwhile wait for it. A check that failed to load is asked for again by the next install.
   */
  installAnswerCheck?(load: () => Promise<AnswerCheck>): void;
  /** Every non-ok outcome of a sent request (a business code counted as success is not a failure). */
  readonly failures$: Subject<Failure>;
  /** Every request the cloud answered (with any status but a gateway's 502/503/504): it is reachable again. */
  readonly answered$?: Subject<void>;
}

/**
 * The same client with every call carrying `signal` (a query's AbortSignal), so that the area's call functions,
 * which take an `Http`, need no signal parameter of their own: `queryFn: ({ signal }) => unwrap(listAlarms(withSignal(http, signal), q))`.
 */
export function withSignal(http: Http, signal: AbortSignal | undefined): Http {
  if (!signal) return http;
  return { ...http, call: <T>(req: HttpRequest) => http.call<T>({ ...req, signal }) };
}

export interface HttpOptions {
  /** Absolute origin in Node tests; in the browser the page's own origin. */
  origin?: string;
  getToken: () => string | undefined;
  /** An authenticated call found no token: the UI sends the user to /login. */
  onMissingToken: () => void;
  timeoutMs?: number;
}

function defaultOrigin(): string {
  return globalThis.location?.origin ?? '';
}

function entries(values: Record<string, unknown> | undefined): [string, string][] {
  if (!values) return [];
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => [key, typeof value === 'object' ? JSON.stringify(value) : String(value)]);
}

function envelopeOf(text: string): Pick<Extract<OutcomeInput, { type: 'response' }>, 'hwcode' | 'hwdata'> {
  try {
    const parsed: unknown = JSON.parse(text);
    if (isRecord(parsed)) {
      const { hwcode, hwdata } = parsed;
      if (typeof hwcode === 'number' || typeof hwcode === 'string') return { hwcode, hwdata };
    }
  } catch {
    // Not JSON: reported below as an answer without an envelope.
  }
  return { hwcode: undefined, hwdata: text };
}

/** The browser says it has no network: a call cannot reach the cloud, so it fails at once (spec: "Network or interface error!"). */
function offlineNow(): boolean {
  return globalThis.navigator?.onLine === false;
}

/**
 * Resolves when the browser goes offline while a request is under way: a request the network dropped would
 * otherwise hang until its timeout and then fire late, when the network returns.
 */
function wentOffline(): { promise: Promise<'offline'>; stop(): void } {
  const target = typeof window === 'undefined' ? undefined : window;
  let stop = (): void => undefined;
  const promise = new Promise<'offline'>((resolve) => {
    if (!target) return;
    const listener = () => resolve('offline');
    target.addEventListener('offline', listener, { once: true });
    stop = () => target.removeEventListener('offline', listener);
  });
  return { promise, stop: () => stop() };
}

export function createHttp(options: HttpOptions): Http {
  const origin = options.origin ?? defaultOrigin();
  const common: Options = {
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
  };
  const clients: [string, KyInstance][] = [
    [`${eapiBase}/`, ky.create({ ...common, prefixUrl: `${origin}${eapiBase}` })],
    [`${apiBase}/`, ky.create({ ...common, prefixUrl: `${origin}${apiBase}` })],
  ];
  const failures$ = new Subject<Failure>();
  const answered$ = new Subject<void>();
  let answerCheck: Promise<AnswerCheck | undefined> | undefined;

  function clientFor(path: string): [KyInstance, string] {
    for (const [prefix, client] of clients) {
      if (path.startsWith(prefix)) return [client, path.slice(prefix.length)];
    }
    throw new Error(`path outside ${apiBase} and ${eapiBase}: ${path}`);
  }

  async function send(req: HttpRequest, method: HttpMethod, token: string | undefined, intentKey?: string): Promise<OutcomeInput> {
    const [client, input] = clientFor(req.path);
    const headers: Record<string, string> = token ? { cloudtoken: token } : {};
    if (intentKey) headers[IDEMPOTENCY_HEADER] = intentKey;
    const search = new URLSearchParams(entries(req.query));
    const kyOptions: Options = { method, headers, ...(req.signal ? { signal: req.signal } : {}) };
    if (method === 'GET') {
      for (const [key, value] of entries(req.body)) search.append(key, value);
    } else if (req.body) {
      if (req.json) kyOptions.json = req.body;
      else kyOptions.body = new URLSearchParams(entries(req.body));
    }
    if ([...search.keys()].length > 0) kyOptions.searchParams = search;
    if (offlineNow()) return { type: 'network' };
    const offline = wentOffline();
    try {
      const response = await Promise.race([client(input, kyOptions), offline.promise]);
      if (response === 'offline') return { type: 'network' };
      if (response.status < 200 || response.status > 299) return { type: 'response', status: response.status };
      return { type: 'response', status: response.status, ...envelopeOf(await response.text()) };
    } catch (error) {
      // Cancelled by its caller: not an outcome of the cloud, so nothing to classify or report.
      if (req.signal?.aborted) throw req.signal.reason ?? error;
      if (error instanceof TimeoutError) return { type: 'timeout' };
      return { type: 'network' };
    } finally {
      offline.stop();
    }
  }

  return {
    failures$,
    answered$,
    installAnswerCheck(load) {
      answerCheck ??= load().catch(() => {
        answerCheck = undefined;
        return undefined;
      });
    },
    async call<T>(req: HttpRequest): Promise<Result<T>> {
      const method = req.method ?? 'POST';
      const token = options.getToken();
      if ((req.auth ?? true) && !token) {
        options.onMissingToken();
        return { ok: false, outcome: MISSING_TOKEN_OUTCOME };
      }
      recent.push(`${method} ${req.path}`);
      if (recent.length > RECENT_MAX) recent.shift();
      const intent = req.once ? holdIntent(method, req.path, req.body) : undefined;
      const sent = await send(req, method, token, intent?.key).finally(() => intent?.release());
      if (sent.type === 'response' && !GATEWAY_DOWN.has(sent.status)) answered$.next();
      const outcome = classify(sent, { sms: req.sms, url: req.path });
      if (outcome.kind === 'ok') {
        const check = loadContractCheck();
        if (check) (await check).checkAnswer(method, req.path, outcome.data);
        const drift = check || !answerCheck ? undefined : (await answerCheck)?.(method, req.path, outcome.data);
        if (drift) {
          failures$.next({ outcome: drift, request: { method, path: req.path, quiet: req.quiet ?? false } });
          return { ok: false, outcome: drift };
        }
        return { ok: true, data: outcome.data as T };
      }
      if (!(outcome.kind === 'business' && outcome.success)) {
        failures$.next({ outcome, request: { method, path: req.path, quiet: req.quiet ?? false } });
      }
      return { ok: false, outcome };
    },
  };
}
