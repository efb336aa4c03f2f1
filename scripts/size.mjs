// `npm run size`: what /login loads first, measured in a real browser, reported as gzip bytes.
// Builds the console, serves it with the simulator, opens /login in Chromium, and sums the gzip size of every
// script and stylesheet the page fetched until the network was idle.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { CHROMIUM_PATH, CHROMIUM_ARGS, hasChromium, INSTALL_HINT } from './chromium.mjs';

if (!hasChromium()) {
  console.log(`Chromium not found at ${CHROMIUM_PATH}; install it with: ${INSTALL_HINT}`);
  process.exit(1);
}
if (!process.argv.includes('--no-build')) {
  const r = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(1);
}

const { startServer } = await import('../simulator/server/main.ts');
const { chromium } = await import('playwright-core');

const server = await startServer({ port: 0, distDir: 'dist', quiet: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
const assets = new Map();
page.on('response', (res) => {
  const type = res.request().resourceType();
  const url = new URL(res.url());
  if ((type === 'script' || type === 'stylesheet') && url.origin === new URL(server.url).origin) {
    assets.set(url.pathname, type);
  }
});
await page.goto(`${server.url}/login?lang=en`, { waitUntil: 'networkidle' });
await browser.close();
await server.close();

const totals = { script: 0, stylesheet: 0 };
const rows = [];
for (const [path, type] of assets) {
  const bytes = readFileSync(join('dist', path));
  const gz = gzipSync(bytes, { level: 9 }).length;
  totals[type] += gz;
  rows.push({ file: path, type, raw: bytes.length, gzip: gz });
}
rows.sort((a, b) => b.gzip - a.gzip);
for (const r of rows) console.log(`${(r.gzip / 1024).toFixed(1).padStart(7)} KiB gz  ${r.type.padEnd(10)} ${r.file}`);
const kib = (n) => (n / 1024).toFixed(1);
// /login's first screen as small as the phone's: its own small page (src/ui/signin, 116.6 KiB when set), where the
// full console's start was 152 KiB (docs/decisions.md, Speed: /login's first page).
const BUDGET_KIB = 120;
console.log(`/login initial JS: ${kib(totals.script)} KiB gzip; CSS: ${kib(totals.stylesheet)} KiB gzip (budget: JS ≤ ${BUDGET_KIB} KiB: ${totals.script > BUDGET_KIB * 1024 ? 'MISSED' : 'met'})`);
process.exit(totals.script > BUDGET_KIB * 1024 ? 1 : 0);
