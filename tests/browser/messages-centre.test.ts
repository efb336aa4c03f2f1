// The message centre as a user meets it: messages by tab, reading and clearing move the badge, the tab entered is
// kept for the next visit, and a message opens in detail.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enLayout from '../../src/i18n/en/layout';
import enMessages from '../../src/i18n/en/messages';
import { PERSONAL_HOME } from '../../src/ui/common/homePath';
import { keptSession } from './keptSession';
import { harnessPerFile, PHONE_USER, recordApiCalls, waitForConnections } from './support';

const h = harnessPerFile();

const session = keptSession(h, PHONE_USER);

/** A fresh world and the user signed in on `path` (the message centre itself where a test starts there: one page
 *  load instead of two), in the one page kept across the file's tests. */
async function signedIn(path = PERSONAL_HOME, setUp?: () => Promise<void>): Promise<Page> {
  const page = await session.open(path, setUp);
  await waitForConnections(h, PHONE_USER.phone, 1);
  return page;
}

const badgeOf = (page: Page, count: number) =>
  page.locator(`[data-testid="unread-badge"][aria-label="${(count === 1 ? enLayout.header.unread_one : enLayout.header.unread_other).replace('{{count}}', String(count))}"]`);
/** The unread badge's label once it shows the count, or null while no badge shows (nothing unread). */
const badgeLabel = async (page: Page) => ((await page.getByTestId('unread-badge').count()) ? page.getByTestId('unread-badge').getAttribute('aria-label') : null);
const unreadLabel = (count: number) => (count === 1 ? enLayout.header.unread_one : enLayout.header.unread_other).replace('{{count}}', String(count));

describe('message centre', () => {
  it('starts the badge from the cloud\'s unread total when the console opens signed in', async () => {
    // Messages that arrived while the user was away.
    const page = await signedIn(PERSONAL_HOME, async () => {
      await h.control('alarm', { account: PHONE_USER.phone, content: 'While away 1' });
      await h.control('alarm', { account: PHONE_USER.phone, content: 'While away 2' });
    });
    await expect.poll(() => badgeLabel(page)).toBe(unreadLabel(2));
    expect(await page.getByTestId('unread-badge').textContent()).toBe('2');
  });

  it('reading one message and clearing the tab bring the badge down', async () => {
    const page = await signedIn();
    for (const content of ['First', 'Second', 'Third']) await h.control('alarm', { account: PHONE_USER.phone, content });
    await badgeOf(page, 3).waitFor();
    await page.getByTestId('nav-msgCenter').click();
    await page.getByTestId('msg-row').filter({ hasText: 'Third' }).waitFor();
    await expect.poll(() => page.getByTestId('msg-row').count()).toBe(3);

    await page.getByTestId('msg-row').filter({ hasText: 'Second' }).getByTestId('msg-read').click();
    await badgeOf(page, 2).waitFor();
    await page.locator('[data-testid="msg-row"][data-state="read"]').filter({ hasText: 'Second' }).waitFor();

    await page.getByTestId('msg-clear').click();
    await page.getByRole('alertdialog').filter({ hasText: enMessages.clear.title }).getByTestId('confirm-clear').waitFor();
    await page.getByTestId('confirm-clear-confirm').click();
    await page.getByTestId('msg-empty').waitFor();
    await page.getByTestId('unread-badge').waitFor({ state: 'detached' });
    expect(await badgeLabel(page)).toBeNull();
  });

  it('opening a message shows it in full and reads it', async () => {
    const page = await signedIn('/msgCenter/');
    await h.control('alarm', { account: PHONE_USER.phone, content: 'Spindle overheated' });
    await badgeOf(page, 1).waitFor();
    await page.getByTestId('msg-row').filter({ hasText: 'Spindle overheated' }).getByTestId('msg-open').click();
    await expect.poll(() => page.getByTestId('msg-detail-content').textContent()).toContain('Spindle overheated');
    await expect.poll(() => badgeLabel(page)).toBeNull();
  });

  it('keeps the tab the user entered for the next visit', async () => {
    const page = await signedIn('/msgCenter/');
    await page.getByTestId('msg-tab-alarm').and(page.locator('[aria-selected="true"]')).waitFor();
    await page.getByTestId('msg-tab-notice').click();
    await page.getByTestId('msg-tab-notice').and(page.locator('[aria-selected="true"]')).waitFor();
    await page.getByTestId('nav-alarmCenter').click();
    await page.waitForURL((url) => url.pathname === '/alarmCenter/');
    await page.reload();
    await page.getByTestId('nav-msgCenter').click();
    await expect.poll(() => page.getByTestId('msg-tab-notice').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('msg-tab-alarm').getAttribute('aria-selected')).toBe('false');
  });

  it('a mass text lands under notices while the page is open', async () => {
    const page = await signedIn('/msgCenter/');
    await page.getByTestId('msg-tab-notice').click();
    await page.getByTestId('msg-empty').waitFor();
    await h.control('mass-text', { account: PHONE_USER.phone, content: 'New console version' });
    await expect.poll(() => page.getByTestId('msg-row').filter({ hasText: 'New console version' }).count()).toBe(1);
    expect(await page.getByTestId('msg-row').allTextContents()).toEqual([expect.stringContaining('New console version')]);
    expect(await page.getByTestId('msg-tab-notice').getAttribute('aria-selected')).toBe('true');
  });
});

