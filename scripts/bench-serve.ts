// `npm run bench -- serve`: the server behind `npm start` under load, in a child process so that its memory is its
// own. Figures: RSS before and after 200 clients sign in again on every loop (BENCH_FLOOD_S, 60 s), the time to
// add 100,000 devices to a 100,000-device world and to shut down after it, and the JavaScript a first visit to
// /login transfers (compressed) with a fresh browser.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { consoleDist, createReport } from './benchSupport';
import { SIMULATOR_NODE_FLAGS } from './simulatorNodeFlags.mjs';
import { z } from 'zod';

const KEY = 'bench-serve-key';
const CLIENTS = 200;
const FLOOD_S = Number(process.env.BENCH_FLOOD_S ?? 60);
const ACCOUNTS = ['13800138000', 'ent@example.com', 'factory01'];
/** How often the flood's RSS is read. */
const SAMPLE_MS = 250;

async function startChild(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [...SIMULATOR_NODE_FLAGS, '--import', 'tsx', 'simulator/server/main.ts'], {
    env: { ...process.env, PORT: '0', SIM_CONTROL_KEY: KEY, SIM_ACTIVITY: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  for await (const chunk of child.stdout!) {
    out += String(chunk);
    const url = /Console: (http:\/\/\S+)\/login/.exec(out)?.[1];
    if (url) return { child, url };
  }
  throw new Error(`server did not start: ${out}`);
}

const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function control(url: string, path: string, body?: unknown) {
  const res = await fetch(`${url}/__sim/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return z.record(z.string(), z.unknown()).parse(await res.json());
}

async function stop(child: ChildProcess): Promise<number> {
  const start = performance.now();
  child.kill('SIGTERM');
  await once(child, 'exit');
  return performance.now() - start;
}

async function flood(report: ReturnType<typeof createReport>['report']) {
  const { child, url } = await startChild({});
  const before = rssMiB(child.pid!);
  let logins = 0;
  let failures = 0;
  const until = Date.now() + FLOOD_S * 1000;
  const client = async (i: number) => {
    while (Date.now() < until) {
      const res = await fetch(`${url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ loginName: ACCOUNTS[i % ACCOUNTS.length]!, loginPwd: 'demo1234', countryCode: '86', terminalUUID: `bench-${i}`, terminalType: 'web', terminalName: 'bench', terminalOS: 'node', loginOemId: '' }),
      }).catch(() => undefined);
      const answer = res ? z.object({ hwcode: z.number() }).parse(await res.json()) : undefined;
      if (answer?.hwcode === 0) logins += 1;
      else failures += 1;
    }
  };
  // RSS rises and falls with the collector's cycles (the young generation alone may take 3 × 64 MiB): one reading at
  // half way and one at the end differed by −25 to +29 MiB between runs of the same code. The highest reading of each
  // half, taken every SAMPLE_MS, is the working size plus the collector's room; a leak raises the second's.
  const highest = [before, before];
  const floodStart = Date.now();
  const sampler = setInterval(() => {
    const half = Date.now() - floodStart < (FLOOD_S * 1000) / 2 ? 0 : 1;
    highest[half] = Math.max(highest[half]!, rssMiB(child.pid!));
  }, SAMPLE_MS);
  await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
  clearInterval(sampler);
  const after = rssMiB(child.pid!);
  const state = await control(url, 'state');
  console.log(`${CLIENTS} clients, ${FLOOD_S} s: ${logins} sign-ins (${failures} refused), ${String(state.liveSessions)} live sessions at the end`);
  report('RSS before the sign-in flood', before, 'MiB');
  report('RSS after the sign-in flood', after, 'MiB');
  report(`highest RSS of the first ${FLOOD_S / 2} s`, highest[0]!, 'MiB');
  report(`highest RSS of the last ${FLOOD_S / 2} s`, highest[1]!, 'MiB');
  // The heap grows to its working size in the first seconds; bounded memory means no growth after that.
  report('RSS growth in the second half of the flood (highest against highest)', highest[1]! - highest[0]!, 'MiB', 16);
  await stop(child);
}

async function growth(report: ReturnType<typeof createReport>['report']) {
  const { child, url } = await startChild({ SIM_DEVICES: '100000' });
  const start = performance.now();
  const added = await control(url, 'devices', { count: 100_000 });
  report(`add 100,000 devices (world now ${String(added.devices)})`, (performance.now() - start) / 1000, 's', 10);
  // Shutdown while a second batch is running: SIGTERM is honoured as soon as the batch ends.
  void control(url, 'devices', { count: 100_000 }).catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 200));
  report('SIGTERM during a 100,000-device add → exit', (await stop(child)) / 1000, 's', 10);
}

async function firstVisit(report: ReturnType<typeof createReport>['report']) {
  const dist = await consoleDist('index', '.tmp/dist-bench-serve');
  const { child, url } = await startChild({ DIST_DIR: dist });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    let transferred = 0;
    let plain = 0;
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      void response.request().sizes().then((sizes) => (transferred += sizes.responseBodySize));
      void response.body().then((body) => (plain += body.length)).catch(() => undefined);
    });
    await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
    await page.getByTestId('login-submit').waitFor();
    report('JS transferred on a first visit to /login (br)', transferred / 1024, 'KiB', 180);
    report('the same JS uncompressed', plain / 1024, 'KiB');
  } finally {
    await browser.close();
    await stop(child);
  }
}

export default async function run() {
  const { report, summary } = createReport();
  await firstVisit(report);
  await growth(report);
  await flood(report);
  summary();
}
