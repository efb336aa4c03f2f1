// `npx tsx scripts/flood-rss.ts [--port 6150] [--slow] [--big]`: the floods of docs/decisions.md, "Security", from outside, on loopback,
// each bounded in count and time, with the RSS of the simulator (and of the QA receiver) read from /proc before,
// during and after each. It starts both as child processes on PORT and PORT+1 and stops them at the end.
// --slow adds the slow body (about a minute); --big adds four snapshots of a 200,000-device world.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect as tcp, type Socket } from 'node:net';
import WebSocket from 'ws';
import { encodeMessage } from '../src/domain/realtime/codec';
import { z } from 'zod';

const args = process.argv.slice(2);
const port = Number(args[args.indexOf('--port') + 1] || 6150);
const KEY = 'flood-control-key';
const RECEIVER_KEY = 'flood-receiver-key';
const base = `http://127.0.0.1:${port}`;
const receiverUrl = `http://127.0.0.1:${port + 1}/`;

const rssMb = (child: ChildProcess) => {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function start(script: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (ready.test(out)) resolve(child);
    });
    child.stderr!.on('data', () => undefined);
    child.once('exit', (code) => reject(new Error(`${script.join(' ')} ended (${code}): ${out.slice(-500)}`)));
  });
}

const control = async (path: string, body?: unknown, type = 'application/json') => {
  const res = await fetch(`${base}/__sim/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': type },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: z.record(z.string(), z.unknown()).parse(await res.json().catch(() => ({}))) };
};

async function login(): Promise<string> {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ loginName: '13800138000', loginPwd: 'demo1234', countryCode: '86', terminalUUID: 'flood', terminalType: 'web', terminalName: 'flood', terminalOS: 'Linux', loginOemId: '' }),
  });
  return z.object({ hwdata: z.object({ token: z.string() }) }).parse(await res.json()).hwdata.token;
}

const openSocket = (token: string) => new Promise<WebSocket>((resolve, reject) => {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/echo.io?sid=${token}`);
  socket.once('open', () => resolve(socket));
  socket.once('error', reject);
});
const closedCode = (socket: WebSocket) => new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

const rows: string[] = [];
async function measure(name: string, child: ChildProcess, flood: () => Promise<string>) {
  const before = rssMb(child);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child))), 100);
  const started = Date.now();
  let outcome: string;
  try {
    outcome = await flood();
  } catch (error) {
    outcome = `error: ${error instanceof Error ? error.message : String(error)}`;
  }
  clearInterval(sampler);
  await sleep(500);
  const after = rssMb(child);
  peak = Math.max(peak, after);
  const row = `${name.padEnd(44)} RSS ${String(before).padStart(4)} -> peak ${String(peak).padStart(4)} -> ${String(after).padStart(4)} MB  ${((Date.now() - started) / 1000).toFixed(1)} s  ${outcome}`;
  rows.push(row);
  console.log(row);
}

