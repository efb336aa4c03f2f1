// Projects in the browser: the owner creates a project, adds a member and a device, turns reporting on and sees
// deliveries arrive at a loopback receiver that checks each signature, resets the key; a member sees the project
// without owner actions and quits. Axe scans of these screens are in a11y-*.test.ts.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../src/i18n/en/projects';
import cn from '../../src/i18n/cn/projects';
import enErrors from '../../src/i18n/en/errors';
import cnVisit from '../../src/i18n/cn/visit';
import { harnessPerFile } from './support';

const h = harnessPerFile();
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function signIn(email: string, lang: 'cn' | 'en', options: { clipboard?: boolean } = {}): Promise<Page> {
  const { page } = await h.signedInPage(
    { email, password: 'demo1234' },
    { lang, path: null, ...(options.clipboard ? { permissions: ['clipboard-read', 'clipboard-write'] } : {}) },
  );
  return page;
}

async function openProjects(page: Page, lang: 'cn' | 'en') {
  await page.goto(`${h.url}/project/?type=1&lang=${lang}`);
  await page.getByTestId('projects-table').waitFor();
}

/** A loopback receiver that records each report and whether its signature is HMAC-SHA256(raw body) with `key()`. */
async function receiver(key: () => string) {
  const got: Array<{ valid: boolean; body: { deliveryId: string } }> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const expected = `sha256=${createHmac('sha256', key()).update(raw).digest('hex')}`;
      const entries = String(req.headers['x-report-signature'] ?? '').split(',').map((s) => s.trim());
      got.push({ valid: entries.includes(expected), body: JSON.parse(raw) as { deliveryId: string } });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, got };
}

