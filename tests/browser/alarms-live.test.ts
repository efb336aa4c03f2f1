// Live notifications and the alarm centre as a signed-in user meets them: an alarm raised in the simulated cloud
// shows a toast and a new row at once, a voice alarm sounds unless muted, a mass text shows its banner, and a storm
// leaves the badge on the right count.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enLayout from '../../src/i18n/en/layout';
import enNotifications from '../../src/i18n/en/notifications';
import { createWorld } from '../../simulator/world/createWorld';
import { harnessPerFile, PHONE_USER, waitForConnections } from './support';

const world = createWorld({ seed: 42 });
/** The toast names a device as people know it: "name (alias)" (docs/decisions.md, "Console", defect 5). */
function deviceLabel(code: string): string {
  const device = world.devices.find((d) => d.machine_code === code)!;
  return device.alias.trim() ? `${device.machine_name} (${device.alias.trim()})` : device.machine_name;
}

const h = harnessPerFile();

/** Counts the tones the page starts through the Web Audio API. */
const COUNT_TONES = () => {
  const w = window as unknown as { __tones: number };
  w.__tones = 0;
  const original = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function (this: AudioContext) {
    const oscillator = original.call(this);
    const start = oscillator.start.bind(oscillator);
    oscillator.start = (...args: Parameters<OscillatorNode['start']>) => {
      w.__tones += 1;
      start(...args);
    };
    return oscillator;
  };
};

async function signedInAt(path: string): Promise<Page> {
  await h.control('reset', {});
  const { page } = await h.signedInPage(PHONE_USER, { path: null });
  await page.addInitScript(COUNT_TONES);
  await page.goto(`${h.url}${path}`);
  await waitForConnections(h, PHONE_USER.phone, 1);
  return page;
}

const tones = (page: Page) => page.evaluate(() => (window as unknown as { __tones: number }).__tones);

