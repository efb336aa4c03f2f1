import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { delay, http as rest, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createHttp, withSignal, type Failure } from '../../src/transport/http';
import { login } from '../../src/transport/api/user';
import { selectMachines } from '../../src/transport/api/machine';
import { getLogo } from '../../src/transport/api/enterprise';
import { confirmAccount } from '../../src/transport/api/user';
import { NETWORK_ERROR_KEY, TIMEOUT_KEY } from '../../src/domain/resultCodes';

const origin = 'http://cloud.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** null: no token cookie. */
function make(token: string | null = 'tok-1', timeoutMs?: number) {
  const onMissingToken = vi.fn();
  const http = createHttp({ origin, getToken: () => token ?? undefined, onMissingToken, timeoutMs });
  const failures: Failure[] = [];
  http.failures$.subscribe((failure) => failures.push(failure));
  return { http, onMissingToken, failures };
}

describe('http transport', () => {
  it('sends form-encoded bodies and returns hwdata of a hwcode 0 answer', async () => {
    let seen: { type: string | null; body: string } | undefined;
    server.use(
      rest.post(`${origin}/api/user/login`, async ({ request }) => {
        seen = { type: request.headers.get('content-type'), body: await request.text() };
        return HttpResponse.json({ hwcode: 0, hwdata: { token: 't', userid: 7, phone: '1', email: '' } });
      }),
    );
    const { http } = make(null);
    const result = await login(http, {
      loginName: '13800000000',
      loginPwd: 'pw 1&2',
      terminalUUID: 'u',
      countryCode: '86',
      terminalType: 'web',
      terminalName: 'Chrome',
      terminalOS: 'Linux',
      loginOemId: '0',
    });
    expect(result).toEqual({ ok: true, data: { token: 't', userid: 7, phone: '1', email: '' } });
    expect(seen?.type).toContain('application/x-www-form-urlencoded');
    const form = new URLSearchParams(seen?.body);
    expect(form.get('loginName')).toBe('13800000000');
    expect(form.get('loginPwd')).toBe('pw 1&2');
    expect(form.get('loginOemId')).toBe('0');
  });

  it('sends the token as the cloudtoken header, also to /eapi', async () => {
    const headers: (string | null)[] = [];
    server.use(
      rest.post(`${origin}/api/machine/select`, ({ request }) => {
        headers.push(request.headers.get('cloudtoken'));
        return HttpResponse.json({ hwcode: 0, hwdata: [] });
      }),
      rest.post(`${origin}/eapi/o/getlogo`, async ({ request }) => {
        headers.push(request.headers.get('cloudtoken'));
        expect(new URLSearchParams(await request.text()).get('eid')).toBe('12');
        return HttpResponse.json({ hwcode: 0, hwdata: { platformName: 'P', applyLogoUrl: '/l.png', name: 'E' } });
      }),
    );
    const { http } = make('secret-token');
    expect(await selectMachines(http, { terminalID: 'x', version: '1.4.2' })).toEqual({ ok: true, data: [] });
    expect((await getLogo(http, { eid: 12 })).ok).toBe(true);
    expect(headers).toEqual(['secret-token', 'secret-token']);
  });

  it('puts GET payloads in the query string', async () => {
    let query: string | undefined;
    server.use(
      rest.get(`${origin}/api/user/v1/confirmAccount`, ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ hwcode: 0, hwdata: { exists: true } });
      }),
    );
    const { http } = make(null);
    expect((await confirmAccount(http, { phone: '13800000000', countryCode: '86' })).ok).toBe(true);
    expect(new URLSearchParams(query).get('phone')).toBe('13800000000');
    expect(new URLSearchParams(query).get('countryCode')).toBe('86');
  });

  it('never sends an authenticated call without a token and asks the UI to go to login', async () => {
    const hit = vi.fn();
    server.use(rest.post(`${origin}/api/machine/select`, () => (hit(), HttpResponse.json({ hwcode: 0 }))));
    const { http, onMissingToken } = make(null);
    const result = await selectMachines(http, { terminalID: 'x', version: '1.4.2' });
    expect(hit).not.toHaveBeenCalled();
    expect(onMissingToken).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ ok: false, outcome: { kind: 'tokenExpired' } });
  });

  it('turns a time-out into the time-out outcome', async () => {
    server.use(rest.post(`${origin}/api/user/selectInfo`, async () => (await delay('infinite'), HttpResponse.json({}))));
    const { http, failures } = make('t', 30);
    const result = await http.call({ path: '/api/user/selectInfo' });
    expect(result).toEqual({ ok: false, outcome: { kind: 'network', messageKey: TIMEOUT_KEY } });
    expect(failures).toHaveLength(1);
  });

  it('cancels a call when its signal aborts: the call rejects and no failure is reported', async () => {
    let asked = false;
    server.use(rest.post(`${origin}/api/user/selectInfo`, async () => ((asked = true), await delay('infinite'), HttpResponse.json({}))));
    const { http, failures } = make('t');
    const controller = new AbortController();
    const call = withSignal(http, controller.signal).call({ path: '/api/user/selectInfo' });
    await vi.waitFor(() => expect(asked).toBe(true), { timeout: 30_000 });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(failures).toHaveLength(0);
  });

  it('turns a failed fetch into the network outcome', async () => {
    server.use(rest.post(`${origin}/api/user/selectInfo`, () => HttpResponse.error()));
    const { http } = make();
    expect(await http.call({ path: '/api/user/selectInfo' })).toEqual({
      ok: false,
      outcome: { kind: 'network', messageKey: NETWORK_ERROR_KEY },
    });
  });

  it('publishes hwcode 113 on failures$ as token expired', async () => {
    server.use(rest.post(`${origin}/api/user/selectInfo`, () => HttpResponse.json({ hwcode: 113, hwdata: null })));
    const { http, failures } = make();
    const result = await http.call({ path: '/api/user/selectInfo' });
    expect(result.ok).toBe(false);
    expect(failures).toEqual([
      {
        outcome: expect.objectContaining({ kind: 'tokenExpired' }),
        request: { method: 'POST', path: '/api/user/selectInfo', quiet: false },
      },
    ]);
  });

  it('marks the failures of quiet calls, whose screens show them inline', async () => {
    server.use(rest.post(`${origin}/api/user/login`, () => HttpResponse.json({ hwcode: '07010110', hwdata: null })));
    const { http, failures } = make();
    await http.call({ path: '/api/user/login', auth: false, quiet: true });
    expect(failures).toEqual([
      {
        outcome: expect.objectContaining({ kind: 'business', code: '07010110' }),
        request: { method: 'POST', path: '/api/user/login', quiet: true },
      },
    ]);
  });

  it('reports HTTP errors with their status and leaves success-like business codes off failures$', async () => {
    server.use(
      rest.post(`${origin}/api/user/selectInfo`, () => new HttpResponse('down', { status: 503 })),
      rest.post(`${origin}/api/machine/del`, () => HttpResponse.json({ hwcode: '040103010' })),
    );
    const { http, failures } = make();
    expect(await http.call({ path: '/api/user/selectInfo' })).toMatchObject({
      ok: false,
      outcome: { kind: 'http', status: 503 },
    });
    expect(await http.call({ path: '/api/machine/del', body: { delMachineID: 1 } })).toMatchObject({
      ok: false,
      outcome: { kind: 'business', code: '040103010', success: true },
    });
    expect(failures.map((f) => f.outcome.kind)).toEqual(['http']);
  });

  it('sends JSON when a call opts in', async () => {
    let body: unknown;
    server.use(
      rest.put(`${origin}/api/user/v1/userName`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ hwcode: 0 });
      }),
    );
    const { http } = make();
    await http.call({ method: 'PUT', path: '/api/user/v1/userName', body: { name: '张三' }, json: true });
    expect(body).toEqual({ name: '张三' });
  });
});
