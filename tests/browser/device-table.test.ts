// The device table's own behaviour: column sorting (with the search keeping the order), and scrolling a long list
// that mounts only the rows in view. Selection is a component test (src/ui/devices/DeviceTable.test.tsx).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { harnessPerFile, PHONE_USER } from './support';

const h = harnessPerFile();

async function signedIn(): Promise<Page> {
  const { page } = await h.signedInPage(PHONE_USER, { lang: 'en' });
  await page.getByTestId('device-row').first().waitFor();
  return page;
}

const codes = async (page: Page) => (await page.getByTestId('device-code').allTextContents()).map((c) => c.trim());
const byCode = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

describe('device table', () => {
  it('sorts by a column both ways, and a search keeps the order', async () => {
    await h.control('devices', { count: 30, account: '13800138000' });
    const page = await signedIn();
    const header = page.locator('th', { has: page.getByTestId('sort-code') });
    await page.getByTestId('sort-code').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    const ascending = await codes(page);
    expect(ascending.length).toBeGreaterThan(2);
    expect(ascending).toEqual([...ascending].sort(byCode.compare));

    await page.getByTestId('sort-code').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    const descending = await codes(page);
    expect(descending).toEqual([...descending].sort((a, b) => byCode.compare(b, a)));
    expect(descending[0]).not.toBe(ascending[0]);

    // A digit many names and codes hold: fewer rows, still in descending order.
    const total = Number.parseInt((await page.getByTestId('device-count').textContent()) ?? '', 10);
    await page.getByTestId('device-search').fill('1');
    await expect.poll(async () => Number.parseInt((await page.getByTestId('device-count').textContent()) ?? '', 10)).toBeLessThan(total);
    const narrowed = await codes(page);
    expect(narrowed.length).toBeGreaterThan(1);
    expect(narrowed).toEqual([...narrowed].sort((a, b) => byCode.compare(b, a)));
  });

  it('scrolling a long list brings its last devices into view with a screenful mounted', async () => {
    await h.control('devices', { count: 2_000, account: '13800138000' });
    const page = await signedIn();
    await page.getByTestId('sort-code').click();
    await page.getByTestId('sort-code').click();
    const last = (await codes(page))[0]!;
    await page.getByTestId('sort-code').click();
    await page.locator('.device-table .kit-table-scroll').evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await page.getByTestId('device-code').getByText(last, { exact: true }).waitFor();
    expect(await page.getByTestId('device-row').count()).toBeLessThan(60);
  });
});
