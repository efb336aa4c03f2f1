// The demo build (`npm run build:demo`, built into dist-demo/ by scripts/test.mjs before this suite): static files
// on a plain static server, the cloud played by the simulator inside the page. No simulator server runs here.
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type ServedFolder } from '../../scripts/serve-static';
import { CHROMIUM_PATH, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { PHONE_USER, signInByPhone } from './support';

let served: ServedFolder;
let browser: Browser;

beforeAll(async () => {
  served = await serveStatic({ root: process.env.DEMO_DIST ?? 'dist-demo', port: 0 });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH as string, args: CHROMIUM_ARGS as string[] });
});
afterAll(async () => {
  await (await shared)?.context().close();
  await browser?.close();
  await served?.close();
});

/** The control API as the page reaches it: answered by the simulator in the page, through its service worker. */
function control<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(`/__sim/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`control ${path}: HTTP ${res.status}`);
      return (await res.json()) as T;
    },
    { path, body },
  );
}

async function signedInOnDeviceList(page: Page) {
  await signInByPhone(page, served.url, 'en');
  await page.waitForURL((url) => url.pathname === '/index/' && url.searchParams.get('listType') === 'list');
  await page.getByTestId('device-row').first().waitFor();
}

// One page signed in through the form serves the tests in turn (each a step further; the logout comes last): the
// sign-in, the in-page cloud's start and the first load are the costly part of each.
let shared: Promise<Page> | undefined;
function signedInPage(): Promise<Page> {
  shared ??= (async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signedInOnDeviceList(page);
    return page;
  })();
  return shared;
}

describe('the demo build on a static server', () => {
  it('signs in and shows the device list with no back end', async () => {
    const page = await signedInPage();
    expect(await page.getByTestId('device-row').count()).toBeGreaterThan(0);
  });

  it('a reload of an inner page keeps the user signed in, though the cloud restarts with the page', async () => {
    const page = await signedInPage();
    await page.reload();
    await page.getByTestId('device-row').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/index/');
  });

  it('a remote visit ends on the simulated HMI panel, opened in a new tab that the worker answers', async () => {
    const page = await signedInPage();
    // The demo user's devices as the in-page cloud lists them, read with the console's own token.
    const machine = await page.evaluate(async () => {
      const token = decodeURIComponent(/(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const res = await fetch('/api/machine/select', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cloudtoken: token },
        body: new URLSearchParams({ terminalID: 'demo-test', version: '1.4.2' }),
      });
      const rows = ((await res.json()) as { hwdata: { machine_id: number; machine_code: string; machine_name: string; limit_authority: number; state: number; cloudState: number }[] }).hwdata;
      return rows.find((m) => m.limit_authority === 3 && m.state === 1 && m.cloudState === 1);
    });
    expect(machine).toBeDefined();
    const { machine_id: id, machine_code: code, machine_name: name } = machine!;
    await page.goto(`${served.url}/index/?listType=list&lang=en&machine=${id}`);
    await page.getByTestId('detail-machineCode').waitFor();
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.locator('.detail-panel').getByTestId(`visit-${id}`).click(),
    ]);
    await tab.getByTestId('hmi-name').filter({ hasText: name }).waitFor();
    expect(new URL(tab.url()).pathname).toBe(`/__sim/hmi/${code}`);
    // Live values keep coming from the worker in the new tab.
    const first = await tab.getByTestId('hmi-updated').textContent();
    await tab.waitForFunction((before) => document.querySelector('[data-testid="hmi-updated"]')?.textContent !== before, first);
    await tab.close();
  });

  it('a user-logout pushed through the in-page control API shows the blocking dialog', async () => {
    // Last on the shared page: it ends the session.
    const page = await signedInPage();
    const connections = () => control<{ connections: number }>(page, 'state').then((s) => s.connections);
    await expect.poll(connections).toBe(1);
    const pushed = await control<{ delivered: number }>(page, 'push', {
      account: PHONE_USER.phone,
      message: { type: 'userLogout', loginIp: '203.0.113.7', reason: 'signed in on another browser' },
    });
    expect(pushed.delivered).toBe(1);
    const dialog = page.getByTestId('logout-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('203.0.113.7');
  });
});
