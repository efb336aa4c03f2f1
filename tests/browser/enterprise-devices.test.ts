// The enterprise and maintenance device lists: what an enterprise member sees after signing in and after
// switching enterprise, and the maintenance list. The seeded world (seed 42, as the harness starts it) is the oracle.
// One signed-in page, loaded once, is kept across the tests: each test moves within the app (the menu, the
// enterprise switcher, goInApp) to where it starts; only the landing test needs the page as it first loads.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createWorld } from '../../simulator/world/createWorld';
import { DEMO_ACCOUNTS, DEMO_ENTERPRISES } from '../../simulator/world/demoAccounts';
import { maintainedBy } from '../../simulator/world/maintenance';
import enEnterprise from '../../src/i18n/en/enterprise';
import cnEnterprise from '../../src/i18n/cn/enterprise';
import { ENTERPRISE_USER, harnessPerFile } from './support';
import { goInApp } from './inApp';

const h = harnessPerFile();
const world = createWorld({ seed: 42 });
const E = DEMO_ACCOUNTS.enterprise.userId;

/** Codes of the enterprise's devices the user holds an Akey or Bkey on: what the enterprise list must show. */
function keyHolderCodes(eid: number): string[] {
  const held = new Set(world.memberships.filter((m) => m.userId === E && m.limitAuthority >= 2).map((m) => m.machineId));
  return world.devices.filter((d) => d.eid === eid && held.has(d.machine_id)).map((d) => d.machine_code).sort();
}

/** The machine codes in the table once it shows the enterprise `eid` (the lists here fit one screen). */
async function listedCodes(page: Page, testId: string, eid: number): Promise<string[]> {
  await page.locator(`[data-testid="${testId}"][data-eid="${eid}"] [data-testid="device-count"]`).waitFor();
  const rows = page.getByTestId('device-row');
  await rows.first().waitFor();
  const texts = await rows.allTextContents();
  const codes = world.devices.map((d) => d.machine_code).filter((code) => texts.some((t) => t.includes(code)));
  return codes.sort();
}

let page: Page;

/** The kept page on the enterprise list of `eid` in `lang` (the switcher chooses the enterprise, as a user does). */
async function enterpriseList(lang: 'cn' | 'en', eid: number): Promise<void> {
  await goInApp(page, `/device/?type=1&lang=${lang}`);
  const switcher = page.getByTestId('enterprise-switcher');
  if ((await switcher.inputValue()) !== String(eid)) await switcher.selectOption(String(eid));
  await listedCodes(page, 'enterprise-devices', eid);
}

beforeAll(async () => {
  ({ page } = await h.signedInPage(ENTERPRISE_USER, { lang: 'en', keep: true }));
});

describe('enterprise devices', () => {
  it('signing in lands on the first enterprise, showing only its Akey/Bkey devices', async () => {
    const expected = keyHolderCodes(DEMO_ENTERPRISES.withProjects);
    expect(expected.length).toBeGreaterThan(0);
    expect(await listedCodes(page, 'enterprise-devices', DEMO_ENTERPRISES.withProjects)).toEqual(expected);
    expect(await page.getByTestId('device-row').count()).toBe(expected.length);
    await page.getByRole('heading', { name: enEnterprise.title.enterprise }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('deviceType'))).toBe('1');
  });

  it('switching enterprise shows the other enterprise’s devices on /device/?type=1', async () => {
    await enterpriseList('en', DEMO_ENTERPRISES.withProjects);
    await page.getByTestId('enterprise-switcher').selectOption(String(DEMO_ENTERPRISES.withoutProjects));
    await page.waitForURL((url) => url.pathname === '/device/' && url.searchParams.get('type') === '1');
    const expected = keyHolderCodes(DEMO_ENTERPRISES.withoutProjects);
    expect(await listedCodes(page, 'enterprise-devices', DEMO_ENTERPRISES.withoutProjects)).toEqual(expected);
    expect(await page.getByTestId('device-row').count()).toBe(expected.length);
  });

  it('filters by group and by search', async () => {
    const eid = DEMO_ENTERPRISES.withoutProjects;
    await enterpriseList('en', eid);
    const codes = keyHolderCodes(eid);
    const devices = world.devices.filter((d) => codes.includes(d.machine_code));
    const group = devices.flatMap((d) => d.groups)[0];
    if (group) {
      await page.getByTestId('group-filter').selectOption(group);
      const inGroup = devices.filter((d) => d.groups.includes(group)).length;
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="device-row"]').length === n, inGroup);
      await page.getByTestId('group-filter').selectOption('ALL');
    }
    const target = devices[0]!;
    await page.getByTestId('device-search').fill(target.machine_code);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="device-row"]').length === 1);
    expect(await page.getByTestId('device-row').first().textContent()).toContain(target.machine_code);
    await page.getByTestId('device-search').fill('');
  });
});

describe('maintenance devices', () => {
  it.each([
    ['en', enEnterprise],
    ['cn', cnEnterprise],
  ] as const)('lists the enterprise devices the user maintains, in %s, and stores device type 2', async (lang, texts) => {
    await enterpriseList(lang, DEMO_ENTERPRISES.withProjects);
    await page.getByTestId('nav-maintenanceDevices').click();
    await page.waitForURL((url) => url.pathname === '/device/' && url.searchParams.get('type') === '2');
    await page.getByRole('heading', { name: texts.title.maintenance }).waitFor();
    const expected = maintainedBy(world, E, DEMO_ENTERPRISES.withProjects).map((d) => d.machine_code).sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(await listedCodes(page, 'maintenance-devices', DEMO_ENTERPRISES.withProjects)).toEqual(expected);
    expect(await page.evaluate(() => localStorage.getItem('deviceType'))).toBe('2');
  });
});

describe('maintenance remark and detail', () => {
  it('a maintainer edits the maintenance remark and the row shows it', async () => {
    await enterpriseList('en', DEMO_ENTERPRISES.withProjects);
    await page.getByTestId('nav-maintenanceDevices').click();
    await page.waitForURL((url) => url.searchParams.get('type') === '2');
    const edit = page.getByTestId('remark-edit').first();
    await edit.click();
    const input = page.getByTestId('remark-input');
    await input.fill('滤网已换');
    await page.getByTestId('remark-save').click();
    await page.getByTestId('remark-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('remark-edit').filter({ hasText: '滤网已换' }).waitFor();
    // The cloud kept it: a reload shows it again.
    await page.reload();
    await page.getByTestId('remark-edit').filter({ hasText: '滤网已换' }).waitFor();
  });

  it('opens a device’s detail from the enterprise list with ?machine=, without the personal delete', async () => {
    await enterpriseList('en', DEMO_ENTERPRISES.withProjects);
    const row = page.getByTestId('device-row').first();
    await row.waitFor();
    const nameButton = row.getByRole('button').first();
    const name = (await nameButton.textContent())?.trim() ?? '';
    await nameButton.click();
    await page.waitForURL((url) => url.pathname === '/device/' && url.searchParams.get('type') === '1' && url.searchParams.has('machine'));
    await page.getByTestId('device-detail').waitFor();
    expect(name).not.toBe('');
    await expect.poll(() => page.getByTestId('detail-title').textContent()).toContain(name);
    expect(await page.getByTestId('detail-delete').count()).toBe(0);
  });
});