describe('an alarm raised in the cloud', () => {
  it('shows a toast, a new row in the alarm centre and one more unread message', async () => {
    const page = await signedInAt('/alarmCenter/?lang=en');
    await page.getByTestId('alarm-empty').or(page.getByTestId('alarm-row').first()).waitFor();
    const before = await page.getByTestId('alarm-row').count();
    expect(before).toBe(0);

    const { alarm } = await h.control<{ alarm: { deviceCode: string } }>('alarm', { account: PHONE_USER.phone, content: 'Boiler pressure high' });
    const toast = page.getByTestId('live-toast');
    await toast.filter({ hasText: 'Boiler pressure high' }).waitFor();
    expect(await toast.textContent()).toContain(enNotifications.alert.deviceAlarm.replace('{{device}}', deviceLabel(alarm.deviceCode)));
    await page.getByTestId('alarm-row').filter({ hasText: 'Boiler pressure high' }).waitFor();
    await page.getByTestId('unread-badge').filter({ hasText: /^1$/ }).waitFor();
    // Times show as yyyy-mm-dd HH:MM:ss.
    expect(await page.getByTestId('alarm-row').first().locator('time').textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('can be confirmed, and the state filter then finds it among the confirmed', async () => {
    const page = await signedInAt('/alarmCenter/?lang=en');
    await h.control('alarm', { account: PHONE_USER.phone, content: 'Door open' });
    const row = page.getByTestId('alarm-row').filter({ hasText: 'Door open' });
    await row.getByTestId('alarm-confirm').click();
    await page.locator('[data-testid="alarm-row"][data-state="confirmed"]').filter({ hasText: 'Door open' }).waitFor();
    await page.getByTestId('alarm-filter-state').selectOption('active');
    await page.getByTestId('alarm-empty').waitFor();
  });
});

describe('a voice alarm', () => {
  it('plays the audible alert once the user has interacted with the page', async () => {
    const page = await signedInAt('/alarmCenter/?lang=en');
    await page.getByRole('heading', { level: 1 }).click(); // the browser's autoplay rule wants a gesture first
    await h.control('alarm', { account: PHONE_USER.phone, content: 'Emergency stop', voice: true });
    await page.getByTestId('live-toast').filter({ hasText: 'Emergency stop' }).waitFor();
    await page.waitForFunction(() => (window as unknown as { __tones: number }).__tones > 0);
  });

  it('stays silent when the user muted it', async () => {
    const page = await signedInAt('/alarmCenter/?lang=en');
    await page.getByRole('heading', { level: 1 }).click(); // sound would be allowed: only the mute keeps it quiet
    await page.getByTestId('mute-sound').check();
    await h.control('alarm', { account: PHONE_USER.phone, content: 'Muted stop', voice: true });
    await page.getByTestId('live-toast').filter({ hasText: 'Muted stop' }).waitFor();
    expect(await tones(page)).toBe(0);
  });
});

describe('a mass text', () => {
  it('shows its banner, which the user can close', async () => {
    const page = await signedInAt('/index/?listType=list&lang=en');
    await h.control('mass-text', { account: PHONE_USER.phone, content: 'Cloud maintenance at 23:00' });
    const banner = page.getByTestId('mass-banner');
    await banner.filter({ hasText: 'Cloud maintenance at 23:00' }).waitFor();
    await banner.getByRole('button', { name: enNotifications.close }).click();
    await banner.waitFor({ state: 'detached' });
  });
});

describe('an alarm storm', () => {
  it('ends with the badge on the exact unread count and one coalesced toast', async () => {
    const page = await signedInAt('/alarmCenter/?lang=en');
    await h.control('alarms/storm', { account: PHONE_USER.phone, perSecond: 200, seconds: 2 });
    await expect.poll(async () => (await h.control<{ storms: unknown[] }>('alarms')).storms.length, { timeout: 30_000 }).toBe(0);
    const { alarms } = await h.control<{ alarms: number }>('alarms');
    expect(alarms).toBeGreaterThanOrEqual(390);
    const badge = page.getByTestId('unread-badge');
    await page.locator(`[data-testid="unread-badge"][aria-label="${(alarms === 1 ? enLayout.header.unread_one : enLayout.header.unread_other).replace('{{count}}', String(alarms))}"]`).waitFor();
    expect(await badge.textContent()).toBe('99+');
    expect(await page.getByTestId('live-toast').count()).toBe(1);
  });
});

/** A Notification API that records what the page shows, with the permission the user would grant, and a
 *  visibility the test can switch: desktop notifications are for when the console is out of view. */
const FAKE_DESKTOP = () => {
  const w = window as unknown as { __shown: { title: string; body: string }[]; __hidden: boolean };
  w.__shown = [];
  w.__hidden = false;
  class RecordingNotification {
    static permission: NotificationPermission = 'default';
    static requestPermission(): Promise<NotificationPermission> {
      RecordingNotification.permission = 'granted';
      return Promise.resolve('granted');
    }
    constructor(title: string, options?: NotificationOptions) {
      w.__shown.push({ title, body: options?.body ?? '' });
    }
  }
  Object.defineProperty(window, 'Notification', { value: RecordingNotification, configurable: true, writable: true });
  Object.defineProperty(document, 'visibilityState', { get: () => (w.__hidden ? 'hidden' : 'visible'), configurable: true });
};

const shown = (page: Page) => page.evaluate(() => (window as unknown as { __shown: { title: string; body: string }[] }).__shown);

describe('desktop notifications', () => {
  it('once allowed, show an alarm on the desktop while the console is out of view, and not while it is in view', async () => {
    await h.control('reset', {});
    const { page } = await h.signedInPage(PHONE_USER, { path: null });
    await page.addInitScript(FAKE_DESKTOP);
    await page.goto(`${h.url}/alarmCenter/?lang=en`);
    await waitForConnections(h, PHONE_USER.phone, 1);
    const toggle = page.getByTestId('desktop-notifications');
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check();
    await page.waitForFunction(() => (document.querySelector('[data-testid="desktop-notifications"]') as HTMLInputElement | null)?.checked === true);

    await h.control('alarm', { account: PHONE_USER.phone, content: 'Seen in the page' });
    await page.getByTestId('live-toast').filter({ hasText: 'Seen in the page' }).waitFor();
    expect(await shown(page)).toEqual([]);

    await page.evaluate(() => {
      (window as unknown as { __hidden: boolean }).__hidden = true;
    });
    await h.control('alarm', { account: PHONE_USER.phone, content: 'Valve stuck open' });
    await expect.poll(async () => (await shown(page)).map((n) => n.body).join('\n')).toContain('Valve stuck open');
  });
});
