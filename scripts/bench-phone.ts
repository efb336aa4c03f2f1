// `npm run bench -- phone`: the phone console's first screen as a phone on slow 4G loads it: /mobile signed out (the
// phone's sign-in, mobile.html) and /login on a phone (the server sends a phone the same page). Lighthouse 12.2.3
// (devDependency; the last line for Node 20) runs its mobile preset against the system Chromium: a moto g power
// screen and user agent, simulated throttling of 150 ms round trips, 1.6 Mbit/s and a CPU 4 times slower. Each
// figure is the median of RUNS runs, printed beside its target (docs/decisions.md, "Speed"): the score, largest paint, blocking time,
// and the JavaScript of the first screen: the scripts the page asked for before its largest paint (what it
// prefetches afterwards for the signed-in console is not the first screen's), as the compressed bodies the server
// sends (brotli); beside it what went over the wire for them, HTTP headers included.
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { createRequire } from 'node:module';
import { startServer } from '../simulator/server/main';
import { CHROMIUM_PATH } from './chromium.mjs';
import { consoleDist, createReport, median } from './benchSupport';
import { z } from 'zod';

/** Issue 26's aims for the phone's first screen. */
const TARGET = { score: 95, lcpMs: 2_500, tbtMs: 200, jsKiB: 120 };
const PAGES = ['/mobile?lang=en', '/login?lang=en'];
const RUNS = 3;
const LIGHTHOUSE_TIMEOUT_MS = 180_000;

function lighthouseBin(): string | undefined {
  try {
    return createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
  } catch {
    return undefined;
  }
}

function runLighthouse(bin: string, url: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  // Without --disable-dev-shm-usage Chromium's tab dies in this sandbox's small /dev/shm ("Target closed").
  const args = [bin, url, '--only-categories=performance', '--output=json', '--quiet', '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage'];
  return new Promise((resolve) => {
    // Asynchronously: the simulator answering Lighthouse's page runs in this process.
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill(), LIGHTHOUSE_TIMEOUT_MS);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr: status === null ? `timed out after ${LIGHTHOUSE_TIMEOUT_MS} ms` : stderr });
    });
  });
}

const request = z.object({ url: z.string(), resourceType: z.string().nullish(), transferSize: z.number().nullish(), networkRequestTime: z.number().nullish() });
const metricsItem = z.object({ observedLargestContentfulPaint: z.number().optional() });
// The parts of Lighthouse's JSON report (its `lhr`) the figures read; a failed category scores null.
const lhrSchema = z.object({
  configSettings: z.object({
    formFactor: z.string(),
    throttlingMethod: z.string(),
    throttling: z.object({ rttMs: z.number(), throughputKbps: z.number(), cpuSlowdownMultiplier: z.number() }),
  }),
  categories: z.object({ performance: z.object({ score: z.number().nullable() }) }),
  audits: z.record(z.string(), z.object({ numericValue: z.number().optional(), details: z.object({ items: z.array(z.unknown()).optional() }).optional() })),
});
type Lhr = z.infer<typeof lhrSchema>;
type Figures = { score: number; fcp: number; lcp: number; tbt: number; js: number; wire: number; scripts: number };

/** The compressed body the server sends for `url` to a browser that takes brotli (node:http leaves it encoded). */
function compressedBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

async function figuresOf(lhr: Lhr): Promise<Figures> {
  const metrics = metricsItem.parse(lhr.audits.metrics?.details?.items?.[0] ?? {});
  const seenLcp = metrics.observedLargestContentfulPaint ?? Infinity;
  const requests = z.array(request).parse(lhr.audits['network-requests']?.details?.items ?? []);
  const firstScreen = requests.filter((r) => r.resourceType === 'Script' && (r.networkRequestTime ?? 0) <= seenLcp);
  return {
    score: (lhr.categories.performance.score ?? 0) * 100,
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    js: (await Promise.all(firstScreen.map((r) => compressedBytes(r.url)))).reduce((a, b) => a + b, 0) / 1024,
    wire: firstScreen.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    scripts: firstScreen.length,
  };
}

export default async function run(): Promise<void> {
  const bin = lighthouseBin();
  if (!bin) {
    console.log('Lighthouse is not installed (npm install --save-dev --save-exact lighthouse@12.2.3): no phone figures.');
    return;
  }
  const { report, summary } = createReport();
  const distDir = await consoleDist('MobileConsole', '.tmp/dist-bench');
  const server = await startServer({ port: 0, distDir, seed: 42, quiet: true });
  let missedScores = 0;
  try {
    for (const path of PAGES) {
      const runs: Figures[] = [];
      // A run Lighthouse itself loses (NO_NAVSTART on a busy machine) is run again, up to RUNS more times.
      for (let i = 0; runs.length < RUNS && i < RUNS * 2; i += 1) {
        const out = await runLighthouse(bin, `${server.url}${path}`);
        if (out.status !== 0) {
          console.log(`lighthouse ${path} run ${i + 1} failed: ${out.stderr.trim().slice(0, 300)}`);
          continue;
        }
        const lhr = lhrSchema.parse(JSON.parse(out.stdout));
        if (runs.length === 0 && path === PAGES[0]) {
          const { formFactor, throttlingMethod, throttling } = lhr.configSettings;
          console.log(`Lighthouse ${formFactor}, ${throttlingMethod} throttling: ${throttling.rttMs} ms round trip, ${(throttling.throughputKbps / 1024).toFixed(1)} Mbit/s, CPU ${throttling.cpuSlowdownMultiplier}x slower`);
        }
        const f = await figuresOf(lhr);
        runs.push(f);
        console.log(`lighthouse ${path} run ${i + 1}: score ${f.score.toFixed(0)}, FCP ${f.fcp.toFixed(0)} ms, LCP ${f.lcp.toFixed(0)} ms, TBT ${f.tbt.toFixed(0)} ms, first-screen JS ${f.js.toFixed(1)} KiB compressed in ${f.scripts} files (${f.wire.toFixed(1)} KiB with headers)`);
      }
      const mid = (pick: (f: Figures) => number) => median(runs.map(pick));
      const page = `phone ${path.split('?')[0]}`;
      // A score is the least it may be: printed with its own verdict (createReport's targets are upper bounds).
      const score = mid((f) => f.score);
      if (!(score >= TARGET.score)) missedScores += 1;
      console.log(`${`${page}: Lighthouse mobile score (median of ${runs.length})`.padEnd(52)} ${score.toFixed(0).padStart(9)} points  (target ≥ ${TARGET.score}: ${score >= TARGET.score ? 'met' : 'MISSED'})`);
      report(`${page}: first contentful paint`, mid((f) => f.fcp));
      report(`${page}: largest contentful paint`, mid((f) => f.lcp), 'ms', TARGET.lcpMs);
      report(`${page}: total blocking time`, mid((f) => f.tbt), 'ms', TARGET.tbtMs);
      report(`${page}: first screen's JavaScript (compressed)`, mid((f) => f.js), 'KiB', TARGET.jsKiB);
      report(`${page}: the same over the wire, HTTP headers included`, mid((f) => f.wire), 'KiB');
    }
  } finally {
    await server.close();
  }
  if (missedScores > 0) console.log(`scores missed: ${missedScores}`);
  summary();
}
