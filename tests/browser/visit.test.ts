// The remote visit from the detail panel: every visit result (forced through the simulator's control API) shows
// its own message and next step, and a successful visit opens the device's simulated HMI panel with live values.
// One signed-in page, loaded once, is kept across the tests: each opens its device's panel within the app.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enVisit from '../../src/i18n/en/visit';
import cnVisit from '../../src/i18n/cn/visit';
import { harnessPerFile, PHONE_USER } from './support';
import { pickDevice } from './deviceDetailSupport';
import { showDetail } from './inApp';

const h = harnessPerFile();

let kept: Page;
beforeAll(async () => {
  ({ page: kept } = await h.signedInPage(PHONE_USER, { lang: 'en', keep: true }));
  await kept.getByTestId('device-row').first().waitFor();
});

/** The kept page with the device's panel open in `lang`, the result dialog and HMI tabs of an earlier test closed. */
async function openDetail(machine: { machine_id: number; machine_code: string }, lang: 'cn' | 'en' = 'en'): Promise<Page> {
  for (const tab of kept.context().pages()) if (tab !== kept) await tab.close();
  const result = kept.getByTestId('visit-result');
  if (await result.count()) {
    await kept.getByTestId('visit-close').click();
    await result.waitFor({ state: 'detached' });
  }
  await showDetail(kept, machine, lang);
  return kept;
}

/** The visit button of the open detail panel (the list row carries one for the same device too). */
const panelVisit = (page: Page, machineId: number) => page.locator('.detail-panel').getByTestId(`visit-${machineId}`);

const FORCED: [result: string, kind: keyof typeof enVisit.result][] = [
  ['BLACKLIST', 'blacklisted'],
  ['ADMINISTRATOR', 'administrator'],
  ['GENERAL_USER', 'generalUser'],
  ['CLOUD_EXPIRED', 'cloudExpired'],
  ['REST_TIME_OUT', 'restTimeOut'],
  ['PASSWORD_ERROR', 'passwordError'],
  ['CLOUD_VISIT_TIMEOUT', 'cloudVisitTimeout'],
  ['WRONG_ROLE', 'wrongRole'],
];

const usable = (m: { limit_authority: number; state: number; cloudState: number }) => m.limit_authority === 3 && m.state === 1 && m.cloudState === 1;

describe('remote visit', () => {
  it('shows each refusal with its own message and next step', async () => {
    const machine = await pickDevice(h, usable);
    const page = await openDetail(machine);
    const result = page.getByTestId('visit-result');
    for (const [forced, kind] of FORCED) {
      await h.control('visit-result', { machineCode: machine.machine_code, result: forced });
      await panelVisit(page, machine.machine_id).click();
      await expect.poll(() => result.getAttribute('data-kind'), { message: forced }).toBe(kind);
      expect(await result.locator('.visit-message').textContent(), forced).toBe(enVisit.result[kind]);
      expect(await result.locator('.visit-next').textContent(), forced).toBe(enVisit.next[kind]);
      await page.getByTestId('visit-close').click();
      await result.waitFor({ state: 'detached' });
    }
  });

  it('speaks Chinese too, and retries from the result dialog', async () => {
    const machine = await pickDevice(h, usable);
    const page = await openDetail(machine, 'cn');
    await h.control('visit-result', { machineCode: machine.machine_code, result: 'CLOUD_EXPIRED' });
    await panelVisit(page, machine.machine_id).click();
    await expect.poll(() => page.getByTestId('visit-result').locator('.visit-message').textContent()).toBe(cnVisit.result.cloudExpired);
    // The forced result is used up: the retry gets through.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('visit-retry').click()]);
    await tab.getByTestId('hmi-panel').waitFor();
    await expect.poll(() => page.getByTestId('visit-result').locator('.visit-message').textContent()).toBe(cnVisit.result.success);
    expect(new URL(tab.url()).pathname).toBe(`/__sim/hmi/${machine.machine_code}`);
    expect(await page.getByTestId('visit-result').getAttribute('data-kind')).toBe('success');
  });

  it('opens the simulated HMI panel with live values on success', async () => {
    const machine = await pickDevice(h, usable);
    const page = await openDetail(machine);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), panelVisit(page, machine.machine_id).click()]);
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname).toBe(`/__sim/hmi/${machine.machine_code}`);
    await tab.getByTestId('hmi-name').filter({ hasText: machine.machine_name }).waitFor();
    // Live: the panel polls its values, so the update stamp moves on by itself.
    const first = await tab.getByTestId('hmi-updated').textContent();
    await tab.waitForFunction((before) => document.querySelector('[data-testid="hmi-updated"]')?.textContent !== before, first);
    await page.getByTestId('visit-result').filter({ hasText: enVisit.result.success }).waitFor();
    expect(await page.getByTestId('visit-open-link').getAttribute('href')).toBe(tab.url());
  });

  it('says the device is unreachable when it is offline', async () => {
    const machine = await pickDevice(h, (m) => m.limit_authority === 3 && m.state === 0 && m.cloudState === 1);
    const page = await openDetail(machine);
    await panelVisit(page, machine.machine_id).click();
    await expect.poll(() => page.getByTestId('visit-result').getAttribute('data-kind')).toBe('cloudVisitTimeout');
    expect(await page.getByTestId('visit-result').locator('.visit-message').textContent()).toBe(enVisit.result.cloudVisitTimeout);
    expect(await page.getByTestId('visit-result').locator('.visit-next').textContent()).toBe(enVisit.next.cloudVisitTimeout);
  });
});
