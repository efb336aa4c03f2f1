// The phone's first screen (mobile.html, src/ui/mobile/entry.tsx): a phone without a session, on /mobile or on any
// other page, gets the phone's own sign-in page, which loads none of the full console's code (no desktop layout,
// query client, realtime connection or PrimeReact theme) and prefetches the signed-in phone console's files after it
// has painted. Its figures on a throttled phone: `npm run bench -- phone`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import enMobile from '../../src/i18n/en/mobile';
import { harnessPerFile } from './support';
import { phonePage } from './mobileSupport';

const h = harnessPerFile();
const DIST = process.env.CONSOLE_DIST ?? 'dist';

/** Code only the full console carries: its entry, TanStack Query, the realtime socket, PrimeReact's theme. */
const DESKTOP_MARKS = ['index.html lacks #root', 'No QueryClient set', "binaryType='arraybuffer'", 'binaryType=`arraybuffer`', '@layer primereact'];

describe("the phone's first screen", () => {
  it('is the sign-in on its own page, with none of the full console, which it prefetches once painted', async () => {
    const page = await phonePage(h);
    const loaded: string[] = [];
    const prefetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (!pathname.startsWith('/assets/')) return;
      const type = request.resourceType();
      if (type === 'script' || type === 'stylesheet') loaded.push(pathname);
      else prefetched.push(pathname);
    });
    await page.goto(`${h.url}/index/?listType=list&lang=en`);
    // Any page leads a phone to the phone console's sign-in, in the page's language.
    await page.getByRole('heading', { name: enMobile.signIn.title }).waitFor();
    await page.waitForURL((url) => url.pathname === '/mobile' && url.searchParams.get('lang') === 'en');
    expect(await page.locator('meta[name="phone-next"]').count()).toBe(1);
    const next = ((await page.locator('meta[name="phone-next"]').getAttribute('content')) ?? '').split(' ');
    expect(next.length).toBeGreaterThan(0);
    // The signed-in console's files arrive as prefetches, after the first screen.
    await expect.poll(() => next.every((file) => prefetched.includes(file))).toBe(true);

    const full = loaded.filter((file) => next.includes(file));
    expect(full).toEqual([]);
    const marked = loaded.filter((file) => DESKTOP_MARKS.some((mark) => readFileSync(join(DIST, file), 'utf8').includes(mark)));
    expect(marked).toEqual([]);
  });

  it('is the full console for a phone signed in, opening on its deep link', async () => {
    const page = await phonePage(h);
    await page.goto(`${h.url}/mobile?tab=alarms&lang=en`);
    await page.getByTestId('login-phone').fill('13800138000');
    await page.getByTestId('login-password').fill('demo1234');
    await page.getByTestId('login-submit').click();
    // The section the link named opens after sign-in, in the full console started in the same page.
    await page.getByRole('heading', { name: enMobile.alarms.title }).waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('alarms');
    await page.getByTestId('m-tab-devices').click();
    await page.getByTestId('m-device-row').first().waitFor();
  });
});
