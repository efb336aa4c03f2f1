// The console reads every success answer with its documented schema in tests: a cloud that renamed a field fails
// the call loudly, naming the call, the field and the value; a fitting answer passes untouched.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http as rest, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createHttp } from '../../src/transport/http';

const origin = 'http://cloud.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const user = { hide_map: 0, name: 'Li', phone: '138', email: '', countryCode: '86', phone_state: 1, email_state: 0 };
const make = () => createHttp({ origin, getToken: () => 'tok', onMissingToken: vi.fn() });

describe('the console checks what the cloud answers', () => {
  it('passes an answer that fits /openapi.json', async () => {
    server.use(rest.post(`${origin}/api/user/selectInfo`, () => HttpResponse.json({ hwcode: 0, hwdata: user })));
    expect(await make().call({ path: '/api/user/selectInfo' })).toEqual({ ok: true, data: user });
  });

  it('fails a renamed field with the call, the field and the value', async () => {
    const { name, ...rest2 } = user;
    server.use(rest.post(`${origin}/api/user/selectInfo`, () => HttpResponse.json({ hwcode: 0, hwdata: { ...rest2, nickName: name } })));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(make().call({ path: '/api/user/selectInfo' })).rejects.toThrow(/POST \/api\/user\/selectInfo: hwdata\.name = missing/);
    error.mockRestore();
  });

  it('names a wrong type with its value', async () => {
    server.use(rest.post(`${origin}/api/user/selectInfo`, () => HttpResponse.json({ hwcode: 0, hwdata: { ...user, hide_map: 'yes' } })));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(make().call({ path: '/api/user/selectInfo' })).rejects.toThrow(/hwdata\.hide_map = "yes"/);
    error.mockRestore();
  });
});
