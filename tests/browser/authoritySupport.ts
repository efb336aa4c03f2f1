// Helpers of the authority browser tests: sign in as any seeded phone user, open a device's authority centre
// through the device list's detail panel (?machine=<id>), and call the cloud directly to set a scene up.
import type { Page } from 'playwright-core';
import { loginFields, type Harness } from './support';

export const AKEY_PHONE = '13800138000';
/** Bkey of device 50002 in the seeded world (simulator/world/createWorld.ts DEMO_PLAN). */
export const BKEY_PHONE = '13900139001';
/** Holds no role on device 50002. */
export const APPLICANT_PHONE = '13900139003';
export const PASSWORD = 'demo1234';

export async function signInAs(page: Page, url: string, phone: string, lang: 'cn' | 'en' = 'en'): Promise<void> {
  await page.goto(`${url}/login?lang=${lang}`);
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((u) => u.pathname === '/index/');
}

/** A signed-in page with the device's authority centre open. */
export async function openAuthority(h: Harness, phone: string, machineId: number, lang: 'cn' | 'en' = 'en'): Promise<Page> {
  const { page } = await h.signedInPage({ phone, password: PASSWORD }, { lang, path: `/index/?listType=list&machine=${machineId}` });
  await page.getByTestId('detail-tab-authority').click();
  await page.getByTestId('authority-centre').waitFor();
  return page;
}

/** The cloud's own calls as a user, on a separate terminal. */
export async function cloudAs(h: Harness, phone: string) {
  const post = async <T>(path: string, fields: Record<string, string>, token?: string): Promise<{ hwcode: number | string; hwdata: T }> => {
    const res = await fetch(`${h.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { cloudtoken: token } : {}) },
      body: new URLSearchParams(fields),
    });
    return (await res.json()) as { hwcode: number | string; hwdata: T };
  };
  const login = await post<{ token: string }>('/api/user/login', loginFields(phone, PASSWORD, { terminalUUID: 'd-tests' }));
  const token = login.hwdata.token;
  return { call: <T>(path: string, fields: Record<string, string>) => post<T>(path, fields, token) };
}