describe('a visit request to one of the user\'s devices', () => {
  const api = async (path: string, fields: Record<string, string>, token?: string) => {
    const res = await fetch(`${h.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { cloudtoken: token } : {}) },
      body: new URLSearchParams(fields),
    });
    return (await res.json()) as { hwcode: number | string; hwdata: unknown };
  };
  const login = async (loginName: string) =>
    ((await api('/api/user/login', { loginName, loginPwd: 'demo1234', countryCode: '86', terminalUUID: 'qa', terminalType: 'web', terminalName: 'QA', terminalOS: 'Linux', loginOemId: '' })).hwdata as { token: string }).token;

  /** Another user asks to visit a device the personal user owns (message audit); answers the device code. */
  async function requestVisit(): Promise<string> {
    const owner = await login(PHONE_USER.phone);
    const machines = (await api('/api/machine/select', { terminalID: 'qa', version: '1.4.2' }, owner)).hwdata as Array<{ machine_id: number; machine_code: string; limit_authority: number; checkType: number }>;
    const applicant = await login('ent@example.com');
    for (const m of machines.filter((x) => x.limit_authority === 3 && x.checkType === 0)) {
      const answer = await api('/api/v1/audit/addVisit', { machineID: String(m.machine_id), terminalID: 'qa', message: 'Line check', terminalName: 'QA' }, applicant);
      if (answer.hwcode === 0) return m.machine_code;
    }
    throw new Error('no device of the personal user takes a visit request from the enterprise user');
  }

  it('prompts at once and opens the approval from the prompt and from the message', async () => {
    const page = await signedIn();
    const code = await requestVisit();
    const prompt = page.getByTestId('live-approval');
    await prompt.filter({ hasText: code }).waitFor();
    await prompt.getByTestId('live-approval-review').click();
    await page.getByTestId('approval-dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('approval-dialog').waitFor({ state: 'detached' });

    // Within the app (no second page load): the message centre's applications tab.
    await page.getByTestId('nav-msgCenter').click();
    await page.getByTestId('msg-tab-application').click();
    const row = page.getByTestId('msg-row').filter({ hasText: code });
    await row.getByTestId('msg-review').click();
    await page.getByTestId('approval-dialog').waitFor();
    // Answered from its message, the approval goes through the message centre's verify call.
    const calls = recordApiCalls(page);
    await page.getByTestId('approval-pass').click();
    await page.getByTestId('approval-dialog').waitFor({ state: 'detached' });
    expect(calls).toContain('/api/msg/v1/device/visit/verify');
  });
});
