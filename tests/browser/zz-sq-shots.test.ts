// Temporary: screenshots of screenQuality's screens in both languages (deleted before the report).
import { it } from 'vitest';
import { harnessPerFile, signInByPhone, signedInAsEnterpriseUser } from './support';
const h = harnessPerFile();
for (const lang of ['cn', 'en'] as const) {
  it(`shots ${lang}`, async () => {
    const { page } = await h.newPage();
    await page.goto(`${h.url}/login?lang=${lang}`);
    await page.getByTestId('login-submit').waitFor();
    await page.screenshot({ path: `/tmp/sq-${lang}-login.png` });
    await page.getByTestId('login-phone').fill('13800138000');
    await page.getByTestId('login-password').fill('wrongpass1');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error').waitFor();
    await page.screenshot({ path: `/tmp/sq-${lang}-login-guard.png` });
    await signInByPhone(page, h.url, lang);
    await page.waitForURL((url) => url.pathname === '/index/');
    await page.getByTestId('device-row').first().waitFor();
    await page.screenshot({ path: `/tmp/sq-${lang}-index.png` });
    await page.getByTestId('view-cards').click();
    await page.getByTestId('device-card').first().waitFor();
    await page.screenshot({ path: `/tmp/sq-${lang}-cards.png` });
    await page.getByTestId('view-list').click();
    await page.getByTestId('device-open').first().click();
    await page.getByTestId('detail-machineCode').waitFor();
    await page.screenshot({ path: `/tmp/sq-${lang}-detail-overview.png` });
    for (const tab of ['edit', 'location', 'iot']) {
      await page.getByTestId(`detail-tab-${tab}`).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/sq-${lang}-detail-${tab}.png` });
    }
    await page.getByTestId('detail-tab-overview').click();
    const sw = page.getByTestId('detail-cloud-switch');
    if (await sw.count()) {
      await sw.click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/sq-${lang}-cloud-confirm.png` });
      await page.keyboard.press('Escape');
    }
    await page.goto(`${h.url}/cloudmap/?lang=${lang}`);
    await page.getByTestId('cloud-map').waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/sq-${lang}-map.png` });
    await page.goto(`${h.url}/device/?type=1&lang=${lang}`);
    await page.waitForURL((url) => url.pathname === '/index/');
    await page.screenshot({ path: `/tmp/sq-${lang}-personal-at-device.png` });
    await page.goto(`${h.url}/alarmCenter/?lang=${lang}`);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `/tmp/sq-${lang}-alarms.png` });
    const ent = await signedInAsEnterpriseUser(h, lang);
    await ent.getByTestId('device-row').first().waitFor();
    await ent.screenshot({ path: `/tmp/sq-${lang}-enterprise.png` });
    await ent.goto(`${h.url}/index/?listType=list&lang=${lang}`);
    await ent.waitForURL((url) => url.pathname === '/device/');
    await ent.goto(`${h.url}/userInfo?lang=${lang}`);
    await ent.getByTestId('not-available').waitFor();
    await ent.screenshot({ path: `/tmp/sq-${lang}-notavailable.png` });
  });
}
