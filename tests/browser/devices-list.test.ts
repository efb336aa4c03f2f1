// The personal device list: adding by code and password, applying to visit, groups and the filter, live states.
// One signed-in page (browser clock installed), loaded once, is kept across the tests: each starts on the list
// within the app (goInApp), and reloads only where the cloud's list changed behind the page's back.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enDevices from '../../src/i18n/en/devices';
import enErrors from '../../src/i18n/en/errors';
import enValidation from '../../src/i18n/en/validation';
import { TEXT_VARIABLES } from '../../src/i18n/textVariables';
import { harnessPerFile, loginFields, PHONE_USER } from './support';
import { DEVICE_STATES_POLL_MS } from '../../src/transport/deviceStates';
import { goInApp } from './inApp';

const h = harnessPerFile();

let kept: Page;
beforeAll(async () => {
  ({ page: kept } = await h.signedInPage(PHONE_USER, { clock: true, keep: true }));
});

/** The kept page on the device list, list view; `reload` when the test changed the list in the cloud. */
async function signedIn(options: { reload?: boolean } = {}): Promise<Page> {
  const page = kept;
  // A dialog a failed test left open closes first.
  if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
  await goInApp(page, '/index/?listType=list&lang=en');
  if (options.reload) await page.reload();
  // The list or cards view is the page's own state (the route stays): back to the list after a test chose cards.
  const listView = page.getByTestId('view-list');
  await listView.waitFor();
  if ((await listView.getAttribute('aria-pressed')) !== 'true') await listView.click();
  await page.getByTestId('device-row').first().waitFor();
  return page;
}

const rowWithCode = (page: Page, code: string) => page.getByTestId('device-row').filter({ has: page.getByTestId('device-code').getByText(code, { exact: true }) });

