// `npm run bench -- wall`: the control-room wall (/mapcanvas) through an hour of the simulator's generated alarms
// at a high rate. The hour is simulated: a storm that only /__sim/alarms/step advances, stepped a minute at a time
// while the page takes in each minute's pushes, so the run lasts minutes of real time, not an hour. Midway the
// realtime connection is dropped and the wall must reconnect by itself. Prints the JS heap (after a forced
// collection) before and after, the peak, DOM nodes, pulses and list rows (all bounded), and the reconnection.
// BENCH_BYPASS_CSP=1 runs the page without the server's Content-Security-Policy: while the realtime codec's
// protobufjs encoder compiles itself with eval, that policy breaks every page at its first heartbeat (15 s).
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { startServer } from '../simulator/server/main';
import { generatorOf } from '../simulator/generator/generator';
import { DEMO_ACCOUNTS } from '../simulator/world/demoAccounts';
// @ts-expect-error plain ESM helpers shared with the tests
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { consoleDist, createReport, signInAsDemo } from './benchSupport';

/** Alarms a second across the user's devices: 18,000 in the simulated hour, some 350 times the demo's background rate
 * for this fleet. Higher rates are possible (BENCH_WALL_RATE); the simulator's own cost per alarm grows with the
 * messages it holds, so they take long in real time. */
const PER_SECOND = Number(process.env.BENCH_WALL_RATE ?? 5);
const SIMULATED_MINUTES = Number(process.env.BENCH_WALL_MINUTES ?? 60);
const P = DEMO_ACCOUNTS.personal;

const { report, summary } = createReport();

// Counts the realtime frames the page receives (plain text: runs in the page before its scripts).
const PAGE_PROBES = `
(() => {
  const w = window;
  w.__frames = 0;
  const Native = w.WebSocket;
  w.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', () => { w.__frames += 1; });
    }
  };
})();
`;

async function heapMiB(cdp: CDPSession, collect: boolean): Promise<number> {
  if (collect) {
    // Twice: the first pass frees what finalisers release for the second.
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
  }
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return usedSize / 1024 / 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

const pageFigures = (page: Page) =>
  page.evaluate(() => ({
    frames: (window as unknown as { __frames: number }).__frames,
    nodes: document.getElementsByTagName('*').length,
    pulses: document.querySelectorAll('[data-testid="wall-pulse"]').length,
    rows: document.querySelectorAll('[data-testid="wall-alarm"]').length,
    alarming: document.querySelector('[data-testid="wall-alarming"]')?.textContent ?? '',
  }));

export default async function run(): Promise<void> {
  const distDir = await consoleDist('WallPage', '.tmp/dist-bench-wall');
  const server = await startServer({ port: 0, distDir, seed: 42, quiet: true });
  const sim = server.sim;
  if (!sim) throw new Error('the wall bench needs the simulator, not a proxy');
  const control = async (path: string, body: unknown) => {
    const res = await fetch(`${server.url}/__sim/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...server.controlHeaders }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const connections = () => sim.hub.connectionsPerUser()[String(P.userId)] ?? 0;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH as string, args: CHROMIUM_ARGS as string[] });
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 }, bypassCSP: process.env.BENCH_BYPASS_CSP === '1' });
    await page.addInitScript(PAGE_PROBES);
    await signInAsDemo(page, server.url, 'phone');
    await page.goto(`${server.url}/mapcanvas?lang=en`);
    await page.locator('[data-testid="wall-map"][data-painted="true"]').waitFor({ timeout: 30_000 });
    await until(() => connections() > 0, 10_000, 'the realtime connection');
    const cdp = await page.context().newCDPSession(page);
    const generator = generatorOf(sim);

    // A page that broke (React's error page) never takes in the pushes: say so instead of timing out on frames.
    const alive = async () => {
      const broken = await page.getByText('Unexpected Application Error').count();
      if (broken > 0) throw new Error(`the wall crashed: ${await page.locator('h3').first().textContent()}`);
    };

    // Warm-up: one simulated minute, so that the baseline is a wall whose code for this path is loaded and compiled.
    const minute = async () => {
      const framesBefore = (await pageFigures(page)).frames;
      await alive();
      const raised = (await control('alarms/step', { ms: 60_000 })).raised as number;
      // Bounded real time: the page takes in the minute's pushes (1 per recipient connection) before the next one.
      await until(async () => (await pageFigures(page)).frames >= framesBefore + raised, 30_000, 'the minute’s pushes');
      return raised;
    };
    await control('alarms/storm', { account: P.phone, perSecond: PER_SECOND, seconds: 60, realTime: false });
    await minute();
    await sleep(3_000);
    const heapBefore = await heapMiB(cdp, true);
    const before = await pageFigures(page);
    const started = Date.now();

    await control('alarms/storm', { account: P.phone, perSecond: PER_SECOND, seconds: SIMULATED_MINUTES * 60, realTime: false });
    let raised = 0;
    let heapPeak = heapBefore;
    let reconnectMs = NaN;
    for (let m = 0; m < SIMULATED_MINUTES; m++) {
      raised += await minute();
      if (m % 5 === 4) {
        const heap = await heapMiB(cdp, false);
        heapPeak = Math.max(heapPeak, heap);
        // Progress, and the heap's path through the hour (without a forced collection, so it saws).
        console.log(`  simulated minute ${m + 1}: ${raised} alarms, heap ${heap.toFixed(1)} MiB, ${((Date.now() - started) / 1000).toFixed(0)} s`);
      }
      if (m === Math.floor(SIMULATED_MINUTES / 2)) {
        // The network drops: the wall must come back on its own and keep counting.
        const dropped = Date.now();
        await control('drop', { account: P.phone });
        await page.locator('[data-testid="wall-live"][data-state="open"]').waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
        await page.locator('[data-testid="wall-live"][data-state="open"]').waitFor({ timeout: 60_000 });
        await until(() => connections() > 0, 60_000, 'the reconnection');
        reconnectMs = Date.now() - dropped;
      }
    }
    const realSeconds = (Date.now() - started) / 1000;
    if (generator.status().storms.length > 0) throw new Error('the storm did not end with the simulated hour');
    // Let the last invalidations and the pulses' sweep settle, then measure what the hour left behind.
    await sleep(10_000);
    const after = await pageFigures(page);
    const heapAfter = await heapMiB(cdp, true);

    console.log(`Wall: ${SIMULATED_MINUTES} simulated minutes of alarms at ${PER_SECOND}/s (${raised} alarms) in ${realSeconds.toFixed(0)} s of real time`);
    console.log(`frames received ${after.frames - before.frames}; alarming devices shown ${after.alarming}; one drop of the realtime connection midway`);
    report('JS heap before the hour', heapBefore, 'MiB');
    report('JS heap at the peak (no forced collection)', heapPeak, 'MiB');
    report('JS heap after the hour', heapAfter, 'MiB');
    report('heap after against before', ((heapAfter - heapBefore) / heapBefore) * 100, '%', 10);
    report('DOM nodes before', before.nodes, 'nodes');
    report('DOM nodes after', after.nodes, 'nodes');
    report('DOM nodes after against before', ((after.nodes - before.nodes) / before.nodes) * 100, '%', 10);
    report('pulses on the map after (at most 50)', after.pulses, 'pulses', 50);
    report('latest alarms listed (12)', after.rows, 'rows', 12);
    report('reconnection after a drop', reconnectMs, 'ms');
    summary();
  } finally {
    await browser.close();
    await server.close();
  }
}
