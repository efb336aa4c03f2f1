// Enterprise administration and the back-office: the manager's view of the enterprise, no administration entry for
// a member, and the platform settings reaching the console header and menu (the form's refusals and the
// no-permission and no-enterprise notices: src/ui/admin/BackManagePage.test.tsx).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createWorld } from '../../simulator/world/createWorld';
import { DEMO_ENTERPRISES } from '../../simulator/world/demoAccounts';
import en from '../../src/i18n/en/admin';
import { harnessPerFile, signedInAsEnterpriseUser } from './support';

const h = harnessPerFile();
const world = createWorld({ seed: 42 });
const enterprise = world.enterprises.find((e) => e.eid === DEMO_ENTERPRISES.withProjects)!;
const member = world.users.find((u) => u.id === enterprise.memberIds[1])!;

async function chooseEnterprise(page: Page, eid: number) {
  await page.getByTestId('enterprise-switcher').selectOption(String(eid));
  await page.waitForURL((url) => url.pathname === '/device/');
}

describe('enterprise administration', () => {
  it("shows the manager the enterprise, its members with roles, the maintenance team and groups; reached from the menu", async () => {
    const page = await signedInAsEnterpriseUser(h, 'en');
    await chooseEnterprise(page, enterprise.eid);
    await page.getByRole('link', { name: 'Enterprise admin' }).click();
    await page.waitForURL((url) => url.pathname === '/administrateCenter');
    await expect.poll(() => page.getByTestId('admin-info-name').textContent()).toBe(enterprise.name);
    const members = page.getByTestId('admin-members-table');
    await expect.poll(() => members.getByTestId('admin-member').count()).toBe(enterprise.memberIds.length);
    expect(await members.getByTestId('admin-member').first().textContent()).toContain(en.roles.manager);
    expect(await members.textContent()).toContain(member.name);
    expect(await members.textContent()).not.toContain(member.phone);
    await page.getByTestId('admin-team-list').waitFor();
    await page.getByTestId('admin-groups').waitFor();
    // Each member's share of the enterprise's SMS stock.
    await expect.poll(() => page.getByTestId('admin-sms-member').count()).toBe(enterprise.memberIds.length);
    await page.getByTestId('admin-back').click();
    await page.waitForURL((url) => url.pathname === '/device/');
  });

  it('offers a member who is not the manager no administration entry in the menu', async () => {
    // The notice at /administrateCenter itself (Chinese): src/ui/admin/BackManagePage.test.tsx.
    const { page } = await h.signedInPage({ email: member.email, password: 'demo1234' }, { lang: 'cn', path: '/device/' });
    await page.locator('.main-nav a').first().waitFor();
    expect(await page.locator('.main-nav a[href*="administrateCenter"], .main-nav a[href*="backManage"]').count()).toBe(0);
  });

  // A personal user told that administration belongs to an enterprise: src/ui/admin/BackManagePage.test.tsx.
});

describe('back-office platform settings', () => {
  it('saves a new name and turns projects off for the console', async () => {
    const page = await signedInAsEnterpriseUser(h, 'en');
    await chooseEnterprise(page, enterprise.eid);
    await expect.poll(() => page.getByRole('link', { name: 'Enterprise projects' }).count()).toBe(1);
    const puts: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/ext/v1/enterprise/platform')) puts.push(r.method()); });
    await page.goto(`${h.url}/backManage?lang=en`);
    const name = page.getByTestId('platform-name');
    await expect.poll(() => name.inputValue()).toBe(enterprise.platformName);

    // An empty name and a logo that is no picture are refused before any call, a real picture previews:
    // src/ui/admin/BackManagePage.test.tsx.
    await name.fill('Line 4 Cloud');
    await expect.poll(() => page.getByTestId('platform-preview-name').textContent()).toBe('Line 4 Cloud');
    await page.getByTestId('platform-projects').uncheck();
    await page.getByTestId('platform-save').click();
    await expect.poll(() => puts).toEqual(['PUT']);
    await page.getByText(en.platform.saved).waitFor();

    await page.getByTestId('admin-back').click();
    await page.waitForURL((url) => url.pathname === '/device/');
    await expect.poll(() => page.locator('.main-header').textContent()).toContain('Line 4 Cloud');
    await expect.poll(() => page.getByRole('link', { name: 'Enterprise projects' }).count()).toBe(0);
  });
});
