// The people behind the enterprise lists: a device's key holders and maintenance staff in the detail panel's
// Enterprise tab and the maintenance team on the maintenance list (the no-permission notice is a component test). The seeded world
// (seed 42, as the harness starts it) is the oracle; phones must show masked (product.md section 5).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createWorld } from '../../simulator/world/createWorld';
import { DEMO_ACCOUNTS, DEMO_ENTERPRISES } from '../../simulator/world/demoAccounts';
import { maintainedBy, maintainersOf, maintenanceTeam } from '../../simulator/world/maintenance';
import { maskPhone } from '../../src/domain/masking';
import enEnterprise from '../../src/i18n/en/enterprise';
import cnEnterprise from '../../src/i18n/cn/enterprise';
import { harnessPerFile, signedInAsEnterpriseUser } from './support';

const h = harnessPerFile();
const world = createWorld({ seed: 42 });
const E = DEMO_ACCOUNTS.enterprise.userId;
const ENT = DEMO_ENTERPRISES.withProjects;
const userById = new Map(world.users.map((u) => [u.id, u]));

/** Finds the device by its code in the list on screen and opens its detail from the row. */
async function openFromList(page: Page, machineCode: string) {
  await page.getByTestId('device-search').fill(machineCode);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="device-row"]').length === 1);
  await page.getByTestId('device-row').first().getByRole('button').first().click();
  await page.waitForURL((url) => url.searchParams.has('machine'));
  await page.getByTestId('device-detail').waitFor();
}

/** Each person's row must show the masked phone and never the phone itself. */
async function expectMaskedPeople(page: Page, table: string, ids: number[]) {
  const rows = page.getByTestId(`${table}-row`);
  await rows.first().waitFor();
  expect(await rows.count()).toBe(ids.length);
  const text = (await page.getByTestId(table).textContent()) ?? '';
  for (const id of ids) {
    const person = userById.get(id)!;
    expect(text).toContain(person.name);
    if (person.phone) {
      expect(text).toContain(maskPhone(person.phone));
      expect(text).not.toContain(person.phone);
    }
  }
}

describe('the Enterprise tab of a device', () => {
  it('shows, from the enterprise list, who holds the device and who maintains it, phones masked', async () => {
    // A device of the enterprise the user holds a key on, shared with someone who has a phone.
    const held = new Set(world.memberships.filter((m) => m.userId === E && m.limitAuthority >= 2).map((m) => m.machineId));
    const device = world.devices.find(
      (d) => d.eid === ENT && held.has(d.machine_id) && world.memberships.some((m) => m.machineId === d.machine_id && userById.get(m.userId)?.phone),
    );
    expect(device).toBeDefined();
    const page = await signedInAsEnterpriseUser(h);
    await openFromList(page, device!.machine_code);
    await page.getByTestId('detail-tab-enterprise').click();
    await page.getByTestId('enterprise-detail').waitFor();
    expect(await page.getByTestId('enterprise-code').textContent()).toBe(device!.machine_code);
    const holders = world.memberships.filter((m) => m.machineId === device!.machine_id).map((m) => m.userId);
    await expectMaskedPeople(page, 'device-personnel', holders);
    await expectMaskedPeople(page, 'device-maintainer', maintainersOf(world, device!));
  });

  it('still shows the enterprise side of a maintained device the user holds no key to', async () => {
    const keys = new Set(world.memberships.filter((m) => m.userId === E).map((m) => m.machineId));
    const device = maintainedBy(world, E, ENT).find((d) => !keys.has(d.machine_id));
    expect(device).toBeDefined();
    const page = await signedInAsEnterpriseUser(h);
    await page.getByTestId('nav-maintenanceDevices').click();
    await page.waitForURL((url) => url.searchParams.get('type') === '2');
    await openFromList(page, device!.machine_code);
    await page.getByTestId('enterprise-detail').waitFor();
    expect(await page.getByTestId('enterprise-maintainer').textContent()).toBe(enEnterprise.detail.maintainer);
    await expectMaskedPeople(page, 'device-maintainer', maintainersOf(world, device!));
  });
});

describe('the maintenance team', () => {
  it.each([
    ['en', enEnterprise],
    ['cn', cnEnterprise],
  ] as const)('is listed on the maintenance list, phones masked, in %s', async (lang, texts) => {
    const page = await signedInAsEnterpriseUser(h, lang);
    await page.getByTestId('nav-maintenanceDevices').click();
    await page.waitForURL((url) => url.searchParams.get('type') === '2');
    const team = maintenanceTeam(world, ENT);
    const toggle = page.getByTestId('maintenance-team-toggle');
    await toggle.filter({ hasText: texts.team.summary.replace('{{count}}', String(team.length)) }).waitFor();
    // Keyboard: the summary opens the team with Enter.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expectMaskedPeople(page, 'team-member', team);
  });
});

// A user no longer in the chosen enterprise gets the no-permission notice instead of the maintenance list (en, cn):
// src/ui/enterpriseDevices/EnterpriseDeviceListPage.test.tsx.
