// WCAG 2.2 AA in one place: no serious or critical axe violation on any screen or state of the console, in both
// languages. Each screen is a row: who signs in, where to go, what must show before the scan (so a scan never sees a
// loading state), what to open. The rows are split over files (a11y-public, a11y-devices, a11y-personal,
// a11y-enterprise) so the two browser workers share them; every axe scan of the browser tests is one of these rows,
// except the phone console's own (mobile-a11y.test.ts) and the full console on a phone (phone-fit.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { createWorld } from '../../simulator/world/createWorld';
import { DEMO_ENTERPRISES } from '../../simulator/world/demoAccounts';
import { registerUser, signIn, type TestUser } from './accountSupport';
import { seriousViolations } from './axe';
import { ENTERPRISE_USER, PHONE_USER, type Harness, type SignInUser } from './support';

/** anonymous: signed out; fresh: a user registered for the file (its own sessions, password and 2FA to change). */
export type Who = 'anonymous' | 'fresh' | 'personal' | 'enterprise' | 'member';

export interface ScreenContext {
  h: Harness;
  lang: 'cn' | 'en';
  /** The signed-in user (fresh: the registered one). */
  user?: TestUser;
}

export interface Screen {
  name: string;
  who: Who;
  /** The path without `lang`; the runner adds it. */
  path: string;
  /** What must show before the scan (a CSS selector). */
  ready: string;
  /** Runs before the page opens (routes to block, state to set in the simulator). */
  before?: (page: Page, ctx: ScreenContext) => Promise<void>;
  /** Opens a dialog or tab, or walks to the state to scan, after the screen is ready. */
  open?: (page: Page, ctx: ScreenContext) => Promise<void>;
  /** A part of the page that is not ours (a third-party renderer). */
  exclude?: string;
  /** Opens from the state the previous row left (the next tab of its open dialog): when the page is reused, its
   *  dialogs stay open. `open` must still reach the state from a freshly loaded screen. */
  within?: boolean;
}

const world = createWorld({ seed: 42 });
const enterprise = world.enterprises.find((e) => e.eid === DEMO_ENTERPRISES.withProjects)!;
/** A member of the demo enterprise who is not its manager. */
const MEMBER_USER = { email: world.users.find((u) => u.id === enterprise.memberIds[1])!.email, password: 'demo1234' };

const SIGN_IN: Record<'personal' | 'enterprise' | 'member', SignInUser> = {
  personal: PHONE_USER,
  enterprise: ENTERPRISE_USER,
  member: MEMBER_USER,
};

/**
 * Defines one describe per user and language for the rows of these users, and a tally of the findings printed at the
 * end so a run reports its figures. One page per user, kept across its screens and both languages (each row's URL
 * names its language; a fresh context and its first load cost about four scans): but the enterprise user's, whose
 * last rows choose an enterprise in the switcher, which the page would keep into the other language's rows.
 */
