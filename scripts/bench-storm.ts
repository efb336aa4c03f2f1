// `npm run bench -- storm`: an alarm storm of 1,000 realtime messages a second for 10 s against the console open
// on the home list in headless Chromium. Prints the longest main-thread task, the long tasks (over 50 ms), how
// long after the last message the badge shows the right count, and the JS heap before, at the peak and 10 s after.
// The protobuf against JSON.parse decode ratio is printed by scripts/bench.mjs itself (the codec lines).
import { chromium, type CDPSession } from 'playwright-core';
import { startServer } from '../simulator/server/main';
import { unreadCount } from '../simulator/messaging';
import { generatorOf } from '../simulator/generator/generator';
import { DEMO_ACCOUNTS } from '../simulator/world/demoAccounts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { consoleDist, createReport, signInAsDemo } from './benchSupport';
import { z } from 'zod';

const PER_SECOND = 1_000;
const SECONDS = 10;
const SETTLE_MS = 10_000;
const P = DEMO_ACCOUNTS.personal;

const { report, summary } = createReport();

// Runs in the page before its scripts (plain text: a transpiled function would carry helpers the page lacks).
// Long tasks, the arrival of every realtime frame, and every change of the badge's label, all on the page's clock.
const PAGE_PROBES = `
(() => {
  const w = window;
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  w.__frames = 0;
  w.__lastFrameAt = 0;
  const Native = w.WebSocket;
  w.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', () => { w.__frames += 1; w.__lastFrameAt = performance.now(); });
    }
  };
  w.__badge = [];
  const watch = () => {
    let last = null;
    new MutationObserver(() => {
      const badge = document.querySelector('[data-testid="unread-badge"]');
      const label = badge ? badge.getAttribute('aria-label') : '';
      if (label !== last) { last = label; w.__badge.push({ at: performance.now(), label }); }
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watch); else watch();
})();
`;

async function heapMiB(cdp: CDPSession, collect: boolean): Promise<number> {
  if (collect) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

const until = async (check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

export default async function run(): Promise<void> {
  const distDir = await consoleDist('LiveNotifications', '.tmp/dist-bench-storm');
  const server = await startServer({ port: 0, distDir, seed: 42, quiet: true });
  const sim = server.sim;
  if (!sim) throw new Error('the storm bench needs the simulator, not a proxy');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(PAGE_PROBES);
    await signInAsDemo(page, server.url, 'phone');
    await page.getByTestId('device-row').first().waitFor();
    await until(() => (sim.hub.connectionsPerUser()[String(P.userId)] ?? 0) > 0, 10_000, 'the realtime connection');
    // Let the lazy chunks of a signed-in page (notifications, toasts) load before measuring.
    await page.waitForFunction(() => document.querySelector('.live-region') !== null);

    const cdp = await page.context().newCDPSession(page);
    const generator = generatorOf(sim);
    const storm = async (seconds: number) => {
      const control = await fetch(`${server.url}/__sim/alarms/storm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...server.controlHeaders },
        body: JSON.stringify({ account: P.phone, perSecond: PER_SECOND, seconds }),
      });
      if (!control.ok) throw new Error(`storm refused: HTTP ${control.status}`);
    };
    // A one-second storm first, so that the baseline is a console whose code for this path is already loaded and
    // compiled: what the heap keeps after the real storm is then what the storm left behind, not warm-up.
    await storm(1);
    await until(() => generator.status().storms.length === 0, 10_000, 'the warm-up storm');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const heapBefore = await heapMiB(cdp, true);
    const startedAt = await page.evaluate(() => performance.now());
    const unreadBefore = unreadCount(sim, P.userId);

    await storm(SECONDS);
    let heapPeak = heapBefore;
    while (generator.status().storms.length > 0) {
      heapPeak = Math.max(heapPeak, await heapMiB(cdp, false));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const expected = unreadCount(sim, P.userId);
    const label = `${expected} unread messages`;
    await until(
      async () => z.number().parse(await page.evaluate(`window.__frames`)) >= expected,
      30_000,
      'every frame to reach the page',
    );
    await page.waitForFunction((wanted) => {
      const badge = document.querySelector('[data-testid="unread-badge"]');
      return badge?.getAttribute('aria-label') === wanted;
    }, label, { timeout: 30_000 });
    const probe = z
      .object({ frames: z.number(), lastFrameAt: z.number(), badge: z.array(z.object({ at: z.number(), label: z.string() })) })
      .parse(await page.evaluate(`({ frames: window.__frames, lastFrameAt: window.__lastFrameAt, badge: window.__badge })`));
    const rightAt = probe.badge.find((b) => b.label === label && b.at >= probe.lastFrameAt - 1)?.at ?? probe.badge.find((b) => b.label === label)?.at ?? NaN;

    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    heapPeak = Math.max(heapPeak, await heapMiB(cdp, false));
    // Read before the forced collection below, which is itself a long task of the page.
    const longTasks = z.array(z.object({ start: z.number(), duration: z.number() })).parse(await page.evaluate('window.__longTasks'));
    const heapAfter = await heapMiB(cdp, true);
    const during = longTasks.filter((t) => t.start >= startedAt);
    const longest = during.reduce((max, t) => Math.max(max, t.duration), 0);

    console.log(`Alarm storm: ${PER_SECOND} realtime messages a second for ${SECONDS} s, console on the home list`);
    console.log(`frames received by the page: ${probe.frames}; unread ${unreadBefore} before the storm, ${expected} after`);
    report('longest main-thread task', longest, 'ms', 100);
    if (process.env.BENCH_DETAIL) console.log(during.map((t) => `${(t.start - startedAt).toFixed(0)}+${t.duration.toFixed(0)}`).join(' '));
    report('long tasks (over 50 ms)', during.length, 'tasks');
    // The badge must be right within 250 ms of the storm's last message (a user glancing at it sees the true count).
    report('last message → badge shows the exact count', rightAt - probe.lastFrameAt, 'ms', 250);
    report('JS heap before the storm', heapBefore, 'MiB');
    report('JS heap at the peak', heapPeak, 'MiB');
    report('JS heap 10 s after the storm', heapAfter, 'MiB');
    const growth = ((heapAfter - heapBefore) / heapBefore) * 100;
    report('heap after against before', growth, '%', 10);
    summary();
  } finally {
    await browser.close();
    await server.close();
  }
}
