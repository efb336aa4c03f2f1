// WCAG 2.2 AA: no serious or critical axe-core violations on any existing screen, in both languages, and with
// each dialog open. Table-driven: add a row to SCREENS for a new route (who signs in, where to go, what to open).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { ENTERPRISE_USER, harnessPerFile, PHONE_USER } from './support';

const h = harnessPerFile();

type Who = 'anonymous' | 'personal' | 'enterprise';

interface Screen {
  name: string;
  who: Who;
  /** The path without `lang`; the test adds it. */
  path: string;
  /** What must show before the scan (a CSS selector), so the scan never sees a loading state. */
  ready: string;
  /** Opens a dialog or tab after the screen is ready. */
  open?: (page: Page) => Promise<void>;
}

async function detailTab(page: Page, tab: string) {
  await page.getByTestId('device-open').first().click();
  await page.getByTestId('detail-machineCode').waitFor();
  if (tab !== 'overview') await page.getByTestId(`detail-tab-${tab}`).click();
  // The tab's own content has loaded once no loading status remains in the dialog.
  await page.locator('[data-testid="device-detail"] .p-tabview-panels [role="status"]').first().waitFor({ state: 'detached' }).catch(() => undefined);
}

const tid = (id: string) => `[data-testid="${id}"]`;

export const SCREENS: Screen[] = [
  { name: 'login', who: 'anonymous', path: '/login', ready: tid('login-submit') },
  { name: 'login, e-mail tab', who: 'anonymous', path: '/login', ready: tid('login-submit'), open: (p) => p.getByTestId('login-tab-email').click() },
  { name: 'register', who: 'anonymous', path: '/register', ready: tid('register-name') },
  { name: 'registerByEmail', who: 'anonymous', path: '/registerByEmail', ready: tid('register-name') },
  { name: 'forgetPwd', who: 'anonymous', path: '/forgetPwd', ready: '[data-testid^="forget-"]' },
  { name: 'loginTimeout', who: 'anonymous', path: '/loginTimeout', ready: tid('login-timeout') },
  { name: 'index (list)', who: 'personal', path: '/index/?listType=list', ready: tid('device-row') },
  { name: 'index (cards)', who: 'personal', path: '/index/?listType=list', ready: tid('device-row'), open: (p) => p.getByTestId('view-cards').click().then(() => p.getByTestId('device-card').first().waitFor()) },
  { name: 'add device dialog', who: 'personal', path: '/index/?listType=list', ready: tid('device-row'), open: (p) => p.getByTestId('add-open').click().then(() => p.getByTestId('add-dialog').waitFor()) },
  { name: 'groups dialog', who: 'personal', path: '/index/?listType=list', ready: tid('device-row'), open: (p) => p.getByTestId('groups-open').click().then(() => p.getByTestId('groups-dialog').waitFor()) },
  ...['overview', 'edit', 'location', 'iot', 'authority'].map((tab): Screen => ({
    name: `device detail, ${tab} tab`, who: 'personal', path: '/index/?listType=list', ready: tid('device-row'), open: (p) => detailTab(p, tab),
  })),
  { name: 'cloudmap', who: 'personal', path: '/cloudmap/', ready: tid('cloud-map') },
  { name: 'msgCenter', who: 'personal', path: '/msgCenter/', ready: '[data-testid^="msg-tab-"]' },
  { name: 'alarmCenter', who: 'personal', path: '/alarmCenter/', ready: tid('alarm-kanban') },
  { name: 'recoverPwd', who: 'personal', path: '/recoverPwd/', ready: '[data-testid^="recover-"]' },
  { name: 'device type 1', who: 'enterprise', path: '/device/?type=1', ready: tid('device-row') },
  { name: 'device type 2', who: 'enterprise', path: '/device/?type=2', ready: tid('maintenance-team') },
  { name: 'enterprise device detail, enterprise tab', who: 'enterprise', path: '/device/?type=1', ready: tid('device-row'), open: (p) => detailTab(p, 'enterprise') },
  // The screens and states whose scans were in the feature files m to z (scada, sms-*, projects, wall, mobile-qr).
  { name: 'login, QR tab', who: 'anonymous', path: '/login', ready: tid('login-submit'), open: (p) => p.getByTestId('login-tab-qr').click().then(() => p.getByTestId('qr-code').waitFor()) },
  { name: 'scadaRegister, every field refused', who: 'anonymous', path: '/scadaRegister', ready: tid('scada-submit'), open: (p) => p.getByTestId('scada-submit').click().then(() => p.getByTestId('scada-account-error').waitFor()) },
  { name: 'smsAlarm, settings', who: 'personal', path: '/smsAlarm/?tab=settings', ready: tid('sms-forecast') },
  { name: 'smsAlarm, receivers with errors', who: 'personal', path: '/smsAlarm/?tab=receivers', ready: tid('sms-receiver-add'), open: (p) => p.getByTestId('sms-receiver-add').click().then(() => p.getByTestId('sms-receiver-email-error').waitFor()) },
  { name: 'smsAlarm, SMS log', who: 'personal', path: '/smsAlarm/?tab=smsLog', ready: `${tid('sms-log-row')}, ${tid('sms-log-empty')}` },
  { name: 'smsAlarm, sales records', who: 'personal', path: '/smsAlarm/?tab=sales', ready: `${tid('sms-record-row')}, ${tid('sms-records-empty')}` },
  { name: 'mapcanvas (wall)', who: 'personal', path: '/mapcanvas', ready: '[data-testid="wall-map"][data-painted="true"]' },
  { name: 'smsAlarm, enterprise settings with the transfer', who: 'enterprise', path: '/smsAlarm/?tab=settings', ready: tid('sms-transfer') },
  { name: 'smsAlarm, enterprise allocations', who: 'enterprise', path: '/smsAlarm/?tab=allocations', ready: `${tid('sms-record-row')}, ${tid('sms-records-empty')}` },
  { name: 'projects list', who: 'enterprise', path: '/project/?type=1', ready: tid('project-row') },
  { name: 'create project dialog, name refused', who: 'enterprise', path: '/project/?type=1', ready: tid('project-row'), open: (p) => p.getByTestId('project-create').click().then(() => p.getByTestId('project-create-submit').click()).then(() => p.locator('[data-testid="project-name"][aria-invalid="true"]').waitFor()) },
  { name: 'project page, owner', who: 'enterprise', path: '/project/?type=1', ready: tid('project-row'), open: (p) => p.getByTestId('project-open').first().click().then(() => p.locator(`${tid('project-log-empty')}, ${tid('project-delivery')}`).first().waitFor()) },
];

