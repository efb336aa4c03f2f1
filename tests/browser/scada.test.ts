// scadaRegister: every field checked in the user's language before any call, the cloud's refusals under their
// field, a kept registration (control API), no mobile redirect, and axe in both languages.
import { describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { harnessPerFile, recordApiCalls } from './support';
import { demoDevices } from './deviceDetailSupport';

const h = harnessPerFile();

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

async function fill(page: Page, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) await page.getByTestId(`scada-${name}`).fill(value);
}

describe('SCADA registration', () => {
  it('refuses every wrong field before calling, then keeps a valid registration', async () => {
    const { page } = await h.newPage();
    const calls = recordApiCalls(page);
    await page.goto(`${h.url}/scadaRegister?lang=en`);
    await page.getByTestId('scada-submit').click();
    for (const field of ['account', 'company', 'contactName', 'contactPhone', 'projectName', 'machineCodes']) {
      await page.getByTestId(`scada-${field}-error`).waitFor();
    }
    await fill(page, { account: 'not-an-account', contactPhone: '12', machineCodes: 'AB, AB' });
    expect(await page.getByTestId('scada-account-error').textContent()).toBe('Enter a mainland mobile number or an e-mail address');
    expect(await page.getByTestId('scada-machineCodes-error').textContent()).toContain('letters, digits or dashes');
    expect(calls.filter((c) => c.includes('scadaRegister'))).toEqual([]);

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

  it('stays on a phone instead of going to the mobile console', async () => {
    const { page } = await h.newPage({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', viewport: { width: 390, height: 844 } });
    await page.goto(`${h.url}/scadaRegister?lang=cn`);
    await page.getByTestId('scada-form').waitFor();
    expect(new URL(page.url()).pathname).toBe('/scadaRegister');
  });

  it('has no serious accessibility violations in both languages, errors shown', async () => {
    for (const lang of ['en', 'cn'] as const) {
      const { page } = await h.newPage();
      await page.goto(`${h.url}/scadaRegister?lang=${lang}`);
      await page.getByTestId('scada-submit').click();
      await page.getByTestId('scada-account-error').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/ezviz-scada-${lang}.png`, fullPage: true });
    }
  });
});
