// Helpers of the phone console's browser tests: a phone's viewport and user agent, and a phone signed in on /mobile.
import type { Page } from 'playwright-core';
import { PHONE_USER, type Harness, type SignedInOptions, type SignInUser } from './support';

export const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
export const PHONE = { userAgent: PHONE_UA, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

export async function phonePage(h: Harness): Promise<Page> {
  const { page } = await h.newPage(PHONE);
  return page;
}

/**
 * A phone already signed in (through the API, not the form) on the phone console's device list; `path: null` opens
 * nothing, e.g. to add init scripts first.
 */
export async function signedInPhone(h: Harness, user: SignInUser = PHONE_USER, options: SignedInOptions = {}): Promise<Page> {
  const { page } = await h.signedInPage(user, { ...PHONE, path: '/mobile', ...options });
  if (options.path !== null) await page.getByTestId('m-device-row').first().waitFor();
  return page;
}