export function describeScreens(h: Harness, screens: readonly Screen[], whos: readonly Who[]): void {
  const tally: string[] = [];
  afterAll(() => {
    if (tally.length > 0) console.log(`axe serious/critical violations per screen:\n${tally.join('\n')}`);
  });
  for (const who of whos) {
    const rows = screens.filter((s) => s.who === who);
    if (rows.length === 0) continue;
    const pagePerLang = who === 'enterprise';
    let context: BrowserContext | undefined;
    let page: Page;
    let user: TestUser | undefined;
    for (const lang of ['cn', 'en'] as const) {
      describe(`${who} screens (${lang})`, () => {
        const ctx: ScreenContext = { h, lang };
        beforeAll(async () => {
          if (!context) {
            if (who === 'anonymous') {
              context = await h.browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
              page = await context.newPage();
            } else {
              if (who === 'fresh') user = await registerUser(h);
              ({ context, page } = await h.signedInPage(who === 'fresh' ? user! : SIGN_IN[who], { lang, path: null, keep: true }));
            }
          }
          ctx.user = user;
        });
        afterAll(async () => {
          if (pagePerLang || lang === 'en') {
            await context?.close();
            context = undefined;
          }
        });

        rows.forEach((screen, i) => {
          it(`${screen.name} has no serious or critical violations`, async () => {
            await screen.before?.(page, ctx);
            const url = new URL(screen.path, h.url);
            url.searchParams.set('lang', lang);
            // A row on the same path as the previous one reuses the loaded screen (a full load costs about four
            // times a scan) once what the previous row opened is closed; otherwise, or when that fails, it loads.
            const reuse = rows[i - 1]?.path === screen.path && !screen.before && (await backToScreen(page, url, screen));
            if (!reuse) {
              await page.goto(url.toString());
              await page.locator(screen.ready).first().waitFor();
            }
            await screen.open?.(page, ctx);
            const found = await seriousViolations(page, { exclude: screen.exclude });
            tally.push(`${lang} ${screen.name}${reuse ? ' (on the loaded screen)' : ''}: ${found.length} rule(s)${found.length ? `\n    ${found.join('\n    ')}` : ''}`);
            expect(found).toEqual([]);
          });
        });
      });
    }
  }
}

/** Whether the page still shows the row's screen: on its path with its query, every dialog closed with Escape (but
 *  for a row `within` the previous one's state), and its ready element there. False: the caller loads the page. */
async function backToScreen(page: Page, url: URL, screen: Screen): Promise<boolean> {
  const now = new URL(page.url());
  if (now.pathname !== url.pathname || [...url.searchParams].some(([k, v]) => now.searchParams.get(k) !== v)) return false;
  if (!screen.within) {
    const dialogs = page.locator('[role="dialog"], [role="alertdialog"]');
    for (let tries = 0; tries < 3; tries++) {
      const open = await dialogs.count();
      if (open === 0) break;
      await page.keyboard.press('Escape');
      try {
        await expect.poll(() => dialogs.count(), { timeout: 2_000 }).toBeLessThan(open);
      } catch {
        return false;
      }
    }
    if ((await dialogs.count()) > 0) return false;
  }
  return page.locator(screen.ready).first().isVisible();
}

export const tid = (id: string) => `[data-testid="${id}"]`;

/** A device's detail dialog on one tab, once the tab's own content has loaded; the dialog is opened unless it is
 *  (a row `within` the previous tab's). */
export async function detailTab(page: Page, tab: string): Promise<void> {
  if (!(await page.getByTestId('device-detail').isVisible())) {
    await page.getByTestId('device-open').first().click();
    await page.getByTestId('detail-machineCode').waitFor();
  }
  await page.getByTestId(`detail-tab-${tab}`).click();
  await page.locator(`[data-testid="detail-tab-${tab}"][aria-selected="true"]`).waitFor();
  if (tab === 'authority') await page.getByTestId('authority-centre').waitFor();
  // Loaded once no loading status remains in the dialog (the authority centre's own live status always stays).
  const loading = page.locator('[data-testid="device-detail"] [role="tabpanel"] [role="status"]:not([data-testid="authority-state"])');
  await expect.poll(() => loading.count()).toBe(0);
}

/** The enterprise with projects chosen in the header's switcher (its manager is the demo enterprise user). */
export async function chooseEnterprise(page: Page): Promise<void> {
  await page.getByTestId('enterprise-switcher').selectOption(String(enterprise.eid));
  await page.waitForURL((url) => url.pathname === '/device/');
}

/** A signed-out page signing in a new user with two-factor sign-in on: the code step. */
export async function twoFactorStep(page: Page, ctx: ScreenContext): Promise<void> {
  const { h, lang } = ctx;
  const user = await registerUser(h);
  await h.control('security/twoFactor', { account: user.phone, channel: 'sms' });
  // Registration sent this phone a code: past the one-code-a-minute limit, so the sign-in sends a fresh one.
  await h.control('clock', { advanceMs: 61_000 });
  await signIn(page, h, user, lang);
  await page.getByTestId('two-factor-step').waitFor();
}
