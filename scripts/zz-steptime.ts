import { startServer } from '../simulator/server/main';
import { DEMO_ACCOUNTS } from '../simulator/world/demoAccounts';
const server = await startServer({ port: 0, distDir: '.tmp/dist-mobile', seed: 42, quiet: true });
const post = async (path: string, body: unknown) => (await fetch(`${server.url}/__sim/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...server.controlHeaders }, body: JSON.stringify(body) })).json();
await post('alarms/storm', { account: DEMO_ACCOUNTS.personal.phone, perSecond: 20, seconds: 3600, realTime: false });
for (let m = 0; m < 10; m++) {
  const t = Date.now();
  const r = await post('alarms/step', { ms: 60_000 });
  console.log(m, r.raised, Date.now() - t, 'ms');
}
await server.close();
