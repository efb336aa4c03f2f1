// Behind CLOUD_URL a cloud whose answers no longer fit /openapi.json is reported, not shown: the answer reaches the
// console unchanged, the server logs each call and field once and counts them, and GET /__contract lists the drift.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../simulator/server/main';

let cloud: Server;
let proxy: RunningServer;
// The cloud renamed `name` to `nickName` in the user info.
const renamed = { hide_map: 0, nickName: 'Li', phone: '138', email: '', countryCode: '86', phone_state: 1, email_state: 0 };

beforeAll(async () => {
  cloud = createServer((req, res) => {
    const body = req.url?.startsWith('/api/user/selectInfo') ? { hwcode: 0, hwdata: renamed } : { hwcode: 0, hwdata: null };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => cloud.listen(0, '127.0.0.1', resolve));
  proxy = await startServer({ port: 0, cloudUrl: `http://127.0.0.1:${(cloud.address() as AddressInfo).port}`, quiet: true });
});

afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => cloud.close(resolve));
});

describe('contract drift behind CLOUD_URL', () => {
  it('passes the renamed answer on and lists the drift once per call and field, counted', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await fetch(`${proxy.url}/api/user/selectInfo`, { method: 'POST', headers: { cloudtoken: 't' } });
      expect(await res.json()).toEqual({ hwcode: 0, hwdata: renamed });
    }
    const listed = (await (await fetch(`${proxy.url}/__contract`)).json()) as { drift: { call: string; field: string; count: number; value: string }[] };
    expect(listed.drift).toEqual([expect.objectContaining({ call: 'POST /api/user/selectInfo', field: 'hwdata.name', value: 'missing', count: 2 })]);
  });
});
