// The full console on a phone, every route of the main layout in both languages and both modes: within a 360 px
// screen (no page, and no main area, wider than the screen) and no serious or critical axe violation on the pages.
import { describe, expect, it } from 'vitest';
import { ENTERPRISE_USER, harnessPerFile, PHONE_USER } from './support';
import { ENTERPRISE_ROUTES, fullConsoleOnPhone, PERSONAL_ROUTES, tooWide } from './phoneFitSupport';

const h = harnessPerFile();

describe('the full console on a 360 px phone', () => {
  for (const lang of ['cn', 'en'] as const) {
    it(`fits every personal-mode route (${lang})`, { timeout: 240_000 }, async () => {
      const page = await fullConsoleOnPhone(h, PHONE_USER);
      expect(await tooWide(h, page, PERSONAL_ROUTES, lang)).toEqual([]);
    });

    it(`fits every enterprise-mode route (${lang})`, { timeout: 240_000 }, async () => {
      const page = await fullConsoleOnPhone(h, ENTERPRISE_USER);
      expect(await tooWide(h, page, ENTERPRISE_ROUTES, lang)).toEqual([]);
    });
  }

});
