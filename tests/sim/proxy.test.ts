import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { decodeMessage } from '../../src/domain/realtime/codec';
import { startServer, type RunningServer } from '../../simulator/server/main';

// CLOUD_URL mode: a second server, started against the first as its "cloud", must pass calls and the socket on.
let cloud: RunningServer;
let proxy: RunningServer;

beforeAll(async () => {
  cloud = await startServer({ port: 0, seed: 1, quiet: true });
  proxy = await startServer({ port: 0, cloudUrl: cloud.url, quiet: true });
});

afterAll(async () => {
  await proxy.close();
  await cloud.close();
});

describe('the server in CLOUD_URL mode', () => {
  it('runs no simulator and forwards /api calls and the /echo.io socket to the cloud', async () => {
    expect(proxy.sim).toBeUndefined();
    const res = await fetch(`${proxy.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ loginName: 'ent@example.com', loginPwd: 'demo1234', countryCode: '86', terminalUUID: 't', terminalType: 'web', terminalName: 'Vitest', terminalOS: 'Linux', loginOemId: '' }),
    });
    const { hwcode, hwdata } = (await res.json()) as { hwcode: number; hwdata: { token: string } };
    expect(hwcode).toBe(0);

    const socket = new WebSocket(`${proxy.url.replace('http', 'ws')}/echo.io?sid=${hwdata.token}`);
    const frame = new Promise<Buffer>((resolve) => socket.once('message', (data: Buffer) => resolve(data)));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    // The cloud registers the socket just after the handshake: push until it is delivered.
    for (;;) {
      const pushed = await fetch(`${cloud.url}/__sim/push`, {
        method: 'POST',
        headers: cloud.controlHeaders,
        body: JSON.stringify({ account: 'ent@example.com', message: { type: 'massTexting', content: 'hello', totalUnreadMsg: 2 } }),
      });
      if (((await pushed.json()) as { delivered: number }).delivered > 0) break;
    }
    expect(decodeMessage(new Uint8Array(await frame))).toMatchObject({ type: 'massTexting', content: 'hello', totalUnreadMsg: 2 });
    socket.close();
  });
});
