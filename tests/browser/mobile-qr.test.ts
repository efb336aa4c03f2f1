// Signing a computer in from the phone console: the desktop's /login QR tab in one page, the phone console
// (360 x 740, phone user agent) in another; the phone enters the code the desktop prints under its QR, sees which
// computer asks, confirms, and the desktop is signed in as the phone's user. Cancel, reuse, expiry and unknown
// codes are explained. The same screens in Chinese, with the cloud's answers faked: src/ui/mobile/MobileQrSignIn.test.tsx.
// Axe scans of these screens are in a11y-*.test.ts.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enQr from '../../src/i18n/en/mobileQr';
import enErrors from '../../src/i18n/en/errors';
import enAuth from '../../src/i18n/en/auth';
import { QR_POLL_MS } from '../../src/ui/auth/qrLogin';
import { harnessPerFile, PHONE_USER } from './support';
import { signedInPhone } from './mobileSupport';

const h = harnessPerFile();

/** The desktop's QR tab; answers the code as printed under the QR picture (groups of four). */
async function desktopQr(lang: 'en' | 'cn'): Promise<{ desktop: Page; printed: string; qrToken: string }> {
  const { page: desktop } = await h.newPage();
  // The browser's clock: a test moves the desktop's 2 s QR poll on (desktopPolls) instead of waiting for it.
  await desktop.clock.install();
  await desktop.goto(`${h.url}/login?lang=${lang}`);
  await desktop.getByTestId('login-tab-qr').click();
  const qrToken = (await desktop.getByTestId('qr-code').getAttribute('data-qr-token')) ?? '';
  const printed = (await desktop.getByTestId('qr-code-text').textContent()) ?? '';
  expect(qrToken).not.toBe('');
  expect(printed.replace(/\s/g, '')).toBe(qrToken);
  return { desktop, printed, qrToken };
}

/** Moves the desktop's QR poll on, one period at a time, until `seen` holds. */
async function desktopPolls(desktop: Page, seen: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(async () => {
      await desktop.clock.runFor(QR_POLL_MS);
      return seen();
    }, { timeout: 30_000 })
    .toBe(true);
}

const showsStatus = (desktop: Page, text: string) => () => desktop.getByRole('status').filter({ hasText: text }).isVisible();
const leftLogin = (desktop: Page) => async () => new URL(desktop.url()).pathname !== '/login';

async function phoneAtQr(lang: 'en' | 'cn'): Promise<Page> {
  const phone = await signedInPhone(h, PHONE_USER, { lang });
  await phone.getByTestId('m-tab-more').click();
  await phone.getByTestId('m-qr-open').click();
  await phone.getByTestId('m-qr-code').waitFor();
  return phone;
}

async function enterCode(phone: Page, code: string) {
  await phone.getByTestId('m-qr-code').fill(code);
  await phone.getByTestId('m-qr-submit').click();
}

/** The user the desktop's cookie token belongs to, asked of the cloud. */
async function desktopUserId(desktop: Page): Promise<number | undefined> {
  const token = (await desktop.context().cookies()).find((c) => c.name === 'token')?.value;
  if (!token) return undefined;
  const res = await fetch(`${h.url}/api/user/selectInfo`, { method: 'POST', headers: { cloudtoken: token } });
  const answer = (await res.json()) as { hwcode: number; hwdata?: { userid?: number; id?: number } };
  return answer.hwcode === 0 ? (answer.hwdata?.userid ?? answer.hwdata?.id) : undefined;
}

