import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createHandlers } from '../../simulator/handlers';
import { createSim, type Sim } from '../../simulator/sim';
import { formRequest } from '../../scripts/conformance/formRequest';
import { assertAnswerMatchesDocument } from './openapiValidation';

export const ORIGIN = 'http://sim.test';

export type Envelope = { hwcode: number | string; hwdata: unknown };

/** One simulated cloud per test file, a fresh world per test. */
export function simulatorPerTest(): { sim: () => Sim } {
  const sim = createSim({ seed: 1 });
  const server = setupServer(...createHandlers(sim));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => sim.reset({ seed: 1 }));
  afterAll(() => server.close());
  return { sim: () => sim };
}

/** A form-encoded call, as the console sends it. */
export async function call(path: string, fields: Record<string, string> = {}, options: { token?: string; method?: string } = {}): Promise<Envelope> {
  const method = options.method ?? 'POST';
  const headers: Record<string, string> = {};
  if (options.token) headers.cloudtoken = options.token;
  const body = new URLSearchParams(fields);
  const url = method === 'GET' ? `${ORIGIN}${path}?${body}` : `${ORIGIN}${path}`;
  if (method !== 'GET') headers['content-type'] = 'application/x-www-form-urlencoded';
  const res = await fetch(url, { method, headers, body: method === 'GET' ? undefined : body });
  if (res.status !== 200) throw new Error(`HTTP ${res.status} for ${path}`);
  const answer = (await res.json()) as Envelope;
  // Every answer must fit the OpenAPI document (/openapi.json); calls it leaves open accept any hwdata.
  assertAnswerMatchesDocument(method, path, answer);
  return answer;
}

export async function control<T = Record<string, unknown>>(path: string, json?: unknown, method = json === undefined ? 'GET' : 'POST'): Promise<T> {
  const res = await fetch(`${ORIGIN}/__sim/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return (await res.json()) as T;
}

/**
 * A call with its HTTP status as well as its envelope, the fields in the query for GET and DELETE and in a form body
 * otherwise: for the contract's refusals (HTTP 400 naming the field).
 */
export async function rawCall(method: string, path: string, fields: Record<string, string>, token?: string): Promise<{ status: number; body: Envelope }> {
  const { status, body } = await formRequest(ORIGIN, method, path, fields, token);
  return { status, body: body as Envelope };
}

/**
 * A call the document's schema refuses (docs/decisions.md, Contract): HTTP 400 with hwcode 400, never a business
 * answer; the hwdata, which names the field, is returned.
 */
export async function schemaRefusal(method: string, path: string, fields: Record<string, string>, token?: string): Promise<string> {
  const { status, body } = await rawCall(method, path, fields, token);
  expect({ path, status, hwcode: body.hwcode }).toEqual({ path, status: 400, hwcode: 400 });
  return String(body.hwdata);
}

export const terminal = { terminalUUID: 'test-uuid', terminalType: 'web', terminalName: 'Vitest', terminalOS: 'Linux', loginOemId: '' };

export async function loginToken(loginName: string, loginPwd = 'demo1234', countryCode = '86'): Promise<string> {
  const answer = await call('/api/user/login', { loginName, loginPwd, countryCode, ...terminal });
  if (answer.hwcode !== 0) throw new Error(`login failed: ${String(answer.hwcode)}`);
  return (answer.hwdata as { token: string }).token;
}