const sim = await start(['simulator/server/main.ts'], { PORT: String(port), SIM_CONTROL_KEY: KEY, SIM_ACTIVITY: '0', DIST_DIR: '/nonexistent', LOG_LEVEL: 'error' }, /Demo accounts/);
const receiver = await start(['simulator/cli.ts', 'receiver', '--port', String(port + 1)], { RECEIVER_KEYS: RECEIVER_KEY }, /Receiving project reports/);
try {
  const token = await login();

  await measure('heartbeats 8 s to a socket that never reads', sim, async () => {
    const socket = await openSocket(token);
    socket.pause();
    const frame = encodeMessage({ type: 'heartbeat', at: 1, sentAt: 1 });
    const until = Date.now() + 8_000;
    let sent = 0;
    while (Date.now() < until && socket.readyState === socket.OPEN) {
      for (let i = 0; i < 2_000; i += 1) socket.send(frame);
      sent += 2_000;
      await new Promise((resolve) => setImmediate(resolve));
    }
    socket.terminate();
    return `${sent} heartbeats (${Math.round((sent * frame.byteLength) / 1024 / 1024)} MB) sent`;
  });

  await measure('1 MB alarms to a socket that never reads', sim, async () => {
    const socket = await openSocket(token);
    socket.pause();
    const closed = closedCode(socket);
    const content = 'x'.repeat(1024 * 1024);
    let pushes = 0;
    let delivered = 1;
    while (delivered > 0 && pushes < 200) {
      delivered = Number((await control('push', { account: '13800138000', message: { type: 'deviceAlarm', deviceCode: 'F1', deviceId: 'd', totalUnreadMsg: 1, content } })).body.delivered);
      pushes += 1;
    }
    socket.resume();
    return `${pushes} pushes until the server stopped sending; close code ${await Promise.race([closed, sleep(5_000).then(() => 'none')])}`;
  });

  await measure('3,000 sockets with one token', sim, async () => {
    const sockets = await Promise.all(Array.from({ length: 3_000 }, () => openSocket(token).catch(() => undefined)));
    await sleep(1_000);
    const open = sockets.filter((s) => s?.readyState === WebSocket.OPEN).length;
    for (const s of sockets) s?.terminate();
    return `${open} stayed open`;
  });

  await measure('4,000 half-open connections', sim, async () => {
    const sockets: Socket[] = [];
    let closedEarly = 0;
    await Promise.all(Array.from({ length: 4_000 }, () => new Promise<void>((resolve) => {
      const socket = tcp(port, '127.0.0.1', () => {
        socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
        resolve();
      });
      socket.on('error', () => resolve());
      socket.on('close', () => (closedEarly += 1));
      sockets.push(socket);
    })));
    await sleep(1_000);
    const open = sockets.length - closedEarly;
    for (const s of sockets) s.destroy();
    return `${open} held open by the server`;
  });

  await measure('two YAML scenarios of 100,000 nested [', sim, async () => {
    const body = `a: ${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const answers = [await control('scenario', body, 'text/yaml'), await control('scenario', body, 'text/yaml')];
    const alive = (await control('state')).status;
    return `answers ${answers.map((a) => `${a.status} (${String(a.body.error).slice(0, 60)})`).join(', ')}; server answers ${alive}`;
  });

  for (const signed of [false, true]) {
    await measure(`receiver: three ${signed ? 'signed-looking' : 'unsigned'} 100 MB POSTs`, receiver, async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const headers: Record<string, string> = signed ? { 'x-report-signature': `sha256=${'0'.repeat(64)}`, 'x-report-timestamp': String(Date.now()) } : {};
        const res = await fetch(receiverUrl, { method: 'POST', headers, body: Buffer.alloc(100 * 1024 * 1024, 'a') }).catch(() => undefined);
        statuses.push(res?.status ?? 0);
      }
      const journal = z.object({ deliveries: z.array(z.unknown()) }).parse(await (await fetch(`${receiverUrl}deliveries?since=0`)).json());
      return `answers ${statuses.join(', ')} (0: cut); journal ${journal.deliveries.length}`;
    });
  }

  if (args.includes('--slow')) {
    await measure('a body sent one byte every 5 s', sim, async () => {
      const socket = tcp(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      const opened = Date.now();
      socket.write('POST /api/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n');
      const timer = setInterval(() => socket.write('a'), 5_000);
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      await Promise.race([new Promise((resolve) => socket.once('close', resolve)), sleep(140_000)]);
      clearInterval(timer);
      socket.destroy();
      return `closed after ${((Date.now() - opened) / 1000).toFixed(0)} s with "${answer.split('\r\n')[0]}"`;
    });
  }

  if (args.includes('--big')) {
    await control('reset', { devices: 200_000 });
    await measure('four snapshots of a 200,000-device world', sim, async () => {
      let worstMs = 0;
      let probing = true;
      const probe = (async () => {
        while (probing) {
          const at = Date.now();
          await fetch(`${base}/login`).catch(() => undefined);
          worstMs = Math.max(worstMs, Date.now() - at);
          await sleep(50);
        }
      })();
      const answers: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        const started = Date.now();
        const a = await control('snapshot', { name: `big${i}` });
        answers.push(`${a.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
      probing = false;
      await probe;
      return `snapshots ${answers.join(', ')}; GET /login waited at most ${worstMs} ms meanwhile`;
    });
    await measure('reset after the snapshots', sim, async () => {
      await control('reset', { devices: 36 });
      return `snapshots left: ${z.array(z.unknown()).parse((await control('snapshots')).body.snapshots).length}`;
    });
  }
} finally {
  sim.kill('SIGTERM');
  receiver.kill('SIGTERM');
}
console.log(`\nSimulator and receiver on loopback ports ${port} and ${port + 1}:\n${rows.join('\n')}`);
process.exit(0);