describe('signing a computer in from the phone console', () => {
  it('confirms the desktop code by keyboard from the question on: the desktop page is signed in as the phone user', async () => {
    await h.control('reset', { seed: 42 });
    const { desktop, printed } = await desktopQr('en');
    const phone = await phoneAtQr('en');
    // Back to More and in again.
    await phone.getByTestId('m-qr-back').click();
    await phone.getByRole('heading', { name: enQr.entry.title }).waitFor();
    await phone.getByTestId('m-qr-open').click();
    // A code the cloud does not know is explained on the entry screen (one that cannot be a code is refused before
    // any call: src/ui/mobile/MobileQrSignIn.test.tsx, which also walks these screens in Chinese).
    await enterCode(phone, 'abcd 1234 abcd 1234');
    await phone.getByTestId('m-qr-error').filter({ hasText: enErrors.business.qrUnknown }).waitFor();
    await expect.poll(() => phone.getByTestId('m-qr-code').getAttribute('aria-invalid')).toBe('true');
    // Typed as printed, spaces and all.
    await enterCode(phone, printed);
    const ask = phone.getByTestId('m-qr-ask');
    await ask.getByRole('heading', { name: enQr.ask.title }).waitFor();
    await expect.poll(() => ask.textContent()).toContain('Chrome on Linux');
    // Keyboard: the step's heading has focus; Tab reaches the confirm button, Enter presses it.
    await expect.poll(() => phone.evaluate(() => document.activeElement?.textContent)).toBe(enQr.ask.title);
    // The desktop follows: scanned, waiting for the phone.
    await desktopPolls(desktop, showsStatus(desktop, enAuth.qr.scanned));

    await phone.getByTestId('m-qr-confirm').focus();
    await phone.keyboard.press('Enter');
    await phone.getByTestId('m-qr-confirmed').getByRole('heading', { name: enQr.done.title }).waitFor();
    await desktopPolls(desktop, leftLogin(desktop));
    await desktop.getByTestId('device-row').first().waitFor();
    expect(await desktopUserId(desktop)).toBe(1001);
    // The phone stays signed in; Done goes back to More.
    await phone.getByTestId('m-qr-close').click();
    await phone.getByTestId('m-qr-open').waitFor();
  });

  it('cancel leaves the desktop signed out and its code scannable; reuse and expiry are refused and explained', async () => {
    await h.control('reset', { seed: 42 });
    const { desktop, qrToken } = await desktopQr('en');
    const phone = await phoneAtQr('en');
    await enterCode(phone, qrToken);
    await phone.getByTestId('m-qr-cancel').click();
    await phone.getByTestId('m-qr-cancelled').getByText(enQr.cancelled.body).waitFor();
    await desktopPolls(desktop, showsStatus(desktop, enAuth.qr.hint));
    expect(new URL(desktop.url()).pathname).toBe('/login');

    // Leaving the question unanswered cancels too, so the code is not held by this phone.
    await phone.getByTestId('m-qr-again').click();
    await enterCode(phone, qrToken);
    await desktopPolls(desktop, showsStatus(desktop, enAuth.qr.scanned));
    await phone.getByTestId('m-qr-back').click();
    await desktopPolls(desktop, showsStatus(desktop, enAuth.qr.hint));
    await phone.getByTestId('m-qr-open').click();

    // Scanned again, then the code lapses before the confirmation: refused, with what to do.
    await enterCode(phone, qrToken);
    await phone.getByTestId('m-qr-confirm').waitFor();
    await h.control('clock', { advanceMs: 5 * 60_000 });
    await phone.getByTestId('m-qr-confirm').click();
    await phone.getByTestId('m-qr-failed').getByText(enErrors.business.qrExpired).waitFor();
    await desktopPolls(desktop, () => desktop.getByTestId('qr-refresh').isVisible());

    // A confirmed code cannot be used twice.
    await desktop.getByTestId('qr-refresh').click();
    const fresh = (await desktop.getByTestId('qr-code-text').textContent()) ?? '';
    await phone.getByTestId('m-qr-again').click();
    await enterCode(phone, fresh);
    await phone.getByTestId('m-qr-confirm').click();
    await phone.getByTestId('m-qr-confirmed').waitFor();
    await phone.getByTestId('m-qr-again').click();
    await enterCode(phone, fresh);
    await phone.getByTestId('m-qr-error').filter({ hasText: enErrors.business.qrAlreadyUsed }).waitFor();
  });

  it('reads the code with the camera where the browser has a BarcodeDetector, and falls back to typing when refused', async () => {
    await h.control('reset', { seed: 42 });
    const { desktop, qrToken } = await desktopQr('en');
    const phone = await signedInPhone(h, PHONE_USER, { path: null });
    // Headless Chromium has neither a camera nor a BarcodeDetector: a painted canvas stands in for the camera and a
    // detector that reads what the test puts in window.__qr (nothing until then) for the browser's.
    await phone.addInitScript(() => {
      const w = window as unknown as { __qr?: string; __refuse?: boolean; BarcodeDetector?: unknown };
      w.BarcodeDetector = class {
        async detect() {
          return w.__qr ? [{ rawValue: w.__qr }] : [];
        }
      };
      const getUserMedia = async () => {
        if (w.__refuse) throw new DOMException('denied', 'NotAllowedError');
        const canvas = document.createElement('canvas');
        canvas.width = 64;
        canvas.height = 64;
        const g = canvas.getContext('2d')!;
        let n = 0;
        setInterval(() => {
          g.fillStyle = n++ % 2 ? '#000' : '#fff';
          g.fillRect(0, 0, 64, 64);
        }, 100);
        return canvas.captureStream(10);
      };
      Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    });
    await phone.goto(`${h.url}/mobile?lang=en`);
    await phone.getByTestId('m-tab-more').click();
    await phone.getByTestId('m-qr-open').click();

    await phone.evaluate(() => ((window as unknown as { __refuse: boolean }).__refuse = true));
    await phone.getByTestId('m-qr-camera').click();
    await phone.getByTestId('m-qr-camera-failed').getByText(enQr.camera.failed).waitFor();
    await phone.getByTestId('m-qr-code').waitFor();

    await phone.getByTestId('m-qr-back').click();
    await phone.getByTestId('m-qr-open').click();
    await phone.evaluate(() => ((window as unknown as { __refuse: boolean }).__refuse = false));
    await phone.getByTestId('m-qr-camera').click();
    await phone.getByRole('status').filter({ hasText: enQr.camera.looking }).waitFor();
    await phone.evaluate((code) => ((window as unknown as { __qr: string }).__qr = code), qrToken);
    await phone.getByTestId('m-qr-confirm').click();
    await phone.getByTestId('m-qr-confirmed').waitFor();
    await desktopPolls(desktop, leftLogin(desktop));
    expect(await desktopUserId(desktop)).toBe(1001);
  });
});
