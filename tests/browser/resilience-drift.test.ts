// A cloud answer of the wrong shape (a device name that is an object, say) never blanks the page: the production
// build checks the main lists' answers against the wire schemas and shows the drift notice in the page's language,
// with the layout and menu still there. Each list's call is answered through page.route with one field changed.
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import enResilience from '../../src/i18n/en/resilience';
import cnResilience from '../../src/i18n/cn/resilience';
import { ENTERPRISE_USER, harnessPerFile, PHONE_USER, type SignInUser } from './support';
import { seriousViolations } from './axe';

const h = harnessPerFile();
const DRIFT = { en: enResilience.drift, cn: cnResilience.drift };

/** Fields a screen shows as text, broken first when a row has one. */
const NAMED = new Set(['machine_name', 'machineName', 'name', 'title', 'content', 'alarmContent']);

/** The first row of the first list in the answer gets an object where the contract has text. */
function breakFirstRow(value: unknown): boolean {
  if (Array.isArray(value)) {
    const row: unknown = value[0];
    if (row && typeof row === 'object' && !Array.isArray(row)) {
      const entries = Object.entries(row as Record<string, unknown>);
      const text = entries.find(([k, v]) => typeof v === 'string' && NAMED.has(k)) ?? entries.find(([, v]) => typeof v === 'string');
      if (text) {
        (row as Record<string, unknown>)[text[0]] = { unexpected: 'object' };
        return true;
      }
    }
    return value.some(breakFirstRow);
  }
  if (value && typeof value === 'object') return Object.values(value as Record<string, unknown>).some(breakFirstRow);
  return false;
}

async function wrongShape(route: Route) {
  const response = await route.fetch();
  const body = (await response.json()) as { hwcode: unknown; hwdata: unknown };
  breakFirstRow(body.hwdata);
  await route.fulfill({ response, json: body });
}

interface Case {
  list: string;
  user: SignInUser;
  path: string;
  call: RegExp;
}

const CASES: Case[] = [
  { list: 'personal devices', user: PHONE_USER, path: '/index/?listType=list', call: /\/api\/machine\/select$/ },
  { list: 'enterprise devices', user: ENTERPRISE_USER, path: '/device/?type=1', call: /\/eapi\/ent\/c\/manager\/device\/group\/devicelist$/ },
  { list: 'messages', user: PHONE_USER, path: '/msgCenter/', call: /\/api\/msg\/v1\/page$/ },
  { list: 'alarms', user: PHONE_USER, path: '/alarmCenter/', call: /\/api\/v1\/devices\/alarms(\?|$)/ },
  { list: 'projects', user: ENTERPRISE_USER, path: '/project/?type=1', call: /\/eapi\/web\/c\/project\/list$/ },
];

async function open(c: Case, lang: 'en' | 'cn'): Promise<Page> {
  // An alarm (and its message) so that the alarm and message lists have a row to break.
  if ('phone' in c.user) await h.control('alarm', { account: c.user.phone, content: 'Pressure high' });
  const { page } = await h.signedInPage(c.user, { path: null, lang });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route(c.call, wrongShape);
  const sep = c.path.includes('?') ? '&' : '?';
  await page.goto(`${h.url}${c.path}${sep}lang=${lang}`);
  return page;
}

describe('an answer of the wrong shape', () => {
  for (const c of CASES) {
    it(`shows the drift notice on the ${c.list} list instead of crashing`, async () => {
      const page = await open(c, 'en');
      await page.getByText(DRIFT.en).first().waitFor();
      expect(await page.locator('.main-nav, #main-nav').first().isVisible()).toBe(true);
      expect(await page.getByTestId('failure').count()).toBe(0);
    });
  }

  it('says it in Chinese on a Chinese page, at 1280 and 360 px', async () => {
    const page = await open(CASES[0]!, 'cn');
    await page.getByText(DRIFT.cn).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '.tmp/shots/drift-cn-1280.png' });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: '.tmp/shots/drift-cn-360.png' });
    const en = await open(CASES[0]!, 'en');
    await en.getByText(DRIFT.en).first().waitFor();
    await en.screenshot({ path: '.tmp/shots/drift-en-1280.png' });
    await en.setViewportSize({ width: 360, height: 740 });
    await en.screenshot({ path: '.tmp/shots/drift-en-360.png' });
  });
});
