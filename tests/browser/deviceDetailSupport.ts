// Helpers of the device-detail and visit browser tests: the demo user's devices as the cloud lists them, and
// the panel opened through the list route (?machine=<id>), as the list itself opens it.
import type { Page } from 'playwright-core';
import type { Machine } from '../../src/domain/wire/machine';
import { loginFields, PHONE_USER, type Harness } from './support';

async function api<T>(h: Harness, path: string, fields: Record<string, string>, token?: string): Promise<T> {
  const res = await fetch(`${h.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { cloudtoken: token } : {}) },
    body: new URLSearchParams(fields),
  });
  const envelope = (await res.json()) as { hwcode: number; hwdata: T };
  if (envelope.hwcode !== 0) throw new Error(`${path}: hwcode ${envelope.hwcode}`);
  return envelope.hwdata;
}

/** The phone demo user's personal devices, read through the cloud's own calls on a separate terminal. */
export async function demoDevices(h: Harness): Promise<Machine[]> {
  const { token } = await api<{ token: string }>(
    h,
    '/api/user/login',
    loginFields(PHONE_USER.phone, PHONE_USER.password, { terminalUUID: 'b-tests', countryCode: PHONE_USER.countryCode }),
  );
  return api<Machine[]>(h, '/api/machine/select', { terminalID: 'b-tests', version: '1.4.2' }, token);
}

export async function pickDevice(h: Harness, test: (m: Machine) => boolean): Promise<Machine> {
  const found = (await demoDevices(h)).find(test);
  if (!found) throw new Error('no seeded device fits the test');
  return found;
}

/** Signs in, then opens the list with the device's detail panel and waits for the panel's facts. */
export async function openDetail(h: Harness, machineId: number, lang: 'cn' | 'en' = 'en'): Promise<Page> {
  const { page } = await h.signedInPage(PHONE_USER, { lang, path: `/index/?listType=list&machine=${machineId}` });
  await page.getByTestId('detail-machineCode').waitFor();
  return page;
}
