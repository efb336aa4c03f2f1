// The authority centre of a device in the browser: adding a Bkey by account with both refusals, clearing a
// visit time after a confirmation, transferring ownership so the roles swap, and the password audit mode that
// demands the password.
import { beforeEach, describe, expect, it } from 'vitest';
import enAuthority from '../../src/i18n/en/authority';
import { maskPhone } from '../../src/domain/masking';
import { harnessPerFile, recordApiCalls } from './support';
import { AKEY_PHONE, cloudAs, openAuthority } from './authoritySupport';

const h = harnessPerFile();

// Seeded world (simulator/world/createWorld.ts DEMO_PLAN): 50002 is owned by the demo user with Bkey 1004;
// 50003 is owned by the demo user with visitor 1005, whose visit time is forever.
const WITH_BKEY = 50002;
const WITH_VISITOR = 50003;

beforeEach(async () => {
  await h.control('reset', { seed: 42 });
});

describe('authority centre', () => {
  it('adds a Bkey by account, and shows the missing-account and already-Bkey refusals', async () => {
    const page = await openAuthority(h, AKEY_PHONE, WITH_BKEY);
    const admins = page.getByTestId('members-admins');
    await admins.waitFor();
    // The owner comes first.
    await expect.poll(() => admins.locator('tbody tr').first().getAttribute('data-role')).toBe('akey');

    await page.getByTestId('add-bkey-account').fill('13900000000');
    await page.getByTestId('add-bkey-submit').click();
    await page.getByTestId('authority-state').getByText(enAuthority.state[2]).waitFor();

    await page.getByTestId('add-bkey-account').fill('13900139001');
    await page.getByTestId('add-bkey-submit').click();
    await page.getByTestId('authority-state').getByText(enAuthority.state[3]).waitFor();

    await page.getByTestId('add-bkey-account').fill('user4@example.com');
    await page.getByTestId('add-bkey-submit').click();
    await page.getByTestId('authority-state').getByText(enAuthority.state[1]).waitFor();
    await page.getByTestId('member-1006').waitFor();
    await expect.poll(() => page.getByTestId('member-1006').getAttribute('data-role')).toBe('bkey');
    // Phones are masked (product.md section 5).
    const row = (await page.getByTestId('member-1006').textContent()) ?? '';
    expect(row).toContain(maskPhone('13900139003'));
    expect(row).not.toContain('13900139003');
  });

  it('clears a visit time after a confirmation, and the row reads invalid', async () => {
    const page = await openAuthority(h, AKEY_PHONE, WITH_VISITOR);
    await page.getByTestId('auth-tab-visitors').click();
    const row = page.getByTestId('member-1005');
    await row.getByText(enAuthority.visitTime.forever).waitFor();
    await page.getByTestId('clearVisitTime-1005').click();
    await page.getByTestId('confirm-move-cancel').click();
    await page.getByTestId('confirm-move-cancel').waitFor({ state: 'detached' });
    await row.getByText(enAuthority.visitTime.forever).waitFor();

    await page.getByTestId('clearVisitTime-1005').click();
    await page.getByTestId('confirm-move-confirm').click();
    await row.getByText(enAuthority.visitTime.invalid).waitFor();
    // Nothing left to clear or zero on an invalid time; it can be set again.
    await expect.poll(() => page.getByTestId('clearVisitTime-1005').count()).toBe(0);
    await expect.poll(() => page.getByTestId('zeroVisitTime-1005').count()).toBe(0);

    // Set again: 30 minutes is taken.
    await page.getByTestId('setVisitTime-1005').click();
    await page.getByTestId('visit-custom').check();
    const calls = recordApiCalls(page);
    await page.getByTestId('visit-minutes').fill('30');
    await page.getByTestId('visit-save').click();
    await page.getByTestId('visit-time-form').waitFor({ state: 'detached' });
    await row.getByText(/^Until /).waitFor();
    expect(calls).toContain('/api/device/v1/visit/time');
  });

  it('transfers ownership: the Bkey becomes the owner and the previous owner a Bkey', async () => {
    const page = await openAuthority(h, AKEY_PHONE, WITH_BKEY);
    await page.getByTestId('member-1004').waitFor();
    await expect.poll(() => page.getByTestId('member-1004').getAttribute('data-role')).toBe('bkey');
    await page.getByTestId('transfer-1004').click();
    await page.getByTestId('confirm-move-confirm').click();
    await page.getByTestId('authority-centre').and(page.locator('[data-viewer="bkey"]')).waitFor();
    await page.locator('[data-testid="member-1004"][data-role="akey"]').waitFor();
    await page.locator('[data-testid="member-1001"][data-role="bkey"]').waitFor();
    const first = page.getByTestId('members-admins').locator('tbody tr').first();
    await expect.poll(() => first.getAttribute('data-testid')).toBe('member-1004');
    // No transfer is offered to a Bkey any more.
    await expect.poll(() => page.locator('[data-testid^="transfer-"]').count()).toBe(0);
  });

  it('asks for the device password before switching to the password audit mode', async () => {
    // Message audit and no device password yet: the switch sets the password it asks for.
    await h.control('audit/device', { machineId: WITH_BKEY, checkType: 0, password: '' });
    const owner = await cloudAs(h, AKEY_PHONE);

    const page = await openAuthority(h, AKEY_PHONE, WITH_BKEY);
    await page.getByTestId('auth-tab-settings').click();
    await page.getByTestId('check-type-1').check();
    await page.getByTestId('audit-mode-save').click();
    await page.getByTestId('audit-password-error').getByText(enAuthority.auditMode.passwordRequired).waitFor();

    await page.getByTestId('audit-password').fill('246810');
    await page.getByTestId('audit-mode-save').click();
    await page.getByText(enAuthority.auditMode.changed).waitFor();
    const after = await owner.call<{ machine_id: number; checkType: number }[]>('/api/machine/select', { terminalID: 'd-tests', version: '1.4.2' });
    expect(after.hwdata.find((m) => m.machine_id === WITH_BKEY)?.checkType).toBe(1);
  });
});
