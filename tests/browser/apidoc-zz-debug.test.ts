import { it } from 'vitest';
import { harnessPerFile } from './support';
const h = harnessPerFile();
it('debug', async () => {
  const { page } = await h.newPage();
  const logs: string[] = [];
  page.on('console', async (m) => { if (m.type() === 'warning') for (const a of m.args()) logs.push(JSON.stringify(await a.jsonValue().catch(() => 'x')).slice(0, 3000)); });
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => logs.push(`failed: ${r.url()}`));
  await page.goto(`${h.url}/apiDoc?lang=en`);
  await page.waitForTimeout(8000);
  await page.screenshot({ path: '/tmp/ezviz-apidoc-debug.png' });
  console.log(logs.join('\n').slice(0, 3000));
  console.log((await page.content()).slice(0, 1500));
}, 60000);
