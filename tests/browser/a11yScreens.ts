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
 * Defines one describe per language for the rows of these users: one page per user and language, kept across its
 * screens, and a tally of the findings printed at the end so a run reports its figures.
 */
export function describeScreens(h: Harness, screens: readonly Screen[], whos: readonly Who[]): void {
  const tally: string[] = [];
  afterAll(() => {
    if (tally.length > 0) console.log(`axe serious/critical violations per screen:\n${tally.join('\n')}`);
  });
  for (const lang of ['cn', 'en'] as const) {
    for (const who of whos) {
      const rows = screens.filter((s) => s.who === who);
      if (rows.length === 0) continue;
      describe(`${who} screens (${lang})`, () => {
        let context: BrowserContext;
        let page: Page;
        const ctx: ScreenContext = { h, lang };
        beforeAll(async () => {
          if (who === 'anonymous') {
            context = await h.browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
            page = await context.newPage();
            return;
          }
          if (who === 'fresh') ctx.user = await registerUser(h);
          ({ context, page } = await h.signedInPage(who === 'fresh' ? ctx.user! : SIGN_IN[who], { lang, path: null, keep: true }));
        });
        afterAll(async () => {
          await context.close();
        });

        for (const screen of rows) {
          it(`${screen.name} has no serious or critical violations`, async () => {
            await screen.before?.(page, ctx);
            const url = new URL(screen.path, h.url);
            url.searchParams.set('lang', lang);
            await page.goto(url.toString());
            await page.locator(screen.ready).first().waitFor();
            await screen.open?.(page, ctx);
            const found = await seriousViolations(page, { exclude: screen.exclude });
            tally.push(`${lang} ${screen.name}: ${found.length} rule(s)${found.length ? `\n    ${found.join('\n    ')}` : ''}`);
            expect(found).toEqual([]);
          });
        }
      });
    }
  }
}

export const tid = (id: string) => `[data-testid="${id}"]`;

/** A device's detail dialog on one tab, once the tab's own content has loaded. */
export async function detailTab(page: Page, tab: string): Promise<void> {
  await page.getByTestId('device-open').first().click();
  await page.getByTestId('detail-machineCode').waitFor();
  if (tab !== 'overview') await page.getByTestId(`detail-tab-${tab}`).click();
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
