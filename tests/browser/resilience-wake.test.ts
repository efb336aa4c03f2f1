// After a laptop sleeps for an hour, or the network drops and returns, the realtime link comes back within seconds,
// the lists on screen ask the cloud once, and no storm of requests or toasts follows.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { harnessPerFile, PHONE_USER, waitForConnections } from './support';

const h = harnessPerFile();

function countCalls(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

describe('sleep and wake', () => {
  it('an hour asleep: the link is renewed within seconds and the list refreshes once, without toasts', async () => {
    await h.control('reset', {});
    const { page } = await h.signedInPage(PHONE_USER, { path: '/index/?listType=list', lang: 'en', clock: true });
    await page.getByTestId('device-open').first().waitFor();
    await waitForConnections(h, PHONE_USER.phone, 1);
    const lists = countCalls(page, '/api/machine/select');
    const unread = countCalls(page, '/api/msg/v1/totalUnread');
    let sockets = 0;
    page.on('websocket', () => (sockets += 1));

    await page.clock.fastForward('01:00:00');
    // The wake check runs within 10 s and the link's reconnect wait is 5 to 8 s.
    await page.clock.runFor(10_000);
    await page.clock.runFor(10_000);
    await expect.poll(() => lists()).toBe(1);
    // A new link, and only one.
    await expect.poll(() => sockets).toBe(1);
    await waitForConnections(h, PHONE_USER.phone, 1);
    await expect.poll(() => unread()).toBeGreaterThanOrEqual(1);
    // Quiet afterwards: no second refresh, no toast.
    await page.clock.runFor(30_000);
    expect(lists()).toBe(1);
    expect(sockets).toBe(1);
    expect(unread()).toBeLessThanOrEqual(2);
    expect(await page.locator('.kit-toast-message').count()).toBe(0);
  });

  it('a network drop and return: one refresh of the list, the notice comes and goes, no toasts', async () => {
    await h.control('reset', {});
    const { page, context } = await h.signedInPage(PHONE_USER, { path: '/index/?listType=list', lang: 'en' });
    await page.getByTestId('device-open').first().waitFor();
    await waitForConnections(h, PHONE_USER.phone, 1);
    const lists = countCalls(page, '/api/machine/select');
    await context.setOffline(true);
    await page.getByTestId('connection-notice').waitFor();
    await context.setOffline(false);
    await page.getByTestId('connection-notice').waitFor({ state: 'detached' });
    await expect.poll(() => lists()).toBe(1);
    await page.getByTestId('device-open').first().waitFor();
    expect(await page.locator('.kit-toast-message').count()).toBe(0);
  });
});
