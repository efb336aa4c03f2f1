// Let the real cloud teach the simulator: a second server stands in for the real cloud, a console signed in through
// a server with CLOUD_URL and SIM_RECORD looks at the device list, a device's detail and the alarm centre; a third
// server replays the recording (SIM_REPLAY) over a different simulated world, and the console there shows the same.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../simulator/server/main';
import { goInApp } from './inApp';
import { apiSignIn, browserOfWorker, openSignedIn, PHONE_USER } from './support';

const dist = process.env.CONSOLE_DIST ?? 'dist';
const dir = mkdtempSync(join(tmpdir(), 'sim-record-browser-'));
const contexts: BrowserContext[] = [];
let cloud: RunningServer;

async function open(options: BrowserContextOptions = {}): Promise<{ page: Page; context: BrowserContext }> {
  const browser = await browserOfWorker();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', ...options });
  contexts.push(context);
  return { page: await context.newPage(), context };
}

type Seen = { list: string[]; detail: string; alarms: string[] };

/** What the console shows on the three screens, signed in as the phone user on `server`. */
async function look(server: RunningServer, machine: { id: number; code: string }): Promise<Seen> {
  const { page } = await openSignedIn(server, open, PHONE_USER, { lang: 'en', path: '/index/?listType=list' });
  const rows = page.getByTestId('device-row');
  await rows.first().waitFor();
  const list = await rows.allInnerTexts();
  await goInApp(page, `/index/?listType=list&lang=en&machine=${machine.id}`);
  await page.getByTestId('detail-machineCode').filter({ hasText: machine.code }).waitFor();
  // The detail's parts (location, IoT card, history, camera) come by calls of their own after its title: read it once
  // they have all answered, not as the first of them lands. The camera part loads its texts first and asks for the
  // accounts only then, which on a loaded machine comes after the network has been idle a while: wait for its answer
  // by what it shows, so the recording holds that call too.
  await page.getByTestId('detail-camera-account').waitFor();
  await page.waitForLoadState('networkidle');
  const detail = await page.getByTestId('device-detail').innerText();
  await goInApp(page, '/alarmCenter/?lang=en');
  await page.getByTestId('alarm-row').filter({ hasText: 'Recorded boiler alarm' }).waitFor();
  const alarms = await page.getByTestId('alarm-row').allInnerTexts();
  await page.context().close();
  return { list, detail, alarms };
}

let recorded: Seen;
let machine: { id: number; code: string };

beforeAll(async () => {
  cloud = await startServer({ port: 0, seed: 42, quiet: true });
  // An alarm in the "real" cloud before the session, so the alarm centre has a row of its own.
  await fetch(`${cloud.url}/__sim/alarm`, { method: 'POST', headers: cloud.controlHeaders, body: JSON.stringify({ account: PHONE_USER.phone, content: 'Recorded boiler alarm' }) });
  // The device whose detail is looked at: the cloud's first, asked of the cloud directly (not recorded).
  const { token } = await apiSignIn(cloud.url, PHONE_USER, 'test-side');
  const list = await fetch(`${cloud.url}/api/machine/select`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', cloudtoken: token }, body: 'terminalID=x&version=1' });
  const first = ((await list.json()) as { hwdata: { machine_id: number; machine_code: string }[] }).hwdata[0]!;
  machine = { id: first.machine_id, code: first.machine_code };
  const recorder = await startServer({ port: 0, distDir: dist, cloudUrl: cloud.url, recordDir: dir, quiet: true });
  try {
    recorded = await look(recorder, machine);
  } finally {
    await recorder.close();
  }
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await cloud.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a session recorded through CLOUD_URL, replayed on a third server', () => {
  it('shows the same device list, device detail and alarms as the recorded session', async () => {
    expect(recorded.list.length).toBeGreaterThan(0);
    // Another seed: the replayer's own world has other devices, so what shows comes from the recording.
    const replayer = await startServer({ port: 0, distDir: dist, seed: 7, replayDir: dir, quiet: true });
    try {
      const replayed = await look(replayer, machine);
      expect(replayed.list).toEqual(recorded.list);
      expect(replayed.detail).toEqual(recorded.detail);
      expect(replayed.alarms).toEqual(recorded.alarms);
      const answered = replayer.record.journal.list({ path: '/api/machine/select' });
      expect(answered.length).toBeGreaterThan(0);
      expect(answered.every((call) => call.source === 'replayed')).toBe(true);
    } finally {
      await replayer.close();
    }
  });
});
