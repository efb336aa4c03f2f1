// `npm run bench -- wall`: the control-room wall (/mapcanvas) through hours of the simulator's generated alarms at
// a high rate. The hours are simulated: a storm that only /__sim/alarms/step advances, stepped a minute at a time
// while the page takes in each minute's pushes, so an hour lasts under a minute of real time. In each hour the
// realtime connection is dropped and the wall must reconnect by itself. A warm-up hour comes first; then the JS heap
// (after a forced collection) before and after the measured hours, split into compiled code and the objects the page
// keeps (from heap snapshots), the peak, DOM nodes, pulses and list rows (all bounded), and the reconnection.
// BENCH_WALL_HOURS, BENCH_WALL_RATE and BENCH_WALL_MINUTES change the run; BENCH_WALL_SNAPSHOTS=dir keeps the snapshots.
import { writeFileSync } from 'node:fs';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { startServer } from '../simulator/server/main';
import { generatorOf } from '../simulator/generator/generator';
import { DEMO_ACCOUNTS } from '../simulator/world/demoAccounts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { consoleDist, createReport, signInAsDemo } from './benchSupport';
import { z } from 'zod';

/** Alarms a second across the user's devices: 18,000 in the simulated hour, some 350 times the demo's background rate
 * for this fleet. Higher rates are possible (BENCH_WALL_RATE); the simulator's own cost per alarm grows with the
 * messages it holds, so they take long in real time. */
const PER_SECOND = Number(process.env.BENCH_WALL_RATE ?? 5);
const SIMULATED_MINUTES = Number(process.env.BENCH_WALL_MINUTES ?? 60);
/** Simulated hours measured after the warm-up hour (BENCH_WALL_HOURS). */
const HOURS = Number(process.env.BENCH_WALL_HOURS ?? 1);
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
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

// Lets the last invalidations refetch and the pulses' sweep run before a heap reading.
const settle = () => sleep(10_000);

const heapSnapshot = z.object({
  snapshot: z.object({ meta: z.object({ node_fields: z.array(z.string()), node_types: z.tuple([z.array(z.string())]).rest(z.unknown()) }) }),
  // Millions of numbers: checked to be an array, not number by number.
  nodes: z.custom<number[]>((value) => Array.isArray(value)),
});

/** The JS heap split into compiled code and everything else, from a heap snapshot (the browser's own objects
 *  outside the JS heap left out). BENCH_WALL_SNAPSHOTS=dir also keeps the snapshot, to compare in DevTools. */
async function heapParts(cdp: CDPSession, label: string): Promise<{ codeMiB: number; objectsMiB: number }> {
  const chunks: string[] = [];
  const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const text = chunks.join('');
  if (process.env.BENCH_WALL_SNAPSHOTS) writeFileSync(`${process.env.BENCH_WALL_SNAPSHOTS}/${label.replace(/\W+/g, '-')}.heapsnapshot`, text);
  const { snapshot, nodes } = heapSnapshot.parse(JSON.parse(text));
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  let code = 0;
  let objects = 0;
  for (let i = 0; i < nodes.length; i += fields.length) {
    const type = types[nodes[i + typeAt]!];
    if (type === 'code') code += nodes[i + sizeAt]!;
    else if (type !== 'native' && type !== 'synthetic') objects += nodes[i + sizeAt]!;
  }
  return { codeMiB: code / 1024 / 1024, objectsMiB: objects / 1024 / 1024 };
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
    frames: ((): number => {
      const w: Window & { __frames?: number } = window;
      return w.__frames ?? 0;
    })(),
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
    return z.record(z.string(), z.unknown()).parse(await res.json());
  };
  const connections = () => sim.hub.connectionsPerUser()[String(P.userId)] ?? 0;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
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

    const minute = async () => {
      const framesBefore = (await pageFigures(page)).frames;
      await alive();
      const raised = z.number().parse((await control('alarms/step', { ms: 60_000 })).raised);
      // Bounded real time: the page takes in the minute's pushes (1 per recipient connection) before the next one.
      await until(async () => (await pageFigures(page)).frames >= framesBefore + raised, 30_000, 'the minute’s pushes');
      return raised;
    };
    const started = Date.now();
    let raised = 0;
    let heapPeak = 0;
    let reconnectMs = NaN;
    /** One simulated hour (one storm: the control API bounds a storm's length) with a drop midway. */
    const hourOfAlarms = async (label: string) => {
      await control('alarms/storm', { account: P.phone, perSecond: PER_SECOND, seconds: SIMULATED_MINUTES * 60, realTime: false });
      for (let m = 0; m < SIMULATED_MINUTES; m++) {
        raised += await minute();
        if (m % 5 === 4) {
          const heap = await heapMiB(cdp, false);
          heapPeak = Math.max(heapPeak, heap);
          // Progress, and the heap's path through the hour (without a forced collection, so it saws).
          console.log(`  ${label}, simulated minute ${m + 1}: ${raised} alarms, heap ${heap.toFixed(1)} MiB, ${((Date.now() - started) / 1000).toFixed(0)} s`);
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
      await settle();
      const heap = await heapMiB(cdp, true);
      return { heap, ...(await heapParts(cdp, label)) };
    };

    // The first hour of a wall's life is its warm-up: V8 compiles and optimises the hot paths (hundreds of KiB of
    // machine code), the reconnection path runs once. A wall runs for days, so the flat-memory target compares the
    // hours after it; the first hour's own growth is printed too.
    await control('alarms/storm', { account: P.phone, perSecond: PER_SECOND, seconds: 60, realTime: false });
    await minute();
    await settle();
    const heapAtStart = await heapMiB(cdp, true);
    const warm = await hourOfAlarms('warm-up hour');
    const before = await pageFigures(page);
    const hours = [];
    for (let hour = 0; hour < HOURS; hour++) hours.push(await hourOfAlarms(`hour ${hour + 1}`));
    const realSeconds = (Date.now() - started) / 1000;
    if (generator.status().storms.length > 0) throw new Error('the storm did not end with the simulated hour');
    const after = await pageFigures(page);
    const last = hours[hours.length - 1]!;
    const growth = (now: number, then: number) => ((now - then) / then) * 100;

    console.log(`Wall: 1 + ${HOURS} x ${SIMULATED_MINUTES} simulated minutes of alarms at ${PER_SECOND}/s (${raised} alarms) in ${realSeconds.toFixed(0)} s of real time`);
    console.log(`frames received ${after.frames}; alarming devices shown ${after.alarming}; one drop of the realtime connection in each hour`);
    report('JS heap after the first minute', heapAtStart, 'MiB');
    report('JS heap after the warm-up hour (before)', warm.heap, 'MiB');
    report('first hour against its first minute', growth(warm.heap, heapAtStart), '%');
    report('JS heap at the peak (no forced collection)', heapPeak, 'MiB');
    hours.forEach((h, i) => report(`JS heap after hour ${i + 1}`, h.heap, 'MiB'));
    report('heap after against before', growth(last.heap, warm.heap), '%', 10);
    report('  compiled code: before', warm.codeMiB, 'MiB');
    report('  compiled code: after', last.codeMiB, 'MiB');
    report('  JS objects without code: after against before', growth(last.objectsMiB, warm.objectsMiB), '%', 10);
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
