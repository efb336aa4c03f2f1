// What the browser benchmarks (scripts/bench-<area>.ts) share: printing a figure against its target, a console
// build to measure, and the demo sign-in.
import { existsSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../simulator/world/demoAccounts';

type Figure = { label: string; value: number; unit: string; target?: number; floor?: number };

const shown = (value: number, unit: string) => value.toFixed(unit === '×' ? 2 : 1);

/** Every figure with a target reported in this process, for the summary of a whole `npm run bench`. */
const targeted: Figure[] = [];
let area = 'codec';

/** Names the area (bench-<area>.ts) whose figures come next, for the summary. */
export function benchArea(name: string): void {
  area = name;
}

/** Each figure with a target, from every area run in this process, beside its floor and target: the run's summary. */
export function printTargets(): void {
  if (targeted.length === 0) return;
  console.log('\n== figures with a target, this run ==');
  for (const f of targeted) {
    const floor = f.floor === undefined ? '' : `floor ${shown(f.floor, f.unit)} ${f.unit}; `;
    console.log(`${f.label.padEnd(80)} ${shown(f.value, f.unit).padStart(9)} ${f.unit}  (${floor}target ≤ ${f.target} ${f.unit}: ${f.value <= (f.target ?? Infinity) ? 'met' : 'MISSED'})`);
  }
  const missed = targeted.filter((f) => f.target !== undefined && !(f.value <= f.target));
  console.log(missed.length === 0 ? 'all targets met' : `targets missed: ${missed.length} of ${targeted.length}`);
}

/**
 * Prints figures as they come, each beside its floor (the same work done the simplest way in the same run) and its
 * target when it has them; `summary()` names the targets missed. A target is the most the figure may be.
 */
export function createReport() {
  const figures: Figure[] = [];
  return {
    report(label: string, value: number, unit = 'ms', target?: number, floor?: number) {
      figures.push({ label, value, unit, target, floor });
      if (target !== undefined) targeted.push({ label: `${area}: ${label}`, value, unit, target, floor });
      const notes = [
        ...(floor === undefined ? [] : [`floor ${shown(floor, unit)} ${unit}`]),
        ...(target === undefined ? [] : [`target ≤ ${target} ${unit}: ${value <= target ? 'met' : 'MISSED'}`]),
      ];
      console.log(`${label.padEnd(52)} ${shown(value, unit).padStart(9)} ${unit}${notes.length > 0 ? `  (${notes.join('; ')})` : ''}`);
    },
    summary() {
      const missed = figures.filter((f) => f.target !== undefined && f.value > f.target);
      console.log(missed.length === 0 ? 'all targets met' : `targets missed: ${missed.map((f) => f.label).join('; ')}`);
    },
  };
}

/** The item whose `value` is the median of the items' (the upper one of an even count); undefined when there is none. */
export const medianBy = <T,>(items: readonly T[], value: (item: T) => number): T | undefined =>
  [...items].sort((a, b) => value(a) - value(b))[Math.floor(items.length / 2)];
export const median = (xs: number[]) => medianBy(xs, (x) => x) ?? NaN;
export const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)] ?? NaN;

/**
 * The console build to measure: CONSOLE_DIST, else dist when it holds the screen the benchmark needs (a chunk
 * named `chunk…`), else a fresh build into `outDir`.
 */
export async function consoleDist(chunk: string, outDir: string): Promise<string> {
  if (process.env.CONSOLE_DIST) return process.env.CONSOLE_DIST;
  const has = (dir: string) => existsSync(join(dir, 'index.html')) && readdirSync(join(dir, 'assets')).some((f) => f.startsWith(chunk));
  if (has('dist')) return 'dist';
  console.log(`building the console into ${outDir}…`);
  const { build } = await import('vite');
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  return outDir;
}

/** Signs in as the personal (phone) or enterprise (e-mail) demo account and waits for its landing page. */
export async function signInAsDemo(page: Page, url: string, by: 'phone' | 'email') {
  await page.goto(`${url}/login?lang=en`);
  if (by === 'email') {
    await page.getByTestId('login-tab-email').click();
    await page.getByTestId('login-email').fill(DEMO_ACCOUNTS.enterprise.email);
  } else {
    await page.getByTestId('login-phone').fill(DEMO_ACCOUNTS.personal.phone);
  }
  await page.getByTestId('login-password').fill(DEMO_ACCOUNTS.personal.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((u) => u.pathname === '/index/' || u.pathname === '/device/');
}

/**
 * Builds the device list's floor (scripts/benchFloor: the same rows and filter in a bare virtual list) into
 * `outDir`, apart from the console's build and config, so it never ships with the console.
 */
export async function buildFloorPage(base: string, outDir: string): Promise<string> {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const out = resolve(outDir);
  await build({
    configFile: false,
    root: resolve('scripts/benchFloor'),
    base,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: out, emptyOutDir: true },
  });
  return out;
}

/** Serves the floor's files under `base` of the console's origin (its calls then reach the same server). */
export async function serveFloorPage(context: BrowserContext, origin: string, base: string, dir: string): Promise<void> {
  await context.route(`${origin}${base}**`, (route) => {
    const path = new URL(route.request().url()).pathname.slice(base.length) || 'index.html';
    return route.fulfill({ path: join(dir, path) });
  });
}

/** The port a server listens on, from `server.address()` (a string only for a pipe, which no bench opens). */
export function portOf(address: string | AddressInfo | null): number {
  if (address === null || typeof address === 'string') throw new Error(`not listening on a port: ${String(address)}`);
  return address.port;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** `value[key]` when `value` is a record and that field a number; else the bench stops, naming what it got. */
export function numberAt(value: unknown, key: string): number {
  const field = isRecord(value) ? value[key] : undefined;
  if (typeof field !== 'number') throw new Error(`expected a number at ${key}: ${JSON.stringify(value)?.slice(0, 200)}`);
  return field;
}

/** `value[key]` when `value` is a record and that field a record; else the bench stops, naming what it got. */
export function recordAt(value: unknown, key: string): Record<string, unknown> {
  const field = isRecord(value) ? value[key] : undefined;
  if (!isRecord(field)) throw new Error(`expected a record at ${key}: ${JSON.stringify(value)?.slice(0, 200)}`);
  return field;
}

/** `value[key]` when `value` is a record and that field a string; else the bench stops, naming what it got. */
export function stringAt(value: unknown, key: string): string {
  const field = isRecord(value) ? value[key] : undefined;
  if (typeof field !== 'string') throw new Error(`expected a string at ${key}: ${JSON.stringify(value)?.slice(0, 200)}`);
  return field;
}

/**
 * A full garbage collection on demand, with or without --expose-gc: V8's flag set at run time gives a fresh context
 * its `gc`. Nothing when neither works.
 */
export function garbageCollector(): (() => void) | undefined {
  if (globalThis.gc) return globalThis.gc;
  setFlagsFromString('--expose-gc');
  const gc: unknown = runInNewContext('gc');
  return typeof gc === 'function' ? () => void gc() : undefined;
}
