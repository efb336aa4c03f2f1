// The control-room wall (/mapcanvas) on a 1920 x 1080 screen: counts that follow the simulator (a device set
// offline, an alarm raised), the new alarm pulsing on its device and listed beside the map, no navigation, the
// TV-box mode (WALL_SHOTS=dir photographs it). Its axe scans are in a11y-*.test.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEVICE_STATES_POLL_MS } from '../../src/transport/deviceStates';
import { harnessPerFile, PHONE_USER, waitForConnections } from './support';

const h = harnessPerFile();
const WALL = { viewport: { width: 1920, height: 1080 } };
const shots = process.env.WALL_SHOTS;

beforeEach(async () => {
  await h.control('reset', { seed: 42 });
});

async function openWall(lang: 'cn' | 'en' = 'en'): Promise<Page> {
  // The browser's clock, so that a test moves the wall's polls on instead of waiting for them.
  const { page } = await h.signedInPage(PHONE_USER, { ...WALL, lang, path: '/mapcanvas', clock: true });
  await page.getByTestId('wall').waitFor();
  await page.locator('[data-testid="wall-map"][data-painted="true"]').waitFor();
  return page;
}

const count = async (page: Page, id: string) => Number(await page.getByTestId(id).textContent());

describe('the control-room wall', () => {
  it('counts online and offline devices and follows a device set offline', async () => {
    const page = await openWall();
    await expect.poll(() => page.getByTestId('wall-online').textContent()).not.toBe('–');
    const online = await count(page, 'wall-online');
    const offline = await count(page, 'wall-offline');
    expect(online).toBeGreaterThan(0);
    // One of the user's online devices goes offline on the simulator: the wall follows at its next poll.
    const device = await page.locator('[data-testid="map-device"][data-state="online"]').first().getAttribute('data-machine-id');
    const code = await page.evaluate(async (id) => {
      const token = document.cookie.split('; ').find((c) => c.startsWith('token='))?.slice('token='.length) ?? '';
      const res = await fetch('/api/machine/select', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cloudtoken: decodeURIComponent(token) },
        body: 'terminalID=wall-test&version=1.4.2',
      });
      const answer = (await res.json()) as { hwdata: { machine_id: number; machine_code: string }[] };
      return answer.hwdata.find((m) => String(m.machine_id) === id)?.machine_code ?? '';
    }, device);
    expect(code).not.toBe('');
    await h.control('device/state', { machineCode: code, online: false });
    await page.clock.runFor(DEVICE_STATES_POLL_MS);
    await expect.poll(() => count(page, 'wall-offline')).toBe(offline + 1);
    await expect.poll(() => count(page, 'wall-online')).toBe(online - 1);
  });

  it('counts an alarm raised on the simulator, lists it beside the map and pulses on its device', async () => {
    const page = await openWall();
    await waitForConnections(h, PHONE_USER.phone, 1);
    await expect.poll(() => page.getByTestId('wall-alarming').textContent()).not.toBe('–');
    const alarming = await count(page, 'wall-alarming');
    const raised = await h.control<{ alarm: { machineId: number } }>('alarm', { account: PHONE_USER.phone, content: 'Wall test: motor overheating', level: '3' });
    await page.getByTestId('wall-alarm').filter({ hasText: 'Wall test: motor overheating' }).waitFor();
    await expect.poll(() => count(page, 'wall-alarming')).toBe(alarming + 1);
    await page.locator(`[data-testid="wall-pulse"][data-machine-id="${raised.alarm.machineId}"]`).waitFor();
    // A steady marker, drawn from the active alarms rather than the realtime pulse, stays after the pulse fades.
    await page.locator(`[data-testid="wall-alarming-marker"][data-machine-id="${raised.alarm.machineId}"]`).waitFor();
    expect(await page.locator(`[data-testid="wall-alarming-marker"][data-machine-id="${raised.alarm.machineId}"]`).count()).toBe(1);
    // No navigation on the wall.
    expect(await page.locator('nav').count()).toBe(0);
    if (shots) await page.screenshot({ path: `${shots}/wall-en.png` });
  });

  it('is where a TV box lands after sign-in (?tv=1), without the console navigation', async () => {
    const { page } = await h.newPage(WALL);
    await page.goto(`${h.url}/login?lang=en&tv=1`);
    await page.getByTestId('login-phone').fill(PHONE_USER.phone);
    await page.getByTestId('login-password').fill(PHONE_USER.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/mapcanvas');
    await page.getByTestId('wall').waitFor();
  });
});
