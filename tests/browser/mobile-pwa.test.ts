// The phone console as an installable app: the manifest, the service worker of scope /mobile (never the root,
// which the demo's msw worker owns), and the offline page it serves when there is no network.
import { describe, expect, it } from 'vitest';
import { harnessPerFile } from './support';
import { PHONE } from './mobileSupport';

const h = harnessPerFile();

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  icons: { src: string; sizes: string; type: string }[];
}

describe('the phone console as a web app', () => {
  it('has a manifest an installing browser accepts: name, standalone, start in scope, 192 and 512 px icons', async () => {
    const res = await fetch(`${h.url}/manifest.webmanifest`);
    expect(res.ok).toBe(true);
    const manifest = (await res.json()) as Manifest;
    expect(manifest.name).not.toBe('');
    expect(manifest.short_name).not.toBe('');
    expect(manifest.display).toBe('standalone');
    expect(manifest.scope).toBe('/mobile');
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
      expect(icon, size).toBeDefined();
      const image = await fetch(`${h.url}${icon?.src}`);
      expect(image.ok).toBe(true);
      // A PNG, not the console's index.html served for an unknown path.
      expect([...new Uint8Array(await image.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    }
    const { page } = await h.newPage(PHONE);
    await page.goto(`${h.url}/mobile?lang=en`);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
  });

  it('registers its service worker for /mobile only, and shows the offline page without a network', async () => {
    const { page, context } = await h.newPage(PHONE);
    await page.goto(`${h.url}/mobile?lang=en`);
    await page.getByTestId('login-phone').waitFor();
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${h.url}/mobile`);
    // Nothing claims the root scope, where the demo build's msw worker lives.
    const scopes = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope));
    expect(scopes).toEqual([`${h.url}/mobile`]);

    await context.setOffline(true);
    await page.goto(`${h.url}/mobile?tab=alarms&lang=en`);
    await page.getByTestId('mobile-offline').waitFor();
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await page.getByRole('heading', { name: '当前没有网络连接' }).waitFor();
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.getByTestId('login-phone').waitFor();
  });
});
