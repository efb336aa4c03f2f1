import { it } from 'vitest';
import { harnessPerFile } from './support';
const h = harnessPerFile();
it('tmp', async () => {
  const { page } = await h.newPage();
  const logs: string[] = [];
  page.on('console', async (m) => { if (m.type() === 'warning') for (const a of m.args()) { const v = await a.jsonValue().catch(() => null); if (Array.isArray(v)) logs.push(...v.map((e: { message: string; path: string }) => `${e.path}: ${e.message}`)); } });
  await page.goto(`${h.url}/apiDoc?lang=en`);
  await page.getByRole('heading', { name: 'Device cloud API' }).first().waitFor({ timeout: 60000 });
  await page.waitForTimeout(3000);
  console.log('LOGS', logs.slice(0, 15).join('\n'), logs.length);
}, 90000);
