// Shared set-up of the browser tests: one simulator server per file, one Chromium, a fresh context per test.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServer } from '../../simulator/server/main';
// @ts-expect-error plain ESM helper shared with the scripts
import { CHROMIUM_PATH, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';

export const PHONE_USER = { phone: '13800138000', password: 'demo1234', countryCode: '86' };
export const ENTERPRISE_USER = { email: 'ent@example.com', password: 'demo1234' };

export interface Harness {
  url: string;
  browser: Browser;
  close(): Promise<void>;
  newPage(): Promise<{ page: Page; context: BrowserContext }>;
  control<T = unknown>(path: string, body?: unknown): Promise<T>;
}

export async function startHarness(): Promise<Harness> {
  const server = await startServer({ port: 0, distDir: 'dist', seed: 42, quiet: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH as string, args: CHROMIUM_ARGS as string[] });
  const contexts: BrowserContext[] = [];
  return {
    url: server.url,
    browser,
    async newPage() {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      contexts.push(context);
      return { page: await context.newPage(), context };
    },
    async control<T>(path: string, body?: unknown): Promise<T> {
      const res = await fetch(`${server.url}/__sim/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`control ${path}: HTTP ${res.status}`);
      return (await res.json()) as T;
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close();
      await server.close();
    },
  };
}
