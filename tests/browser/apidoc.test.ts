// /apiDoc: the OpenAPI document served at /openapi.json (a build asset) covers every call, and the reference renders
// it with "try it" aimed at this origin. Axe on our part is in a11y-public.test.ts; the renderer's own findings are listed in docs/decisions.md.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import cn from '../../src/i18n/cn/apiDoc';
import { harnessPerFile } from './support';

const h = harnessPerFile();

async function openDoc(lang: 'cn' | 'en'): Promise<Page> {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/apiDoc?lang=${lang}`);
  await page.getByTestId('apidoc-page').waitFor();
  // The reference renders the document's operations once the chunk and /openapi.json are in.
  await page.getByRole('heading', { name: 'Device cloud API' }).first().waitFor({ timeout: 90_000 });
  return page;
}

describe('API documentation', () => {
  it('serves /openapi.json with every call of calls.tsv', async () => {
    const res = await fetch(`${h.url}/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    const calls = readFileSync(resolve(__dirname, '../../docs/spec-calls.tsv'), 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#'));
    for (const line of calls) {
      const [method, path] = line.split('\t') as [string, string];
      const key = path.endsWith('/') ? `${path}{id}` : path;
      expect(doc.paths[key]?.[method.toLowerCase()], line).toBeDefined();
    }
  });

  it('serves the reference in Chinese for /apiDoc in Chinese, and says the renderer\'s own interface is English', async () => {
    const doc = (await (await fetch(`${h.url}/openapi.cn.json`)).json()) as { paths: Record<string, Record<string, { summary: string; tags: string[] }>> };
    expect(doc.paths['/api/user/login']?.post).toMatchObject({ summary: '登录', tags: ['用户'] });
    const { page } = await h.newPage();
    await page.route(/ScalarReference-[^/]*\.js$/, (route) => route.abort());
    await page.goto(`${h.url}/apiDoc?lang=cn`);
    await expect.poll(() => page.getByTestId('apidoc-ui-language').textContent()).toBe(cn.uiLanguage);
  });

  it('renders the reference with this origin as the server to try calls against', async () => {
    const page = await openDoc('en');
    expect(await page.getByRole('heading', { level: 1, name: 'Cloud API reference' }).count()).toBe(1);
    await expect.poll(() => page.content()).toContain(h.url);
  }, 120_000);

  it('says so, and still links the document, when the renderer cannot load', async () => {
    const { page } = await h.newPage();
    await page.route(/ScalarReference-[^/]*\.js$/, (route) => route.abort());
    await page.goto(`${h.url}/apiDoc?lang=en`);
    await page.getByTestId('apidoc-error').waitFor();
    expect(await page.getByTestId('apidoc-json').getAttribute('href')).toBe('/openapi.json');
  });
});
