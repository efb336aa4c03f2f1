// An application answered from the phone: another user asks to visit a device, its owner (Akey) gets the message
// on the phone console, opens the approval, sets a duration and passes it; the cloud records the answer.
import { beforeEach, describe, expect, it } from 'vitest';
import enMobile from '../../src/i18n/en/mobile';
import { harnessPerFile } from './support';
import { AKEY_PHONE, APPLICANT_PHONE, cloudAs, PASSWORD } from './authoritySupport';
import { signedInPhone } from './mobileSupport';

const h = harnessPerFile();
/** Held by AKEY_PHONE as owner, with a Bkey (simulator/world/createWorld.ts DEMO_PLAN). */
const DEVICE = 50002;

beforeEach(async () => {
  await h.control('reset', { seed: 42 });
  await h.control('audit/device', { machineId: DEVICE, checkType: 0 });
});

async function applyToVisit(verdictMessage: string) {
  const applicant = await cloudAs(h, APPLICANT_PHONE);
  const answer = await applicant.call<{ id?: number }>('/api/v1/audit/addVisit', {
    machineID: String(DEVICE), terminalID: 'd-phone-test', message: verdictMessage, terminalName: 'tests',
  });
  expect(answer).toMatchObject({ hwcode: 0 });
}

describe('answering applications from the phone', () => {
  it.each([['pass', 'akeyPassed'], ['refuse', 'akeyRefused']] as const)('%s: the owner answers a visit request in the message list', async (verdict, state) => {
    const page = await signedInPhone(h, { phone: AKEY_PHONE, password: PASSWORD });
    await page.getByTestId('m-tab-messages').click();
    await page.getByRole('heading', { name: enMobile.messages.title }).waitFor();
    await applyToVisit('Line check');
    // The request arrives live (realtime invalidation of the message list) with its answer button.
    const message = page.getByTestId('m-message').filter({ has: page.getByTestId('m-message-answer') }).first();
    await message.waitFor();
    await message.getByTestId('m-message-answer').click();
    const dialog = page.getByTestId('approval-dialog');
    await dialog.waitFor();
    // The desktop's dialog, on a 360 px screen: whole (its axe scan is in a11y-*.test.ts).
    if (process.env.MOBILE_SHOTS) await page.screenshot({ path: `${process.env.MOBILE_SHOTS}/mobile-en-approval-${verdict}.png` });
    await expect.poll(async () => {
      const box = await dialog.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 360;
    }).toBe(true);
    if (verdict === 'pass') {
      await page.getByTestId('approval-custom').check();
      await page.getByTestId('approval-minutes').fill('45');
    }
    await page.getByTestId(`approval-${verdict}`).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await h.control<{ applications: { state: string }[] }>(`audit/applications?machineId=${DEVICE}`)).applications.map((a) => a.state))
      .toEqual([state]);
    // Opened, the message is read; opened again, the dialog shows the answer recorded and offers no second one.
    await expect.poll(() => page.getByTestId('m-message-answer').count()).toBe(0);
    await page.getByTestId('m-message-view').first().click();
    await expect.poll(() => dialog.getByTestId('approval-state').getAttribute('data-state')).toBe(state);
    expect(await page.getByTestId(`approval-${verdict}`).count()).toBe(0);
  });
});
