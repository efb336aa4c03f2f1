// The audit process end to end (product.md section 4), with the applicant, the Akey and a Bkey each in their own
// browser against one simulated cloud: the shortest path of the audit machine to each final state under
// Akey+Bkey message audit (getShortestPaths), played through the apply form and the approval dialog. The three
// pages are opened once and kept across the paths (a fresh context and its first load cost about 2.6 CPU-s, nine
// of them before): each path is a new application of the same applicant, told apart by its own message, the
// refusals first (a refused applicant may apply again; one that passed holds the device).
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { AUDIT_STATE_CODE } from '../../src/domain/audit';
import { decodeMessage } from '../../src/domain/realtime/codec';
import type { RealtimeMessage } from '../../src/domain/realtime/messageTypes';
import { getShortestPaths } from '@xstate/graph';
import { AUDIT_ANSWERS } from '../../src/domain/audit';
import enAuthority from '../../src/i18n/en/authority';
import { auditMachine } from '../../src/machines/audit.machine';
import { harnessPerFile, recordApiCalls } from './support';
import { AKEY_PHONE, APPLICANT_PHONE, BKEY_PHONE, cloudAs, PASSWORD } from './authoritySupport';

const h = harnessPerFile();
const DEVICE = 50002;
const policy = { checkType: 0 as const, hasBkeys: true };

const finals = getShortestPaths(auditMachine, { input: { policy }, events: AUDIT_ANSWERS.map((type) => ({ type })) })
  .filter((path) => path.state.status === 'done')
  .map((path) => ({ final: String(path.state.value), answers: path.steps.slice(1).map((s) => s.event.type) }))
  .sort((a, b) => Number(a.final === 'allPassed') - Number(b.final === 'allPassed'));

let code: string;
let applicant: Page;
let akey: Page;
let bkey: Page;
/** The realtime messages the applicant's console receives, as they arrive (emptied before each path). */
const received: RealtimeMessage[] = [];

beforeAll(async () => {
  await h.control('reset', { seed: 42 });
  await h.control('audit/device', { machineId: DEVICE, checkType: 0 });
  code = await deviceCode();
  applicant = await applicantPage();
  akey = await keptAuthority(AKEY_PHONE);
  bkey = await keptAuthority(BKEY_PHONE);
  // Three consoles signed in and loaded: what each path did before, so it may take as long as a path.
}, 180_000);

beforeEach(async () => {
  received.length = 0;
  // The cloud takes one application a minute from a user: past it on the simulator's clock, never waited for.
  await h.control('clock', { advanceMs: 61_000 });
});

async function deviceCode(): Promise<string> {
  const owner = await cloudAs(h, AKEY_PHONE);
  const list = await owner.call<{ machine_id: number; machine_code: string }[]>('/api/machine/select', { terminalID: 'd-tests', version: '1.4.2' });
  const code = list.hwdata.find((m) => m.machine_id === DEVICE)?.machine_code;
  if (!code) throw new Error('seeded device missing');
  return code;
}

/** An approver's console with the device's authority centre open, kept across the paths (openAuthority's, kept). */
async function keptAuthority(phone: string): Promise<Page> {
  const { page } = await h.signedInPage({ phone, password: PASSWORD }, { path: `/index/?listType=list&machine=${DEVICE}`, keep: true });
  await page.getByTestId('detail-tab-authority').click();
  await page.getByTestId('authority-centre').waitFor();
  return page;
}

/** The applicant's console on the device list, its realtime messages collected into `received`. */
async function applicantPage(): Promise<Page> {
  const { page } = await h.signedInPage({ phone: APPLICANT_PHONE, password: PASSWORD }, { path: null, keep: true });
  page.on('websocket', (socket) =>
    socket.on('framereceived', (frame) => {
      if (typeof frame.payload !== 'string') received.push(decodeMessage(new Uint8Array(frame.payload)));
    }),
  );
  await page.goto(`${h.url}/index/?listType=list&lang=en`);
  return page;
}

/** The applicant asks to bind the device through the add-device dialog; the application shows as pending. */
async function applyToBind(page: Page, message: string): Promise<void> {
  await page.getByTestId('device-count').waitFor();
  await page.getByTestId('add-open').click();
  await page.getByTestId('add-tab-apply').click();
  await page.getByTestId('apply-code').fill(code);
  await page.getByTestId('apply-find').click();
  await page.getByTestId('apply-device').waitFor();
  await page.getByTestId('apply-kind-bind').check();
  await page.getByTestId('apply-message').fill(message);
  await page.getByTestId('apply-send').click();
  await page.getByTestId('pending-application').filter({ hasText: code }).waitFor();
}

/** An approver opens the device's applications and answers the newest one. */
async function answer(page: Page, verdict: 'pass' | 'refuse'): Promise<void> {
  // The list as it is now (the page is kept from the previous path): away to another tab and back reloads it.
  await page.getByTestId('auth-tab-visits').click();
  await page.getByTestId('auth-tab-applications').click();
  await page.locator('[data-testid^="review-"]').first().click();
  await page.getByTestId('approval-dialog').waitFor();
  const calls = recordApiCalls(page);
  await page.getByTestId(`approval-${verdict}`).click();
  await page.getByTestId('approval-dialog').waitFor({ state: 'detached' });
  // From the authority centre the answer is the audit reply, not the message centre's verify.
  expect(calls).toContain('/api/v1/audit/bindReply');
}

describe('audit of a bind application, end to end', () => {
  it('has a shortest path to each final state of product.md section 4', () => {
    expect(finals.map((f) => f.final).sort()).toEqual(['akeyRefused', 'allPassed', 'bkeyRefused']);
  });

  it.each(finals.map((f) => [f.final, f.answers.join(' → '), f] as const))('reaches %s by %s', async (_final, _name, path) => {
    // Its own message (at most 14 characters) tells this path's application from the earlier ones.
    const message = `Line ${path.final.slice(0, 9)}`;
    await applyToBind(applicant, message);

    for (const event of path.answers) {
      await answer(event.startsWith('AKEY') ? akey : bkey, event.endsWith('PASS') ? 'pass' : 'refuse');
    }

    // Every approver sees where the application ended.
    for (const page of [akey, bkey]) {
      await page.getByTestId('auth-tab-visits').click();
      await page.getByTestId('auth-tab-applications').click();
      const application = page.getByTestId('applications').locator('li').filter({ hasText: message });
      await application.getByTestId('application-state').getByText(enAuthority.audit[path.final as keyof typeof enAuthority.audit]).waitFor();
      await expect.poll(() => page.locator('[data-testid^="review-"]').count()).toBe(0);
    }
    // The applicant receives the result as a realtime device-audit message, and sees it settled.
    const result = await vi.waitFor(
      () => {
        const found = received.find((m) => m.type === 'deviceBind' && m.isResult);
        if (!found) throw new Error('no realtime result yet');
        return found;
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(result).toMatchObject({ deviceCode: code, auditState: AUDIT_STATE_CODE[path.final as keyof typeof AUDIT_STATE_CODE] });
    await applicant.reload();
    await applicant.getByTestId('device-count').waitFor();
    await applicant.getByTestId('pending-application').filter({ hasText: code }).waitFor({ state: 'detached' });
    const { applications } = await h.control<{ applications: { state: string; message: string }[] }>(`audit/applications?machineId=${DEVICE}`);
    expect(applications.filter((a) => a.message === message).map((a) => a.state)).toEqual([path.final]);
    if (path.final === 'allPassed') await applicant.getByTestId('device-row').filter({ hasText: code }).waitFor();
  });
});