const SERIOUS_IMPACTS = new Set(['serious', 'critical']);

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations
    .filter((v) => SERIOUS_IMPACTS.has(v.impact ?? ''))
    .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')} [${(v.nodes[0]?.any[0]?.message ?? '').slice(0, 160)}; ${(v.nodes[0]?.html ?? '').slice(0, 120)}]`);
}

/** Per screen, the serious/critical violations found: printed at the end so a run reports its figures. */
const tally: string[] = [];
afterAll(() => {
  if (tally.length > 0) console.log(`axe serious/critical violations per screen:\n${tally.join('\n')}`);
});

for (const lang of ['cn', 'en'] as const) {
  for (const who of ['anonymous', 'personal', 'enterprise'] as const) {
    describe(`${who} screens (${lang})`, () => {
      // One signed-in context per user and language, kept across its screens (the harness closes only its own).
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        if (who === 'anonymous') {
          context = await h.browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
          page = await context.newPage();
        } else {
          ({ context, page } = await h.signedInPage(who === 'personal' ? PHONE_USER : ENTERPRISE_USER, { lang, path: null, keep: true }));
        }
      });
      afterAll(async () => {
        await context.close();
      });

      for (const screen of SCREENS.filter((s) => s.who === who)) {
        it(`${screen.name} has no serious or critical violations`, async () => {
          const url = new URL(screen.path, h.url);
          url.searchParams.set('lang', lang);
          await page.goto(url.toString());
          await page.locator(screen.ready).first().waitFor();
          await screen.open?.(page);
          const found = await seriousViolations(page);
          tally.push(`${lang} ${screen.name}: ${found.length} rule(s)${found.length ? `\n    ${found.join('\n    ')}` : ''}`);
          expect(found).toEqual([]);
        });
      }
    });
  }
}
