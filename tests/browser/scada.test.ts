// scadaRegister: the cloud's refusals under their field, a kept registration (control API) and no mobile redirect.
// The form's own checks are component tests; its axe scan is in a11y-*.test.ts.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { harnessPerFile } from './support';
import { demoDevices } from './deviceDetailSupport';

const h = harnessPerFile();

async function fill(page: Page, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) await page.getByTestId(`scada-${name}`).fill(value);
}

describe('SCADA registration', () => {
  // The form's own checks before any call are component tests (src/ui/scada/ScadaRegisterPage.test.tsx).
  it("shows the cloud's refusal under its field, then keeps a valid registration", async () => {
    const { page } = await h.newPage();
    await page.goto(`${h.url}/scadaRegister?lang=en`);
    const codes = (await demoDevices(h)).slice(0, 2).map((d) => d.machine_code);
    await fill(page, { account: '13800138000', company: 'Acme Plastics', contactName: 'Li Lei', contactPhone: '139 0013 9000', projectName: 'Line 1', machineCodes: `${codes[0]}\nNOPE-123456` });
    await page.getByTestId('scada-submit').click();
    await expect.poll(() => page.getByTestId('scada-machineCodes-error').textContent()).toContain('NOPE-123456');

    // Signed out, only an existing account's own devices: an unknown account is refused under its field.
    await fill(page, { account: '13999990000', machineCodes: codes.join('\n') });
    await page.getByTestId('scada-submit').click();
    await expect.poll(() => page.getByTestId('scada-account-error').textContent()).toContain('does not exist on the cloud');
    await fill(page, { account: '13800138000' });
    await page.getByTestId('scada-submit').click();
    await expect.poll(() => page.getByTestId('scada-done').textContent()).toContain('2 devices');
    const kept = await h.control<{ registrations: { projectName: string; machineCodes: string[]; company: string }[] }>('scada');
    expect(kept.registrations).toEqual([expect.objectContaining({ projectName: 'Line 1', company: 'Acme Plastics', machineCodes: codes })]);
  });
  // A phone's user agent stays on /scadaRegister instead of going to the mobile console: shell.test.ts.
});
