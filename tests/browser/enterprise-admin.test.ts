// Enterprise administration and the back-office: the manager's view of the enterprise, the no-permission notice for
// a member and for a personal user, and the platform settings reaching the console header and menu.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createWorld } from '../../simulator/world/createWorld';
import { DEMO_ENTERPRISES } from '../../simulator/world/demoAccounts';
import en from '../../src/i18n/en/admin';
import cn from '../../src/i18n/cn/admin';
import enValidation from '../../src/i18n/en/validation';
import { harnessPerFile, signedInAsEnterpriseUser, PHONE_USER } from './support';

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
    await members.waitFor();
    expect(await members.locator('tbody tr').count()).toBe(enterprise.memberIds.length);
    expect(await members.locator('tbody tr').first().textContent()).toContain(en.roles.manager);
    expect(await members.textContent()).toContain(member.name);
    expect(await members.textContent()).not.toContain(member.phone);
    await page.getByTestId('admin-team-list').waitFor();
    await page.getByTestId('admin-groups').waitFor();
    // Each member's share of the enterprise's SMS stock.
    await expect.poll(() => page.getByTestId('admin-sms-table').locator('tbody tr').count()).toBe(enterprise.memberIds.length);
    await page.getByTestId('admin-back').click();
    await page.waitForURL((url) => url.pathname === '/device/');
  });

  it('gives a member who is not the manager the no-permission notice (Chinese)', async () => {
    const { page } = await h.signedInPage({ email: member.email, password: 'demo1234' }, { lang: 'cn', path: '/device/' });
    // The menu offers no entry that would only lead to the notice.
    await page.locator('.main-nav a').first().waitFor();
    expect(await page.locator('.main-nav a[href*="administrateCenter"], .main-nav a[href*="backManage"]').count()).toBe(0);
    await page.goto(`${h.url}/administrateCenter?lang=cn`);
    await expect.poll(() => page.getByTestId('admin-no-permission').textContent()).toBe(cn.noPermission);
  });

  it('tells a personal user that administration belongs to an enterprise', async () => {
    const { page } = await h.signedInPage(PHONE_USER, { lang: 'en', path: '/backManage' });
    await expect.poll(() => page.getByTestId('admin-no-enterprise').textContent()).toBe(en.noEnterprise);
  });
});

describe('back-office platform settings', () => {
  it('refuses an empty name before any call, then saves a new name and turns projects off for the console', async () => {
    const page = await signedInAsEnterpriseUser(h, 'en');
    await chooseEnterprise(page, enterprise.eid);
    await expect.poll(() => page.getByRole('link', { name: 'Enterprise projects' }).count()).toBe(1);
    const puts: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/ext/v1/enterprise/platform')) puts.push(r.method()); });
    await page.goto(`${h.url}/backManage?lang=en`);
    const name = page.getByTestId('platform-name');
    await expect.poll(() => name.inputValue()).toBe(enterprise.platformName);

    await name.fill('   ');
    await page.getByTestId('platform-save').click();
    await expect.poll(() => page.getByTestId('platform-name-error').textContent()).toBe(enValidation.platform.nameRequired);
    expect(puts).toHaveLength(0);

    // A logo is a picture by its bytes: a text file named .png and a typed data: address are refused before any call.
    await page.getByTestId('platform-logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
    await expect.poll(() => page.getByTestId('platform-logo-error').textContent()).toBe(enValidation.platform.logoNotPicture);
    await page.getByTestId('platform-logo-clear').click();
    await page.getByTestId('platform-logo').fill('data:image/svg+xml,<svg onload="alert(1)"/>');
    await page.getByTestId('platform-save').click();
    await expect.poll(() => page.getByTestId('platform-logo-error').textContent()).toBe(enValidation.platform.logoTyped);
    expect(puts).toHaveLength(0);
    // A real picture passes and shows in the preview.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await page.getByTestId('platform-logo-file').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('platform-preview-logo').waitFor();
    expect(await page.getByTestId('platform-logo-error').textContent()).toBe('');

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