describe('projects', () => {
  it('lets the owner create a project, add a member and a device, report to a signed receiver and reset the key', async () => {
    const page = await signIn('ent@example.com', 'en', { clipboard: true });
    await openProjects(page, 'en');
    await expect.poll(() => page.getByTestId('project-row').count()).toBe(1);

    // Create (the name's own check before any call is a component test: src/ui/projects/CreateProjectDialog.test.tsx).
    await page.getByTestId('project-create').click();
    // The dialog opens on its first field, not on the close button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('project-name');
    await page.getByTestId('project-name').fill('Line 7 retrofit');
    await page.getByTestId('project-description').fill('Presses of hall 2');
    await page.getByTestId('project-create-submit').click();
    await page.getByTestId('project-page').waitFor();
    await expect.poll(() => page.getByTestId('project-role').textContent()).toBe(en.role.owner);

    // Members: only the enterprise's members, refused before anything is sent; 08011007 is said under the form.
    const account = page.getByTestId('project-member-account');
    await account.fill('13800138000');
    await page.getByTestId('project-member-add').click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: en.members.notInEnterprise }).count()).toBe(1);
    await account.fill('user6@example.com');
    await page.getByTestId('project-member-add').click();
    await expect.poll(() => page.getByTestId('project-member').count()).toBe(2);
    await account.fill('user6@example.com');
    await page.getByTestId('project-member-add').click();
    await expect.poll(() => page.getByTestId('project-member-add-error').textContent()).toBe(enErrors.business.projectUserExists);

    // Devices: the one in the seeded project is listed but cannot be chosen.
    const choice = page.getByTestId('project-device-choice');
    await expect.poll(() => choice.locator('option[disabled]').count()).toBeGreaterThan(0);
    const free = await choice.locator('option:not([disabled])').nth(1).getAttribute('value');
    await choice.selectOption(free!);
    await page.getByTestId('project-device-add').click();
    await expect.poll(() => page.getByTestId('project-device').count()).toBe(1);
    await expect.poll(() => page.getByTestId('project-report-count').textContent()).toBe('100,000');

    // Reporting: copy the key, point the project at a loopback receiver, turn it on, deliveries arrive signed.
    await page.getByTestId('project-key-copy').click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^[0-9a-f]{32}$/);
    expect(await page.getByTestId('project-key-value').textContent()).toBe(`${copied.slice(0, 4)}••••••••${copied.slice(-4)}`);
    let key = copied;
    const hook = await receiver(() => key);
    // Reports reach internal addresses only when allowed (SIM_REPORT_ALLOW; the control API adds a test's receiver).
    await h.control('projects/reporting', { allow: [new URL(hook.url).host] });
    expect(await page.getByTestId('project-report-switch').isDisabled()).toBe(true);
    await page.getByTestId('project-server').fill(hook.url);
    await page.getByTestId('project-server-save').click();
    await expect.poll(() => page.getByTestId('project-report-switch').isDisabled()).toBe(false);
    // The switch follows the saved state, so it turns on once the cloud took the change.
    await page.getByTestId('project-report-switch').click();
    await expect.poll(() => page.getByTestId('project-report-switch').isChecked()).toBe(true);
    await expect.poll(() => hook.got.length).toBeGreaterThan(0);
    expect(hook.got.every((r) => r.valid)).toBe(true);
    await page.locator('[data-testid="project-delivery"][data-ok="true"]').first().waitFor();

    // Reset: the confirmation says the old key stops working; afterwards the grace period is shown.
    await page.getByTestId('project-key-reset').click();
    await expect.poll(() => page.getByTestId('project-key-reset-dialog').textContent()).toContain('stops working');
    await page.getByTestId('project-key-reset-dialog-confirm').click();
    await page.getByTestId('project-key-grace').waitFor();
    await expect.poll(() => page.getByTestId('project-key-value').textContent()).not.toBe(`${copied.slice(0, 4)}••••••••${copied.slice(-4)}`);
    await page.getByTestId('project-key-copy').click();
    const fresh = await page.evaluate(() => navigator.clipboard.readText());
    expect(fresh).not.toBe(copied);
    // During the grace period a report verifies with the old key and with the new one.
    const id = Number(await page.getByTestId('project-page').getAttribute('data-id'));
    const before = hook.got.length;
    await h.control('projects/report', { id });
    expect(hook.got.at(-1)?.valid).toBe(true);
    key = fresh;
    await h.control('projects/report', { id });
    expect(hook.got.length).toBe(before + 2);
    expect(hook.got.at(-1)?.valid).toBe(true);

    // Delete: the confirmation names what is lost.
    await page.getByTestId('project-delete').click();
    await expect.poll(() => page.getByTestId('project-delete-dialog').textContent()).toContain('members (1 besides you)');
    expect(await page.getByTestId('project-delete-dialog').textContent()).toContain('secret key');
    await page.getByTestId('project-delete-dialog-confirm').click();
    await page.getByTestId('projects-table').waitFor();
    await expect.poll(() => page.getByTestId('project-row').count()).toBe(1);
  });

  it('shows a member the project without owner actions, in Chinese, and lets them quit', async () => {
    const page = await signIn('user6@example.com', 'cn');
    await openProjects(page, 'cn');
    await page.getByTestId('project-open').first().click();
    await page.getByTestId('project-page').waitFor();
    await expect.poll(() => page.getByTestId('project-role').textContent()).toBe(cn.role.member);
    await page.getByTestId('project-member').first().waitFor();
    for (const owner of ['project-edit', 'project-delete', 'project-add-member', 'project-add-device', 'project-key', 'project-member-remove', 'project-device-remove']) {
      expect(await page.getByTestId(owner).count(), owner).toBe(0);
    }
    await expect.poll(() => page.getByTestId('project-reporting-member').textContent()).toBe(cn.reporting.memberNote);

    // A project device opens like on the device lists, and a refusal is explained the same way.
    const device = page.getByTestId('project-device').first();
    const code = (await device.locator('.project-code').textContent())!.trim();
    await h.control('visit-result', { result: 'PASSWORD_ERROR', machineCode: code });
    await device.locator('[data-testid^="visit-"]').click();
    await expect.poll(() => page.getByTestId('visit-result').getAttribute('data-kind')).toBe('passwordError');
    expect(await page.getByTestId('visit-result').textContent()).toContain(cnVisit.result.passwordError);
    await page.getByTestId('visit-close').click();

    await page.getByTestId('project-quit').click();
    await page.getByTestId('project-quit-dialog-confirm').click();
    await page.getByTestId('projects-empty').waitFor();
    expect(await page.getByTestId('projects-empty').textContent()).toBe(cn.list.empty[1]);
    // The project's own address now answers with the no-permission notice.
    await page.goto(`${h.url}/project/?type=1&id=301&lang=cn`);
    await expect.poll(() => page.getByTestId('projects-no-permission').textContent()).toBe(cn.noPermission);
  });

  it('says why projects are not there in personal mode', async () => {
    const page = await signIn('ent@example.com', 'en');
    // In personal mode (a user of some enterprise who chose personal in the header: eid 0 kept, as the console
    // reads it on a load) the page says why.
    await page.addInitScript(() => localStorage.setItem('eid', '0'));
    await page.goto(`${h.url}/project/?type=2&lang=en`);
    await expect.poll(() => page.getByTestId('projects-unavailable').textContent()).toBe(en.unavailable.noEnterprise);
  });
});
