// Shared steps of the account and security-centre browser tests (docs/decisions.md, "Accounts and sign-in"): fresh users registered through the
// simulated cloud's own calls (so one test's password or phone change never touches another's), and sign-in.
import type { Page } from 'playwright-core';
import { waitForCode, type Harness } from './support';

export type TestUser = { phone: string; password: string; name: string };

let serial = 0;

async function api(h: Harness, path: string, fields: Record<string, string>, token?: string) {
  const res = await fetch(`${h.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { cloudtoken: token } : {}) },
    body: new URLSearchParams(fields),
  });
  return (await res.json()) as { hwcode: number | string; hwdata: unknown };
}

/** A new phone user, registered with a code read from the control API. */
export async function registerUser(h: Harness): Promise<TestUser> {
  serial += 1;
  // 199 numbers the seeded world does not use; the process id keeps parallel test files apart.
  const phone = `1990${String(process.pid % 1000).padStart(3, '0')}${String(serial).padStart(4, '0')}`;
  await api(h, '/api/common/mobSendMessage', { phone, countryCode: '86', type: 'register' });
  const code = await waitForCode(h, phone, 'register');
  const user = { phone, password: 'start123', name: `Tester${serial}` };
  const answer = await api(h, '/api/user/v1/register', { phone, countryCode: '86', password: user.password, name: user.name, oemid: '', hideMap: '0', code });
  if (String(answer.hwcode) !== '0') throw new Error(`register ${phone}: ${JSON.stringify(answer)}`);
  return user;
}

/** Signs in through the phone tab and waits for the home list. */
export async function signIn(page: Page, h: Harness, user: Pick<TestUser, 'phone' | 'password'>, lang: 'cn' | 'en' = 'en') {
  await page.goto(`${h.url}/login?lang=${lang}`);
  await page.getByTestId('login-phone').fill(user.phone);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();
}
