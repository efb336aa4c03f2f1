// `npm run bench -- faults`: the console under faults in Chromium. The longest main-thread task (PerformanceObserver
// 'longtask') while a 5 MB alarm text arrives over the socket, and the toasts a minute while the cloud is down
// (every /api and /eapi call refused for BENCH_OUTAGE_S, 60 s).
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startServer } from '../simulator/server/main';
import { DEMO_ACCOUNTS } from '../simulator/world/demoAccounts';
import { consoleDist, createReport, signInAsDemo } from './benchSupport';
import { z } from 'zod';

const OUTAGE_S = Number(process.env.BENCH_OUTAGE_S ?? 60);

export default async function run() {
  const { report, summary } = createReport();
  const distDir = await consoleDist('index', '.tmp/dist-bench-faults');
  const server = await startServer({ port: 0, distDir, seed: 42, quiet: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInAsDemo(page, server.url, 'phone');
    await page.getByTestId('device-row').first().waitFor();
    const connected = async () => {
      const res = await fetch(`${server.url}/__sim/user?account=${DEMO_ACCOUNTS.personal.phone}`, { headers: server.controlHeaders });
      return z.object({ connections: z.number() }).parse(await res.json()).connections > 0;
    };
    while (!(await connected())) await new Promise((resolve) => setTimeout(resolve, 100));
    await page.evaluate(() => {
      // The page's own global for the figure, read back below.
      const w: Window & { longest?: number } = window;
      w.longest = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.longest = Math.max(w.longest ?? 0, entry.duration);
      }).observe({ type: 'longtask', buffered: false });
    });
    const code = (await page.getByTestId('device-row').first().getByTestId('device-code').textContent())!.trim();
    await fetch(`${server.url}/__sim/push`, {
      method: 'POST',
      headers: { ...server.controlHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({
        account: DEMO_ACCOUNTS.personal.phone,
        message: { type: 'deviceAlarm', deviceCode: code, deviceId: 'd', totalUnreadMsg: 1, content: `Overheat ${'x'.repeat(5 * 1024 * 1024)}` },
      }),
    });
    await page.getByTestId('live-toast').waitFor();
    await page.waitForTimeout(1000);
    report('longest task with a 5 MB alarm text', await page.evaluate(() => {
      const w: Window & { longest?: number } = window;
      return w.longest ?? 0;
    }), 'ms', 100);

    let toasts = 0;
    await page.exposeFunction('countToast', () => (toasts += 1));
    await page.evaluate(() => {
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLElement && (node.matches('.p-toast-message') || node.querySelector('.p-toast-message'))) {
              const w: Window & { countToast?: () => Promise<void> } = window;
              void w.countToast?.();
            }
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.route('**/eapi/**', (route) => route.abort('connectionrefused'));
    await page.waitForTimeout(OUTAGE_S * 1000);
    const notice = await page.getByTestId('connection-notice').count();
    report(`toasts a minute while the cloud is down (${OUTAGE_S} s; notice shown: ${notice ? 'yes' : 'no'})`, (toasts * 60) / OUTAGE_S, 'toasts', 1);
  } finally {
    await browser.close();
    await server.close();
  }
  summary();
}
