// The data centre: figures of the personal fleet from the history extension, each chart's table view and CSV,
// the range rules (in src/ui/dataCenter/DataCenterPage.test.tsx with a cloud without the history). Axe scans: a11y-personal.test.ts.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createWorld } from '../../simulator/world/createWorld';
import { devicesHeldBy } from '../../simulator/world/devices';
import { DEMO_ACCOUNTS } from '../../simulator/world/demoAccounts';
import en from '../../src/i18n/en/dataCenter';
import { harnessPerFile, PHONE_USER } from './support';

const h = harnessPerFile();
const personal = devicesHeldBy(createWorld({ seed: 42 }), DEMO_ACCOUNTS.personal.userId, 0);

async function openDataCentre(lang: 'cn' | 'en'): Promise<Page> {
  const { page } = await h.signedInPage(PHONE_USER, { lang, path: '/dataCenter/' });
  await page.getByTestId('dc-tiles').waitFor();
  return page;
}

describe('data centre', () => {
  it('shows the personal fleet: devices, online now, a table per chart and a CSV of the same numbers', async () => {
    const page = await openDataCentre('en');
    await expect.poll(() => page.getByTestId('dc-tile-devices').locator('dd').textContent()).toBe(String(personal.length));
    const online = Number(await page.getByTestId('dc-tile-online').locator('dd').textContent());
    const offline = Number(await page.getByTestId('dc-tile-offline').locator('dd').textContent());
    expect(online + offline).toBe(personal.length);
    expect(online).toBeGreaterThan(0);

    // Last 7 days by default: one row a day in the table view.
    await page.getByTestId('dc-toggle-online').click();
    await expect.poll(() => page.getByTestId('dc-table-online').locator('tbody tr').count()).toBe(7);
    const download = page.waitForEvent('download');
    await page.getByTestId('dc-csv-online').click();
    const file = await download;
    const csv = await readFile((await file.path())!, 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe(`${en.table.day},${en.series.online},${en.series.offline}`);
    expect(lines).toHaveLength(8);
    expect(file.suggestedFilename()).toMatch(/^online_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);

    await page.getByTestId('dc-preset-month').click();
    await expect.poll(() => page.getByTestId('dc-table-online').locator('tbody tr').count()).toBe(30);
    // Availability lists every device, least available first.
    await page.getByTestId('dc-toggle-availability').click();
    await expect.poll(() => page.getByTestId('dc-table-availability').locator('tbody tr').count()).toBe(personal.length);
    // The SMS and e-mail send logs draw the notifications card (the cloud keeps them: /smsAlarm shows the same).
    await page.getByTestId('dc-toggle-notifications').waitFor();
    // Days to come and an inverted range are refused before any call: src/ui/dataCenter/DataCenterPage.test.tsx.
  });

  it('counts an alarm raised now and names its device among the top devices', async () => {
    const page = await openDataCentre('en');
    const before = Number(await page.getByTestId('dc-tile-alarms').locator('dd').textContent());
    const raised = await h.control<{ alarm: { machineId: number } }>('alarm', { account: PHONE_USER.phone, level: 3, content: 'Overheat' });
    await page.reload();
    await expect.poll(async () => Number(await page.getByTestId('dc-tile-alarms').locator('dd').textContent())).toBe(before + 1);
    await page.getByTestId('dc-toggle-top').click();
    const device = personal.find((d) => d.device.machine_id === raised.alarm.machineId)!.device;
    await expect.poll(() => page.getByTestId('dc-table-top').textContent()).toContain(device.machine_name);
  });

  // A cloud without the history (not offered, no load error): src/ui/dataCenter/DataCenterPage.test.tsx.
});