async function cloudCall(path: string, fields: Record<string, string>, token?: string): Promise<{ hwcode: number | string; hwdata: unknown }> {
  const res = await fetch(`${h.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { cloudtoken: token } : {}) },
    body: new URLSearchParams(fields),
  });
  return (await res.json()) as { hwcode: number | string; hwdata: unknown };
}

/** Another user of the cloud, signed in without a browser. */
async function cloudLogin(loginName: string): Promise<string> {
  const answer = await cloudCall('/api/user/login', loginFields(loginName, 'demo1234', { terminalUUID: 'owner-terminal' }));
  return (answer.hwdata as { token: string }).token;
}

async function addByCode(page: Page, code: string, password: string) {
  await page.getByTestId('add-code').fill(code);
  await page.getByTestId('add-password').fill(password);
  await page.getByTestId('add-submit').click();
}

describe('a list that cannot load', () => {
  it('says what failed and why, and a retry brings the devices', async () => {
    const page = await signedIn();
    // The cloud stops answering the list call: the page shows the failure instead of an empty list.
    await page.route('**/api/machine/select', (route) => route.abort());
    await page.reload();
    const failure = page.getByTestId('device-error');
    await failure.filter({ hasText: enDevices.error }).filter({ hasText: enErrors.transport.network }).waitFor();
    expect(await page.getByTestId('device-row').count()).toBe(0);
    await page.unroute('**/api/machine/select');
    await page.getByTestId('device-retry').click();
    await page.getByTestId('device-row').first().waitFor();
    await failure.waitFor({ state: 'detached' });
  });
});

describe('adding a device by code and password', () => {
  it('puts the new device on top, and shows the already-owned, not-existing and malformed-code messages', async () => {
    await h.control('machine-code', { machineCode: 'PN-NEW-0001', exists: true, password: '864213' });
    await h.control('machine-code', { machineCode: 'PN-GONE-0001', exists: false });
    const page = await signedIn();
    const ownedCode = ((await page.getByTestId('device-code').first().textContent()) ?? '').trim();

    await page.getByTestId('add-open').click();
    await addByCode(page, 'bad code!', '');
    await page.getByTestId('add-code-error').getByText(enValidation.machineCode.format.split('{{')[0]!).waitFor();

    await addByCode(page, ownedCode, '');
    await page.getByTestId('add-failure').getByText(enErrors.business.alreadyOwned).waitFor();
    await page.getByTestId('add-apply-instead').waitFor();

    await addByCode(page, 'PN-GONE-0001', '123456');
    await page.getByTestId('add-failure').getByText(enErrors.business.deviceNotFound).waitFor();

    await addByCode(page, 'PN-NEW-0001', '864213');
    await page.getByTestId('add-dialog').waitFor({ state: 'detached' });
    await expect.poll(async () => (await page.getByTestId('device-code').first().textContent())?.trim()).toBe('PN-NEW-0001');
    expect(await rowWithCode(page, 'PN-NEW-0001').getByText(enDevices.role.owner).count()).toBe(1);
  });
});

describe('applying to visit', () => {
  it('sends the application, shows it pending (also after a reload) until the owner\'s answer arrives', async () => {
    const { machineCodes } = await h.control<{ machineCodes: string[] }>('devices', { count: 1, account: 'factory01' });
    const code = machineCodes[0]!;
    const page = await signedIn();
    await page.getByTestId('add-open').click();
    await page.getByTestId('add-tab-apply').click();
    await page.getByTestId('apply-code').fill(code);
    await page.getByTestId('apply-find').click();
    await page.getByTestId('apply-device').waitFor();
    await page.getByTestId('apply-kind-visit').check();
    // The message must stay under 15 characters.
    await page.getByTestId('apply-message').fill('please let me look');
    await page.getByTestId('apply-send').click();
    await page.getByTestId('apply-message-error').waitFor();
    await page.getByTestId('apply-message').fill('Line check');
    await page.getByTestId('apply-send').click();

    const pending = page.getByTestId('pending-application').filter({ hasText: code });
    await pending.waitFor();
    expect(await pending.textContent()).toContain(enDevices.pending.visit);
    // The device the user waits for shows whether it is online now (machine/machineStates by code).
    await h.control('device/state', { machineCode: code, online: false });
    await page.reload();
    await pending.locator('[data-state="offline"]').filter({ hasText: enDevices.state.offline }).waitFor();
    await pending.waitFor();

    // The owner passes it: the realtime result settles the pending entry and the device joins the list.
    const [sent] = await page.evaluate(() => JSON.parse(localStorage.getItem('pendingApplications:1001') ?? '{}').items as Array<{ applicationId: number }>);
    const ownerToken = await cloudLogin('factory01');
    const answer = await cloudCall('/api/v1/audit/visitReply', { applicationId: String(sent!.applicationId), result: '1', duration: '-1' }, ownerToken);
    expect(answer.hwcode).toBe(0);
    await pending.waitFor({ state: 'detached' });
    await rowWithCode(page, code).getByText(enDevices.role.visitor).waitFor();
  });
});

describe('groups', () => {
  it('creates a group, moves two devices into it and filters the list by it', async () => {
    const page = await signedIn();
    await page.getByTestId('groups-open').click();
    await page.getByTestId('group-new').fill('bad/name');
    await page.getByTestId('group-create').click();
    await page.getByTestId('group-new-error').getByText(enValidation.groupName.chars.split('{{')[0]!).waitFor();
    await page.getByTestId('group-new').fill('Line1');
    await page.getByTestId('group-create').click();
    await page.getByTestId('group-line').filter({ hasText: 'Line1' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('groups-dialog').waitFor({ state: 'detached' });

    const rows = page.getByTestId('device-row');
    const codes = [
      ((await rows.nth(0).getByTestId('device-code').textContent()) ?? '').trim(),
      ((await rows.nth(1).getByTestId('device-code').textContent()) ?? '').trim(),
    ];
    await rows.nth(0).locator('.p-checkbox').click();
    await rows.nth(1).locator('.p-checkbox').click();
    await page.getByTestId('move-open').click();
    await page.getByTestId('move-to').selectOption({ label: 'Line1' });
    await page.getByTestId('move-submit').click();
    await page.getByTestId('move-dialog').waitFor({ state: 'detached' });

    await page.getByTestId('device-group-filter').selectOption({ label: 'Line1' });
    await page.getByTestId('device-count').getByText(enDevices.count_other.replace('{{count}}', '2')).waitFor();
    expect((await page.getByTestId('device-code').allTextContents()).map((c) => c.trim()).sort()).toEqual([...codes].sort());

    // ALL keeps every device.
    await page.getByTestId('device-group-filter').selectOption({ label: enDevices.groups.all });
    await expect.poll(async () => page.getByTestId('device-row').count()).toBeGreaterThan(2);
  });
});

describe('live online state', () => {
  it('shows a device offline after the cloud says so, without a reload', async () => {
    const page = await signedIn();
    const first = page.getByTestId('device-row').first();
    const code = ((await first.getByTestId('device-code').textContent()) ?? '').trim();
    await h.control('device/state', { machineCode: code, online: true });
    await page.reload();
    const state = rowWithCode(page, code).locator('[data-state]');
    await expect.poll(() => state.getAttribute('data-state')).toBe('online');
    await h.control('device/state', { machineCode: code, online: false });
    // The list learns it by its 10 s poll, moved by the browser clock.
    await page.clock.runFor(DEVICE_STATES_POLL_MS);
    await expect.poll(() => state.getAttribute('data-state')).toBe('offline');
    expect(await rowWithCode(page, code).textContent()).toContain(enDevices.state.offline);
  });
});


describe('the detail panel and a big fleet', () => {
  it('opens a device by ?machine=<id> from its name, and the address reopens it', async () => {
    const page = await signedIn();
    const first = page.getByTestId('device-row').first();
    const name = ((await first.getByTestId('device-open').textContent()) ?? '').trim();
    await first.getByTestId('device-open').click();
    await page.waitForURL((url) => url.searchParams.get('machine') !== null);
    await page.getByTestId('device-detail').waitFor();
    // The title names the device once its details arrive.
    await expect.poll(() => page.getByTestId('detail-title').textContent()).toContain(name);
    // Reloading the address opens the same device again.
    await page.reload();
    await page.getByTestId('device-detail').waitFor();
    await expect.poll(() => page.getByTestId('detail-title').textContent()).toContain(name);
  });

  it('mounts no more than a screenful of rows with 5,000 devices, and search still finds one', async () => {
    const { machineCodes } = await h.control<{ machineCodes: string[] }>('devices', { count: 5_000, account: '13800138000' });
    const page = await signedIn({ reload: true });
    await page.getByTestId('device-count').getByText(/\d{4} devices/).waitFor();
    const total = Number.parseInt((await page.getByTestId('device-count').textContent()) ?? '', 10);
    expect(total).toBeGreaterThan(5_000);
    // 800 px of viewport and 52 px rows: a screenful plus the scroller's buffer, never thousands.
    expect(await page.getByTestId('device-row').count()).toBeLessThan(60);
    const wanted = machineCodes[7]!;
    await page.getByTestId('device-search').fill(wanted);
    await page.getByTestId('device-count').getByText(enDevices.count_one.replace('{{count}}', '1')).waitFor();
    expect(await page.getByTestId('device-code').allTextContents()).toEqual([wanted]);
    await page.getByTestId('view-cards').click();
    await page.getByTestId('device-search').fill('');
    await page.getByTestId('device-card').first().waitFor();
    expect(await page.getByTestId('device-card').count()).toBeLessThan(60);
  });
});

describe('other ways in', () => {
  it('adds a device from the binding code it shows', async () => {
    await h.control('machine-code', { machineCode: 'PN-SCAN-0001', exists: true, password: '579135' });
    const { scanCode } = await h.control<{ scanCode: string }>('scan-code?machineCode=PN-SCAN-0001');
    const page = await signedIn();
    await page.getByTestId('add-open').click();
    await page.getByTestId('add-tab-scan').click();
    await page.getByTestId('scan-code').fill('HWSCAN-not-a-device');
    await page.getByTestId('scan-check').click();
    await page.getByTestId('scan-failure').getByText(enErrors.business.deviceNotFound).waitFor();
    await page.getByTestId('scan-code').fill(scanCode);
    await page.getByTestId('scan-check').click();
    // The code and password come filled in from the binding code.
    await expect.poll(() => page.getByTestId('add-code').inputValue()).toBe('PN-SCAN-0001');
    await page.getByTestId('add-submit').click();
    await page.getByTestId('add-dialog').waitFor({ state: 'detached' });
    await expect.poll(async () => (await page.getByTestId('device-code').first().textContent())?.trim()).toBe('PN-SCAN-0001');
  });

  it('a device in Akey+password mode refuses a wrong password, blocks a retry for a minute, then lets the right one in', async () => {
    const { machineCodes } = await h.control<{ machineCodes: string[] }>('devices', { count: 1, account: 'factory01' });
    const code = machineCodes[0]!;
    // The owner switches the audit mode, which takes the device's own password.
    await h.control('machine-code', { machineCode: code, exists: true, password: 'open-sesame' });
    const ownerToken = await cloudLogin('factory01');
    const mode = await cloudCall('/api/cloudSet/updateMachineInfo', { machineCode: code, machineName: '', checkType: '1', password: 'open-sesame' }, ownerToken);
    expect(mode.hwcode).toBe(0);
    const page = await signedIn();
    await page.getByTestId('add-open').click();
    await page.getByTestId('add-tab-apply').click();
    await page.getByTestId('apply-code').fill(code);
    await page.getByTestId('apply-find').click();
    await page.getByTestId('apply-password').fill('wrong-one');
    await page.getByTestId('apply-send').click();
    await page.getByTestId('apply-failure').getByText(enErrors.user.wrongPassword).waitFor();
    // A wrong attempt blocks the next one for a minute; the simulator's clock moves past it.
    await page.getByTestId('apply-password').fill('open-sesame');
    await page.getByTestId('apply-send').click();
    const tooFrequent = enErrors.user.visitTooFrequent.replace('{{repeatRequestMinutes}}', String(TEXT_VARIABLES.repeatRequestMinutes));
    await page.getByTestId('apply-failure').getByText(tooFrequent).waitFor();
    await h.control('clock', { advanceMs: 60_000 });
    await page.getByTestId('apply-send').click();
    await page.getByTestId('add-dialog').waitFor({ state: 'detached' });
    await rowWithCode(page, code).waitFor();
  });
});
