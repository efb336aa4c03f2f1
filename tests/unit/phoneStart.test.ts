// Who gets the phone's own sign-in page (mobile.html): the server's choice of page by user agent and session, and
// the page's own check before it draws (src/ui/mobile/phoneStart.ts); the page itself: tests/browser/mobile-first-screen.test.ts.
import { describe, expect, it } from 'vitest';
import { consolePageFor } from '../../simulator/server/staticFiles';
import { phoneSignInPath, phoneSignInWanted } from '../../src/ui/mobile/phoneStart';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const TV = 'Mozilla/5.0 (Linux; Android 9; AFTMM) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const ask = (userAgent: string, cookie?: string) => ({ headers: { 'user-agent': userAgent, ...(cookie === undefined ? {} : { cookie }) } });

describe("the server's page for a console path", () => {
  it('sends a phone without a session the phone sign-in, on any page but /scadaRegister', () => {
    for (const path of ['/', '/mobile', '/login', '/index/', '/alarmCenter/']) expect(consolePageFor(ask(PHONE), path)).toBe('mobile.html');
    expect(consolePageFor(ask(PHONE, 'lang=en; token='), '/mobile')).toBe('mobile.html');
    expect(consolePageFor(ask(PHONE), '/scadaRegister/')).toBe('index.html');
  });

  it('sends index.html to a signed-in phone, a computer and a TV box', () => {
    expect(consolePageFor(ask(PHONE, 'lang=en; token=0123456789abcdef0123456789abcdef'), '/mobile')).toBe('index.html');
    expect(consolePageFor(ask(DESKTOP), '/mobile')).toBe('index.html');
    expect(consolePageFor(ask(TV), '/login')).toBe('index.html');
    expect(consolePageFor({ headers: {} }, '/login')).toBe('index.html');
  });
});

describe("the phone sign-in page's own check", () => {
  const base = { demo: false, signedIn: false, phoneConsole: true, pathname: '/login' };
  it('draws the sign-in for a signed-out phone user of the phone console, else starts the full console', () => {
    expect(phoneSignInWanted(base)).toBe(true);
    expect(phoneSignInWanted({ ...base, demo: true })).toBe(false);
    expect(phoneSignInWanted({ ...base, signedIn: true })).toBe(false);
    expect(phoneSignInWanted({ ...base, phoneConsole: false })).toBe(false);
    expect(phoneSignInWanted({ ...base, pathname: '/scadaRegister' })).toBe(false);
  });

  it('shows it on /mobile, keeping a deep link there, with the language', () => {
    expect(phoneSignInPath('/mobile', '?tab=alarms&device=7', 'cn')).toBe('/mobile?tab=alarms&device=7&lang=cn');
    expect(phoneSignInPath('/mobile/', '?lang=en', 'en')).toBe('/mobile?lang=en');
    expect(phoneSignInPath('/index/', '?listType=list', 'en')).toBe('/mobile?lang=en');
  });
});
