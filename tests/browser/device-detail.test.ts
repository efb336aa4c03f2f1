// The device detail panel: a valid name is saved (an invalid one is a component test); the owner deletes a device after a
// confirmation that says what an owner loses, and it leaves the list; a manual place chosen through the map
// search is saved; the facts and the IoT card show in both languages. One signed-in page, loaded once, is kept across
// the tests: each opens its device's panel within the app (showDetail), as the list's name button does.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enAuthority from '../../src/i18n/en/authority';
import enDetail from '../../src/i18n/en/deviceDetail';
import cnDetail from '../../src/i18n/cn/deviceDetail';
import { PLACES } from '../../simulator/world/places';
import { harnessPerFile, PHONE_USER, recordApiCalls } from './support';
import { demoDevices, pickDevice } from './deviceDetailSupport';
import { showDetail } from './inApp';

const h = harnessPerFile();

describe('device detail', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await h.signedInPage(PHONE_USER, { lang: 'en', keep: true }));
    await page.getByTestId('device-row').first().waitFor();
  });

  it('saves a valid name, alias and remark', async () => {
    const machine = await pickDevice(h, (m) => m.limit_authority === 3);
    await showDetail(page, machine);
    await page.getByTestId('detail-tab-edit').click();
    const calls = recordApiCalls(page);
    await page.getByTestId('detail-name').fill('Renamed press');
    await page.getByTestId('detail-alias').fill('Press B');
    await page.getByTestId('detail-remark').fill('Line 9');
    await page.getByTestId('detail-save').click();
    await page.getByText(enDetail.edit.saved).waitFor();
    expect(calls).toContain('/api/machine/update');
    const after = (await demoDevices(h)).find((m) => m.machine_id === machine.machine_id);
    expect(after).toMatchObject({ machine_name: 'Renamed press', alias: 'Press B', machineRemark: 'Line 9' });
  });

  it('deletes an owned device after a confirmation naming the lost identity, and it leaves the list', async () => {
    const machine = await pickDevice(h, (m) => m.limit_authority === 3);
    await showDetail(page, machine);
    await page.getByTestId('detail-delete').click();
    await page.getByTestId('delete-confirm').filter({ hasText: enDetail.delete.confirmOwner }).waitFor();
    // Cancel first: nothing happens.
    await page.getByTestId('delete-confirm-cancel').click();
    await page.getByTestId('delete-confirm').waitFor({ state: 'detached' });
    expect((await demoDevices(h)).some((m) => m.machine_id === machine.machine_id)).toBe(true);

    await page.getByTestId('detail-delete').click();
    await page.getByTestId('delete-confirm-confirm').click();
    await page.getByTestId('device-detail').waitFor({ state: 'detached' });
    await page.waitForURL((url) => !url.searchParams.has('machine'));
    await page.getByTestId('device-row').first().waitFor();
    expect(await page.getByTestId('device-row').filter({ hasText: machine.machine_name }).count()).toBe(0);
    expect((await demoDevices(h)).some((m) => m.machine_id === machine.machine_id)).toBe(false);
  });

  it('saves a manual place found through the map search', async () => {
    const machine = await pickDevice(h, (m) => m.limit_authority === 3);
    await showDetail(page, machine);
    await page.getByTestId('detail-tab-location').click();
    await page.getByTestId('location-type-manual').check();
    await page.getByTestId('location-search').fill('Hangzhou');
    await page.getByTestId('location-search-go').click();
    const hangzhou = PLACES.find((p) => p.city === 'Hangzhou');
    await page.getByTestId('location-hits').getByRole('button', { name: hangzhou?.address }).click();
    await page.getByTestId('location-save').click();
    await page.getByText(enDetail.location.saved).waitFor();
    await page.getByTestId('location-address').filter({ hasText: hangzhou?.address ?? '?' }).waitFor();
    const after = (await demoDevices(h)).find((m) => m.machine_id === machine.machine_id);
    expect(after).toMatchObject({ locationType: 'manual', lat: hangzhou?.lat, lng: hangzhou?.lng });
  });

  it('shows the facts and the IoT card in Chinese', async () => {
    const machine = await pickDevice(h, (m) => m.iccid_num !== '');
    await showDetail(page, machine, 'cn');
    await page.getByTestId('detail-machineCode').filter({ hasText: machine.machine_code }).waitFor();
    const role = machine.limit_authority >= 3 ? cnDetail.role.owner : machine.limit_authority === 2 ? cnDetail.role.admin : cnDetail.role.visitor;
    await page.getByTestId('detail-role').filter({ hasText: role }).waitFor();
    await page.getByTestId('detail-iccid').filter({ hasText: machine.iccid_num }).waitFor();
    await page.getByTestId('detail-tab-iot').click();
    const status = page.getByTestId('iot-status');
    await status.waitFor();
    const key = (await status.getAttribute('data-status')) as keyof typeof cnDetail.iot.statuses;
    expect(await status.textContent()).toBe(cnDetail.iot.statuses[key]);
  });

  it('hosts the authority centre as a tab: managers get the centre, anyone else the no-permission notice', async () => {
    const owned = await pickDevice(h, (m) => m.limit_authority === 3);
    await showDetail(page, owned);
    await page.getByTestId('detail-tab-authority').click();
    await page.locator('[data-testid="authority-centre"][data-viewer="akey"]').waitFor();

    const visited = await pickDevice(h, (m) => m.limit_authority < 2);
    await showDetail(page, visited);
    await page.getByTestId('detail-tab-authority').click();
    await page.getByTestId('authority-no-permission').filter({ hasText: enAuthority.noPermission }).waitFor();
    expect(await page.getByTestId('authority-centre').count()).toBe(0);
    await page.getByTestId('detail-tab-edit').click();
    await page.getByTestId('detail-edit-readonly').filter({ hasText: enDetail.edit.managersOnly }).waitFor();
  });

  it('sets a member to no alarms and keeps it after reopening', async () => {
    const all = await demoDevices(h);
    // The panel lists the members below the owner; the seeded world shares some owned devices.
    let chosen: { machineId: number; userId: number } | undefined;
    for (const machine of all.filter((m) => m.limit_authority === 3)) {
      await showDetail(page, machine);
      const table = page.getByTestId('limits-table');
      const empty = page.getByTestId('limits-empty');
      await table.or(empty).waitFor();
      if (await table.count()) {
        const select = table.locator('select').first();
        const userId = Number((await select.getAttribute('id'))?.replace('limit-', ''));
        await select.selectOption('noAlarm');
        await page.getByText(enDetail.limits.saved).waitFor();
        await page.reload();
        await page.getByTestId(`limit-${userId}`).waitFor();
        expect(await page.getByTestId(`limit-${userId}`).inputValue()).toBe('noAlarm');
        chosen = { machineId: machine.machine_id, userId };
        break;
      }
    }
    expect(chosen, 'an owned device with members').toBeDefined();
  });
});
