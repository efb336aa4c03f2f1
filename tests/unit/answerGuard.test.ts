// The production build checks answers too (src/ui/data/answerGuard.ts, installed by the signed-in data layer): an
// answer of the wrong shape becomes the drift outcome a screen shows, never data a render would crash on, and each
// call and field is counted.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http as rest, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createHttp } from '../../src/transport/http';
import { checkAnswer, driftSeen } from '../../src/ui/data/answerGuard';
import { DRIFT_KEY } from '../../src/ui/app/resilienceTexts';
import { createWorld } from '../../simulator/world/createWorld';

const origin = 'http://cloud.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllEnvs();
});
afterAll(() => server.close());

// A world device as machine/select lists it: with the caller's role, its state and the time as text.
const device = { ...createWorld({ seed: 42 }).devices[0]!, state: 1, limit_authority: 3, registtime: '2025-09-08 00:00:00' };
const make = () => {
  const http = createHttp({ origin, getToken: () => 'tok', onMissingToken: vi.fn() });
  http.installAnswerCheck?.(async () => checkAnswer);
  return http;
};

describe('the answer check of the production build', () => {
  it('turns a device name that is an object into the drift outcome, reported once as a failure, and counts it', async () => {
    vi.stubEnv('DEV', false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(rest.post(`${origin}/api/machine/select`, () => HttpResponse.json({ hwcode: 0, hwdata: [{ ...device, machine_name: { zh: 'x' } }] })));
    const http = make();
    const failures: unknown[] = [];
    http.failures$.subscribe((f) => failures.push(f.outcome));
    const before = driftSeen().find((d) => d.field === 'hwdata.0.machine_name')?.count ?? 0;
    expect(await http.call({ path: '/api/machine/select' })).toEqual({ ok: false, outcome: { kind: 'serverApi', messageKey: DRIFT_KEY } });
    await http.call({ path: '/api/machine/select' });
    expect(failures).toHaveLength(2);
    expect(driftSeen().find((d) => d.field === 'hwdata.0.machine_name')).toMatchObject({ call: 'POST /api/machine/select', count: before + 2 });
    // Told on the console once per call and field, not per answer.
    expect(warn.mock.calls.filter(([line]) => String(line).includes('machine_name'))).toHaveLength(1);
    warn.mockRestore();
  });

  it('passes an answer that fits', async () => {
    vi.stubEnv('DEV', false);
    server.use(rest.post(`${origin}/api/machine/select`, () => HttpResponse.json({ hwcode: 0, hwdata: [device] })));
    const answer = await make().call({ path: '/api/machine/select' });
    expect(answer.ok).toBe(true);
  });

  it('is not asked before it is installed (the sign-in page carries no schemas)', async () => {
    vi.stubEnv('DEV', false);
    server.use(rest.post(`${origin}/api/machine/select`, () => HttpResponse.json({ hwcode: 0, hwdata: [{ ...device, machine_name: 5 }] })));
    const http = createHttp({ origin, getToken: () => 'tok', onMissingToken: vi.fn() });
    expect((await http.call({ path: '/api/machine/select' })).ok).toBe(true);
  });
});
