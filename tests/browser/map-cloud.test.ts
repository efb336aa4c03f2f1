// The cloud map: every device of the mode placed and clustered, online and offline told apart, a popup leading
// to the device's detail, and the hide_map flag that takes the menu entry away. Seed 42 is the oracle.
// One signed-in page, loaded once, is kept across the tests: each goes to the map from the list by its menu entry.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createWorld } from '../../simulator/world/createWorld';
import { DEMO_ACCOUNTS } from '../../simulator/world/demoAccounts';
import enMap from '../../src/i18n/en/map';
import { harnessPerFile, PHONE_USER } from './support';
import { goInApp } from './inApp';

const h = harnessPerFile();
const world = createWorld({ seed: 42 });
const P = DEMO_ACCOUNTS.personal.userId;
const personal = world.memberships
  .filter((m) => m.userId === P)
  .map((m) => world.devices.find((d) => d.machine_id === m.machineId)!)
  .filter((d) => d.eid === 0);
const onlineById = new Map(personal.map((d) => [d.machine_id, d.online]));

let kept: Page;
beforeAll(async () => {
  ({ page: kept } = await h.signedInPage(PHONE_USER, { lang: 'en', keep: true }));
});

/** The kept page on the map, reached from the device list by the menu entry (a fresh map, its first view). */
async function openMap(): Promise<Page> {
  const page = kept;
  await goInApp(page, '/index/?listType=list&lang=en');
  await page.getByTestId('device-row').first().waitFor();
  await page.getByTestId('nav-cloudMap').click();
  await page.waitForURL((url) => url.pathname === '/cloudmap/');
  await painted(page);
  return page;
}

async function painted(page: Page) {
  await page.locator('[data-testid="cloud-map"][data-painted="true"]').waitFor();
}

type Seen = { id: number; state: string };

async function singles(page: Page): Promise<Seen[]> {
  return page.$$eval('[data-testid="map-device"]', (els) =>
    els.map((el) => ({ id: Number(el.getAttribute('data-machine-id')), state: el.getAttribute('data-state') ?? '' })),
  );
}

/** Clicks the first cluster in view and waits for the map to redraw. */
async function expandFirstCluster(page: Page): Promise<boolean> {
  const cluster = page.getByTestId('map-cluster').first();
  if ((await cluster.count()) === 0) return false;
  await page.evaluate(() => {
    const box = document.querySelector<HTMLElement>('[data-testid="cloud-map"]');
    if (box) delete box.dataset.painted;
  });
  await cluster.click();
  await painted(page);
  return true;
}

describe('cloud map', () => {
  it('places every located device of the user once, in clusters and single markers, and stores device type 0', async () => {
    const page = await openMap();
    const box = page.getByTestId('cloud-map');
    // The first view fits every device: the drawn clusters and markers add up to the whole fleet.
    expect(Number(await box.getAttribute('data-shown'))).toBe(personal.length);
    expect(Number(await box.getAttribute('data-clusters'))).toBeGreaterThan(0);
    expect(Number(await box.getAttribute('data-singles'))).toBeGreaterThan(0);
    expect(await page.getByTestId('map-cluster').count()).toBe(Number(await box.getAttribute('data-clusters')));
    const text = (personal.length === 1 ? enMap.count_one : enMap.count_other).replace('{{located}}', String(personal.length)).replace('{{count}}', String(personal.length));
    expect(await page.getByTestId('map-count').textContent()).toBe(text);
    expect(await page.evaluate(() => localStorage.getItem('deviceType'))).toBe('0');
    // Clusters carry how many of their devices are online, in words for a screen reader.
    const cluster = page.getByTestId('map-cluster').first();
    if ((await cluster.count()) > 0) expect(await cluster.getAttribute('title')).toMatch(/^\d+ devices, \d+ online: zoom in$/);
  });

  it('splits a cluster on click until single markers show, each with its own online or offline state', async () => {
    const seen = new Map<number, string>();
    // Each round starts from the fitted view and follows another top-level cluster down.
    for (let round = 0; round < 6 && new Set(seen.values()).size < 2; round += 1) {
      const page = await openMap();
      for (const s of await singles(page)) seen.set(s.id, s.state);
      const clusters = page.getByTestId('map-cluster');
      const count = await clusters.count();
      if (count === 0) break;
      await page.evaluate(() => {
        const box = document.querySelector<HTMLElement>('[data-testid="cloud-map"]');
        if (box) delete box.dataset.painted;
      });
      await clusters.nth(round % count).click();
      await painted(page);
      for (let depth = 0; depth < 8 && (await singles(page)).length === 0; depth += 1) {
        if (!(await expandFirstCluster(page))) break;
      }
      for (const s of await singles(page)) seen.set(s.id, s.state);
    }
    expect(seen.size).toBeGreaterThan(0);
    for (const [id, state] of seen) expect(state).toBe(onlineById.get(id) ? 'online' : 'offline');
    expect(new Set(seen.values())).toEqual(new Set(['online', 'offline']));
  });

  it('opens a device popup whose button leads to the device detail on the list', async () => {
    const page = await openMap();
    for (let depth = 0; depth < 10 && (await singles(page)).length === 0; depth += 1) {
      if (!(await expandFirstCluster(page))) break;
    }
    const marker = page.getByTestId('map-device').first();
    const id = await marker.getAttribute('data-machine-id');
    await marker.click();
    const popup = page.getByTestId('map-popup');
    await popup.waitFor();
    const device = personal.find((d) => String(d.machine_id) === id)!;
    expect(await popup.textContent()).toContain(device.machine_code);
    await page.getByTestId('map-popup-open').click();
    await page.waitForURL((url) => url.pathname === '/index/' && url.searchParams.get('machine') === id);
  });
});

describe('hide_map', () => {
  it('hides the menu entry at once and after a reload, and brings it back', async () => {
    const page = await openMap();
    await page.getByTestId('nav-cloudMap').waitFor();
    await page.getByTestId('map-hide-toggle').click();
    await page.getByTestId('map-hidden-note').waitFor();
    await page.getByTestId('nav-cloudMap').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('map-hidden-note').waitFor();
    await page.getByTestId('nav-alarmCenter').waitFor();
    expect(await page.getByTestId('nav-cloudMap').count()).toBe(0);
    await page.getByTestId('map-hide-toggle').filter({ hasText: enMap.hide.show }).click();
    await page.getByTestId('nav-cloudMap').waitFor();
    await expect.poll(() => page.getByTestId('map-hidden-note').count()).toBe(0);
  });
});
